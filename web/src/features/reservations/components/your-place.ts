/**
 * The event page's "You're going": whether this visitor already has a place on the event's date,
 * as the server says it (the browser never decides). A signed-in member asks get_my_reservation
 * with their session; any other browser asks get_reservation with the token of a reservation it
 * opened (the confirmation email's link: the reservation page remembers it, in functional storage,
 * by event). Nothing is shown until the server answered, and a token the server refuses, or a
 * place since cancelled, is forgotten.
 */
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api';
import { storedItem } from '../../../lib/browser-storage';

export interface YourPlace {
  status: 'confirmed' | 'waitlisted' | 'pending_payment';
  waitlistPosition: number | null;
  /** A payment hold: until when, in the page's language (members only; null otherwise). */
  holdUntilText: string | null;
  dateText: string;
  occurrence: string;
  /** The reservation page's token: /cancel-reservation/<token>. */
  token: string;
}

/** At most this many reservation links are remembered (the newest ones). */
const KEPT = 20;

function stored(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(storedItem('myReservations').get() ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

function save(all: Record<string, string>): void {
  const entries = Object.entries(all).filter(([, v]) => typeof v === 'string').slice(-KEPT);
  if (entries.length) storedItem('myReservations').set(JSON.stringify(Object.fromEntries(entries)));
  else storedItem('myReservations').remove();
}

/** Remembers the reservation link opened for an event (the reservation page calls it). */
export function rememberReservation(slug: string, token: string): void {
  const all = stored();
  delete all[slug];
  save({ ...all, [slug]: token });
}

export function forgetReservation(slug: string): void {
  const all = stored();
  if (!(slug in all)) return;
  delete all[slug];
  save(all);
}

/** Today in the browser (YYYY-MM-DD): a remembered place before it is over, whatever it was. */
const today = () => new Date().toISOString().slice(0, 10);

/**
 * The visitor's place on the event, once the server has answered (null while unknown or none).
 * `memberToken`: the signed-in member's session, when there is one.
 */
export function useYourPlace(slug: string, memberToken: string | undefined, memberLoading: boolean): YourPlace | null {
  const [place, setPlace] = useState<YourPlace | null>(null);
  useEffect(() => {
    if (memberLoading) return;
    let live = true;
    setPlace(null);
    void (async () => {
      try {
        if (memberToken) {
          const r = await api.member.get_my_reservation({ token: memberToken, eventSlug: slug });
          const mine = r.success ? r.data?.reservation : null;
          if (live && mine && mine.status !== 'cancelled') setPlace({ status: mine.status, waitlistPosition: mine.waitlistPosition, holdUntilText: mine.holdUntilText, dateText: mine.dateText, occurrence: mine.occurrence, token: mine.token });
          if (mine) return;
        }
        const token = stored()[slug];
        if (!token) return;
        const r = await api.reservations.get_reservation({ token });
        if (!r.success || !r.data) {
          // A link the server no longer knows (a 4xx) is forgotten; a failure to answer is not.
          if (r.status >= 400 && r.status < 500) forgetReservation(slug);
          return;
        }
        const v = r.data;
        if (v.status === 'cancelled' || v.occurrence < today()) {
          forgetReservation(slug);
          return;
        }
        if (live) setPlace({ status: v.status, waitlistPosition: v.waitlistPosition, holdUntilText: null, dateText: v.dateText, occurrence: v.occurrence, token });
      } catch {
        // No answer: the page keeps its reserve button (the server decides at registration anyway).
      }
    })();
    return () => {
      live = false;
    };
  }, [slug, memberToken, memberLoading]);
  return place;
}
