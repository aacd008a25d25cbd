import { describe, it, expect } from 'vitest';
import * as z from '../../../domain/zod';
import { readConfig, ConfigError } from '../../../functions/lib/config';
import { actionHandler, errorResult, httpHandler, ok, parseJson, validate, type HttpEvent } from '../../../functions/lib/http';
import { BadRequest, TooManyRequests } from '../../../functions/lib/errors';
import { setPorts } from '../../../functions/lib/runtime';
import type { Ports } from '../../../functions/lib/ports';

const event = (body: string | undefined, headers: Record<string, string> = { 'content-type': 'application/json' }, b64 = false): HttpEvent =>
  ({ body, headers, isBase64Encoded: b64, requestContext: { http: { sourceIp: '1.2.3.4' } } }) as unknown as HttpEvent;

describe('config', () => {
  it('fails at start-up when a required variable is missing', () => {
    expect(() => readConfig({ SITE_URL: 'https://x.test' })).toThrow(ConfigError);
    expect(() => readConfig({ SITE_URL: 'https://x.test', PORTS: 'aws' })).toThrow(/TABLE_NAME/);
  });
  it('normalises the admin allow-list and the site URL', () => {
    const c = readConfig({ TABLE_NAME: 't', SITE_URL: 'https://x.test/', PORTS: 'local', ADMIN_EMAILS: ' A@Example.com, b@x.io ,' });
    expect(c.adminEmails).toEqual(['a@example.com', 'b@x.io']);
    expect(c.siteUrl).toBe('https://x.test');
  });
});

describe('http helpers', () => {
  const schema = z.object({ name: z.string().check(z.minLength(1, 'Name is required')) });
  it('parses JSON and base64 bodies', () => {
    expect(parseJson(event('{"name":"Aiko"}'), schema)).toEqual({ name: 'Aiko' });
    expect(parseJson(event(Buffer.from('{"name":"Ken"}').toString('base64'), undefined, true), schema)).toEqual({ name: 'Ken' });
  });
  it('turns bad input into 4xx with clear messages', () => {
    expect(() => parseJson(event(undefined), schema)).toThrow('Request body is required');
    expect(() => parseJson(event('{'), schema)).toThrow('Request body is not valid JSON');
    expect(() => parseJson(event('{"name":""}'), schema)).toThrow('Name is required');
    expect(() => parseJson(event('{}', { 'content-type': 'text/plain' }), schema)).toThrow(/Content-Type/);
    expect(() => parseJson(event('x'.repeat(65 * 1024)), schema)).toThrow(/too large/);
  });
  it('keeps the English messages of zod where a schema gives no text of its own', () => {
    const note = z.object({ note: z.string().check(z.maxLength(3)) });
    expect(() => validate(note, { note: 'abcd' })).toThrow('Too big: expected string to have <=3 characters');
    expect(() => validate(note, { note: 7 })).toThrow('Invalid request: note');
  });
  it('maps typed errors to the envelope and hides internals of unexpected ones', () => {
    const r = errorResult(new BadRequest('Email is required', { code: 'X' }));
    expect(r.statusCode).toBe(400);
    expect(JSON.parse(r.body as string)).toEqual({ success: false, error: 'Email is required', code: 'X' });
    const t = errorResult(new TooManyRequests(undefined, 42));
    expect(t.statusCode).toBe(429);
    expect(t.headers?.['retry-after']).toBe('42');
    const boom = errorResult(new Error('ECONNREFUSED 10.0.0.1:8000 secret-table'));
    expect(boom.statusCode).toBe(500);
    expect(boom.body).not.toMatch(/ECONNREFUSED|secret-table/);
  });
  it('dispatches actions and refuses unknown ones', async () => {
    // Local ports without an origin secret: no edge in front, so no origin check.
    setPorts({ config: readConfig({ PORTS: 'local', TABLE_NAME: 't', SITE_URL: 'https://x.test' }) } as unknown as Ports);
    const h = httpHandler(actionHandler({ ping: async (data) => ok({ pong: data }) }), { catalogue: false });
    const good = await h(event('{"action":"ping","data":{"x":1}}'), {} as never);
    expect(JSON.parse(good.body as string)).toEqual({ success: true, data: { pong: { x: 1 } } });
    const bad = await h(event('{"action":"__proto__"}'), {} as never);
    expect(bad.statusCode).toBe(400);
    expect(JSON.parse(bad.body as string).error).toBe('Unknown action');
    const none = await h(event('{"data":{}}'), {} as never);
    expect(none.statusCode).toBe(400);
  });
});
