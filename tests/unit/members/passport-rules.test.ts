import { describe, it, expect } from 'vitest';
import {
  PASSPORT_FALLBACK,
  PASSPORT_FEATURES,
  TIERS,
  maskEmail,
  monthStreak,
  nextTierFor,
  stampChange,
  tierFor,
  tierProgress,
  yearlyStatus,
} from '../../../domain/passport/rules';

describe('tiers: new 0, bronze 3, silver 5, gold 15, platinum 30', () => {
  it('is one ordered ladder', () => {
    expect(TIERS.map((t) => [t.id, t.min])).toEqual([
      ['new', 0],
      ['bronze', 3],
      ['silver', 5],
      ['gold', 15],
      ['platinum', 30],
    ]);
    expect(TIERS.map((t) => t.name)).toEqual(['Connect Tier', 'Community Member', 'Trusted Member', 'Community Champion', 'Community Catalyst']);
  });
  it.each([
    [0, 'new'],
    [2, 'new'],
    [3, 'bronze'],
    [4, 'bronze'],
    [5, 'silver'],
    [14, 'silver'],
    [15, 'gold'],
    [29, 'gold'],
    [30, 'platinum'],
    [300, 'platinum'],
  ])('%d stamps → %s', (stamps, tier) => {
    expect(tierFor(stamps).id).toBe(tier);
  });
  it('names the next tier and the stamps it needs; none at the top', () => {
    expect(nextTierFor(0)).toEqual({ id: 'bronze', name: 'Community Member', stamps_needed: 3 });
    expect(nextTierFor(4)).toEqual({ id: 'silver', name: 'Trusted Member', stamps_needed: 1 });
    expect(nextTierFor(14)).toMatchObject({ id: 'gold', stamps_needed: 1 });
    expect(nextTierFor(29)).toMatchObject({ id: 'platinum', stamps_needed: 1 });
    expect(nextTierFor(30)).toBeNull();
  });
  it('falls back to 0 stamps, tier new, next bronze needing 3', () => {
    expect(PASSPORT_FALLBACK).toEqual({ stamps: 0, tier: 'new', next_tier: { id: 'bronze', name: 'Community Member', stamps_needed: 3 } });
  });
});

describe('progress within a tier', () => {
  it('runs from the tier threshold to the next, 0..100 %', () => {
    expect(tierProgress(0)).toBe(0);
    expect(tierProgress(1)).toBe(33);
    expect(tierProgress(3)).toBe(0);
    expect(tierProgress(4)).toBe(50);
    expect(tierProgress(10)).toBe(50);
    expect(tierProgress(29)).toBe(93);
  });
  it('shows 100 % at the top tier and never leaves 0..100', () => {
    expect(tierProgress(30)).toBe(100);
    expect(tierProgress(1000)).toBe(100);
    expect(tierProgress(-5)).toBe(0);
  });
});

describe('stamp changes', () => {
  it('reports stamps gained and a tier unlock only when the tier rises', () => {
    expect(stampChange(2, 3)).toEqual({ stampsGained: 1, previousTier: 'new', tier: 'bronze', tierUnlocked: true });
    expect(stampChange(3, 4)).toEqual({ stampsGained: 1, previousTier: 'bronze', tier: 'bronze', tierUnlocked: false });
    expect(stampChange(0, 5)).toMatchObject({ stampsGained: 5, tier: 'silver', tierUnlocked: true });
    expect(stampChange(4, 4)).toMatchObject({ stampsGained: 0, tierUnlocked: false });
  });
});

describe('yearly stamps reset on 1 January (Tokyo)', () => {
  it('counts the days left in the year on 31 December', () => {
    // 31 Dec 2026 10:00 in Tokyo
    const s = yearlyStatus(2026, new Date('2026-12-31T01:00:00Z'));
    expect(s).toMatchObject({ archived: false, daysUntilReset: 1 });
    expect(s.message).toContain('1 day left');
  });
  it('archives the earlier year from 1 January, keeping lifetime stamps', () => {
    // 1 Jan 2027 00:30 in Tokyo is still 31 Dec in UTC
    const s = yearlyStatus(2026, new Date('2026-12-31T15:30:00Z'));
    expect(s).toMatchObject({ archived: true, previousYear: 2026 });
    expect(s.message).toBe('Your 2026 stamps have been archived and your lifetime stamps are preserved. A new year of stamps starts now!');
  });
  it('does not archive when the stored year is the current one', () => {
    expect(yearlyStatus(2027, new Date('2027-01-01T03:00:00Z'))).toMatchObject({ archived: false, daysUntilReset: 365 });
    expect(yearlyStatus(null, new Date('2026-11-22T03:00:00Z'))).toMatchObject({ archived: false, daysUntilReset: 40 });
  });
});

describe('event streak in months', () => {
  const now = new Date('2026-11-22T03:00:00Z');
  it('counts consecutive months ending this month or last month', () => {
    expect(monthStreak(['2026-11-01', '2026-10-12', '2026-09-30', '2026-07-01'], now)).toBe(3);
    expect(monthStreak(['2026-10-12', '2026-09-30'], now)).toBe(2);
    expect(monthStreak(['2026-09-30'], now)).toBe(0);
    expect(monthStreak([], now)).toBe(0);
  });
  it('crosses the year boundary', () => {
    expect(monthStreak(['2027-01-03', '2026-12-20', '2026-11-02'], new Date('2027-01-10T00:00:00Z'))).toBe(3);
  });
});

describe('masking and switches', () => {
  it('masks leaderboard emails', () => {
    expect(maskEmail('aiko@example.com')).toBe('a***');
    expect(maskEmail('b@example.com')).toBe('b***');
    expect(maskEmail('aiko.tanaka@family-tanaka.jp')).not.toContain('tanaka');
    expect(maskEmail('broken')).toBe('***');
  });
  it('has achievements and tier benefits off, the rest on', () => {
    const off = Object.entries(PASSPORT_FEATURES)
      .filter(([, v]) => !v)
      .map(([k]) => k);
    expect(off.sort()).toEqual(['achievements', 'tierBenefits']);
  });
});
