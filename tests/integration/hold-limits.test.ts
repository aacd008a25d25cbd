/**
 * Holds that cannot be hoarded: one client address holds at most 5 unpaid places, one
 * email at most 2; a hold is a free place the moment it expires (no job needed); a full event still
 * takes its waitlist.
 */
import { describe, it, expect, beforeEach, vi } from 'vitest';
import { setupIntegration, type Harness } from '../support/integration';
import { fixedClock } from '../../functions/lib/adapters/system';
import { keys } from '../../functions/lib/keys';
import { clientAddress } from '../../functions/reservations/hold-limits';
import { limits } from '../../functions/lib/auth/rate-limit';
import { NOW, counter, eventAt, registerVia, reservation } from './reservations-helpers';
import { payAndDeliver } from './billing-helpers';

const SM = '/api/subscription-management';
const PIZZA = 'shimokitazawa-pizza-night';
const KONA = 'honolulu-kona-coffee-tasting-kakaako';
const SUNDAY = 'signature-sunday-fika-daikanyama';
const PRICES: Record<string, [number, string]> = { [PIZZA]: [75000, 'JPY'], [KONA]: [2500, 'USD'], [SUNDAY]: [300000, 'JPY'] };
const ATTACKER = '198.51.100.7';
const PER_ADDRESS = 'Too many unpaid places are on hold from your network (5 at most). Complete or cancel a payment before holding another.';
const PER_EMAIL = 'You already have 2 unpaid places on hold. Complete or cancel a payment before holding another.';
const HOLD_MS = 36 * 60_000;

describe('holds that cannot be hoarded', () => {
  let h: Harness;
  let clock: ReturnType<typeof fixedClock>;
  const { event, occurrence } = eventAt(PIZZA);
  const answers = { 'pizza-preference': 'Margherita' };
  const checkout = (email: string, ip: string, slug = PIZZA) =>
    h.call(SM, { action: 'create_event_checkout_session', data: { email, priceCents: PRICES[slug][0], currency: PRICES[slug][1], eventMetadata: { eventSlug: slug, answers } } }, { ip });
  const availability = async () => (await h.call('/api/reservations', { action: 'get_availability', data: { slugs: [PIZZA] } })).body.data[0];
  /** Fills every place of pizza night with holds, five per address (the most one address may hold). */
  const fill = async () => {
    for (let i = 0; i < event.capacity; i++) expect((await checkout(`filler${i}@example.com`, `10.50.${Math.floor(i / 5)}.1`)).status).toBe(200);
  };

  beforeEach(async () => {
    clock = fixedClock(NOW);
    h = await setupIntegration({ clock });
  });

  it('many emails from one address hold at most 5 places; the refused ones store nothing and the rest stays for others', async () => {
    const create = vi.spyOn(h.ports.payments, 'createCheckoutSession');
    const answersOf: number[] = [];
    for (let i = 0; i < event.capacity; i++) {
      const r = await checkout(`hoarder${i}@example.com`, ATTACKER);
      answersOf.push(r.status);
      if (r.status === 429) {
        // Past the hold limit; past ten Checkout requests in all, the address's Checkout limit (docs/security.md) answers first.
        expect(r.body.error).toBe(i < 10 ? PER_ADDRESS : limits.checkoutPerIp.message);
        expect(Number(r.headers['retry-after'])).toBeGreaterThan(i < 10 ? 30 * 60 : 0);
        expect(await reservation(h, PIZZA, occurrence, `hoarder${i}@example.com`)).toBeUndefined();
      }
    }
    expect(answersOf).toEqual([...Array(5).fill(200), ...Array(event.capacity - 5).fill(429)]);
    expect(create).toHaveBeenCalledTimes(5);
    expect(await counter(h, PIZZA, occurrence)).toMatchObject({ confirmed: 5, held: 5 });
    expect(await availability()).toMatchObject({ currentCount: 5, isFull: false });
    // The real buyers still get the other 11 places.
    for (let i = 0; i < event.capacity - 5; i++) expect((await checkout(`buyer${i}@example.com`, `203.0.113.${i + 1}`)).status).toBe(200);
    expect((await checkout('late@example.com', '203.0.113.99')).body.error).toBe('This event is full. Register with the form to join the waitlist.');
  });

  it('concurrent holds from one address: exactly 5 go through', async () => {
    const answersOf = await Promise.all(Array.from({ length: 10 }, (_, i) => checkout(`rush${i}@example.com`, ATTACKER).then((r) => r.status)));
    expect(answersOf.filter((s) => s === 200)).toHaveLength(5);
    expect(answersOf.filter((s) => s === 429)).toHaveLength(5);
    expect(await counter(h, PIZZA, occurrence)).toMatchObject({ confirmed: 5, held: 5 });
    const ledger = await h.ports.table.get(keys.holdLedger(`ip#${ATTACKER}`), { consistent: true });
    expect([...(ledger!.holds as Set<string>)]).toHaveLength(5);
  });

  it('an IPv6 client counts by its /64', async () => {
    expect(clientAddress('2001:DB8:1:2::a')).toBe('2001:db8:1:2::/64');
    expect(clientAddress('2001:0db8:0001:0002:0000:0000:0000:000b')).toBe('2001:db8:1:2::/64');
    expect(clientAddress('::ffff:198.51.100.7')).toBe(ATTACKER);
    for (let i = 0; i < 5; i++) expect((await checkout(`v6-${i}@example.com`, `2001:db8:1:2::${i + 1}`)).status).toBe(200);
    expect((await checkout('v6-5@example.com', '2001:db8:1:2:ffff::6')).status).toBe(429);
    expect((await checkout('v6-6@example.com', '2001:db8:1:3::1')).status).toBe(200);
  });

  it('only live holds count: a paid hold and an expired one make room again', async () => {
    const sessions: string[] = [];
    for (let i = 0; i < 5; i++) sessions.push((await checkout(`mine${i}@example.com`, ATTACKER)).body.data.session_id);
    expect((await checkout('mine5@example.com', ATTACKER)).status).toBe(429);
    await payAndDeliver(h, sessions[0]);
    expect(await reservation(h, PIZZA, occurrence, 'mine0@example.com')).toMatchObject({ status: 'confirmed', paid: true });
    expect((await checkout('mine5@example.com', ATTACKER)).status).toBe(200);
    // The holds run out; no job runs: the address may hold again, and the expired holds are released.
    clock.advance(HOLD_MS + 1000);
    expect((await checkout('mine6@example.com', ATTACKER)).status).toBe(200);
    expect(await reservation(h, PIZZA, occurrence, 'mine1@example.com')).toMatchObject({ status: 'cancelled', cancelReason: 'hold_expired' });
    expect(await counter(h, PIZZA, occurrence)).toMatchObject({ confirmed: 2, held: 1 });
  });

  it('one email holds at most 2 places at once, across events and addresses', async () => {
    expect((await checkout('collector@example.com', '203.0.113.1', PIZZA)).status).toBe(200);
    expect((await checkout('collector@example.com', '203.0.113.2', KONA)).status).toBe(200);
    const third = await checkout('collector@example.com', '203.0.113.3', SUNDAY);
    expect(third.status).toBe(429);
    expect(third.body.error).toBe(PER_EMAIL);
    const { occurrence: sunday } = eventAt(SUNDAY);
    expect(await reservation(h, SUNDAY, sunday, 'collector@example.com')).toBeUndefined();
    // Asking again for a place already held is the same hold (a new Checkout for it), not another one.
    expect((await checkout('collector@example.com', '203.0.113.4', PIZZA)).status).toBe(200);
  });

  it('an expired hold is a free place at once: the next buyer takes it without the job', async () => {
    await fill();
    expect((await checkout('buyer@example.com', '203.0.113.1')).status).toBe(409);
    clock.advance(HOLD_MS + 1000);
    const r = await checkout('buyer@example.com', '203.0.113.1');
    expect(r.status).toBe(200);
    expect(await reservation(h, PIZZA, occurrence, 'buyer@example.com')).toMatchObject({ status: 'pending_payment' });
    expect(await reservation(h, PIZZA, occurrence, 'filler0@example.com')).toMatchObject({ status: 'cancelled', cancelReason: 'hold_expired' });
    expect(await counter(h, PIZZA, occurrence)).toMatchObject({ confirmed: 1, held: 1 });
  });

  it('availability counts an expired hold as free, without the job', async () => {
    await fill();
    expect(await availability()).toMatchObject({ currentCount: event.capacity, isFull: true });
    clock.advance(HOLD_MS + 1000);
    expect(await availability()).toMatchObject({ currentCount: 0, isFull: false });
    // The registration form offers payment again rather than the waitlist.
    expect((await registerVia(h, 'next@example.com', PIZZA, answers)).status).toBe(402);
  });

  it('a full event still takes its waitlist', async () => {
    await fill();
    const w = await registerVia(h, 'waiter@example.com', PIZZA, answers);
    expect(w.status).toBe(201);
    expect(w.body.reservation).toMatchObject({ rsvpStatus: 'waitlisted', waitlistPosition: 1 });
    // An email at its hold limit may still wait for a place.
    await checkout('busy@example.com', '203.0.113.5', KONA);
    await checkout('busy@example.com', '203.0.113.5', SUNDAY);
    expect((await registerVia(h, 'busy@example.com', PIZZA, answers)).status).toBe(201);
  });
});
