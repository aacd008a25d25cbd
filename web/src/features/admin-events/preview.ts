/**
 * The preview's page data from the unsaved form: the facts the form would send, completed and
 * derived by the same module the server uses (content/events/facts.ts `completeEvent`), then made
 * into an event page's data the way the build makes every event page (events/page-data.ts).
 */
import { DEFAULT_CAPACITY } from '@/content/events/constants';
import { completeEvent, scheduleAnchor, timeTexts } from '@/content/events/facts';
import { overlayEvent } from '@/content/events/localize';
import type { Locale } from '@/content/site/locales';
import type { EventPageData } from '../events/event-data';
import { factsIn, pageDataOf } from '../events/page-data';
import { isIsoDate, toSubmission, type EventForm, type FormBase } from './form-state';

export type Preview = { page: EventPageData } | { problem: string };

export function previewPage(form: EventForm, base: FormBase | undefined, now: Date, locale: Locale): Preview {
  const { event } = toSubmission(form, base);
  if (!timeTexts(event.startTime, event.durationMinutes ?? Number.NaN)) {
    return { problem: 'Give a start time and a length that ends on the same day, and the preview appears here.' };
  }
  const input = { ...event, slug: event.slug || 'new-event', capacity: event.capacity ?? DEFAULT_CAPACITY };
  if (input.schedule) {
    if (!isIsoDate(scheduleAnchor(input.schedule))) {
      // No date yet: the page says "to be announced".
      delete input.schedule;
      input.next = 'To be announced';
    } else if (input.schedule.kind !== 'once') {
      input.schedule = { ...input.schedule, skip: input.schedule.skip.filter(isIsoDate) };
    }
  }
  const { listing, ja } = completeEvent(input, now);
  const shown = locale === 'ja' ? factsIn(overlayEvent(listing, ja), 'ja') : listing;
  return { page: pageDataOf(shown, locale, [], true, listing) };
}
