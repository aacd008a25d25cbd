/** The Japanese overlays of the event catalogue, by event id: one file per data file of content/events/data. */
import type { EventTextOverlay } from '../text-overlay';
import { fukuokaEventsJa } from './fukuoka';
import { honoluluEventsJa } from './honolulu';
import { osakaEventsJa } from './osaka';
import { tokyoFikasJa } from './tokyo-fika';
import { tokyoOutingsJa } from './tokyo-outings';
import { tokyoWeeklyFikasJa } from './tokyo-weekly';

let overlays: Readonly<Record<string, EventTextOverlay>> | undefined;

/**
 * Every overlay, built on the first call: the files' texts are function bodies, which V8 compiles
 * only when called, so a function or page that never shows Japanese event text pays nothing for
 * them at start-up.
 */
export function jaOverlays(): Readonly<Record<string, EventTextOverlay>> {
  return (overlays ??= {
    ...tokyoFikasJa(),
    ...tokyoWeeklyFikasJa(),
    ...tokyoOutingsJa(),
    ...osakaEventsJa(),
    ...fukuokaEventsJa(),
    ...honoluluEventsJa(),
  });
}
