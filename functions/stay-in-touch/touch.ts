/**
 * "Stay in touch" (docs/stay-in-touch.md): after a date, each person who checked in at it gets one
 * invitation by email with a signed link to their page; there they give the first name the others
 * will see, tick whom among the date's other opted-in attendees they would share their address
 * with, and see the address of each person who chose them back. Only mutual choices reveal an
 * address; only attendees have an item, so only they have a page or appear on a list; choices
 * can change until the deadline, 30 days after the date's end, when the page closes.
 */
import { eventBySlug } from '../../content/events/index';
import { localizeEvent } from '../../content/events/localize';
import { sign, verifySignature, cleanToken } from '../lib/auth/crypto';
import { BadRequest, HttpError, NotFound } from '../lib/errors';
import type { Lang } from '../lib/i18n/lang';
import { normEmail } from '../lib/keys';
import { log } from '../lib/log';
import type { Item, Ports, TransactOp } from '../lib/ports';
import { sendMail } from '../lib/mail/door';
import { formatEventDate, formatInstant } from '../reservations/format';
import * as touches from './store';
import { invitationEmail } from './email';
import { randomUUID } from 'node:crypto';
import { ConditionFailed } from '../lib/errors';
import * as passports from '../passport/store';
import { occurrencesAround } from '../../domain/passport/occurrences';
import { TOUCH_MESSAGES, TOUCH_OPEN_DAYS, FIRST_NAME_MAX } from '../../domain/stay-in-touch/messages';

export { TOUCH_MESSAGES, TOUCH_OPEN_DAYS };

const invalid = () => new NotFound(TOUCH_MESSAGES.invalid, { code: 'TOUCH_LINK_INVALID' });
const closed = () => new HttpError(410, TOUCH_MESSAGES.closed, { code: 'TOUCH_CLOSED' });

// ---------- the link ----------

export interface TouchTarget {
  slug: string;
  occurrence: string;
  email: string;
}

const payload = (locator: string) => `touch|${locator}`;

/** `<locator>~<mac>`: the locator the base64url of ["touch", slug, date, email], the MAC an HMAC of it. */
export function touchToken(secret: string, t: TouchTarget): string {
  const locator = Buffer.from(JSON.stringify(['touch', t.slug, t.occurrence, normEmail(t.email)]), 'utf8').toString('base64url');
  return `${locator}~${sign(secret, payload(locator))}`;
}

export function verifyTouchToken(secret: string, token: string): TouchTarget | null {
  const [locator, mac, extra] = token.split('~');
  if (!locator || !mac || extra !== undefined || locator.length > 600) return null;
  if (!verifySignature(secret, payload(locator), mac)) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(locator, 'base64url').toString('utf8'));
    if (!Array.isArray(parsed) || parsed.length !== 4 || parsed[0] !== 'touch' || !parsed.every((x) => typeof x === 'string' && x.length > 0)) return null;
    const [, slug, occurrence, email] = parsed as string[];
    if (!/^\d{4}-\d{2}-\d{2}$/.test(occurrence) || !email.includes('@')) return null;
    return { slug, occurrence, email: normEmail(email) };
  } catch {
    return null;
  }
}

export const touchUrl = (siteUrl: string, token: string) => `${siteUrl}/stay-in-touch/${encodeURIComponent(token)}`;

// ---------- made with the attendance ----------

/** The stay-in-touch item of a new attendance (passport/attendance.ts puts it in the attendance's transaction). */
export function itemOfAttendance(p: { clock: Ports['clock']; ids: Pick<Ports['ids'], 'id'> }, a: { email: string; slug: string; occurrence: string; endsAt: Date }): TransactOp {
  return touches.createOp({
    id: p.ids.id('tch'),
    email: a.email,
    slug: a.slug,
    occurrence: a.occurrence,
    due: a.endsAt.toISOString(),
    deadline: new Date(a.endsAt.getTime() + TOUCH_OPEN_DAYS * 86_400_000).toISOString(),
    now: p.clock.now().toISOString(),
  });
}

// ---------- the page ----------

export interface TouchPerson {
  id: string;
  firstName: string;
  chosen: boolean;
  /** Their address: only when each chose the other. */
  email: string | null;
}

export interface TouchView {
  eventTitle: string;
  dateText: string;
  deadlineText: string;
  /** My first name on the list; null while I have not opted in. */
  firstName: string | null;
  people: TouchPerson[];
}

/** The token's item, IF the token is genuine, its person checked in (has an item) and the page is still open. */
async function open(p: Pick<Ports, 'secrets' | 'clock' | 'table'>, raw: unknown): Promise<touches.TouchItem> {
  const target = verifyTouchToken(p.secrets.signingSecret, cleanToken(raw));
  if (!target) throw invalid();
  const item = await touches.get(p, target.email, target.slug, target.occurrence);
  if (!item) throw invalid();
  if (p.clock.now().toISOString() > item.deadline) throw closed();
  return item;
}

/** Whether two items chose each other, both on the list. */
const mutual = (a: touches.TouchItem, b: touches.TouchItem) => Boolean(a.first_name && b.first_name && a.choices?.includes(b.id) && b.choices?.includes(a.id));

function viewOf(me: touches.TouchItem, list: touches.TouchItem[], lang: Lang): TouchView {
  const event = eventBySlug(me.event_slug);
  const shown = event && lang === 'ja' ? localizeEvent(event, 'ja') : event;
  const people = list
    .filter((o) => o.id !== me.id && o.first_name)
    .sort((a, b) => a.first_name!.localeCompare(b.first_name!) || a.id.localeCompare(b.id))
    .map((o) => ({ id: o.id, firstName: o.first_name!, chosen: Boolean(me.first_name && me.choices?.includes(o.id)), email: mutual(me, o) ? o.email : null }));
  return {
    eventTitle: shown?.title ?? me.event_slug,
    dateText: event ? formatEventDate(event, me.occurrence, lang) : me.occurrence,
    deadlineText: event ? formatInstant(event, new Date(me.deadline), lang) : me.deadline,
    firstName: me.first_name ?? null,
    people,
  };
}

/** get_stay_in_touch: my page (reads only). */
export async function touchView(p: Ports, raw: unknown, lang: Lang): Promise<TouchView> {
  const me = await open(p, raw);
  return viewOf(me, await touches.listOf(p, me.event_slug, me.occurrence), lang);
}

/** A first name as the list shows it, or null when it is not one. */
export function cleanFirstName(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const name = raw.normalize('NFC').replace(/\s+/g, ' ').trim();
  if (!name || [...name].length > FIRST_NAME_MAX || name.includes('@') || /[<>{}\\]/.test(name)) return null;
  return name;
}

/**
 * save_stay_in_touch: `firstName` null leaves the list (name and choices removed); else opts in
 * under that name with the chosen ids, kept only where they name another attendee on the list now.
 */
export async function saveTouch(p: Ports, input: { token: string; firstName: string | null; choices: string[] }, lang: Lang): Promise<TouchView> {
  const me = await open(p, input.token);
  const now = p.clock.now().toISOString();
  if (input.firstName === null) {
    await touches.optOut(p, me, now);
  } else {
    const name = cleanFirstName(input.firstName);
    if (!name) throw new BadRequest(TOUCH_MESSAGES.firstName, { code: 'TOUCH_FIRST_NAME' });
    const others = new Set((await touches.listOf(p, me.event_slug, me.occurrence)).filter((o) => o.id !== me.id).map((o) => o.id));
    await touches.optIn(p, me, name, [...new Set(input.choices)].filter((id) => others.has(id)), now);
  }
  const fresh = (await touches.get(p, me.email, me.event_slug, me.occurrence)) ?? me;
  return viewOf(fresh, await touches.listOf(p, me.event_slug, me.occurrence), lang);
}

// ---------- the invitations (the stay-in-touch job) ----------

const PAGE = 100;
const SEND_CONCURRENCY = 10;

type Outcome = 'sent' | 'blocked' | 'already' | 'closed' | 'failed';

async function invite(p: Ports, item: touches.TouchItem, now: Date): Promise<Outcome> {
  if (!(await touches.claimInvitation(p, item, now.toISOString()))) return 'already';
  const event = eventBySlug(item.event_slug);
  // A date back-filled after its page closed, or an event no longer in the catalogue: nothing to invite to.
  if (!event || now.toISOString() > item.deadline) return 'closed';
  const url = touchUrl(p.config.siteUrl, touchToken(p.secrets.signingSecret, { slug: item.event_slug, occurrence: item.occurrence, email: item.email }));
  const deadline = new Date(item.deadline);
  try {
    const r = await sendMail(p, { to: item.email, content: (lang) => invitationEmail({ event, occurrence: item.occurrence, deadline, url }, lang), category: 'transactional', kind: 'stay-in-touch' });
    return r.sent ? 'sent' : 'blocked';
  } catch (e) {
    // One address the mail service refuses must not stop the others: counted as failed, not retried.
    log.error('stay-in-touch invitation failed', { error: e instanceof Error ? e.message : String(e) });
    return 'failed';
  }
}

/**
 * The hourly job: the invitations due (their date has ended), read from the due index a page at a
 * time; each is taken off the index before its mail goes, so nobody is invited twice.
 */
export async function stayInTouchJob(p: Ports): Promise<Record<string, number>> {
  const now = p.clock.now();
  const counts: Record<Outcome, number> = { sent: 0, blocked: 0, already: 0, closed: 0, failed: 0 };
  let startKey: Item | undefined;
  do {
    const page = await touches.duePage(p, now.toISOString(), { limit: PAGE, startKey });
    for (let i = 0; i < page.items.length; i += SEND_CONCURRENCY) {
      for (const o of await Promise.all(page.items.slice(i, i + SEND_CONCURRENCY).map((item) => invite(p, item, now)))) counts[o]++;
    }
    startKey = page.lastKey;
  } while (startKey);
  return counts;
}

// ---------- privacy ----------

/** What the export holds: per date, the name given, whom they chose (first names) and the mutual matches. */
export async function exportOf(p: Pick<Ports, 'table'>, email: string) {
  const mine = await touches.allOf(p, email);
  return Promise.all(
    mine.map(async (me) => {
      const list = me.first_name ? await touches.listOf(p, me.event_slug, me.occurrence) : [];
      const others = list.filter((o) => o.id !== me.id);
      return {
        event_slug: me.event_slug,
        occurrence: me.occurrence,
        invited_at: me.invited_at ?? null,
        deadline: me.deadline,
        first_name: me.first_name ?? null,
        chose: others.filter((o) => me.choices?.includes(o.id)).map((o) => o.first_name!),
        mutual: others.filter((o) => mutual(me, o)).map((o) => ({ first_name: o.first_name!, email: o.email })),
        updated_at: me.updated_at ?? null,
      };
    }),
  );
}

/** Account closure: every choice and match is withdrawn at once (the person leaves every list). */
export async function withdrawAll(p: Pick<Ports, 'table'>, email: string): Promise<number> {
  const mine = await touches.allOf(p, email);
  await Promise.all(mine.map((i) => touches.remove(p, i)));
  return mine.length;
}

// ---------- attendances from before stay in touch ----------

/**
 * The one-off migration (functions/jobs/migrations.ts): every attendance of a date whose page is
 * still open (ended less than 30 days ago) gets its stay-in-touch item, due now, IF it has none;
 * read from each such date's attendee index, 100 a page. Answers the items made.
 */
export async function backfillTouchItems(p: Pick<Ports, 'table' | 'clock'>): Promise<number> {
  const now = p.clock.now();
  const open = occurrencesAround(now, TOUCH_OPEN_DAYS + 2, 0).filter((o) => o.startsAt <= now && o.endsAt.getTime() + TOUCH_OPEN_DAYS * 86_400_000 > now.getTime());
  let made = 0;
  for (const o of open) {
    let startKey: Item | undefined;
    do {
      const page = await passports.attendeesPage(p, o.event.slug, o.occurrence, { limit: PAGE, startKey });
      for (const email of page.emails) {
        const op = itemOfAttendance({ clock: p.clock, ids: { id: (prefix: string) => `${prefix}_${randomUUID().replace(/-/g, '')}` } }, { email, slug: o.event.slug, occurrence: o.occurrence, endsAt: o.endsAt });
        try {
          await p.table.transact([op]);
          made++;
        } catch (e) {
          if (!(e instanceof ConditionFailed)) throw e;
        }
      }
      startKey = page.lastKey;
    } while (startKey);
  }
  return made;
}
