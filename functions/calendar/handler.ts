/**
 * GET /calendar/{proxy+}: the calendar feeds, behind CloudFront like /img/* (locally, the same handler).
 * - `/calendar/{city}.ics`: the city's events; `/calendar/{city}/{type}.ics`: one event type there;
 *   `?lang=ja` gives titles, descriptions and venues in Japanese. Cached by CloudFront and apps
 *   for 15 minutes (public).
 * - `/calendar/me/{token}.ics`: a member's feed (functions/calendar/personal.ts), in the language of
 *   their emails; not stored by shared caches (private), revalidated by apps after 5 minutes.
 * Every answer carries an ETag of its body; a request with a matching If-None-Match gets 304.
 */
import { createHash } from 'node:crypto';
import { eventBySlug } from '../../content/events/index';
import { NotFound } from '../lib/errors';
import { header, httpHandler, type HttpEvent, type HttpResult } from '../lib/http';
import { ports } from '../lib/runtime';
import { isLang, type Lang } from '../lib/i18n/lang';
import { languageOf } from '../lib/mail/language';
import * as reservations from '../reservations/store';
import { currentWaitlistPosition } from '../reservations/store';
import { isCity, isEventType, personalFeed, publicFeed, type EventType, type HeldPlace } from './feeds';
import { memberOfToken } from './personal';

export const CALENDAR_NOT_FOUND = 'Calendar not found';
export const PUBLIC_CACHE_CONTROL = 'public, max-age=900';
export const PERSONAL_CACHE_CONTROL = 'private, max-age=300';

/** `"…"`: a strong validator of the body. */
const etagOf = (body: string) => `"${createHash('sha256').update(body, 'utf8').digest('base64url').slice(0, 32)}"`;

/** Whether If-None-Match names this ETag (a list, weak forms and `*` included). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((t) => {
    const tag = t.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}

function calendarResult(event: HttpEvent, body: string, filename: string, cacheControl: string): HttpResult {
  const etag = etagOf(body);
  const headers = {
    'content-type': 'text/calendar; charset=utf-8',
    'content-disposition': `inline; filename="${filename}"`,
    'cache-control': cacheControl,
    etag,
    'x-content-type-options': 'nosniff',
  };
  if (matches(header(event, 'if-none-match'), etag)) return { statusCode: 304, headers };
  return { statusCode: 200, headers, body };
}

export const handler = httpHandler(async (event: HttpEvent): Promise<HttpResult> => {
  const path = event.pathParameters?.proxy ?? '';
  const asked = event.queryStringParameters?.lang;
  const lang: Lang = asked && isLang(asked) ? asked : 'en';
  const p = await ports();
  const now = p.clock.now();

  const personal = /^me\/([A-Za-z0-9_-]{20,100})\.ics$/.exec(path);
  if (personal) {
    const email = await memberOfToken(p, personal[1]);
    if (!email) throw new NotFound(CALENDAR_NOT_FOUND);
    const held = (await reservations.allOfEmail(p, email)).filter((r) => r.status === 'confirmed' || r.status === 'waitlisted');
    const places: HeldPlace[] = await Promise.all(held.map(async (r) => ({ reservation: r, waitlistPosition: await currentWaitlistPosition(p, r) })));
    const body = personalFeed({ places, lang: asked && isLang(asked) ? asked : await languageOf(p, email), siteUrl: p.config.siteUrl, now, eventOf: eventBySlug });
    return calendarResult(event, body, 'fika-my-events.ics', PERSONAL_CACHE_CONTROL);
  }

  const open = /^([a-z]+)(?:\/([a-z-]+))?\.ics$/.exec(path);
  const city = open?.[1];
  const named = open?.[2];
  if (!city || !isCity(city)) throw new NotFound(CALENDAR_NOT_FOUND);
  let type: EventType | undefined;
  if (named !== undefined) {
    if (!isEventType(named)) throw new NotFound(CALENDAR_NOT_FOUND);
    type = named;
  }
  const body = publicFeed({ city, type, lang, siteUrl: p.config.siteUrl, now });
  return calendarResult(event, body, `fika-${city}${type ? `-${type}` : ''}.ics`, PUBLIC_CACHE_CONTROL);
});
