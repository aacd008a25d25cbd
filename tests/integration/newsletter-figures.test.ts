/**
 * The newsletter page's figures against DynamoDB Local, with a list that has returns, repeated
 * unsubscribes and suppressions: each figure has one definition, a 30-day figure never exceeds its
 * "ever" figure, and every action that answers a figure answers the same value.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setupIntegration, type Harness } from '../support/integration';
import { fixedClock } from '../../functions/lib/adapters/system';
import { joinList } from '../../functions/signup/signup';
import { processUnsubscribe } from '../../functions/unsubscribe/unsubscribe';

const NOW = '2026-11-22T09:00:00.000Z';
const clock = fixedClock(NOW);

describe('newsletter figures', () => {
  let h: Harness;
  let admin: Record<string, string>;
  const call = (action: string, data: unknown = {}) => h.call('/api/admin-console', { action, data }, { headers: admin });

  beforeAll(async () => {
    h = await setupIntegration({ clock });
    admin = await h.adminHeaders();
    const join = (email: string) => joinList(h.ports, { email, source: 'website', metadata: {} });
    const leave = (email: string) => processUnsubscribe(h.ports, { email });
    // In time order: [when, what].
    const steps: [string, () => Promise<unknown>][] = [
      ['2026-08-01T00:00:00Z', () => join('returner@example.com')],
      ['2026-09-01T00:00:00Z', () => join('old@example.com')],
      ['2026-09-10T00:00:00Z', () => leave('returner@example.com')], // before the window
      ['2026-10-30T00:00:00Z', () => leave('convert@example.com')], // never on the list: a suppression
      ['2026-11-02T00:00:00Z', () => join('flipper@example.com')],
      ['2026-11-05T00:00:00Z', () => leave('flipper@example.com')],
      ['2026-11-08T00:00:00Z', () => join('convert@example.com')], // its first join
      ['2026-11-10T00:00:00Z', () => join('flipper@example.com')],
      ['2026-11-12T00:00:00Z', () => leave('flipper@example.com')],
      ['2026-11-15T00:00:00Z', () => join('returner@example.com')],
      ['2026-11-18T00:00:00Z', () => join('flipper@example.com')],
      ['2026-11-19T00:00:00Z', () => leave('stranger@example.com')], // never on the list
      ['2026-11-20T00:00:00Z', () => join('leaver@example.com')],
      ['2026-11-21T00:00:00Z', () => leave('leaver@example.com')],
      ['2026-11-22T01:00:00Z', () => join('new1@example.com')],
      ['2026-11-22T02:00:00Z', () => join('new2@example.com')],
    ];
    for (const [when, step] of steps) {
      clock.set(when);
      await step();
    }
    clock.set(NOW);
    await h.bus.drain();
  });

  it('answers each figure by its definition', async () => {
    const r = await call('get_newsletter_figures');
    expect(r.status).toBe(200);
    expect(r.body.data.figures).toEqual({
      window: { days: 30, since: '2026-10-23T15:00:00.000Z' },
      // old, returner, flipper, convert, new1, new2
      subscribers: 6,
      // leaver (the suppressions of stranger never joined)
      unsubscribed: 1,
      // every address that ever joined, once each
      signups: { ever: 7, window: 5 }, // window: flipper, convert, leaver, new1, new2 (first joins)
      returns: { window: 2 }, // returner, flipper
      unsubscribes: { ever: 6, window: 5 }, // window: flipper twice, convert, stranger, leaver; ever adds returner's in September
      net: 2,
      conversionValueUsd: 5,
    });
  });

  it('never has a window figure above its "ever" figure, and the parts add up', async () => {
    for (const days of [1, 7, 30, 365]) {
      const { figures: f, stats, unsubscribes } = (await call('get_newsletter_figures', { days })).body.data;
      expect(f.signups.window, `signups, ${days} days`).toBeLessThanOrEqual(f.signups.ever);
      expect(f.unsubscribes.window, `unsubscribes, ${days} days`).toBeLessThanOrEqual(f.unsubscribes.ever);
      expect(f.returns.window).toBeLessThanOrEqual(f.signups.ever);
      expect(f.signups.ever).toBe(f.subscribers + f.unsubscribed);
      const sum = (k: string) => stats.days.reduce((n: number, d: Record<string, number>) => n + d[k], 0);
      expect(sum('signups')).toBe(f.signups.window);
      expect(sum('returns')).toBe(f.returns.window);
      expect(sum('unsubscribes')).toBe(f.unsubscribes.window);
      expect(unsubscribes.total).toBe(f.unsubscribes.window);
      expect(unsubscribes.by_reason.reduce((n: number, x: { count: number }) => n + x.count, 0)).toBe(f.unsubscribes.window);
      expect(f.net).toBe(f.signups.window + f.returns.window - f.unsubscribes.window);
    }
    // A year holds everything: the window and the "ever" figures meet.
    const year = (await call('get_newsletter_figures', { days: 365 })).body.data.figures;
    expect(year.signups.window).toBe(year.signups.ever);
    expect(year.unsubscribes.window).toBe(year.unsubscribes.ever);
  });

  it('answers the same values from the single-figure actions', async () => {
    const { figures: f } = (await call('get_newsletter_figures')).body.data;
    expect((await call('get_signup_counts')).body.data).toEqual({ active: f.subscribers, unsubscribed: f.unsubscribed, total: f.signups.ever, unsubscribes: f.unsubscribes.ever });
    const stats = (await call('get_signup_stats')).body.data;
    expect(stats.totals).toEqual({ signups: f.signups.window, returns: f.returns.window, unsubscribes: f.unsubscribes.window, net: f.net });
    expect((await call('get_unsubscribe_stats')).body.data.total).toBe(f.unsubscribes.window);
    expect((await call('get_newsletter_figures', { days: 0 })).status).toBe(400);
  });
});
