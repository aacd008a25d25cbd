/**
 * The block list's counter (FIGURES / blocked, moved in the transaction of each block, unblock and
 * purge) against a recount after concurrent SES blocks, manual blocks and unblocks; list_blocked
 * reads as many items at 100 as at 500 blocked addresses, and refuses a bad cursor with 400.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setupIntegration, type Harness } from '../support/integration';
import { readMeter } from '../support/read-meter';
import { fixedClock } from '../../functions/lib/adapters/system';
import { keys } from '../../functions/lib/keys';
import * as figures from '../../functions/lib/figures';
import { applyBlocks } from '../../functions/ses-events/ses';
import { blockedCount } from '../../functions/admin/blocking';
import { deletePerson } from '../../functions/privacy/store';
import { encodeCursor } from '../../functions/lib/cursor';
import { BAD_CURSOR } from '../../domain/cursor';

const clock = fixedClock('2026-11-22T09:00:00.000Z');
const range = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => `${prefix}${i}@example.com`);

describe('blocked counter', () => {
  let h: Harness;
  let admin: Record<string, string>;
  const call = (action: string, data: unknown = {}) => h.call('/api/admin-console', { action, data }, { headers: admin });
  const counted = async () => figures.valueOf(await figures.read(h.ports, 'blocked'), figures.BLOCKED);

  beforeAll(async () => {
    h = await setupIntegration({ clock });
    admin = await h.adminHeaders();
  });

  it('equals a recount after concurrent blocks, repeated blocks, unblocks and purges', async () => {
    const first = range(20, 'b');
    await applyBlocks(h.ports, first.slice(0, 10).map((email) => ({ email, reason: 'bounce', detail: 'Permanent/General' })), 'sns-0');
    const answers = await Promise.all([
      // The same bounce delivered twice at once, and a manual block racing it.
      applyBlocks(h.ports, first.slice(10).map((email) => ({ email, reason: 'bounce', detail: 'Permanent/General' })), 'sns-1'),
      applyBlocks(h.ports, first.slice(10).map((email) => ({ email, reason: 'complaint', detail: 'abuse' })), 'sns-2'),
      ...first.slice(10, 15).map((email) => call('block_email', { email, reason: 'spam' })),
      ...range(5, 'm').map((email) => call('block_email', { email, reason: 'spam' })),
      // Unblocks, two of each at once: one answers 200, the other 404.
      ...first.slice(0, 4).flatMap((email) => [call('unblock_email', { email }), call('unblock_email', { email })]),
    ]);
    const unblocks = answers.slice(-8) as { status: number }[];
    expect(unblocks.filter((r) => r.status === 200)).toHaveLength(4);
    expect(unblocks.filter((r) => r.status === 404)).toHaveLength(4);
    await Promise.all([deletePerson(h.ports, first[19]), deletePerson(h.ports, first[19]), deletePerson(h.ports, 'm0@example.com')]);

    expect(await counted()).toBe(await blockedCount(h.ports));
    expect(await counted()).toBe(20 + 5 - 4 - 2);
    const r = await call('list_blocked');
    expect(r.body.data.total).toBe(19);
    expect(r.body.data.rows).toHaveLength(19);
    expect(r.body.data.cursor).toBeNull();
  });

  it('refuses a cursor that is not one of its pages with 400', async () => {
    for (const cursor of ['garbage', encodeCursor({ pk: 'EMAIL#x', sk: 'SIGNUP', gsi1pk: 'BLOCKED', gsi1sk: 'x' })!, encodeCursor({ a: 1 })!]) {
      const r = await call('list_blocked', { cursor });
      expect(r.status).toBe(400);
      expect(r.body.error).toBe(BAD_CURSOR);
    }
  });
});

describe('list_blocked reads a bounded number of items', () => {
  let h: Harness;
  let admin: Record<string, string>;
  const meter = readMeter();
  let written = 0;

  async function addBlocked(upTo: number) {
    const emails = range(upTo, 'bulk').slice(written);
    for (let i = 0; i < emails.length; i += 25) {
      await Promise.all(
        emails.slice(i, i + 25).map((email, j) => {
          const at = new Date(Date.parse('2025-01-01T00:00:00Z') + (written + i + j) * 1000).toISOString();
          return h.ports.table.put({ ...keys.blocked(email), type: 'Blocked', email, reason: 'bounce', detail: 'Permanent/General', at, source: 'ses', ...keys.blockedIndex(at) });
        }),
      );
    }
    written = upTo;
  }

  beforeAll(async () => {
    h = await setupIntegration({ clock, table: { onRead: meter.onRead } });
    admin = await h.adminHeaders();
  });

  it('the first page and the next read as many items at 100 as at 500 blocked addresses', async () => {
    const pages = async () => {
      const first = await meter.measure(() => h.call('/api/admin-console', { action: 'list_blocked', data: {} }, { headers: admin }));
      const next = await meter.measure(() => h.call('/api/admin-console', { action: 'list_blocked', data: { cursor: first.result.body.data.cursor } }, { headers: admin }));
      expect(first.result.body.data.rows).toHaveLength(50);
      expect(next.result.body.data.rows).toHaveLength(50);
      return { first: first.items, next: next.items };
    };
    await addBlocked(100);
    const small = await pages();
    await addBlocked(500);
    const large = await pages();
    expect(large).toEqual(small);
    expect(small.first).toBeLessThanOrEqual(53);
    console.log('list_blocked items read at 100 / 500 blocked:', JSON.stringify({ small, large }));
  });
});
