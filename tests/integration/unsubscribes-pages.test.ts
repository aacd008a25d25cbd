/**
 * list_unsubscribes pages through the window's unsubscribe records with a cursor (issue 28): every
 * record once, newest first, a bad or foreign cursor refused with 400, and a page reads as many
 * items with 100 as with 500 records from before the window.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setupIntegration, type Harness } from '../support/integration';
import { readMeter } from '../support/read-meter';
import { fixedClock } from '../../functions/lib/adapters/system';
import { keys } from '../../functions/lib/keys';
import { unsubscribesFor } from '../../functions/admin/unsubscribes';
import { encodeCursor } from '../../functions/lib/cursor';
import { BAD_CURSOR } from '../../domain/cursor';

const clock = fixedClock('2026-11-22T09:00:00.000Z');

describe('list_unsubscribes', () => {
  let h: Harness;
  let admin: Record<string, string>;
  const meter = readMeter();
  let old = 0;
  const call = (data: unknown) => h.call('/api/admin-console', { action: 'list_unsubscribes', data }, { headers: admin });

  async function record(email: string, at: string) {
    const id = `unsub_${email}`;
    await h.ports.table.put({ ...keys.unsubscribe(email, id), type: 'Unsubscribe', email, reason: 'not_specified', method: 'email_link', unsubscribed_at: at, tracking_id: id, ...keys.unsubscribesAll(), gsi1sk: at });
  }
  async function addOld(upTo: number) {
    const emails = Array.from({ length: upTo }, (_, i) => `old${i}@example.com`).slice(old);
    for (let i = 0; i < emails.length; i += 25) await Promise.all(emails.slice(i, i + 25).map((e, j) => record(e, new Date(Date.parse('2025-03-01T00:00:00Z') + (i + j) * 60_000).toISOString())));
    old = upTo;
  }

  beforeAll(async () => {
    h = await setupIntegration({ clock, table: { onRead: meter.onRead } });
    admin = await h.adminHeaders();
    for (let i = 0; i < 20; i++) await record(`recent${i}@example.com`, new Date(Date.parse('2026-11-01T00:00:00Z') + i * 3_600_000).toISOString());
  });

  it('pages through the window newest first, every record once', async () => {
    const seen: string[] = [];
    let page = await unsubscribesFor(h.ports, 30, null, 7);
    seen.push(...page.rows.map((r) => r.email));
    while (page.next) {
      page = await unsubscribesFor(h.ports, 30, page.next, 7);
      seen.push(...page.rows.map((r) => r.email));
    }
    expect(seen).toEqual(Array.from({ length: 20 }, (_, i) => `recent${19 - i}@example.com`));
    const r = await call({ days_back: 30 });
    expect(r.body.data).toHaveLength(20);
    expect(r.body.next).toBeNull();
  });

  it('refuses a cursor of another list, or from before the window, with 400', async () => {
    const first = await unsubscribesFor(h.ports, 30, null, 5);
    expect((await call({ days_back: 30, cursor: first.next })).status).toBe(200);
    const foreign = encodeCursor({ pk: 'EMAIL#x', sk: 'BLOCKED', gsi1pk: 'BLOCKED', gsi1sk: '2026-11-01' });
    const before = encodeCursor({ pk: 'EMAIL#x', sk: 'UNSUB#y', gsi1pk: 'UNSUBSCRIBES', gsi1sk: '2025-01-01T00:00:00.000Z' });
    for (const cursor of ['garbage', foreign, before]) {
      const r = await call({ days_back: 30, cursor });
      expect(r.status).toBe(400);
      expect(r.body.error).toBe(BAD_CURSOR);
    }
  });

  it('reads as many items with 100 as with 500 records before the window', async () => {
    const measure = async () => (await meter.measure(() => call({ days_back: 30 }))).items;
    await addOld(100);
    const small = await measure();
    await addOld(500);
    const large = await measure();
    expect(large).toBe(small);
    expect(small).toBeLessThanOrEqual(22);
    console.log('list_unsubscribes items read at 100 / 500 old records:', JSON.stringify({ small, large }));
  });
});
