/**
 * Hosts: an admin assigns a host's address to an event (every occurrence of it); the host signs in
 * with a one-time emailed link, as admins do, and gets a host sign-in session. The session names
 * only the address: which events it may open is read from the assignments on every call, so
 * removing an assignment takes effect at once. Admins open every event with their admin session.
 */
import { eventBySlug } from '../../content/events/index';
import { BadRequest, ConditionFailed, Forbidden, NotFound, Unauthorized } from '../lib/errors';
import * as figures from '../lib/figures';
import { decodeCursorOr400, encodeCursor } from '../lib/cursor';
import { keys, normEmail } from '../lib/keys';
import type { Ports } from '../lib/ports';
import { signInRequest } from '../lib/auth/rate-limit';
import { consumeLinkToken, createSession, issueLinkToken, readSession } from '../lib/auth/tokens';
import { sendMail } from '../lib/mail/door';
import { hostLinkEmail } from '../lib/mail/templates/sign-in';
import * as mailLanguage from '../lib/mail/language';
import { eventTitle } from '../../content/events/titles';
import { checkAdmin } from '../admin-auth/admin';
import { ADMIN_SESSION_TTL_SECONDS, DURATIONS, SIGN_IN_LINK_TTL_SECONDS } from '../../content/site/facts';

export const HOST_MESSAGES = {
  signInRequired: 'Host or admin sign-in required. Please sign in with the address the organisers assigned to this event.',
  notHost: 'This address is not a host of this event. Ask an admin to assign you to it.',
  linkSent: `If that address hosts this event, a sign-in link is on its way. It works once, for ${DURATIONS.signInLink.text}.`,
  badLink: 'This sign-in link is invalid, expired or already used. Please request a new one.',
  eventNotFound: 'Event not found',
} as const;

export interface HostAssignment {
  eventSlug: string;
  eventTitle: string;
  email: string;
  assignedBy: string;
  assignedAt: string;
}

const toAssignment = (i: Record<string, unknown>): HostAssignment => ({
  eventSlug: i.eventSlug as string,
  eventTitle: eventBySlug(i.eventSlug as string)?.title ?? (i.eventSlug as string),
  email: i.email as string,
  assignedBy: i.assignedBy as string,
  assignedAt: i.assignedAt as string,
});

export async function assignHost(p: Ports, input: { eventSlug: string; email: string }, by: string): Promise<HostAssignment> {
  if (!eventBySlug(input.eventSlug)) throw new NotFound(HOST_MESSAGES.eventNotFound);
  const email = normEmail(input.email);
  const item = {
    ...keys.hostAssignment(input.eventSlug, email),
    ...keys.hostedBy(email, input.eventSlug),
    ...keys.hostAssignmentsAll(input.eventSlug, email),
    type: 'HostAssignment',
    eventSlug: input.eventSlug,
    email,
    assignedBy: by,
    assignedAt: p.clock.now().toISOString(),
  };
  // A new assignment is counted with it; assigning again rewrites it (who, when) and counts nothing.
  try {
    await p.table.transact([{ put: item, condition: 'attribute_not_exists(pk)' }, figures.addOp('hosts', { [figures.HOST_ASSIGNMENTS]: 1 })]);
  } catch (e) {
    if (!(e instanceof ConditionFailed)) throw e;
    await p.table.put(item, { condition: 'attribute_exists(pk)' }).catch((err) => (err instanceof ConditionFailed ? assignHost(p, input, by) : Promise.reject(err)));
  }
  return toAssignment(item);
}

export async function removeHost(p: Ports, input: { eventSlug: string; email: string }): Promise<boolean> {
  // The delete and its count are one transaction, IF the assignment is there (a concurrent remove: false).
  try {
    await p.table.transact([{ delete: keys.hostAssignment(input.eventSlug, input.email), condition: 'attribute_exists(pk)' }, figures.addOp('hosts', { [figures.HOST_ASSIGNMENTS]: -1 })]);
    return true;
  } catch (e) {
    if (e instanceof ConditionFailed) return false;
    throw e;
  }
}

/** A page of the hosts list. */
export const HOSTS_PAGE = 50;

const hostsCursor = () => ({ pk: true as const, sk: true as const, gsi2pk: keys.hostAssignmentsAll('', '').gsi2pk, gsi2sk: true as const });

/**
 * One page of the host assignments (by event, then address) from their gsi2 partition and an opaque
 * cursor (functions/lib/cursor.ts: 400 on a bad one): HOSTS_PAGE items and the counter, whatever the
 * number of assignments. The total is the `hosts` counter, moved with every assignment and removal.
 */
export async function listHosts(p: Pick<Ports, 'table'>, cursor?: string | null): Promise<{ rows: HostAssignment[]; total: number; next: string | null }> {
  const [page, counted] = await Promise.all([
    p.table.query({ index: 'gsi2', keyCondition: 'gsi2pk = :pk', values: { ':pk': keys.hostAssignmentsAll('', '').gsi2pk }, limit: HOSTS_PAGE, startKey: decodeCursorOr400(cursor, hostsCursor()) }),
    figures.read(p, 'hosts'),
  ]);
  return { rows: page.items.map(toAssignment), total: figures.valueOf(counted, figures.HOST_ASSIGNMENTS), next: encodeCursor(page.lastKey) };
}

/** Every host assignment, counted over all of them (the recount behind the `hosts` counter). */
export const hostAssignmentCount = (p: Pick<Ports, 'table'>): Promise<number> =>
  p.table.count({ index: 'gsi2', keyCondition: 'gsi2pk = :pk', values: { ':pk': keys.hostAssignmentsAll('', '').gsi2pk } });

export async function isHostOf(p: Pick<Ports, 'table'>, email: string, slug: string): Promise<boolean> {
  return Boolean(await p.table.get(keys.hostAssignment(slug, email), { consistent: true }));
}

/** The door kit's own address: `/host/<event>/<date>` (under /ja for a Japanese reader). */
export const doorPath = (slug: string, occurrence: string, lang: 'en' | 'ja' = 'en') => `${lang === 'ja' ? '/ja' : ''}/host/${encodeURIComponent(slug)}/${occurrence}`;

/** Mails a one-time link to the door kit of this occurrence when the address hosts the event; the answer is the same either way. */
export async function requestHostLink(p: Ports, input: { email: string; eventSlug: string; occurrence: string; lang?: 'en' | 'ja' }, ip: string): Promise<void> {
  const event = eventBySlug(input.eventSlug);
  if (!event) throw new NotFound(HOST_MESSAGES.eventNotFound);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(input.occurrence)) throw new BadRequest('occurrence must be a date (YYYY-MM-DD)');
  const host = await isHostOf(p, input.email, event.slug);
  if (!(await signInRequest(p, 'link', input.email, ip))) return;
  if (!host) return;
  const { token } = await issueLinkToken(p, { purpose: 'host-login', email: input.email, ttlSeconds: SIGN_IN_LINK_TTL_SECONDS });
  const url = `${p.config.siteUrl}${doorPath(event.slug, input.occurrence, input.lang)}?token=${encodeURIComponent(token)}`;
  // The host's language: the one stored for the address (the page they asked from, if none yet).
  await mailLanguage.remember(p, input.email, input.lang);
  await sendMail(p, { to: input.email, content: (lang) => hostLinkEmail(url, eventTitle(event, lang), lang), category: 'transactional', kind: 'host-login' });
}

export async function verifyHostLink(p: Ports, token: unknown): Promise<{ token: string; email: string; expiresAt: string }> {
  let email: string;
  try {
    ({ email } = await consumeLinkToken(p, token, 'host-login'));
  } catch {
    throw new Unauthorized(HOST_MESSAGES.badLink);
  }
  const session = await createSession(p, { kind: 'host', email, ttlSeconds: ADMIN_SESSION_TTL_SECONDS });
  return { token: session.token, email, expiresAt: session.expiresAt.toISOString() };
}

export interface DoorUser {
  email: string;
  role: 'admin' | 'host';
}

/**
 * Who may open the door kit of an event: an admin (admin sign-in session), or a host signed in
 * with a host session whose address is assigned to this event. No session: 401; a host of other
 * events: 403.
 */
export async function requireDoorAccess(p: Ports, authorization: string | undefined, slug: string): Promise<DoorUser> {
  const admin = await checkAdmin(p, authorization);
  if (admin) return { email: admin.email, role: 'admin' };
  const bearer = /^Bearer\s+(.+)$/i.exec(authorization ?? '')?.[1];
  const r = bearer ? await readSession(p, bearer, 'host') : { status: 'missing' as const };
  if (r.status !== 'ok') throw new Unauthorized(HOST_MESSAGES.signInRequired);
  if (!(await isHostOf(p, r.session.email, slug))) throw new Forbidden(HOST_MESSAGES.notHost);
  return { email: r.session.email, role: 'host' };
}
