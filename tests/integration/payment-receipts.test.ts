/**
 * Receipts only for money kept: a paid Checkout whose money we keep gets a receipt; one we refund
 * (the event filled while the payment was on its way) gets the refund mail and nothing else, however
 * often billing-activation runs.
 */
import { describe, it, expect, beforeAll } from 'vitest';
import { setupIntegration, type Harness } from '../support/integration';
import { fixedClock } from '../../functions/lib/adapters/system';
import { eventReminders } from '../../functions/jobs/reservations';
import { activateCheckout } from '../../functions/billing/activation';
import type { Detail } from '../../events/catalogue';
import { NOW, counter, eventAt, reservation } from './reservations-helpers';
import { payAndDeliver } from './billing-helpers';

const SM = '/api/subscription-management';
const PIZZA = 'shimokitazawa-pizza-night';

describe('receipts only for money kept', () => {
  let h: Harness;
  let refunded = '';
  const clock = fixedClock(NOW);
  const { event, occurrence } = eventAt(PIZZA);
  const answers = { 'pizza-preference': 'Margherita' };
  const checkout = async (email: string, ip?: string) => {
    const r = await h.call(SM, { action: 'create_event_checkout_session', data: { email, priceCents: 75000, currency: 'JPY', eventMetadata: { eventSlug: PIZZA, answers } } }, { ip });
    expect(r.status).toBe(200);
    return r.body.data.session_id as string;
  };
  const completedFor = (sessionId: string) =>
    h.bus.published.find((e) => e['detail-type'] === 'stripe.checkout.completed' && (e.detail as Detail<'stripe.checkout.completed'>).sessionId === sessionId)!
      .detail as Detail<'stripe.checkout.completed'>;

  beforeAll(async () => {
    h = await setupIntegration({ clock });
  });

  it('a payment for a held place gets its confirmation and exactly one receipt', async () => {
    const session = await checkout('kept@example.com');
    await h.bus.drain();
    const before = h.mail.to('kept@example.com').length;
    await payAndDeliver(h, session);
    const subjects = h.mail.to('kept@example.com').slice(before).map((m) => m.subject).sort();
    expect(subjects).toEqual([`Receipt: ${event.title} (${occurrence})`, `You're confirmed: ${event.title}`]);
    const receipt = h.mail.to('kept@example.com').find((m) => m.subject.startsWith('Receipt:'))!;
    expect(receipt.text).toContain('¥750');
    // The reference the event page's banner shows: the session id's last 10 characters (paymentReference).
    expect(receipt.text).toContain(`Reference: ${session.slice(-10)}`);
  });

  it('a payment that arrives when the event is full yields exactly one mail, the refund, and no receipt', async () => {
    refunded = await checkout('unlucky@example.com');
    const session = refunded;
    clock.advance(40 * 60_000);
    await eventReminders(h.ports);
    const left = event.capacity - (await counter(h, PIZZA, occurrence)).confirmed;
    for (let i = 0; i < left; i++) await checkout(`filler${i}@example.com`, `10.40.0.${i + 1}`); // each buyer on their own connection
    await h.bus.drain();
    const before = h.mail.to('unlucky@example.com').length;

    await payAndDeliver(h, session);
    const mails = h.mail.to('unlucky@example.com').slice(before);
    expect(mails.map((m) => m.subject)).toEqual([`Refund: ${event.title}`]);
    expect(mails[0].text).toContain('¥750');
    expect(mails[0].text).toContain('the event is now full');
    expect(await reservation(h, PIZZA, occurrence, 'unlucky@example.com')).toMatchObject({ status: 'cancelled', lastRefundReason: 'event_full' });
  });

  it('a refunded payment stays refunded when billing-activation runs again after a place opened: no place, no receipt, no second mail', async () => {
    // The fillers' holds run out: places are free again.
    clock.advance(40 * 60_000);
    await eventReminders(h.ports);
    await h.bus.drain();
    const freeBefore = await counter(h, PIZZA, occurrence);
    const before = h.mail.to('unlucky@example.com').length;

    // A retried consumer (at-least-once delivery) runs the same completed Checkout again.
    await activateCheckout(h.ports, completedFor(refunded));
    await h.bus.drain();
    expect(await reservation(h, PIZZA, occurrence, 'unlucky@example.com')).toMatchObject({ status: 'cancelled' });
    expect((await counter(h, PIZZA, occurrence)).confirmed).toBe(freeBefore.confirmed);
    expect(h.mail.to('unlucky@example.com').slice(before)).toEqual([]);
  });

  it('a second paid Checkout for a place already paid is refunded with its own refund mail and no receipt', async () => {
    const first = await checkout('double@example.com');
    // A second tab, late in the first Checkout's life (under 10 minutes left: a new Checkout for the same held place).
    clock.advance(22 * 60_000);
    const second = await checkout('double@example.com');
    expect(second).not.toBe(first);
    await payAndDeliver(h, first);
    const before = h.mail.to('double@example.com').length;
    await payAndDeliver(h, second);
    const mails = h.mail.to('double@example.com').slice(before);
    expect(mails.map((m) => m.subject)).toEqual([`Refund: ${event.title}`]);
    expect(mails[0].text).toContain('You already have a confirmed place');
    expect(mails[0].text).not.toContain('the event is now full');
    expect(h.mail.to('double@example.com').filter((m) => m.subject.startsWith('Receipt:'))).toHaveLength(1);
    expect(await reservation(h, PIZZA, occurrence, 'double@example.com')).toMatchObject({ status: 'confirmed', paid: true, lastRefundReason: 'already_registered' });
  });

  it('a kept payment processed twice still gets one receipt', async () => {
    const session = await checkout('twice@example.com');
    await payAndDeliver(h, session);
    const before = h.mail.to('twice@example.com').length;
    await activateCheckout(h.ports, completedFor(session));
    await h.bus.drain();
    expect(h.mail.to('twice@example.com').slice(before)).toEqual([]);
    expect(h.mail.to('twice@example.com').filter((m) => m.subject.startsWith('Receipt:'))).toHaveLength(1);
  });
});
