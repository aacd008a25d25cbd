import { describe, expect, it } from 'vitest';
import { cookiePolicy, legalConstants, privacyPolicy, termsOfService } from '../../../content/site/legal';
import { formatLifetime, storageKeys } from '../../../web/src/lib/storage-keys';
import { communityGuidelines, rsvpPolicy } from '../../../content/site/guidelines';

const text = (doc: { sections: Array<{ paragraphs: string[]; bullets?: string[] }> }) =>
  doc.sections.flatMap((s) => [...s.paragraphs, ...(s.bullets ?? [])]).join(' ');

describe('terms of service', () => {
  it('has exactly 13 numbered sections', () => {
    expect(termsOfService.sections).toHaveLength(13);
    expect(termsOfService.sections.map((s) => s.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    for (const s of termsOfService.sections) expect(s.paragraphs.join('').length).toBeGreaterThan(80);
  });

  it('states the required constants', () => {
    const t = text(termsOfService);
    expect(t).toContain('at least 18 years old');
    expect(t).toContain('within 90 days');
    expect(t).toContain('within 72 hours');
    expect(t).toContain('paid us in the 12 months before');
    expect(t).toContain('State of Florida');
    expect(t).toContain('Three no-shows revoke your membership automatically');
  });
});

describe('privacy policy', () => {
  it('covers retention and anonymisation', () => {
    const t = text(privacyPolicy);
    expect(t).toContain(`anonymised after ${legalConstants.analyticsAnonymisedAfterMonths} months`);
    expect(legalConstants.analyticsAnonymisedAfterMonths).toBe(26);
    expect(t).toContain('within 90 days');
    expect(privacyPolicy.sections.length).toBeGreaterThanOrEqual(8);
  });
});

describe('cookie policy', () => {
  it('has essential, analytics and functional sections; essential is always on', () => {
    expect(cookiePolicy.categories.map((c) => c.id)).toEqual(['essential', 'analytics', 'functional']);
    expect(cookiePolicy.categories.map((c) => c.required)).toEqual([true, false, false]);
  });

  it('states the lifetimes the code keeps to: consent 1 year, member token 24 hours, passport 60 minutes, curated session 2 hours, admin session 8 hours', () => {
    expect(storageKeys.cookiePreferences.duration).toBe('1 year');
    expect(storageKeys.memberToken.duration).toBe('24 hours, or until you log out');
    expect(storageKeys.passportSession.duration).toBe('60 minutes, or until you close the tab');
    expect(storageKeys.curatedSession.duration).toBe('2 hours');
    expect(storageKeys.adminSession.duration).toBe('8 hours, or until you sign out');
    expect([30 * 60_000, 86_400_000, 30 * 86_400_000].map(formatLifetime)).toEqual(['30 minutes', '24 hours', '30 days']);
  });
});

describe('community guidelines', () => {
  it('explains the RSVP and no-show policy', () => {
    expect(rsvpPolicy.noShowLimit).toBe(3);
    const rsvp = communityGuidelines.sections.find((s) => s.id === 'rsvp')!;
    const t = [...rsvp.body, ...(rsvp.bullets ?? [])].join(' ');
    expect(t).toContain('A yes RSVP confirms your attendance');
    expect(t).toMatch(/cancellation on the day of the event without enough notice also counts as a no-show/);
    expect(t).toContain('3 no-shows revoke your membership automatically');
  });
});
