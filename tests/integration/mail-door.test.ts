/**
 * Every email goes through the one mail door, so a blocked address (bounce, complaint, admin block)
 * gets none of them, while a normal address still does. One case per send that once reached the
 * mail port straight: the member access link, the passport link, the admin sign-in link, the
 * check-in encouragement, the tier unlock, the contact form's message to the team and its
 * acknowledgement, and the discovery suggestion to the team.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setupIntegration, type Harness } from '../support/integration';
import { fixedClock } from '../../functions/lib/adapters/system';
import { keys } from '../../functions/lib/keys';
import { occurrencesAround, type Occurrence } from '../../domain/passport/occurrences';
import { freshIp, memberToken, seedSignup } from './member-helpers';

const TEAM = 'team@fika.community';
const BLOCKED = 'bounced@example.com';
const NORMAL = 'aiko@example.com';

const block = (h: Harness, email: string) => h.ports.table.put({ ...keys.blocked(email), type: 'Blocked', email, reason: 'bounce', at: '2026-11-01T00:00:00.000Z' });
const unblock = (h: Harness, email: string) => h.ports.table.delete(keys.blocked(email));
const mailKinds = (h: Harness, email: string) => h.mail.to(email).map((m) => m.tags?.kind);

describe('the mail door: sign-in links', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await setupIntegration({ env: { ADMIN_EMAILS: `admin@example.com,${BLOCKED}` } });
    await seedSignup(h, BLOCKED);
    await seedSignup(h, NORMAL);
    await block(h, BLOCKED);
  });

  it('member access link: answered the same, mailed only to the normal address', async () => {
    for (const email of [BLOCKED, NORMAL]) {
      const r = await h.call('/api/member-dashboard', { action: 'request_access', data: { email } }, { ip: freshIp() });
      expect(r.status).toBe(200);
    }
    expect(mailKinds(h, BLOCKED)).toEqual([]);
    expect(mailKinds(h, NORMAL)).toEqual(['member-access']);
  });

  it('passport link: answered the same, mailed only to the normal address', async () => {
    h.mail.clear();
    for (const email of [BLOCKED, NORMAL]) {
      const r = await h.call('/api/send-passport-magic-link', { action: 'send', email }, { ip: freshIp() });
      expect(r.status).toBe(200);
    }
    expect(mailKinds(h, BLOCKED)).toEqual([]);
    expect(mailKinds(h, NORMAL)).toEqual(['passport-link']);
  });

  it('admin sign-in link: answered the same, mailed only to the admin address that is not blocked', async () => {
    h.mail.clear();
    for (const email of [BLOCKED, 'admin@example.com']) {
      const r = await h.call('/api/admin-auth', { action: 'request_link', data: { email } }, { ip: freshIp() });
      expect(r.status).toBe(200);
    }
    expect(mailKinds(h, BLOCKED)).toEqual([]);
    expect(mailKinds(h, 'admin@example.com')).toEqual(['admin-login']);
  });
});

describe('the mail door: members’ event mail', () => {
  let h: Harness;
  // Monday 23 Nov 2026, 10:00 in Tokyo
  const clock = fixedClock('2026-11-23T01:00:00Z');
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    h = await setupIntegration({ clock });
    for (const email of [BLOCKED, NORMAL]) {
      await seedSignup(h, email);
      tokens[email] = await memberToken(h, email); // signed in before the address was blocked
    }
    await block(h, BLOCKED);
    h.mail.clear();
  });

  it('check-in encouragement: none to a blocked member, one to a normal one', async () => {
    for (const email of [BLOCKED, NORMAL]) {
      const r = await h.call('/api/member-dashboard', { action: 'submit_checkin', data: { token: tokens[email], checkinData: { goals_met: 'Drafted chapter one', progress_rating: 4 } } });
      expect(r.status).toBe(200);
    }
    await h.bus.drain();
    expect(h.bus.published.filter((e) => e['detail-type'] === 'checkin.submitted')).toHaveLength(2);
    expect(mailKinds(h, BLOCKED)).toEqual([]);
    expect(mailKinds(h, NORMAL)).toEqual(['checkin-encouragement']);
    expect(h.bus.deadLetters).toHaveLength(0);
  });

  it('tier unlocked: none to a blocked member, one to a normal one', async () => {
    const three: Occurrence[] = occurrencesAround(new Date('2026-11-22T00:00:00Z'), 0, 45).slice(0, 3);
    clock.set(new Date(three[2].startsAt.getTime() + 15 * 60_000));
    const admin = await h.adminHeaders();
    h.mail.clear();
    for (const email of [BLOCKED, NORMAL]) {
      for (const o of three) {
        const r = await h.call('/api/send-passport-magic-link', { action: 'admin_record_attendance', data: { email, eventSlug: o.event.slug, occurrence: o.occurrence } }, { headers: admin });
        expect(r.status).toBe(200);
        await h.bus.drain();
      }
    }
    expect(h.bus.published.filter((e) => e['detail-type'] === 'passport.tier-unlocked').map((e) => ('email' in e.detail && e.detail.email))).toEqual([BLOCKED, NORMAL]);
    expect(mailKinds(h, BLOCKED)).toEqual([]);
    expect(mailKinds(h, NORMAL)).toEqual(['tier-unlocked']);
    expect(h.bus.deadLetters).toHaveLength(0);
  });
});

describe('the mail door: the public forms', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await setupIntegration();
    await block(h, BLOCKED);
  });
  const contact = (email: string, ip: string) =>
    h.call('/api/contact-form', { name: 'Aiko Tanaka', email, subject: 'Hosting a fika', inquiryType: 'events', message: 'Hello! Could we host a monthly fika at my cafe?', agreeToContact: true, source: 'website-contact-form' }, { ip });
  const discovery = (email: string, ip: string) =>
    h.call('/api/submit-discovery', { name: 'Ben Carter', email, title: 'Kissa Sakura', city: 'osaka', category: 'cafe', area: 'Nakazakicho, Kita-ku', why: 'A tiny retro kissaten with a big table and great siphon coffee.' }, { ip });

  it('contact acknowledgement: none to a blocked sender, one to a normal one (the team gets both messages)', async () => {
    for (const email of [BLOCKED, NORMAL]) expect((await contact(email, freshIp())).status).toBe(201);
    await h.bus.drain();
    expect(mailKinds(h, BLOCKED)).toEqual([]);
    expect(mailKinds(h, NORMAL)).toEqual(['contact-ack']);
    expect(mailKinds(h, TEAM)).toEqual(['contact-team', 'contact-team']);
  });

  it('contact message and discovery to the team: none while the team address is blocked, both once it is not', async () => {
    // A sender not acknowledged yet today: an address gets one acknowledgement a day (docs/security.md).
    const sender = 'ben@example.com';
    await block(h, TEAM);
    h.mail.clear();
    expect((await contact(sender, freshIp())).status).toBe(201);
    expect((await discovery(sender, freshIp())).status).toBe(201);
    await h.bus.drain();
    expect(mailKinds(h, TEAM)).toEqual([]);
    expect(mailKinds(h, sender)).toEqual(['contact-ack']);

    await unblock(h, TEAM);
    h.mail.clear();
    expect((await contact(NORMAL, freshIp())).status).toBe(201);
    expect((await discovery(NORMAL, freshIp())).status).toBe(201);
    await h.bus.drain();
    expect(mailKinds(h, TEAM).sort()).toEqual(['contact-team', 'discovery-team']);
    expect(h.bus.deadLetters).toHaveLength(0);
  });
});
