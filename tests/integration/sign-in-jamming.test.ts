/**
 * Sign-in that cannot be jammed: requests from other client addresses never use up the owner's
 * own budget for sign-in links, for the admin and for members; a flood only stops extra mail.
 */
import { describe, it, expect, beforeAll } from 'vitest';
import { setupIntegration, type Harness } from '../support/integration';
import { fixedClock } from '../../functions/lib/adapters/system';
import { limits } from '../../functions/lib/auth/rate-limit';
import { lastToken, seedSignup } from './member-helpers';

const ADMIN = 'admin@example.com';
const MEMBER = 'owner@example.com';
const strangers = Array.from({ length: 10 }, (_, i) => `10.66.0.${i + 1}`);
const OWNER_IP = '10.77.7.7';

const adminLink = (h: Harness, ip: string) => h.call('/api/admin-auth', { action: 'request_link', data: { email: ADMIN } }, { ip });
const memberLink = (h: Harness, ip: string) => h.call('/api/member-dashboard', { action: 'request_access', data: { email: MEMBER } }, { ip });
const passportLink = (h: Harness, ip: string) => h.call('/api/send-passport-magic-link', { action: 'send', email: MEMBER }, { ip });

describe('sign-in under a flood of requests from other addresses', () => {
  let h: Harness;
  const answers: Record<string, Set<string>> = { admin: new Set(), member: new Set() };

  beforeAll(async () => {
    h = await setupIntegration({ clock: fixedClock('2026-11-24T10:05:00Z') });
    await seedSignup(h, MEMBER);
    // Ten addresses each spend their whole own budget on the admin's and the member's address, round by round.
    for (let round = 0; round < limits.linkPerEmailAddress.max; round++) {
      const requests = strangers.flatMap((ip) => ([['admin', adminLink], ['member', memberLink]] as const).map(async ([kind, request]) => {
        const r = await request(h, ip);
        expect(r.status).toBe(200);
        answers[kind].add(JSON.stringify(r.body));
      }));
      await Promise.all(requests);
    }
  });

  it('answers every stranger the same, and refuses one only past its own budget', async () => {
    for (const kind of Object.keys(answers)) expect(answers[kind].size, kind).toBe(1);
    expect((await adminLink(h, strangers[0])).status).toBe(429);
    expect((await memberLink(h, strangers[0])).status).toBe(429);
  });

  it('still mails the admin a working link from the admin’s own address', async () => {
    const before = h.mail.to(ADMIN).length;
    const r = await adminLink(h, OWNER_IP);
    expect(r.status).toBe(200);
    expect(h.mail.to(ADMIN)).toHaveLength(before + 1);
    const token = lastToken(h, ADMIN, /\/admin\/login\?/);
    const v = await h.call('/api/admin-auth', { action: 'verify', data: { token } });
    expect(v.status).toBe(200);
    // The admin list is never paced: a second request from the admin's address is mailed too.
    expect((await adminLink(h, OWNER_IP)).status).toBe(200);
    expect(h.mail.to(ADMIN)).toHaveLength(before + 2);
  });

  it('caps the mail a flood sends a member, yet still mails the member’s own request', async () => {
    const ceiling = limits.linkMailPerEmail.max;
    // The strangers' 50 requests for the member sent only the ceiling's worth of mail.
    expect(h.mail.to(MEMBER)).toHaveLength(ceiling);
    const r = await memberLink(h, OWNER_IP);
    expect(r.status).toBe(200);
    expect(h.mail.to(MEMBER)).toHaveLength(ceiling + 1);
    const token = lastToken(h, MEMBER, /\/member-login\?/);
    expect((await h.call('/api/member-dashboard', { action: 'validate_token', data: { token } })).status).toBe(200);
    // Past the ceiling the address's further requests (any link: dashboard and passport share the budgets) are answered the same, not mailed, not refused.
    const again = await passportLink(h, OWNER_IP);
    expect(again.status).toBe(200);
    expect(h.mail.to(MEMBER)).toHaveLength(ceiling + 1);
  });
});
