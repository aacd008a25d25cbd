/**
 * The raw catalogue, in display order. Validated once by index.ts at module load; import `events`
 * from './index' rather than this file.
 */
import type { EventListingInput } from './schema';
import { fukuokaEvents } from './data/fukuoka';
import { honoluluEvents } from './data/honolulu';
import { osakaEvents } from './data/osaka';
import { tokyoFikas } from './data/tokyo-fika';
import { tokyoOutings } from './data/tokyo-outings';
import { tokyoWeeklyFikas } from './data/tokyo-weekly';

export const rawEvents: readonly EventListingInput[] = [
  ...tokyoFikas,
  ...tokyoWeeklyFikas,
  ...tokyoOutings,
  ...osakaEvents,
  ...fukuokaEvents,
  ...honoluluEvents,
];
