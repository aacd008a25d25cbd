import { describe, expect, it } from 'vitest';
import { accountabilityOverview, csvCell, dayRange, signupStats, signupsCsv, unsubscribeStats, windowStart } from '../../../functions/admin/aggregate';
import { figureDefinitions } from '../../../domain/admin/console';

const now = new Date('2026-11-22T09:00:00Z');

describe('windows', () => {
  it('counts days on community time (Tokyo)', () => {
    // 20:00 UTC on the 21st is already the 22nd in Tokyo.
    expect(dayRange(new Date('2026-11-21T20:00:00Z'), 3)).toEqual(['2026-11-20', '2026-11-21', '2026-11-22']);
    expect(windowStart(now, 1)).toBe('2026-11-21T15:00:00.000Z');
    expect(windowStart(now, 30)).toBe('2026-10-23T15:00:00.000Z');
  });
});

describe('signupStats', () => {
  it('buckets first joins, returns and unsubscribe records per day, ignoring anything outside the window', () => {
    const s = signupStats(
      [
        { status: 'active', subscribed_at: '2026-11-22T01:00:00Z' },
        { status: 'active', subscribed_at: '2026-11-21T16:00:00Z' }, // 01:00 on the 22nd in Tokyo
        { status: 'active', subscribed_at: '2025-01-01T00:00:00Z', reactivated_at: '2026-11-20T00:00:00Z' }, // a return, not a signup
        { status: 'active', subscribed_at: '2026-11-19T03:00:00Z', reactivated_at: '2026-11-21T03:00:00Z' }, // joined, left, came back: one signup, one return
        { status: 'unsubscribed', subscribed_at: '2026-11-19T00:00:00Z', unsubscribed_at: '2026-11-21T00:00:00Z' },
        { status: 'unsubscribed', subscribed_at: null, unsubscribed_at: '2026-11-21T01:00:00Z' }, // never joined
        { status: 'active', subscribed_at: null, reactivated_at: '2026-11-22T02:00:00Z' }, // never joined before: its first join
        { status: 'active', subscribed_at: 'not a date' },
      ],
      [
        { email: 'a@example.com', unsubscribed_at: '2026-11-21T00:00:00Z' },
        { email: 'b@example.com', unsubscribed_at: '2026-11-21T01:00:00Z' },
        { email: 'c@example.com', unsubscribed_at: '2026-11-20T01:00:00Z' }, // left, then came back on the 21st: still an unsubscribe that day
        { email: 'd@example.com', unsubscribed_at: '2026-10-01T00:00:00Z' },
      ],
      now,
      5,
    );
    expect(s.days).toEqual([
      { date: '2026-11-18', signups: 0, returns: 0, unsubscribes: 0 },
      { date: '2026-11-19', signups: 2, returns: 0, unsubscribes: 0 },
      { date: '2026-11-20', signups: 0, returns: 1, unsubscribes: 1 },
      { date: '2026-11-21', signups: 0, returns: 1, unsubscribes: 2 },
      { date: '2026-11-22', signups: 3, returns: 0, unsubscribes: 0 },
    ]);
    expect(s.totals).toEqual({ signups: 5, returns: 2, unsubscribes: 3, net: 4 });
    expect(s.conversionValueUsd).toBe(5);
  });
});

describe('figure definitions', () => {
  it('defines every figure in one sentence, naming the window', () => {
    const defs = figureDefinitions(30);
    for (const d of Object.values(defs)) expect(d.definition).toMatch(/^[A-Z1].*\.$/);
    expect(defs.signupsWindow.label).toBe('Signups (30 days)');
    expect(defs.signupsWindow.definition).toContain('for the first time in the last 30 days');
  });
});

describe('unsubscribeStats', () => {
  it('tallies reasons and methods (most first, then by name) and keeps the 10 newest', () => {
    const items = Array.from({ length: 12 }, (_, i) => ({
      email: `u${i}@example.com`,
      reason: i % 3 === 0 ? 'too_many_emails' : 'not_specified',
      method: i < 2 ? 'one_click' : 'email_link',
      feedback: i === 0 ? 'bye' : null,
      unsubscribed_at: `2026-11-${String(22 - i).padStart(2, '0')}T00:00:00Z`,
      tracking_id: `unsub_${i}`,
    }));
    const s = unsubscribeStats(items, 30, '2026-11-12T00:00:00Z');
    expect(s.total).toBe(11);
    expect(s.by_reason).toEqual([
      { reason: 'not_specified', count: 7 },
      { reason: 'too_many_emails', count: 4 },
    ]);
    expect(s.by_method).toEqual([
      { method: 'email_link', count: 9 },
      { method: 'one_click', count: 2 },
    ]);
    expect(s.with_feedback).toBe(1);
    expect(s.recent.map((r) => r.tracking_id)).toEqual(Array.from({ length: 10 }, (_, i) => `unsub_${i}`));
  });

  it('fills the defaults (not_specified, email_link, …) for missing fields', () => {
    expect(unsubscribeStats([{ email: 'a@example.com', unsubscribed_at: '2026-11-22T00:00:00Z' }], 30, '2026-11-01').recent[0]).toMatchObject({
      reason: 'not_specified',
      method: 'email_link',
      feedback: null,
    });
  });
});

describe('CSV', () => {
  it('quotes separators and neutralises formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+81 3')).toBe("'+81 3");
    expect(csvCell('-x')).toBe("'-x");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell(null)).toBe('');
    expect(csvCell(1280)).toBe('1280');
  });

  it('writes one row per signup with the metadata columns', () => {
    const csv = signupsCsv([{ email: 'a@example.com', status: 'active', source: 'website', subscribed_at: '2026-11-01T00:00:00Z', member_status: 'active', metadata: { signup_page: '/', referrer: 'https://x.test/a,b' } }]);
    expect(csv.split('\r\n')).toEqual([
      'email,status,source,subscribed_at,member_status,signup_page,campaign_source,campaign_medium,campaign_campaign,timezone,referrer',
      'a@example.com,active,website,2026-11-01T00:00:00Z,active,/,,,,,"https://x.test/a,b"',
      '',
    ]);
  });
});

describe('accountabilityOverview', () => {
  const c = (email: string, week: string, at: string, progress: number | null, mood: number | null, hours: number | null = null) => ({
    email,
    checkin_week: week,
    progress_rating: progress,
    mood_rating: mood,
    time_invested_hours: hours,
    submitted_at: at,
    updated_at: at,
  });
  const since = '2026-10-25T00:00:00Z';

  it('counts members and averages over the window, trends from each member’s latest check-ins', () => {
    const items = [
      c('b@example.com', '2026-W47', '2026-11-18T00:00:00Z', 1, 2, 1),
      c('a@example.com', '2026-W47', '2026-11-17T00:00:00Z', 5, 5, 3),
      c('b@example.com', '2026-W46', '2026-11-11T00:00:00Z', 2, 3),
      c('a@example.com', '2026-W46', '2026-11-10T00:00:00Z', 3, 4),
      c('a@example.com', '2026-W45', '2026-11-03T00:00:00Z', 2, 4),
      c('z@example.com', '2026-W40', '2026-10-01T00:00:00Z', 1, 1), // outside the window
    ];
    // b's older check-ins (outside the window) still count for the trend, as on the dashboard.
    const latest = new Map([
      ['a@example.com', [{ progress_rating: 5 }, { progress_rating: 3 }, { progress_rating: 2 }]],
      ['b@example.com', [{ progress_rating: 1 }, { progress_rating: 2 }, { progress_rating: 4 }, { progress_rating: 5 }]],
    ]);
    const o = accountabilityOverview(items, latest, since);
    expect(o.active_members).toBe(2);
    expect(o.checkins).toBe(5);
    expect(o.avg_mood).toBe(3.6);
    expect(o.avg_progress).toBe(2.6);
    expect(o.avg_hours).toBe(2);
    expect(o.trends).toEqual({ accelerating: 1, steady: 0, needs_support: 1, insufficient_data: 0 });
    expect(o.needs_support).toEqual([
      {
        email: 'b@example.com',
        trend: 'needs_support',
        last_checkin_week: '2026-W47',
        last_checkin_at: '2026-11-18T00:00:00Z',
        latest_progress: 1,
        latest_mood: 2,
        avg_progress: 1.5,
        checkins_in_window: 2,
      },
    ]);
    expect(o.members.map((m) => [m.email, m.trend, m.checkins_in_window])).toEqual([
      ['b@example.com', 'needs_support', 2],
      ['a@example.com', 'accelerating', 3],
    ]);
    expect(o.recent.map((r) => r.email)).toEqual(['b@example.com', 'a@example.com', 'b@example.com', 'a@example.com', 'a@example.com']);
  });

  it('shortens long goal texts in the recent list', () => {
    const o = accountabilityOverview([{ ...c('a@example.com', '2026-W47', '2026-11-17T00:00:00Z', 3, 3), goals_met: 'x'.repeat(400) }], new Map(), since);
    expect(o.recent[0].goals_met).toHaveLength(160);
    expect(o.recent[0].goals_met!.endsWith('…')).toBe(true);
    expect(o.trends.insufficient_data).toBe(1);
  });
});
