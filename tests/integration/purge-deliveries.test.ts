/**
 * Issue 28, the purge and the newsletters: a newsletter's delivery marker (written before each send,
 * so a retried batch mails nobody twice) lives in its recipient's partition, so the purge of a closed
 * account deletes that person's markers with the rest of their partition and reads no newsletter:
 * a purge reads as many items with 2 newsletters as with 20. Markers written before (in the
 * newsletter's partition) are moved by the migration, and still keep a resumed send from mailing twice.
 */
import { describe, it, expect } from 'vitest';
import { setupIntegration, type Harness } from '../support/integration';
import { readMeter } from '../support/read-meter';
import { fixedClock } from '../../functions/lib/adapters/system';
import { keys } from '../../functions/lib/keys';
import { purgeAccount } from '../../functions/privacy/retention';
import { runMigrations } from '../../functions/jobs/migrations';
import { NOW } from './reservations-helpers';

const content = { subject: 'News from Fika', body: 'Hello from the community.' };

async function addSignups(h: Harness, emails: string[]) {
  for (const email of emails) {
    await h.ports.table.put({ ...keys.member(email), type: 'Member', email, joined_at: NOW, joined_via: 'website' });
    await h.ports.table.put({ ...keys.signup(email), type: 'Signup', email, source: 'website', status: 'active', subscribed_at: NOW, metadata: {}, ...keys.signupsByStatus('active'), gsi1sk: NOW });
  }
}

/** A newsletter sent to the list (every batch), through the admin console. */
async function sendNewsletter(h: Harness, admin: Record<string, string>, requestId: string): Promise<string> {
  const call = (data: unknown) => h.call('/api/admin-console', { action: 'send_newsletter', data }, { headers: admin });
  let r = await call({ ...content, requestId });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  while (!r.body.data.done) r = await call({ newsletterId: r.body.data.newsletter.id });
  return r.body.data.newsletter.id as string;
}

const newsletterMails = (h: Harness, to: string) => h.mail.to(to).filter((m) => m.subject === content.subject);

describe('newsletter deliveries and the purge', () => {
  it('a delivery marker is in its recipient’s partition, written before the one mail it stands for', async () => {
    const h = await setupIntegration({ clock: fixedClock(NOW) });
    const admin = await h.adminHeaders();
    const people = ['ann@example.com', 'bo@example.com', 'cy@example.com'];
    await addSignups(h, people);
    const id = await sendNewsletter(h, admin, 'req-first-one');
    for (const email of people) {
      expect(await h.ports.table.get(keys.newsletterDelivery(id, email), { consistent: true })).toMatchObject({ type: 'NewsletterDelivery', newsletterId: id, email });
      expect(keys.newsletterDelivery(id, email).pk).toBe(keys.person(email).pk);
      expect(newsletterMails(h, email)).toHaveLength(1);
    }
    // Nothing under the newsletter's own partition but the newsletter.
    const old = keys.newsletterDeliveriesBefore(id);
    expect((await h.ports.table.query({ keyCondition: 'pk = :pk AND begins_with(sk, :to)', values: { ':pk': old.pk, ':to': old.skPrefix } })).items).toEqual([]);
  });

  it('the purge deletes the person’s markers only, and reads as many items with 2 newsletters as with 20', async () => {
    const reads: Record<number, number> = {};
    for (const count of [2, 20]) {
      const meter = readMeter();
      const h = await setupIntegration({ clock: fixedClock(NOW), table: { onRead: meter.onRead } });
      const admin = await h.adminHeaders();
      const leaving = 'leaving@example.com';
      const staying = 'staying@example.com';
      await addSignups(h, [leaving, staying]);
      const ids: string[] = [];
      // Two newsletters reach both; the others go out after the leaver unsubscribed (to the one staying).
      for (let i = 0; i < 2; i++) ids.push(await sendNewsletter(h, admin, `req-both-${i}`));
      await h.ports.table.update(keys.signup(leaving), { update: 'SET #s = :u, gsi1pk = :pk', names: { '#s': 'status' }, values: { ':u': 'unsubscribed', ':pk': keys.signupsByStatus('unsubscribed').gsi1pk }, returnValues: 'NONE' });
      for (let i = 2; i < count; i++) ids.push(await sendNewsletter(h, admin, `req-staying-${i}`));
      await h.bus.drain();
      await h.relay.stop();

      const purge = await meter.measure(() => purgeAccount(h.ports, leaving, new Date(NOW)));
      reads[count] = purge.items;
      for (const id of ids) expect(await h.ports.table.get(keys.newsletterDelivery(id, leaving), { consistent: true })).toBeUndefined();
      for (const id of ids) expect(await h.ports.table.get(keys.newsletterDelivery(id, staying), { consistent: true })).toBeDefined();
      expect(await h.ports.table.queryAll({ keyCondition: 'pk = :pk', values: { ':pk': keys.person(leaving).pk }, consistent: true })).toEqual([]);
    }
    console.log('purgeAccount items read with 2 / 20 newsletters:', JSON.stringify(reads));
    expect(reads[20]).toBe(reads[2]);
  }, 60_000);
});

describe('delivery markers written before', () => {
  it('move to their recipient’s partition with the migration, and a resumed send still mails nobody twice', async () => {
    const h = await setupIntegration({ clock: fixedClock(NOW) });
    const admin = await h.adminHeaders();
    const people = ['dee@example.com', 'eve@example.com', 'fay@example.com'];
    await addSignups(h, people);
    // A newsletter stopped part-way before this change: two recipients marked under the newsletter, its cursor after them.
    const id = 'nl_req-old-send';
    await h.ports.table.put({ ...keys.newsletter(id), type: 'Newsletter', id, ...content, status: 'sending', createdAt: NOW, sentAt: null, sentBy: 'admin@example.com', recipients: 2, skipped_unsubscribed: 0, skipped_blocked: 0, failed: 0, ...keys.newslettersAll(), gsi1sk: NOW });
    const old = keys.newsletterDeliveriesBefore(id);
    for (const email of people.slice(0, 2)) await h.ports.table.put({ pk: old.pk, sk: `${old.skPrefix}${email}`, type: 'NewsletterDelivery', at: NOW, ttl: 1_900_000_000 });

    const run = await runMigrations(h.ports);
    expect(run.deliveries).toBe(2);
    expect((await runMigrations(h.ports)).deliveries).toBeNull();
    expect((await h.ports.table.query({ keyCondition: 'pk = :pk AND begins_with(sk, :to)', values: { ':pk': old.pk, ':to': old.skPrefix } })).items).toEqual([]);
    for (const email of people.slice(0, 2)) expect(await h.ports.table.get(keys.newsletterDelivery(id, email), { consistent: true })).toMatchObject({ newsletterId: id, email, ttl: 1_900_000_000 });

    // Resumed from the start of the list: the two already marked are not mailed again.
    const r = await h.call('/api/admin-console', { action: 'send_newsletter', data: { newsletterId: id } }, { headers: admin });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ done: true, batch: { sent: 1, skipped: 2 } });
    expect(people.map((e) => newsletterMails(h, e).length)).toEqual([0, 0, 1]);
  });
});
