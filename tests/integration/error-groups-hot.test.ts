/**
 * Issue 28: an error group's item and index entry are written at most once a minute however often
 * the error is reported, and its counts stay exact: 200 concurrent reports count 200, and the total
 * folds closed days in without losing or doubling a report.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupIntegration, type Harness } from '../support/integration';
import { fixedClock } from '../../functions/lib/adapters/system';
import { keys } from '../../functions/lib/keys';
import type { Key, Ports, UpdateInput } from '../../functions/lib/ports';
import { cleanReport, reportError } from '../../functions/lib/error-reports/report';
import { listErrorGroups } from '../../functions/lib/error-reports/store';

// 2027-01-10 12:00 in Tokyo.
const NOW = '2027-01-10T03:00:00.000Z';
const clock = fixedClock(NOW);
const TEAM = 'team@fika.community';

describe('error groups without a hot item', () => {
  let h: Harness;
  /** Successful writes of each group item (`ERROR#<fp>` / `ERROR`). */
  const groupWrites = new Map<string, number>();
  let p: Ports;
  const send = (message: string) => reportError(p, cleanReport({ message, stack: `Error: ${message}\n    at HotPage (https://fika.community/assets/HotPage-Ab12Cd34.js:1:2)`, path: '/hot', release: 'r1', source: 'client' }));
  const row = async (fingerprint: string, days = 7) => (await listErrorGroups(p, days)).find((g) => g.fingerprint === fingerprint)!;

  beforeAll(async () => {
    h = await setupIntegration({ clock });
    const table = h.ports.table;
    p = {
      ...h.ports,
      table: {
        ...table,
        async update(key: Key, input: UpdateInput) {
          const out = await table.update(key, input);
          if (key.sk === 'ERROR') groupWrites.set(String(key.pk), (groupWrites.get(String(key.pk)) ?? 0) + 1);
          return out;
        },
      },
    };
  });
  beforeEach(() => {
    clock.set(NOW);
    h.mail.clear();
  });

  it('200 concurrent reports count 200 and write the group once (and mark it mailed), mailing the team once', async () => {
    const answers = await Promise.all(Array.from({ length: 200 }, () => send('Hot boom')));
    const fp = answers[0].fingerprint;
    expect(new Set(answers.map((a) => a.fingerprint))).toEqual(new Set([fp]));
    expect(await row(fp)).toMatchObject({ total: 200, today: 200, window: 200, lastSeen: NOW, firstSeen: NOW });
    expect(groupWrites.get(keys.errorGroup(fp).pk)).toBe(2);
    expect(h.mail.to(TEAM).filter((m) => m.subject === 'New error: Hot boom')).toHaveLength(1);

    // Within the minute: counted, the group left alone; the list still shows when it was last seen.
    clock.set('2027-01-10T03:00:59.000Z');
    await Promise.all(Array.from({ length: 20 }, () => send('Hot boom')));
    expect(groupWrites.get(keys.errorGroup(fp).pk)).toBe(2);
    expect(await row(fp)).toMatchObject({ total: 220, today: 220, lastSeen: '2027-01-10T03:00:59.000Z' });
    const item = await h.ports.table.get(keys.errorGroup(fp), { consistent: true });
    expect(item?.lastSeen).toBe(NOW);

    // A minute after the group was written: the next report writes it once more.
    clock.set('2027-01-10T03:01:00.000Z');
    await Promise.all(Array.from({ length: 20 }, () => send('Hot boom')));
    expect(groupWrites.get(keys.errorGroup(fp).pk)).toBe(3);
    expect(await row(fp)).toMatchObject({ total: 240, today: 240, lastSeen: '2027-01-10T03:01:00.000Z' });
    expect((await h.ports.table.get(keys.errorGroup(fp), { consistent: true }))?.gsi1sk).toBe('2027-01-10T03:01:00.000Z');
  });

  it('keeps the total exact over days: closed days are folded in once, the recent ones read', async () => {
    const at = ['2027-01-10T03:00:00.000Z', '2027-01-11T03:00:00.000Z', '2027-01-11T03:00:30.000Z', '2027-01-13T03:00:00.000Z', '2027-01-16T03:00:00.000Z'];
    const sent = [10, 5, 4, 3, 2];
    let fp = '';
    for (let i = 0; i < at.length; i++) {
      clock.set(at[i]);
      fp = (await Promise.all(Array.from({ length: sent[i] }, () => send('Multi-day boom'))))[0].fingerprint;
      const so = sent.slice(0, i + 1).reduce((a, b) => a + b, 0);
      expect((await row(fp, 90)).total, at[i]).toBe(so);
    }
    // On 2027-01-16 the days up to the 14th are closed: 10 + 9 + 3 folded into the group.
    expect(await h.ports.table.get(keys.errorGroup(fp), { consistent: true })).toMatchObject({ closedThrough: '2027-01-14', closedTotal: 22 });
    expect(await row(fp, 1)).toMatchObject({ total: 24, today: 2, window: 2 });
    expect(await row(fp, 7)).toMatchObject({ total: 24, window: 24 });
  });

  it('a group written before the counters were folded keeps its total', async () => {
    const fp = (await send('Legacy boom')).fingerprint;
    // As the old code left it: a running total (these 7 reports include today's 3), no closed days.
    const legacy = { ...keys.errorGroup(fp), ...keys.errorGroupsByLastSeen('2027-01-10T02:00:00.000Z'), type: 'ErrorGroup', fingerprint: fp, message: 'Legacy boom', stack: '', path: '/hot', release: 'r0', source: 'client', firstSeen: '2027-01-01T00:00:00.000Z', lastSeen: '2027-01-10T02:00:00.000Z', total: 7 };
    await h.ports.table.put(legacy);
    await h.ports.table.update(keys.errorDay(fp, '2027-01-10'), { update: 'SET #c = :c REMOVE touchedAt', names: { '#c': 'count' }, values: { ':c': 3 } });
    expect(await row(fp)).toMatchObject({ total: 7 });
    await send('Legacy boom');
    expect(await row(fp)).toMatchObject({ total: 8, today: 4 });
    clock.set('2027-01-13T03:00:00.000Z');
    await send('Legacy boom');
    expect(await row(fp, 30)).toMatchObject({ total: 9 });
  });
});
