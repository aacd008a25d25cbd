/**
 * The numbers an organiser asks for (get_figures of the events console): per date of a month and
 * for the month, places taken, check-ins, attendance (checked in ÷ confirmed), no-shows and the
 * money kept per currency (payments minus refunds). Each number is read from an item written with
 * the change it counts: the date's counter (places) and its figures item (check-ins, no-shows,
 * money; reservations/store.ts figuresOp). One query of the catalogue partition (the events, a few
 * dozen) and one batch read of two items per date of the month: nothing grows with the members.
 * A date shows when anything was stored for it, or when it is still to come on the site; a weekly
 * listing's dates before anyone registered, and a draft's dates, are not listed.
 */
import { formatIsoDate, daysInMonth } from '../../content/events/calendar';
import { isCancelledDate, isDateOf, type EventListing } from '../../content/events/index';
import type { Ports } from '../lib/ports';
import { listRecords } from '../lib/event-store';
import * as reservations from '../reservations/store';
import { readCounter } from '../reservations/model';
import { occurrenceEnd } from '../../domain/reservations/time';

export interface DateFigures {
  slug: string;
  title: string;
  city: string;
  date: string;
  cancelled: boolean;
  ended: boolean;
  capacity: number;
  placesTaken: number;
  confirmed: number;
  checkedIn: number;
  attendance: number | null;
  noShows: number;
  currency: string;
  paidCents: number;
  refundedCents: number;
  keptCents: number;
}

export interface Money {
  currency: string;
  paidCents: number;
  refundedCents: number;
  keptCents: number;
}

export interface MonthFigures {
  month: string;
  dates: DateFigures[];
  totals: { dates: number; placesTaken: number; confirmed: number; checkedIn: number; attendance: number | null; noShows: number; money: Money[] };
}

/** Checked in ÷ confirmed, to 3 decimals; null when nobody is confirmed. */
const ratio = (checkedIn: number, confirmed: number): number | null => (confirmed > 0 ? Math.round((checkedIn / confirmed) * 1000) / 1000 : null);

/** The dates (YYYY-MM-DD) of `listing` in `month` (YYYY-MM), cancelled ones included. */
export function datesInMonth(listing: EventListing, month: string): string[] {
  const [year, m] = month.split('-').map(Number);
  const out: string[] = [];
  for (let day = 1; day <= daysInMonth(year, m); day++) {
    const date = formatIsoDate({ year, month: m, day });
    if (isDateOf(listing, date)) out.push(date);
  }
  return out;
}

/** get_figures: every event's dates in `month` with something stored for them, and the published events' coming ones. */
export async function monthFigures(p: Pick<Ports, 'table' | 'clock'>, month: string): Promise<MonthFigures> {
  const records = await listRecords(p);
  const now = p.clock.now().getTime();
  const candidates = records.flatMap((r) => datesInMonth(r.listing, month).map((date) => ({ listing: r.listing, published: r.status === 'published', date })));
  const refs = candidates.map((w) => ({ slug: w.listing.slug, occurrence: w.date }));
  const [counterList, figureList] = await Promise.all([reservations.counterItems(p, refs), reservations.figuresOf(p, refs)]);
  // A date shows when something happened on it (a registration, a check-in, money), or when it is still to come on the site.
  const kept = candidates
    .map((c, i) => ({ ...c, counter: counterList[i], figures: figureList[i] }))
    .filter((c) => c.counter !== undefined || c.figures.stored || (c.published && occurrenceEnd(c.listing, c.date).getTime() > now));
  const dates: DateFigures[] = kept.map(({ listing, date, counter, figures: f }) => {
    const c = readCounter(counter, listing.capacity);
    return {
      slug: listing.slug,
      title: listing.title,
      city: listing.city,
      date,
      cancelled: c.cancelled || isCancelledDate(listing, date),
      ended: occurrenceEnd(listing, date).getTime() <= now,
      capacity: c.capacity,
      placesTaken: c.confirmed + c.held,
      confirmed: c.confirmed,
      checkedIn: f.checkedIn,
      attendance: ratio(f.checkedIn, c.confirmed),
      noShows: f.noShows,
      currency: f.currency ?? listing.currency,
      paidCents: f.paidCents,
      refundedCents: f.refundedCents,
      keptCents: f.paidCents - f.refundedCents,
    };
  });
  dates.sort((a, b) => a.date.localeCompare(b.date) || a.slug.localeCompare(b.slug));
  const sum = (k: 'placesTaken' | 'confirmed' | 'checkedIn' | 'noShows') => dates.reduce((n, d) => n + d[k], 0);
  const money = new Map<string, Money>();
  for (const d of dates) {
    if (!d.paidCents && !d.refundedCents) continue;
    const m = money.get(d.currency) ?? { currency: d.currency, paidCents: 0, refundedCents: 0, keptCents: 0 };
    m.paidCents += d.paidCents;
    m.refundedCents += d.refundedCents;
    m.keptCents += d.keptCents;
    money.set(d.currency, m);
  }
  return {
    month,
    dates,
    totals: {
      dates: dates.length,
      placesTaken: sum('placesTaken'),
      confirmed: sum('confirmed'),
      checkedIn: sum('checkedIn'),
      attendance: ratio(sum('checkedIn'), sum('confirmed')),
      noShows: sum('noShows'),
      money: [...money.values()].sort((a, b) => a.currency.localeCompare(b.currency)),
    },
  };
}
