/**
 * One trustworthy client address: the limits count the address the edge saw. Through the local
 * gateway (CloudFront's stand-in) a client-sent x-viewer-ip or x-origin-verify changes nothing; a
 * request that skips the edge (the execute-api URL in AWS) is refused before any handler work.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import { ROOT, setupIntegration, type Harness } from '../support/integration';
import { fixedClock } from '../../functions/lib/adapters/system';
import { keys } from '../../functions/lib/keys';
import { limits } from '../../functions/lib/auth/rate-limit';
import { ORIGIN_VERIFY_HEADER } from '../../functions/lib/edge';
import type { HttpEvent, HttpHandler } from '../../functions/lib/http';
import { NOW } from './reservations-helpers';

const metadata = { signup_page: '/', campaign_source: 'direct', campaign_medium: 'organic', campaign_campaign: 'none', viewport_width: 1280, viewport_height: 800, timezone: 'Asia/Tokyo', user_agent: 'vitest', referrer: 'direct' };
const body = (email: string) => ({ email, source: 'website', metadata });

/** Hits the signup limit counted for `ip` in the current window. */
const signupHits = async (h: Harness, ip: string): Promise<number> => {
  const w = limits.signupPerIp.windowSeconds;
  const windowStart = Math.floor(Date.parse(NOW) / 1000 / w) * w;
  const item = await h.ports.table.get(keys.rateLimit(limits.signupPerIp.bucket, ip, String(windowStart)));
  return (item?.hits as number | undefined) ?? 0;
};

describe('the address the limits see', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await setupIntegration({ clock: fixedClock(NOW) });
  });

  it('through the gateway, a forged x-viewer-ip (and a guessed origin secret) is replaced by the connection address', async () => {
    const r = await h.call('/api/email-signup', body('forger@example.com'), {
      ip: '10.20.30.40',
      headers: { 'x-viewer-ip': '203.0.113.66', [ORIGIN_VERIFY_HEADER]: 'guessed' },
    });
    expect(r.status).toBe(201);
    expect(await signupHits(h, '10.20.30.40')).toBe(1);
    expect(await signupHits(h, '203.0.113.66')).toBe(0);
  });

  it('a request that skips the edge (as on the execute-api URL) is refused: nothing counted, nothing stored', async () => {
    const { handler } = (await import(resolve(ROOT, 'functions/signup/handler.ts'))) as { handler: HttpHandler };
    const event = {
      version: '2.0',
      rawPath: '/api/email-signup',
      headers: { 'content-type': 'application/json', 'x-viewer-ip': '203.0.113.77' },
      body: JSON.stringify(body('bypass@example.com')),
      isBase64Encoded: false,
      requestContext: { http: { method: 'POST', path: '/api/email-signup', sourceIp: '198.51.100.1' } },
    } as unknown as HttpEvent;
    const r = await handler(event);
    expect(r.statusCode).toBe(403);
    expect(JSON.parse(r.body as string)).toEqual({ success: false, error: 'Forbidden: requests must come through the site.' });
    expect(await signupHits(h, '203.0.113.77')).toBe(0);
    expect(await signupHits(h, '198.51.100.1')).toBe(0);
    expect(await h.ports.table.get(keys.signup('bypass@example.com'))).toBeUndefined();
  });
});
