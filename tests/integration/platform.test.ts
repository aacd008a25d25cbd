import { describe, it, expect, beforeAll } from 'vitest';
import { setupIntegration, type Harness } from '../support/integration';
import { fixedClock } from '../../functions/lib/adapters/system';

describe('platform: gateway, errors, health', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await setupIntegration();
  });

  it('answers health with the table reachable', async () => {
    const r = await h.call('/api/health');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: true, data: { status: 'ok', table: 'ok' } });
  });

  it('gives 400 Unknown action for an action no group knows', async () => {
    const r = await h.call('/api/admin-auth', { action: 'drop_tables' });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ success: false, error: 'Unknown action' });
  });

  it('gives 400 for bad JSON, 415 for a wrong content type, 413 for a body over 64 KB', async () => {
    const bad = await h.call('/api/admin-auth', undefined, { method: 'POST', rawBody: Buffer.from('{"action": ') });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Request body is not valid JSON');
    const ct = await h.call('/api/admin-auth', undefined, { method: 'POST', rawBody: Buffer.from('action=x'), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(ct.status).toBe(415);
    const big = await h.call('/api/admin-auth', { action: 'request_link', data: { email: 'a@example.com', pad: 'x'.repeat(70 * 1024) } });
    expect(big.status).toBe(413);
  });

  it('answers 404 for an API path that is not in the route table', async () => {
    const r = await h.call('/api/nothing-here', { action: 'x' });
    expect(r.status).toBe(404);
  });
});

describe('admin sign-in', () => {
  let h: Harness;
  const clock = fixedClock('2026-11-22T09:00:00Z');
  beforeAll(async () => {
    h = await setupIntegration({ clock });
  });

  it('gives the same answer for a known and an unknown email, and mails only the admin', async () => {
    const a = await h.call('/api/admin-auth', { action: 'request_link', data: { email: ' Admin@Example.com ' } });
    const b = await h.call('/api/admin-auth', { action: 'request_link', data: { email: 'stranger@example.com' } }, { ip: '10.0.0.2' });
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.body).toEqual(b.body);
    expect(h.mail.to('admin@example.com')).toHaveLength(1);
    expect(h.mail.to('stranger@example.com')).toHaveLength(0);
  });

  it('rejects an invalid email with Please enter a valid email address', async () => {
    const r = await h.call('/api/admin-auth', { action: 'request_link', data: { email: 'not-an-email' } });
    expect(r.status).toBe(400);
    expect(r.body.error).toBe('Please enter a valid email address');
  });

  it('exchanges a link once; admin routes need the session', async () => {
    h.mail.clear();
    await h.call('/api/admin-auth', { action: 'request_link', data: { email: 'admin@example.com' } }, { ip: '10.0.0.3' });
    const token = /token=([\w-]+)/.exec(h.mail.sent.at(-1)!.text)![1];
    // The raw token never reaches the table: only its hash.
    const v = await h.call('/api/admin-auth', { action: 'verify', data: { token } });
    expect(v.status).toBe(200);
    expect(v.body.data.email).toBe('admin@example.com');
    const again = await h.call('/api/admin-auth', { action: 'verify', data: { token } });
    expect(again.status).toBe(401);

    const bearer = { authorization: `Bearer ${v.body.data.token}` };
    const s = await h.call('/api/admin-auth', { action: 'session' }, { headers: bearer });
    expect(s.body.data.email).toBe('admin@example.com');

    expect((await h.call('/api/admin-console', { action: 'x' })).status).toBe(401);
    expect((await h.call('/api/admin-console', { action: 'x' }, { headers: { authorization: 'Bearer nope' } })).status).toBe(403);
    const allowed = await h.call('/api/admin-console', { action: 'definitely_unknown' }, { headers: bearer });
    expect([400, 501]).toContain(allowed.status);

    clock.advance(8 * 3600 * 1000 + 1000);
    expect((await h.call('/api/admin-console', { action: 'x' }, { headers: bearer })).status).toBe(403);
  });

  it('refuses an expired link', async () => {
    h.mail.clear();
    await h.call('/api/admin-auth', { action: 'request_link', data: { email: 'admin@example.com' } }, { ip: '10.0.0.4' });
    const token = /token=([\w-]+)/.exec(h.mail.sent.at(-1)!.text)![1];
    clock.advance(901 * 1000);
    const v = await h.call('/api/admin-auth', { action: 'verify', data: { token } });
    expect(v.status).toBe(401);
  });

  it('rate-limits link requests per email from one address, not from the others', async () => {
    const results = [];
    for (let i = 0; i < 7; i++) results.push((await h.call('/api/admin-auth', { action: 'request_link', data: { email: 'flood@example.com' } }, { ip: '10.1.0.1' })).status);
    expect(results.slice(0, 5).every((s) => s === 200)).toBe(true);
    expect(results.at(-1)).toBe(429);
    expect((await h.call('/api/admin-auth', { action: 'request_link', data: { email: 'flood@example.com' } }, { ip: '10.1.0.2' })).status).toBe(200);
  });
});
