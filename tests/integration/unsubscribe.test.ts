import { describe, it, expect, beforeAll } from 'vitest';
import { setupIntegration, type Harness } from '../support/integration';
import { fixedClock } from '../../functions/lib/adapters/system';
import { keys } from '../../functions/lib/keys';
import { unsubscribeToken } from '../../functions/lib/mail/unsubscribe-link';
import { sendMail } from '../../functions/lib/mail/door';
import { NOW } from './reservations-helpers';

const join = (h: Harness, email: string, ip: string) => h.call('/api/email-signup', { email, source: 'website' }, { ip });
const unsub = (h: Harness, data: Record<string, unknown>, ip = '10.3.0.1') => h.call('/api/unsubscribe', { action: 'process_unsubscribe', data }, { ip });

describe('unsubscribe', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await setupIntegration({ clock: fixedClock(NOW) });
  });

  it('the signed link unsubscribes with the default reason, method and source type, records it, and the team is told', async () => {
    await join(h, 'leaver@example.com', '10.2.0.1');
    const token = unsubscribeToken(h.ports.secrets.signingSecret, 'leaver@example.com');
    const r = await unsub(h, { token });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ email: 'leaver@example.com', already_unsubscribed: false, tracking_id: expect.stringMatching(/^unsub_/), unsubscribed_at: expect.any(String) });
    const signup = await h.ports.table.get(keys.signup('leaver@example.com'));
    expect(signup).toMatchObject({ status: 'unsubscribed', gsi1pk: 'SIGNUPS#unsubscribed' });
    const record = await h.ports.table.get(keys.unsubscribe('leaver@example.com', r.body.data.tracking_id));
    expect(record).toMatchObject({ reason: 'not_specified', method: 'email_link', sourceType: 'email_unsubscribe_link', tracking_id: r.body.data.tracking_id });
    await h.bus.drain();
    const notice = h.mail.to(h.ports.config.teamEmail);
    expect(notice).toHaveLength(1);
    expect(notice[0].text).toContain('leaver@example.com');

    const again = await unsub(h, { token, reason: 'too_many_emails' });
    expect(again.body.data).toMatchObject({ already_unsubscribed: true, tracking_id: r.body.data.tracking_id });
  });

  it('RFC 8058 one-click: a form POST with List-Unsubscribe=One-Click to the header URL', async () => {
    await join(h, 'oneclick@example.com', '10.2.0.2');
    await h.bus.drain();
    const welcome = h.mail.to('oneclick@example.com')[0];
    const url = new URL(/^<(.+)>$/.exec(welcome.headers!['List-Unsubscribe'])![1]);
    const r = await h.call(`${url.pathname}${url.search}`, undefined, {
      method: 'POST',
      rawBody: Buffer.from('List-Unsubscribe=One-Click'),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(r.status).toBe(200);
    const signup = await h.ports.table.get(keys.signup('oneclick@example.com'));
    expect(signup?.status).toBe('unsubscribed');
    const forged = await h.call('/api/unsubscribe?token=bm9ib2R5QGV4YW1wbGUuY29t.forged', undefined, {
      method: 'POST',
      rawBody: Buffer.from('List-Unsubscribe=One-Click'),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(forged.status).toBe(400);
  });

  it('no marketing mail reaches an unsubscribed address; transactional mail still does', async () => {
    const before = h.mail.to('leaver@example.com').length;
    const m = await sendMail(h.ports, { to: 'leaver@example.com', content: { subject: 'News', heading: 'News', blocks: [] }, category: 'marketing', kind: 'newsletter' });
    expect(m).toEqual({ sent: false, reason: 'unsubscribed' });
    const t = await sendMail(h.ports, { to: 'leaver@example.com', content: { subject: 'Receipt', heading: 'Receipt', blocks: [] }, category: 'transactional', kind: 'receipt' });
    expect(t.sent).toBe(true);
    expect(h.mail.to('leaver@example.com').length).toBe(before + 1);
  });

  it('an email without a token gets a link, never an immediate unsubscribe; errors carry their codes (INVALID_EMAIL, …)', async () => {
    await join(h, 'typed@example.com', '10.2.0.3');
    const r = await unsub(h, { email: 'typed@example.com' });
    expect(r.body.data).toMatchObject({ confirmation_sent: true });
    expect((await h.ports.table.get(keys.signup('typed@example.com')))?.status).toBe('active');
    expect(h.mail.to('typed@example.com').some((m) => /unsubscribe link/i.test(m.subject))).toBe(true);
    const bad = await unsub(h, { email: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, error: 'Please enter a valid email address', code: 'INVALID_EMAIL' });
    // The RPC-style p_* names are accepted as well.
    const rpc = await unsub(h, { p_token: unsubscribeToken(h.ports.secrets.signingSecret, 'typed@example.com'), p_reason: 'moved_away', p_feedback: 'Sayonara' });
    expect(rpc.body.data.already_unsubscribed).toBe(false);
    const rec = await h.ports.table.get(keys.unsubscribe('typed@example.com', rpc.body.data.tracking_id));
    expect(rec).toMatchObject({ reason: 'moved_away', feedback: 'Sayonara' });
  });

  it('a failing team notification is retried and dead-lettered; the unsubscribe stands', async () => {
    const h2 = await setupIntegration({ clock: fixedClock(NOW), bus: { overrides: { 'unsubscribe-notification': async () => { throw new Error('mail down'); } } } });
    const r = await h2.call('/api/unsubscribe', { action: 'process_unsubscribe', data: { token: unsubscribeToken(h2.ports.secrets.signingSecret, 'gone@example.com') } });
    expect(r.status).toBe(200);
    await h2.bus.drain();
    expect(h2.bus.deadLetters.map((d) => d.consumer)).toEqual(['unsubscribe-notification']);
    expect((await h2.ports.table.get(keys.signup('gone@example.com')))?.status).toBe('unsubscribed');
  });
});
