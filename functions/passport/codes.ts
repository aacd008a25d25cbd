/** The host/admin screen: today's and upcoming occurrences with their check-in codes and QR codes. */
import type { Ports } from '../lib/ports';
import { attendeeCount } from './attendance';
import { isOpen, occurrencesAround, openOccurrences } from '../../domain/passport/occurrences';
import { checkinCode, checkinUrl } from './checkin-codes';

export const CODES_DAYS_AHEAD = 7;

export async function checkinCodes(p: Ports) {
  const now = p.clock.now();
  const seen = new Set<string>();
  const list = [...openOccurrences(now), ...occurrencesAround(now, 0, CODES_DAYS_AHEAD)].filter((o) => {
    const id = `${o.event.slug}|${o.occurrence}`;
    if (seen.has(id) || o.closesAt < now) return false;
    seen.add(id);
    return true;
  });
  return Promise.all(
    list.map(async (o) => {
      const code = checkinCode(p.secrets.signingSecret, o.event.slug, o.occurrence);
      const url = checkinUrl(p.config.siteUrl, o.event.slug, code);
      // qrcode (and pngjs) load only for this admin screen, not at every passport cold start.
      const QRCode = (await import('qrcode')).default;
      const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
      return {
        eventSlug: o.event.slug,
        title: o.event.title,
        city: o.event.cityDisplay,
        location: o.event.location,
        occurrence: o.occurrence,
        startsAt: o.startsAt.toISOString(),
        endsAt: o.endsAt.toISOString(),
        opensAt: o.opensAt.toISOString(),
        closesAt: o.closesAt.toISOString(),
        timezone: o.event.timezone,
        open: isOpen(o, now),
        code,
        checkinUrl: url,
        qrSvgDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`,
        checkedIn: await attendeeCount(p, o.event.slug, o.occurrence),
      };
    }),
  );
}

/** Public list for the /checkin picker: what is open now (never the codes). */
export function checkinEvents(p: Pick<Ports, 'clock'>) {
  const now = p.clock.now();
  return openOccurrences(now).map((o) => ({
    eventSlug: o.event.slug,
    title: o.event.title,
    city: o.event.cityDisplay,
    location: o.event.location,
    occurrence: o.occurrence,
    startsAt: o.startsAt.toISOString(),
    endsAt: o.endsAt.toISOString(),
    closesAt: o.closesAt.toISOString(),
    timezone: o.event.timezone,
    iconValue: o.event.iconValue,
  }));
}
