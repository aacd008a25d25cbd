/**
 * A member's personal calendar feed: one secret URL per member, `/calendar/me/<token>.ics`.
 *
 * The token is an HMAC (the signing secret) of the member's address and a random feed id stored
 * with the member, so the dashboard can show the same URL again without the table ever holding
 * the token itself; the table holds its SHA-256 as the lookup key. Revoking deletes both items:
 * the old URL answers 404 from then on, and the next request for the feed makes a new id, so a
 * new URL. Signing out does not revoke it (a calendar app is not a session).
 */
import { keys, normEmail } from '../lib/keys';
import type { Ports } from '../lib/ports';
import { cleanToken, sha256, sign, verifySignature } from '../lib/auth/crypto';
import { ConditionFailed } from '../lib/errors';
import { subscribeUrls } from '../../content/events/ics';

type P = Pick<Ports, 'table' | 'secrets' | 'ids' | 'clock' | 'config'>;

/** The path of a personal feed (behind the site's origin, like the public feeds). */
export const personalFeedPath = (token: string) => `/calendar/me/${token}.ics`;

const payload = (email: string, feedId: string) => `calendar-feed|${normEmail(email)}|${feedId}`;
const tokenOf = (p: Pick<Ports, 'secrets'>, email: string, feedId: string) => sign(p.secrets.signingSecret, payload(email, feedId));

export type FeedUrls = ReturnType<typeof subscribeUrls> & { createdAt: string };

/** The member's feed, made on first request. */
export async function feedOf(p: P, email: string): Promise<FeedUrls> {
  const member = normEmail(email);
  let item = await p.table.get(keys.calendarFeedOf(member), { consistent: true });
  if (!item) {
    const feedId = p.ids.token();
    const createdAt = p.clock.now().toISOString();
    const token = tokenOf(p, member, feedId);
    // The lookup first: a member item never points at a URL that does not answer.
    await p.table.put({ ...keys.calendarFeed(sha256(token)), type: 'CalendarFeed', email: member, createdAt });
    try {
      await p.table.put({ ...keys.calendarFeedOf(member), type: 'CalendarFeedOf', email: member, feedId, createdAt }, { condition: 'attribute_not_exists(pk)' });
      item = { feedId, createdAt };
    } catch (e) {
      if (!(e instanceof ConditionFailed)) throw e;
      // Another request made the feed at the same moment: keep theirs, drop ours.
      await p.table.delete(keys.calendarFeed(sha256(token)));
      item = await p.table.get(keys.calendarFeedOf(member), { consistent: true });
      if (!item) throw new Error('calendar feed vanished while being made');
    }
  }
  const token = tokenOf(p, member, item.feedId as string);
  return { ...subscribeUrls(`${p.config.siteUrl}${personalFeedPath(token)}`), createdAt: item.createdAt as string };
}

/** Revokes the member's feed URL; answers whether there was one. */
export async function revokeFeed(p: P, email: string): Promise<boolean> {
  const member = normEmail(email);
  const item = await p.table.get(keys.calendarFeedOf(member), { consistent: true });
  if (!item) return false;
  await p.table.delete(keys.calendarFeed(sha256(tokenOf(p, member, item.feedId as string))));
  await p.table.delete(keys.calendarFeedOf(member));
  return true;
}

/** The member a feed token belongs to, or undefined for a token that is unknown or revoked. */
export async function memberOfToken(p: Pick<Ports, 'table' | 'secrets'>, raw: string): Promise<string | undefined> {
  const token = cleanToken(raw);
  if (!token) return undefined;
  const lookup = await p.table.get(keys.calendarFeed(sha256(token)));
  if (!lookup) return undefined;
  const email = lookup.email as string;
  // The member's current feed must still be this one (a revoke deletes the lookup too; this also
  // refuses a lookup left behind by an interrupted revoke).
  const current = await p.table.get(keys.calendarFeedOf(email));
  return current && verifySignature(p.secrets.signingSecret, payload(email, current.feedId as string), token) ? email : undefined;
}
