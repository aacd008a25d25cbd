/** The Japanese overlays of the event catalogue, by event id: one file per data file of content/events/data. */
import type { EventTextOverlay } from '../localize';
import { fukuokaEventsJa } from './fukuoka';
import { honoluluEventsJa } from './honolulu';
import { osakaEventsJa } from './osaka';
import { tokyoFikasJa } from './tokyo-fika';
import { tokyoOutingsJa } from './tokyo-outings';
import { tokyoWeeklyFikasJa } from './tokyo-weekly';

export const jaOverlays: Readonly<Record<string, EventTextOverlay>> = {
  ...tokyoFikasJa,
  ...tokyoWeeklyFikasJa,
  ...tokyoOutingsJa,
  ...osakaEventsJa,
  ...fukuokaEventsJa,
  ...honoluluEventsJa,
};
