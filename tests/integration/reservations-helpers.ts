/** Shared by the reservations, signup and billing integration tests. */
import { eventBySlug, occurrenceKey, type EventListing } from '../../content/events/index';
import type { Harness } from '../support/integration';
import { cancelToken, cancelTokenHash, type Reservation, type ReservationFields } from '../../functions/reservations/model';
import { keys } from '../../functions/lib/keys';

/** Today in the tests: the catalogue's next occurrences are computed from this. */
export const NOW = '2026-11-22T09:00:00Z';

export function eventAt(slug: string, now = new Date(NOW)): { event: EventListing; occurrence: string } {
  const event = eventBySlug(slug);
  if (!event) throw new Error(`no event ${slug}`);
  const occurrence = occurrenceKey(event, now);
  if (!occurrence) throw new Error(`no occurrence for ${slug}`);
  return { event, occurrence };
}

/** Registers through POST /api/email-signup like the event page does (each from its own IP). */
export function registerVia(h: Harness, email: string, slug: string, answers?: Record<string, string>, i = 0) {
  return h.call(
    '/api/email-signup',
    { email, source: `event:${slug}`, metadata: { event_slug: slug, event_title: slug }, ...(answers ? { answers } : {}) },
    { ip: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` },
  );
}

export async function counter(h: Harness, slug: string, occurrence: string) {
  return (await h.ports.table.get(keys.eventCounter(slug, occurrence), { consistent: true })) ?? {};
}

export async function reservation(h: Harness, slug: string, occurrence: string, email: string) {
  return (await h.ports.table.get(keys.reservation(slug, occurrence, email), { consistent: true })) as Reservation | undefined;
}

export async function reservationsOf(h: Harness, slug: string, occurrence: string): Promise<Reservation[]> {
  const q = keys.occurrenceReservations(slug, occurrence);
  return (await h.ports.table.queryAll({
    keyCondition: 'pk = :pk AND begins_with(sk, :sk)',
    values: { ':pk': q.pk, ':sk': q.skPrefix },
    consistent: true,
  })) as Reservation[];
}

/** The token of the cancel link in the last confirmation-type mail to `email`. */
export function cancelTokenFrom(h: Harness, email: string): string {
  const mail = [...h.mail.to(email)].reverse().find((m) => /\/cancel-reservation\//.test(m.text));
  const token = /\/cancel-reservation\/([^\s]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no cancel link mailed to ${email}`);
  return decodeURIComponent(token);
}

/** A new place's fields as a registration writes them (made at NOW, not paid, no answers), with the cancel link's hash. */
export function placeFields(h: Harness, slug: string, occurrence: string, email: string, status: ReservationFields['status'], extra: Partial<ReservationFields> = {}): ReservationFields {
  const createdAt = new Date(NOW).toISOString();
  return {
    id: h.ports.ids.id('r'),
    email,
    eventSlug: slug,
    occurrence,
    status,
    subscriber: false,
    paid: false,
    answers: {},
    cancelTokenHash: cancelTokenHash(cancelToken(h.ports.secrets.signingSecret, { eventSlug: slug, occurrence, email, createdAt })),
    createdAt,
    ...extra,
  };
}
