/**
 * Every prerendered event page in web/dist (`npm run build:web`): its JSON-LD against Google's
 * required and recommended Event properties, and against what the same page shows a reader
 * (the date, the price, a cancellation).
 */
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { events, formatPrice } from '../../content/events/index';
import { longDateLabel } from '../../web/src/lib/event-display';
import { checkGoogleEvent, leftOutOnPurpose } from '../web/events/google-event';

const DIST = resolve(__dirname, '../../web/dist');

async function page(slug: string) {
  const html = await readFile(join(DIST, 'events', slug, 'index.html'), 'utf8');
  const ld = /<script type="application\/ld\+json" data-head>([\s\S]*?)<\/script>/.exec(html);
  const body = /<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';
  const text = body
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');
  return { data: ld ? (JSON.parse(ld[1]) as Record<string, any>) : null, text };
}

describe('structured data of every prerendered event page', () => {
  for (const e of events) {
    it(`${e.slug}: Google's required and recommended Event properties, agreeing with the page`, async () => {
      const { data, text } = await page(e.slug);
      expect(data).not.toBeNull();
      const { errors, missing } = checkGoogleEvent(data!);
      expect(errors).toEqual([]);
      expect(missing).toEqual(leftOutOnPurpose(e));

      // The date it states is a date the page shows (a cancelled event: the date it was scheduled for).
      const [y, m, d] = String(data!.startDate).slice(0, 10).split('-').map(Number);
      expect(text).toContain(longDateLabel({ year: y, month: m, day: d }));

      const cancelled = data!.eventStatus === 'https://schema.org/EventCancelled';
      expect(text.includes('This event has been cancelled.')).toBe(cancelled);

      const price = data!.offers.price as number | undefined;
      if (price === undefined) expect(text).toContain('Members only');
      else if (price === 0) expect(text).toMatch(/Price\s*Free/);
      else expect(text).toContain(formatPrice(Math.round(price * 100), data!.offers.priceCurrency));
      expect(data!.isAccessibleForFree).toBe(price === 0);
    });
  }
});
