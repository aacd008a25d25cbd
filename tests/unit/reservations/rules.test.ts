import { describe, it, expect } from 'vitest';
import { eventAccessRule, eventBySlug, type EventListing } from '../../../content/events/index';
import { decideAccess, needsPayment } from '../../../functions/reservations/access';
import { cancellationDecision } from '../../../functions/reservations/policy';
import { cancelToken, parseCancelToken, waitlistPosition, readCounter } from '../../../functions/reservations/model';
import { keys as tableKeys } from '../../../functions/lib/keys';
import { eventIcs } from '../../../functions/reservations/ics';

const ev = (slug: string): EventListing => eventBySlug(slug)!;

describe('event access (catalogue rule × subscription)', () => {
  const rule = (kind: ReturnType<typeof eventAccessRule>['kind'], bookable = true) => ({ ...eventAccessRule(ev('tokyo-december-fika-omotesando')), kind, bookable });

  it.each([
    ['free', false, { kind: 'allowed', via: 'free' }],
    ['free', true, { kind: 'allowed', via: 'free' }],
    ['subscription', false, { kind: 'subscription_required' }],
    ['subscription', true, { kind: 'allowed', via: 'subscription' }],
    ['subscription-or-payment', false, { kind: 'payment_required', allowSubscription: true }],
    ['subscription-or-payment', true, { kind: 'allowed', via: 'subscription' }],
    ['payment', false, { kind: 'payment_required', allowSubscription: false }],
    ['payment', true, { kind: 'payment_required', allowSubscription: false }],
  ] as const)('%s, subscriber=%s', (kind, sub, expected) => {
    expect(decideAccess(rule(kind), { subscriber: sub, foundingMember: false })).toEqual(expected);
  });

  it('a founding-members event refuses everyone else, whatever they pay, with its own text', () => {
    const paid = { ...rule('payment'), exclusiveType: 'founding-members' as const, exclusiveRefusal: 'Founders only.' };
    expect(decideAccess(paid, { subscriber: true, foundingMember: false })).toEqual({ kind: 'not_in_audience', message: 'Founders only.' });
    expect(decideAccess(paid, { subscriber: false, foundingMember: true })).toEqual({ kind: 'payment_required', allowSubscription: false });
  });

  it('a listing that is not bookable is closed for everyone', () => {
    expect(decideAccess(rule('free', false), { subscriber: true, foundingMember: true })).toEqual({ kind: 'closed' });
  });

  it('the catalogue decides: the pizza night is paid, the founding fika is for founding members who subscribe', () => {
    const nobody = { subscriber: false, foundingMember: false };
    expect(decideAccess(eventAccessRule(ev('shimokitazawa-pizza-night')), nobody).kind).toBe('payment_required');
    const founding = eventAccessRule(ev('founding-members-fika-tokyo'));
    expect(decideAccess(founding, { subscriber: false, foundingMember: true }).kind).toBe('subscription_required');
    expect(decideAccess(founding, { subscriber: true, foundingMember: true })).toEqual({ kind: 'allowed', via: 'subscription' });
    expect(decideAccess(founding, { subscriber: true, foundingMember: false })).toEqual({ kind: 'not_in_audience', message: ev('founding-members-fika-tokyo').exclusiveRefusal });
    expect(needsPayment(eventAccessRule(ev('signature-sunday-fika-daikanyama')), true)).toBe(false);
    expect(needsPayment(eventAccessRule(ev('signature-sunday-fika-daikanyama')), false)).toBe(true);
  });
});

describe('late cancellation, no-show and the fee owed', () => {
  const tapas = ev('tokyo-spanish-tapas-evening'); // 19:00 Tokyo, 48 h notice or ¥5,500
  const occ = '2027-01-22';
  const at = (iso: string) => new Date(iso);

  it('the tapas evening: free before 48 h, the full ¥5,500 owed after, a no-show on the day', () => {
    expect(cancellationDecision(tapas, occ, 'confirmed', at('2027-01-20T09:59:00Z'))).toMatchObject({ late: false, feeOwedCents: 0, noShow: false, warning: null });
    const late = cancellationDecision(tapas, occ, 'confirmed', at('2027-01-20T10:00:00Z'));
    expect(late).toMatchObject({ allowed: true, late: true, feeOwedCents: 550000, noShow: false });
    expect(late.warning).toContain('¥5,500');
    const sameDay = cancellationDecision(tapas, occ, 'confirmed', at('2027-01-22T01:00:00Z'));
    expect(sameDay).toMatchObject({ late: true, feeOwedCents: 550000, noShow: true });
    expect(sameDay.warning).toMatch(/no-show/);
  });

  it('an event without a policy: free until the event day starts in its own zone, then a no-show', () => {
    const fika = ev('tokyo-december-fika-omotesando'); // Dec 12, 14:00 Tokyo
    expect(cancellationDecision(fika, '2026-12-12', 'confirmed', at('2026-12-11T14:59:00Z'))).toMatchObject({ late: false, noShow: false });
    // 15:00 UTC on Dec 11 is midnight on Dec 12 in Tokyo.
    expect(cancellationDecision(fika, '2026-12-12', 'confirmed', at('2026-12-11T15:00:00Z'))).toMatchObject({ late: true, noShow: true, feeOwedCents: 0 });
  });

  it('a place booked before the organisers changed its date cancels free until the start, at the new time', () => {
    const fika = ev('tokyo-december-fika-omotesando'); // Dec 12, 14:00 Tokyo
    const changed = { ...fika, dateChanges: [{ date: '2026-12-12', startTime: '16:00', endTime: '18:00', durationMinutes: 120, changedAt: '2026-12-01T00:00:00.000Z' }] };
    const onTheDay = at('2026-12-12T05:30:00Z'); // 14:30 Tokyo: after the old start, before the new one
    expect(cancellationDecision(fika, '2026-12-12', 'confirmed', onTheDay, '2026-11-20T00:00:00.000Z')).toMatchObject({ allowed: false });
    expect(cancellationDecision(changed, '2026-12-12', 'confirmed', onTheDay, '2026-11-20T00:00:00.000Z')).toMatchObject({ allowed: true, late: false, noShow: false, feeOwedCents: 0 });
    // Booked after the change: the usual rule (the event day counts as a no-show).
    expect(cancellationDecision(changed, '2026-12-12', 'confirmed', onTheDay, '2026-12-02T00:00:00.000Z')).toMatchObject({ allowed: true, late: true, noShow: true });
    // Another date of the event is not touched by the change.
    expect(cancellationDecision(changed, '2026-12-19', 'confirmed', at('2026-12-19T05:30:00Z'), '2026-11-20T00:00:00.000Z')).toMatchObject({ allowed: false });
  });

  it('leaving a waitlist is never late; nothing can be cancelled once the event started', () => {
    expect(cancellationDecision(tapas, occ, 'waitlisted', at('2027-01-22T09:00:00Z'))).toMatchObject({ late: false, allowed: true });
    expect(cancellationDecision(tapas, occ, 'confirmed', at('2027-01-22T10:00:00Z'))).toMatchObject({ allowed: false, eventStarted: true });
  });
});

describe('waitlist order and positions', () => {
  it('subscribers sort ahead of everyone, then first come', () => {
    const keys = [tableKeys.waitlist('e', 'd', false, 2), tableKeys.waitlist('e', 'd', true, 9), tableKeys.waitlist('e', 'd', false, 10), tableKeys.waitlist('e', 'd', true, 1)].map((k) => k.gsi2sk);
    expect([...keys].sort()).toEqual([keys[3], keys[1], keys[0], keys[2]]);
  });

  it('position counts unreleased tickets ahead, subscribers ahead of non-subscribers', () => {
    const c = readCounter({ nextWaitlistSeq: 10, waitlistReleased: 3, nextSubscriberSeq: 2, subscriberReleased: 0 }, 5);
    expect(waitlistPosition(c, false, 10)).toBe(10 - 3 + 2);
    expect(waitlistPosition(c, true, 2)).toBe(2);
  });
});

describe('cancel tokens', () => {
  it('locate the reservation and change with the registration time', () => {
    const r = { eventSlug: 'ginza-rooftop-happy-hour', occurrence: '2026-12-11', email: 'A@Example.com', createdAt: '2026-11-22T09:00:00.000Z' };
    const t = cancelToken('secret', r);
    expect(parseCancelToken(t)).toEqual({ slug: 'ginza-rooftop-happy-hour', occurrence: '2026-12-11', email: 'a@example.com' });
    expect(cancelToken('secret', { ...r, createdAt: '2026-11-23T09:00:00.000Z' })).not.toBe(t);
    expect(parseCancelToken('garbage')).toBeNull();
    expect(parseCancelToken(`${Buffer.from('["a","b","c"]').toString('base64url')}~x`)).toBeNull();
  });
});

describe('the .ics invitation', () => {
  it('has the start in the venue zone, the occurrence UID, CRLF lines folded at 75 octets and escaped text', () => {
    const ics = eventIcs({ event: ev('tokyo-december-fika-omotesando'), occurrence: '2026-12-12', location: 'Cafe, 1-2-3 Jingumae; Shibuya', url: 'https://x', description: 'x'.repeat(200), now: new Date('2026-11-22T00:00:00Z') });
    expect(ics).toContain('DTSTART;TZID=Asia/Tokyo:20261212T140000');
    expect(ics).toContain('UID:tokyo-december-fika-omotesando-2026-12-12@fika.community');
    expect(ics).toContain('LOCATION:Cafe\\, 1-2-3 Jingumae\\; Shibuya');
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });
});
