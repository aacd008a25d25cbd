/**
 * The API trusts the viewer-address header only on requests that carry the origin secret CloudFront
 * (or the local gateway) adds: a caller of the execute-api URL can forge x-viewer-ip but not the secret.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { httpHandler, json, requestContext, type HttpEvent } from '../../../functions/lib/http';
import { ORIGIN_VERIFY_HEADER, isOriginSecret, originCheckRequired } from '../../../functions/lib/edge';
import { readConfig } from '../../../functions/lib/config';
import { resetPorts, setPorts } from '../../../functions/lib/runtime';
import type { Ports } from '../../../functions/lib/ports';

const SECRET = 'origin-secret-from-the-deploy';
const usePorts = (env: Record<string, string>) =>
  setPorts({ config: readConfig({ TABLE_NAME: 't', SITE_URL: 'https://fika.test', ...env }) } as unknown as Ports);

/** The address a rate limit would be keyed by. */
const whoAmI = httpHandler(async (event) => json(200, { ip: requestContext(event).ip }), { catalogue: false });
const call = async (headers: Record<string, string>) => {
  const event = { headers, requestContext: { http: { method: 'POST', sourceIp: '130.176.0.1' } } } as unknown as HttpEvent;
  const r = await whoAmI(event, {} as never);
  return { status: r.statusCode, body: JSON.parse(r.body as string) };
};

afterEach(() => resetPorts());

describe('origin secret', () => {
  it('refuses a forged x-viewer-ip without the secret, as the execute-api URL would deliver it', async () => {
    usePorts({ PORTS: 'aws', ORIGIN_VERIFY_SECRET: SECRET });
    const forged = await call({ 'x-viewer-ip': '203.0.113.99' });
    expect(forged).toEqual({ status: 403, body: { success: false, error: 'Forbidden: requests must come through the site.' } });
    expect((await call({ 'x-viewer-ip': '203.0.113.99', [ORIGIN_VERIFY_HEADER]: 'guess' })).status).toBe(403);
  });

  it('trusts the viewer address the edge stamped when the secret is right', async () => {
    usePorts({ PORTS: 'aws', ORIGIN_VERIFY_SECRET: SECRET });
    expect(await call({ 'x-viewer-ip': '198.51.100.7', [ORIGIN_VERIFY_HEADER]: SECRET })).toEqual({ status: 200, body: { ip: '198.51.100.7' } });
  });

  it('in AWS a missing secret refuses everything rather than trusting the header', async () => {
    usePorts({ PORTS: 'aws' });
    expect((await call({ 'x-viewer-ip': '203.0.113.99', [ORIGIN_VERIFY_HEADER]: '' })).status).toBe(403);
  });

  it('compares exactly (no prefix, no empty match)', () => {
    expect(isOriginSecret(SECRET, SECRET)).toBe(true);
    expect(isOriginSecret(SECRET.slice(0, -1), SECRET)).toBe(false);
    expect(isOriginSecret(`${SECRET}x`, SECRET)).toBe(false);
    expect(isOriginSecret('', undefined)).toBe(false);
    expect(isOriginSecret(undefined, SECRET)).toBe(false);
    expect(originCheckRequired('aws', undefined)).toBe(true);
    expect(originCheckRequired('local', SECRET)).toBe(true);
    expect(originCheckRequired('local', undefined)).toBe(false);
  });
});
