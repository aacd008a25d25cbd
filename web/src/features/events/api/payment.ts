/** POST /api/subscription-management verify_event_payment: what became of this event's Checkout. */
import { callAction } from '../../../lib/api-client';

export type EventPayment = 'confirmed' | 'refunded' | 'processing' | 'unpaid';

/** The server's answer; null when the session is not a payment for this event (or the check failed). */
export async function verifyEventPayment(sessionId: string, eventSlug: string): Promise<EventPayment | null> {
  try {
    const r = await callAction<{ payment: EventPayment }>('subscription-management', 'verify_event_payment', { sessionId, eventSlug }, { attempts: 2 });
    return r.success && r.data ? r.data.payment : null;
  } catch {
    return null;
  }
}
