/**
 * Event dates and times as people read them: always in the venue's own time zone, in the reader's
 * language. English: "Saturday, December 12, 2026", "2:00 PM – 4:00 PM Tokyo time". Japanese:
 * "2026年12月12日(土)", "14:00〜16:00（日本時間）" (Honolulu venues: "（ハワイ時間）").
 */
import type { EventListing } from '../../content/events/index';
import type { Lang } from '../lib/i18n/lang';
import { occurrenceEnd, occurrenceStart } from '../../domain/reservations/time';

const fmt = (timeZone: string, o: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', { timeZone, ...o });

/** The parts of an instant on the venue's wall clock, for the Japanese forms. */
function wall(timeZone: string, instant: Date) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('ja-JP', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric', weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(instant)
      .map((x) => [x.type, x.value]),
  );
  return { date: `${parts.year}年${parts.month}月${parts.day}日(${parts.weekday})`, monthDay: `${parts.month}月${parts.day}日(${parts.weekday})`, time: `${parts.hour}:${parts.minute}` };
}

/** "（日本時間）" or "（ハワイ時間）": the venue's zone, named as a Japanese reader knows it. */
export const zoneLabelJa = (event: EventListing) => (event.timezone === 'Pacific/Honolulu' ? '（ハワイ時間）' : '（日本時間）');

/** "Saturday, December 12, 2026" · "2026年12月12日(土)" */
export function formatEventDate(event: EventListing, occurrence: string, lang: Lang = 'en'): string {
  if (lang === 'ja') return wall(event.timezone, occurrenceStart(event, occurrence)).date;
  return fmt(event.timezone, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }).format(occurrenceStart(event, occurrence));
}

/** "Friday, December 11": the day an instant falls on in the venue's zone. · "12月11日(金)" */
export function formatDay(event: EventListing, instant: Date, lang: Lang = 'en'): string {
  if (lang === 'ja') return wall(event.timezone, instant).monthDay;
  return fmt(event.timezone, { weekday: 'long', month: 'long', day: 'numeric' }).format(instant);
}

/** "2:00 PM – 4:00 PM Tokyo time" · "14:00〜16:00（日本時間）" */
export function formatEventTime(event: EventListing, occurrence: string, lang: Lang = 'en'): string {
  if (lang === 'ja') return `${wall(event.timezone, occurrenceStart(event, occurrence)).time}〜${wall(event.timezone, occurrenceEnd(event, occurrence)).time}${zoneLabelJa(event)}`;
  const t = fmt(event.timezone, { hour: 'numeric', minute: '2-digit' });
  return `${t.format(occurrenceStart(event, occurrence))} – ${t.format(occurrenceEnd(event, occurrence))} ${event.cityDisplay} time`;
}

/** "Wednesday, January 20, 7:00 PM Tokyo time" (deadlines, hold expiry) · "1月20日(水) 19:00（日本時間）" */
export function formatInstant(event: EventListing, instant: Date, lang: Lang = 'en'): string {
  if (lang === 'ja') {
    const w = wall(event.timezone, instant);
    return `${w.monthDay} ${w.time}${zoneLabelJa(event)}`;
  }
  return `${fmt(event.timezone, { weekday: 'long', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(instant)} ${event.cityDisplay} time`;
}

/** The paragraphs of a plain-text message someone wrote: a blank line between two of them. */
export const paragraphs = (body: string): string[] => body.split(/\r?\n\s*\r?\n/).map((x) => x.trim()).filter(Boolean);
