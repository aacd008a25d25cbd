/** POST /api/subscription-management verify_event_payment: what became of this event's Checkout. */
import { api, type ApiOutput } from '../../../lib/api';

export type EventPayment = ApiOutput<'subscription', 'verify_event_payment'>['payment'];

/** The server's answer; null when the session is not a payment for this event (or the check failed). */
export async function verifyEventPayment(sessionId: string, eventSlug: string): Promise<EventPayment | null> {
  try {
    const r = await api.subscription.verify_event_payment({ sessionId, eventSlug }, { attempts: 2 });
    return r.success && r.data ? r.data.payment : null;
  } catch {
    return null;
  }
}
