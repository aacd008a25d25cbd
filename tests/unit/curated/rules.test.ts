import { describe, it, expect } from 'vitest';
import {
  knowsOfPlace,
  pricedGroupSize,
  sessionsOverlap,
  APPLICATION_TRANSITIONS,
  canChangeApplicationStatus,
  canParticipantCancel,
  canRemoveParticipant,
  isCompleteCode,
  isOutsideCutoff,
  minutesLeft,
  participationLabel,
  potentialSessions,
  pricePerPerson,
  sanitizeCode,
  sessionActionsFor,
  statusChangeError,
  toInstant,
  toLocalInput,
  timeWithZone,
  longDate,
} from '../../../domain/curated/rules';
import { applicationErrors, feedbackErrors, openSessionErrors, selectionErrors, venueErrors } from '../../../domain/curated/forms';
import { applicationsCsv } from '../../../functions/curated/applications';
import type { Application } from '../../../functions/curated/items';

describe('application status table', () => {
  it('allows exactly the listed changes', () => {
    expect(APPLICATION_TRANSITIONS).toEqual({
      submitted: ['under_review', 'approved', 'rejected', 'waitlist'],
      under_review: ['approved', 'rejected', 'waitlist', 'submitted'],
      approved: ['waitlist', 'under_review'],
      rejected: ['under_review'],
      waitlist: ['approved', 'rejected', 'under_review'],
    });
    expect(canChangeApplicationStatus('submitted', 'approved')).toBe(true);
    expect(canChangeApplicationStatus('approved', 'rejected')).toBe(false);
    expect(canChangeApplicationStatus('rejected', 'approved')).toBe(false);
    expect(canChangeApplicationStatus('rejected', 'rejected')).toBe(false);
    expect(canChangeApplicationStatus('bogus', 'approved')).toBe(false);
  });

  it('explains a refused change as Cannot change status from X to Y. Allowed: list.', () => {
    expect(statusChangeError('rejected', 'approved')).toBe('Cannot change status from rejected to approved. Allowed: under_review.');
    expect(statusChangeError('waitlist', 'submitted')).toBe('Cannot change status from waitlist to submitted. Allowed: approved, rejected, under_review.');
  });
});

describe('24-hour cancellation cutoff', () => {
  const now = new Date('2026-11-22T09:00:00Z');
  it('allows 24 hours or more ahead, refuses less', () => {
    expect(isOutsideCutoff('2026-11-23T09:00:00Z', now)).toBe(true);
    expect(isOutsideCutoff('2026-11-23T08:59:59Z', now)).toBe(false);
    expect(isOutsideCutoff('2026-11-21T09:00:00Z', now)).toBe(false);
    expect(isOutsideCutoff('not a date', now)).toBe(false);
  });
  it('hides the cancel link for cancelled, attended and no-show participations', () => {
    const far = '2026-12-22T09:00:00Z';
    expect(canParticipantCancel('invited', far, now)).toBe(true);
    expect(canParticipantCancel('paid', far, now)).toBe(true);
    expect(canParticipantCancel('cancelled', far, now)).toBe(false);
    expect(canParticipantCancel('attended', far, now)).toBe(false);
    expect(canParticipantCancel('confirmed', '2026-11-22T20:00:00Z', now)).toBe(false);
  });
});

describe('participation statuses', () => {
  it('labels statuses and shows an unknown one as invited', () => {
    expect(participationLabel('paid')).toBe('Confirmed & Paid');
    expect(participationLabel('whatever')).toBe('Invited');
    expect(participationLabel(undefined)).toBe('Invited');
  });
  it('removes only invited or confirmed participants', () => {
    expect(['invited', 'confirmed', 'paid', 'attended', 'no_show', 'cancelled'].filter(canRemoveParticipant)).toEqual(['invited', 'confirmed']);
  });
  it('shows session action buttons by status', () => {
    expect(sessionActionsFor('scheduled')).toEqual(['send_session_invitations', 'send_session_reminder', 'send_confirmation_nudges']);
    // A confirmed session still has invitees to reach (replacements, people who have not answered).
    expect(sessionActionsFor('confirmed')).toEqual(['send_session_invitations', 'send_session_reminder', 'send_confirmation_nudges']);
    expect(sessionActionsFor('completed')).toEqual(['send_feedback_emails']);
    expect(sessionActionsFor('cancelled')).toEqual([]);
  });
});

describe('code input', () => {
  it('keeps digits only, at most 6', () => {
    expect(sanitizeCode('12a3 4-5678')).toBe('123456');
    expect(sanitizeCode('abc')).toBe('');
    expect(isCompleteCode('12345')).toBe(false);
    expect(isCompleteCode('123456')).toBe(true);
  });
  it('counts minutes left, rounding up, never negative', () => {
    expect(minutesLeft(60_000 * 14 + 1, 0)).toBe(15);
    expect(minutesLeft(0, 10)).toBe(0);
  });
});

describe('pricing helper', () => {
  it("is the city's base price (¥4,500 in Tokyo and Osaka) × venue multiplier × 1.2 for pairs, in whole yen", () => {
    expect(pricePerPerson('premium', 4, 'Tokyo')).toBe(4500);
    expect(pricePerPerson('luxury', 3, 'Tokyo')).toBe(6750);
    expect(pricePerPerson('exclusive', 4, 'Osaka')).toBe(9000);
    expect(pricePerPerson('premium', 2, 'Osaka')).toBe(5400);
    expect(pricePerPerson('luxury', 2, 'Tokyo')).toBe(8100);
    expect(pricePerPerson('exclusive', 2, 'Tokyo')).toBe(10800);
    expect(pricePerPerson(undefined, 3)).toBe(4500);
  });
  it('estimates potential sessions as approved ÷ 3', () => {
    expect(potentialSessions(10)).toBe(3);
    expect(potentialSessions(2)).toBe(0);
  });
});

describe('dates in the venue timezone', () => {
  it('reads a wall-clock time in the venue zone and writes it back', () => {
    expect(toInstant('2026-12-05T14:00', 'Asia/Tokyo')).toBe('2026-12-05T05:00:00.000Z');
    expect(toInstant('2026-12-05T14:00', 'Pacific/Honolulu')).toBe('2026-12-06T00:00:00.000Z');
    expect(toInstant('2026-12-05T14:00:00+09:00', 'UTC')).toBe('2026-12-05T05:00:00.000Z');
    expect(toInstant('tomorrow', 'Asia/Tokyo')).toBeUndefined();
    expect(toLocalInput('2026-12-05T05:00:00.000Z', 'Asia/Tokyo')).toBe('2026-12-05T14:00');
  });
  it('formats the long date and the time with the zone', () => {
    expect(longDate('2026-12-05T05:00:00.000Z', 'Asia/Tokyo')).toBe('Saturday, December 5, 2026');
    expect(timeWithZone('2026-12-05T05:00:00.000Z', 'Asia/Tokyo')).toBe('2:00 PM (Asia/Tokyo)');
  });
});

describe('forms', () => {
  const valid = {
    first_name: 'Aiko',
    last_name: 'Tanaka',
    email: 'aiko@example.com',
    nationality: 'Japanese',
    profession: 'Designer',
    industry: 'Tech',
    career_stage: 'Student',
    interests: ['arts'],
    fika_goals: ['Mentorship'],
    communication_style: 'Flexible',
    location_preference: 'Minato',
    schedule_preference: 'Flexible',
    city: 'Osaka',
    age_confirmed: true,
  };
  it('accepts a complete application and names each missing field', () => {
    expect(applicationErrors(valid)).toEqual({});
    const e = applicationErrors({ ...valid, first_name: ' ', interests: ['knitting'], city: 'Paris', email: 'a@b' });
    expect(e).toEqual({
      first_name: 'First name is required',
      email: 'Please enter a valid email address',
      interests: 'Please choose at least one interest',
      city: 'Please choose your city',
    });
  });
  it('uses the exact texts for venues, open sessions and selections', () => {
    expect(venueErrors({ name: 'Cafe', address: '' })).toBe('Please fill in venue name and address');
    expect(venueErrors({ name: 'Cafe', address: 'x', capacity_small: 10 })).toBeUndefined();
    expect(venueErrors({ name: 'Cafe', address: 'x', capacity_small: 11 })).toBe('Capacity must be between 2 and 10');
    expect(openSessionErrors({ session_title: 'x', session_date: '', venue_name: 'v' })).toBe('Please fill in all required fields (title, date, venue)');
    expect(openSessionErrors({ session_title: 'x', session_date: 'd', venue_name: 'v', max_participants: 1 })).toBe('Max participants must be between 2 and 4');
    const ok = { application_status: 'approved', is_premium_member: true };
    expect(selectionErrors([ok])).toBe('Please select 2-4 applications to create a curated session.');
    expect(selectionErrors([ok, ok, ok, ok, ok])).toBe('Please select 2-4 applications to create a curated session.');
    expect(selectionErrors([ok, { ...ok, is_premium_member: false }])).toBe('All selected applicants must be premium members.');
    expect(selectionErrors([ok, ok])).toBeUndefined();
    expect(selectionErrors([{ ...ok, city: 'Tokyo' }, { ...ok, city: 'Osaka' }])).toBe('All selected applicants must be from the same city.');
  });
  it('checks feedback ratings are 0-10', () => {
    const base = { overall_satisfaction: 0, venue_rating: 10, group_chemistry: 5, conversation_quality: 5, likelihood_to_recommend: 5, connection_made: false, would_attend_again: true };
    expect(feedbackErrors(base)).toEqual({});
    expect(feedbackErrors({ ...base, venue_rating: 11 }).venue_rating).toBe('Ratings go from 0 to 10');
    expect(feedbackErrors({ ...base, overall_satisfaction: undefined }).overall_satisfaction).toBe('Please choose a rating from 0 to 10');
  });
});

describe('CSV export', () => {
  it('quotes commas and neutralises formulas', () => {
    const csv = applicationsCsv([{ id: 'cfa_1', first_name: '=HYPERLINK("x")', last_name: 'Lee, Jr', interests: ['arts', 'food'] } as unknown as Application]);
    const [head, row] = csv.trim().split('\r\n');
    expect(head.startsWith('id,first_name,last_name,email')).toBe(true);
    expect(row).toContain(`"'=HYPERLINK(""x"")"`);
    expect(row).toContain('"Lee, Jr"');
    expect(row).toContain('arts; food');
  });
});

describe('group rules', () => {
  it('prices the seated group once there are two, else the size the session is open for', () => {
    expect(pricedGroupSize(0, 4)).toBe(4);
    expect(pricedGroupSize(1, 4)).toBe(4);
    expect(pricedGroupSize(2, 4)).toBe(2);
    expect(pricedGroupSize(3, 4)).toBe(3);
    expect(pricePerPerson('premium', pricedGroupSize(2, 4))).toBe(5400);
  });
  it('tells of a cancelled session only people who know they hold a place', () => {
    expect(knowsOfPlace({ participation_status: 'invited' })).toBe(false);
    expect(knowsOfPlace({ participation_status: 'invited', invitation_sent_at: '2026-11-22T09:00:00.000Z' })).toBe(true);
    expect(knowsOfPlace({ participation_status: 'confirmed' })).toBe(true);
    expect(knowsOfPlace({ participation_status: 'paid' })).toBe(true);
    expect(knowsOfPlace({ participation_status: 'cancelled', invitation_sent_at: '2026-11-22T09:00:00.000Z' })).toBe(false);
  });
  it('overlaps when each session starts before the other ends (90 minutes by default)', () => {
    const at = (t: string, d?: number) => ({ session_date: `2026-12-12T${t}:00.000Z`, session_duration: d });
    expect(sessionsOverlap(at('01:00'), at('02:00'))).toBe(true);
    expect(sessionsOverlap(at('01:00'), at('02:30'))).toBe(false);
    expect(sessionsOverlap(at('01:00', 30), at('00:00', 120))).toBe(true);
  });
});
