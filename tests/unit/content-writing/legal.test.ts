import { describe, expect, it } from 'vitest';
import { cookieDurations, cookiePolicy, legalConstants, privacyPolicy, termsOfService } from '../../../content/site/legal';
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
  const all = cookiePolicy.categories.flatMap((c) => c.cookies);
  const byName = (name: string) => all.find((c) => c.name === name)!;

  it('has essential, analytics and functional sections, each listing name, purpose and duration', () => {
    expect(cookiePolicy.categories.map((c) => c.id)).toEqual(['essential', 'analytics', 'functional']);
    for (const c of cookiePolicy.categories) {
      expect(c.cookies.length).toBeGreaterThan(0);
      for (const k of c.cookies) {
        expect(k.name).toBeTruthy();
        expect(k.purpose.length).toBeGreaterThan(20);
        expect(k.duration).toBeTruthy();
      }
    }
    expect(cookiePolicy.categories.find((c) => c.id === 'essential')!.required).toBe(true);
  });

  it('uses the specified durations', () => {
    expect(byName('fika_consent').duration).toBe('1 year');
    expect(byName('fika_analytics_session').duration).toBe('30 minutes');
    expect(byName('fika_page_metrics').duration).toBe('24 hours');
    expect(byName('fika_preferences').duration).toBe('6 months');
    expect(byName('fika_event_filters').duration).toBe('30 days');
    expect(cookieDurations.analyticsSession.seconds).toBe(1800);
    expect(cookieDurations.pageMetrics.seconds).toBe(86400);
    expect(cookieDurations.eventFilters.seconds).toBe(30 * 86400);
    expect(cookieDurations.consent.seconds).toBe(365 * 86400);
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
