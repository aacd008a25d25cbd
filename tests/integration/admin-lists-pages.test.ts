/**
 * Issue 28, the founding members (list_founding_members) and hosts (list_hosts) lists: one page a
 * call (50) from their index with an opaque cursor (400 on a bad one); the total is a counter moved
 * in the transaction of every mark, unmark, assignment, removal and purge, equal to a recount after
 * concurrent changes; paging visits every row once; a page reads as many items at 120 as at 600.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setupIntegration, type Harness } from '../support/integration';
import { readMeter } from '../support/read-meter';
import { fixedClock } from '../../functions/lib/adapters/system';
import { keys } from '../../functions/lib/keys';
import * as figures from '../../functions/lib/figures';
import { deletePerson } from '../../functions/privacy/store';
import { FOUNDING_PAGE, foundingMemberCount } from '../../functions/member/membership';
import { HOSTS_PAGE, hostAssignmentCount } from '../../functions/passport/hosts';
import { encodeCursor } from '../../functions/lib/cursor';
import { BAD_CURSOR } from '../../domain/cursor';
import { events } from '../../content/events/index';

const clock = fixedClock('2026-11-22T09:00:00.000Z');
const range = (n: number, prefix: string, from = 0) => Array.from({ length: n }, (_, i) => `${prefix}${String(from + i).padStart(4, '0')}@example.com`);
const SLUGS = events.filter((e) => e.status === 'open').slice(0, 3).map((e) => e.slug);

let h: Harness;
let admin: Record<string, string>;
const meter = readMeter();
const console_ = (action: string, data: unknown = {}) => h.call('/api/admin-console', { action, data }, { headers: admin });
const passport = (action: string, data: unknown = {}) => h.call('/api/send-passport-magic-link', { action, data }, { headers: admin });
const counted = async (group: figures.FigureGroup, name: string) => figures.valueOf(await figures.read(h.ports, group), name);

/** Every page of a list: the rows in order, how many pages, the total of each page. */
async function walk(call: (cursor: string | null) => Promise<{ status: number; body: { data: { rows: unknown[]; total: number; next: string | null } } }>) {
  const rows: unknown[] = [];
  const totals: number[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const r = await call(cursor);
    expect(r.status).toBe(200);
    rows.push(...r.body.data.rows);
    totals.push(r.body.data.total);
    cursor = r.body.data.next;
    pages++;
  } while (cursor);
  return { rows, totals, pages };
}

beforeAll(async () => {
  h = await setupIntegration({ clock, table: { onRead: meter.onRead } });
  admin = await h.adminHeaders();
  expect(SLUGS).toHaveLength(3);
});

describe('the founding members counter', () => {
  it('equals a recount after concurrent marks, unmarks, repeated marks and purges', async () => {
    const people = range(24, 'fm');
    await Promise.all(people.slice(0, 12).map((email) => console_('set_founding_member', { email, founding: true })));
    const answers = await Promise.all([
      // The same address marked twice at once, and a mark racing its unmark.
      ...people.slice(12, 20).flatMap((email) => [console_('set_founding_member', { email, founding: true }), console_('set_founding_member', { email, founding: true })]),
      ...people.slice(0, 4).flatMap((email) => [console_('set_founding_member', { email, founding: false }), console_('set_founding_member', { email, founding: false })]),
      console_('set_founding_member', { email: people[20], founding: false }), // never marked
      deletePerson(h.ports, people[5]).then(() => ({ status: 200 })),
      deletePerson(h.ports, people[5]).then(() => ({ status: 200 })),
      console_('set_founding_member', { email: people[6], founding: false }),
      deletePerson(h.ports, people[6]).then(() => ({ status: 200 })),
    ]);
    expect(answers.map((r) => r.status).filter((s) => s !== 200)).toEqual([]);
    expect(await counted('founding', figures.FOUNDING)).toBe(await foundingMemberCount(h.ports));
    expect(await counted('founding', figures.FOUNDING)).toBe(12 + 8 - 4 - 2);
    const list = await walk((cursor) => console_('list_founding_members', { cursor }));
    expect(list.rows).toHaveLength(14);
    expect(list.totals).toEqual([14]);
  });
});

describe('the hosts counter', () => {
  it('equals a recount after concurrent assignments, repeated ones and removals', async () => {
    const hosts = range(10, 'host');
    await Promise.all(hosts.map((email, i) => passport('assign_host', { eventSlug: SLUGS[i % 3], email })));
    const answers = await Promise.all([
      // Assigned again (twice at once): rewritten, counted once.
      ...hosts.slice(0, 4).flatMap((email, i) => [passport('assign_host', { eventSlug: SLUGS[i % 3], email }), passport('assign_host', { eventSlug: SLUGS[i % 3], email })]),
      // The same address hosting another event too.
      ...hosts.slice(0, 3).map((email) => passport('assign_host', { eventSlug: SLUGS[2], email })),
      // Removed twice at once: one removes it.
      ...hosts.slice(6, 9).flatMap((email, i) => [passport('remove_host', { eventSlug: SLUGS[(6 + i) % 3], email }), passport('remove_host', { eventSlug: SLUGS[(6 + i) % 3], email })]),
    ]);
    expect(answers.map((r) => r.status).filter((s) => s !== 200)).toEqual([]);
    const removals = answers.slice(-6).map((r) => r.body.data.removed);
    expect(removals.filter(Boolean)).toHaveLength(3);
    expect(await counted('hosts', figures.HOST_ASSIGNMENTS)).toBe(await hostAssignmentCount(h.ports));
    // 10, plus the two of the three extra whose first event was not SLUGS[2], less 3 removed.
    expect(await counted('hosts', figures.HOST_ASSIGNMENTS)).toBe(10 + 2 - 3);
    const list = await walk((cursor) => passport('list_hosts', { cursor }));
    expect(list.rows).toHaveLength(9);
    expect(list.totals).toEqual([9]);
  });
});

describe('bad cursors', () => {
  it('refuses a cursor that is not one of the list’s pages with 400', async () => {
    const other = [
      'garbage',
      encodeCursor({ a: '1' })!,
      // A position in another list: the block list's index, a host cursor on the founding list and back.
      encodeCursor({ pk: 'EMAIL#x', sk: 'BLOCKED', gsi1pk: 'BLOCKED', gsi1sk: 'x' })!,
    ];
    for (const cursor of [...other, encodeCursor({ pk: 'HOSTS#x', sk: 'HOST#y', gsi2pk: 'HOST_ASSIGNMENTS', gsi2sk: 'x#y' })!]) {
      const r = await console_('list_founding_members', { cursor });
      expect(r.status, cursor).toBe(400);
      expect(r.body.error).toBe(BAD_CURSOR);
    }
    for (const cursor of [...other, encodeCursor({ pk: 'EMAIL#x', sk: 'MEMBER', gsi1pk: 'FOUNDING_MEMBERS', gsi1sk: 'x' })!]) {
      const r = await passport('list_hosts', { cursor });
      expect(r.status, cursor).toBe(400);
      expect(r.body.error).toBe(BAD_CURSOR);
    }
  });
});

describe('the lists read one page, whatever their size', () => {
  let founders = 0;
  let assignments = 0;

  /** Founding members and host assignments written as the actions write them (the items, then their counters moved by as many). */
  async function grow(to: number) {
    const newFounders = range(to - founders, 'bulkfm', founders);
    const newHosts = range(to - assignments, 'bulkhost', assignments);
    for (let i = 0; i < newFounders.length; i += 50) {
      const fm = newFounders.slice(i, i + 50);
      const hs = newHosts.slice(i, i + 50);
      await Promise.all([
        ...fm.map((email) =>
          h.ports.table.put({ ...keys.member(email), type: 'Member', email, joined_at: '2026-11-01T00:00:00.000Z', joined_via: 'admin', founding_member: true, founding_member_since: '2026-11-01T00:00:00.000Z', founding_member_marked_by: 'admin@example.com', ...keys.foundingMembers(email) }),
        ),
        ...hs.map((email, j) => {
          const slug = SLUGS[(i + j) % 3];
          return h.ports.table.put({ ...keys.hostAssignment(slug, email), ...keys.hostedBy(email, slug), ...keys.hostAssignmentsAll(slug, email), type: 'HostAssignment', eventSlug: slug, email, assignedBy: 'admin@example.com', assignedAt: '2026-11-01T00:00:00.000Z' });
        }),
      ]);
      await h.ports.table.transact([figures.addOp('founding', { [figures.FOUNDING]: fm.length }), figures.addOp('hosts', { [figures.HOST_ASSIGNMENTS]: hs.length })]);
    }
    founders = to;
    assignments = to;
  }

  /** The items the first page and the next read, for each list. */
  async function pages() {
    const out: Record<string, number> = {};
    for (const [name, call, size] of [
      ['list_founding_members', (cursor: string | null) => console_('list_founding_members', { cursor }), FOUNDING_PAGE],
      ['list_hosts', (cursor: string | null) => passport('list_hosts', { cursor }), HOSTS_PAGE],
    ] as const) {
      const first = await meter.measure(() => call(null));
      const next = await meter.measure(() => call(first.result.body.data.next));
      expect(first.result.body.data.rows, name).toHaveLength(size);
      expect(next.result.body.data.rows, name).toHaveLength(size);
      out[`${name} (first page)`] = first.items;
      out[`${name} (next page)`] = next.items;
    }
    return out;
  }

  it('visits every founding member and host once, in order, as many as the total says (120 each)', async () => {
    await grow(120);
    const fm = await walk((cursor) => console_('list_founding_members', { cursor }));
    const emails = fm.rows.map((r) => (r as { email: string }).email);
    expect(new Set(emails).size).toBe(emails.length);
    expect(emails).toEqual([...emails].sort());
    expect(fm.pages).toBe(Math.ceil(emails.length / FOUNDING_PAGE));
    expect(fm.totals.every((t) => t === emails.length)).toBe(true);
    expect(emails.length).toBe(await foundingMemberCount(h.ports));

    const hosts = await walk((cursor) => passport('list_hosts', { cursor }));
    const pairs = hosts.rows.map((r) => `${(r as { eventSlug: string }).eventSlug}#${(r as { email: string }).email}`);
    expect(new Set(pairs).size).toBe(pairs.length);
    expect(pairs).toEqual([...pairs].sort());
    expect(hosts.totals.every((t) => t === pairs.length)).toBe(true);
    expect(pairs.length).toBe(await hostAssignmentCount(h.ports));
  });

  it('reads as many items for a page at 120 as at 600 founding members and host assignments', async () => {
    // Every shard of the two counters exists at both sizes (after a few dozen changes they all do; a handful may miss one).
    for (const [group, name] of [['founding', figures.FOUNDING], ['hosts', figures.HOST_ASSIGNMENTS]] as const) {
      for (let n = 0; n < figures.FIGURE_SHARDS; n++) await h.ports.table.update(keys.figuresShard(group, n), { update: 'ADD #a :zero', names: { '#a': name }, values: { ':zero': 0 }, returnValues: 'NONE' });
    }
    const small = await pages();
    await grow(600);
    const large = await pages();
    console.log('items read per page at 120 / 600:', JSON.stringify({ small, large }));
    expect(large).toEqual(small);
    // A page of 50 rows, the counter's items (its base and shards: at most 11) and the admin's sign-in session.
    for (const n of Object.values(small)) expect(n).toBeLessThanOrEqual(50 + figures.FIGURE_SHARDS + 1 + 1);
    expect((await console_('list_founding_members')).body.data.total).toBe(await foundingMemberCount(h.ports));
    expect((await passport('list_hosts')).body.data.total).toBe(await hostAssignmentCount(h.ports));
  }, 120_000);
});
