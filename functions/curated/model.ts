/**
 * Curated Fika items in the single table (keys in functions/lib/keys.ts, access patterns in
 * docs/curated.md; sessions and participants are read and written through store.ts) and the shapes the API answers with (snake_case field names the
 * dashboard and My Sessions read).
 *
 *   application   CF_APP#<id> / APP              GSI1 CF_APPS (submitted_at#id), GSI2 CF_APPS#<status>#<city> (submitted_at#id)
 *   email pointer EMAIL#<email> / CF_APP         one application per email
 *   session       CF_SESSION#<id> / SESSION      GSI1 CF_SESSIONS (session_date#id), GSI2 CF_SESSIONS#<status> (session_date#id)
 *   area entry    CF_SESSION#<id> / AREA         GSI1 CF_SESSION_AREA#<area>, GSI2 CF_SESSION_AREA#<area>#<status> (session_date#id)
 *   participant   CF_SESSION#<id> / PART#<appId> GSI1 CF_PARTS#<email> (session_date#sessionId)
 *   feedback      CF_SESSION#<id> / FEEDBACK#<appId>  GSI1 CF_FEEDBACK (submitted_at#id)
 *   venue         CF_VENUE#<id> / VENUE          GSI1 CF_VENUES (city#name#id), GSI2 CF_VENUES#<city>#<type> (area#name#id)
 *   revenue       CF_REVENUE / <YYYY-MM>#<currency>
 *
 *   figures       CF_COUNTS / APPS, APPS_DAY#<day>, FEEDBACK, SESSIONS, VENUES   moved in each change's transaction (store.ts, venues.ts)
 *
 * A participant's id is `<sessionId>.<applicationId>`: it names its own key, so every participant
 * action reads strongly consistently without an index.
 */
import { BadRequest, ConditionFailed, NotFound } from '../lib/errors';
import { keys, normEmail } from '../lib/keys';
import type { Item, Ports } from '../lib/ports';
import { isActiveSubscription } from '../billing/rules';
import * as subscriptions from '../billing/store';
import * as curated from './store';
import { DEFAULT_DURATION_MINUTES, memberName, participationStatus } from '../../domain/curated/rules';
import type { Application, Session, Participant } from './items';

const INTERNAL = new Set(['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk', 'type', 'ttl']);
export function strip<T>(item: Item): T {
  const out: Item = {};
  for (const [k, v] of Object.entries(item)) if (!INTERNAL.has(k)) out[k] = v;
  return out as T;
}

// ---------- ids ----------

export const participantId = (sessionId: string, applicationId: string) => `${sessionId}.${applicationId}`;

export function parseParticipantId(id: unknown): { sessionId: string; applicationId: string } {
  const m = typeof id === 'string' ? /^(cfs_[0-9A-Za-z]+)\.(cfa_[0-9A-Za-z]+)$/.exec(id.trim()) : null;
  if (!m) throw new NotFound('Participant not found');
  return { sessionId: m[1], applicationId: m[2] };
}

// ---------- loaders ----------

type P = Pick<Ports, 'table'>;

export async function getApplication(p: P, id: unknown): Promise<Application> {
  if (typeof id !== 'string' || !/^cfa_[0-9A-Za-z]+$/.test(id)) throw new NotFound('Application not found');
  const item = await p.table.get(keys.cfApplication(id), { consistent: true });
  if (!item) throw new NotFound('Application not found');
  return strip<Application>(item);
}

export async function findApplicationByEmail(p: P, email: string): Promise<Application | undefined> {
  const ptr = await p.table.get(keys.cfApplicationByEmail(email), { consistent: true });
  if (!ptr?.applicationId) return undefined;
  const item = await p.table.get(keys.cfApplication(ptr.applicationId), { consistent: true });
  return item ? strip<Application>(item) : undefined;
}

export async function getSession(p: P, id: unknown): Promise<Session> {
  if (typeof id !== 'string' || !/^cfs_[0-9A-Za-z]+$/.test(id)) throw new NotFound('Session not found');
  const item = await curated.getSession(p, id);
  if (!item) throw new NotFound('Session not found');
  return strip<Session>(item);
}

/** The session item and everything in its partition (participants, feedback), in one query. */
export async function loadSessionPartition(p: P, id: string): Promise<{ session: Session; participants: Participant[]; feedback: Item[] }> {
  const { session, participants, feedback } = await curated.sessionPartition(p, id);
  if (!session) throw new NotFound('Session not found');
  return {
    session: strip<Session>(session),
    participants: participants.map((i) => strip<Participant>(i)),
    feedback: feedback.map((i) => strip<Item>(i)),
  };
}

export async function getParticipant(p: P, id: unknown): Promise<Participant> {
  const { sessionId, applicationId } = parseParticipantId(id);
  const item = await curated.getParticipant(p, sessionId, applicationId);
  if (!item) throw new NotFound('Participant not found');
  return strip<Participant>(item);
}

/** Premium = an active subscription, computed on the server from the billing item. */
export async function isPremium(p: Pick<Ports, 'table' | 'clock'>, email: string): Promise<boolean> {
  return isActiveSubscription(await subscriptions.get(p, email, { consistent: false }), p.clock.now());
}

/** Re-checks premium for many applications at once and stores the changed flags. */
export async function refreshPremium(p: Pick<Ports, 'table' | 'clock'>, apps: Application[]): Promise<Application[]> {
  if (apps.length === 0) return apps;
  const byEmail = await subscriptions.getMany(p, apps.map((a) => a.email));
  const now = p.clock.now();
  return Promise.all(
    apps.map(async (a) => {
      const premium = isActiveSubscription(byEmail.get(normEmail(a.email)), now);
      if (premium === a.is_premium_member) return a;
      try {
        // The flag and the premium figure move together, once: IF the flag is still the one read.
        await p.table.transact([
          { update: keys.cfApplication(a.id), expression: 'SET is_premium_member = :v', condition: 'is_premium_member = :old', values: { ':v': premium, ':old': a.is_premium_member } },
          curated.premiumCountOp(premium),
        ]);
      } catch (e) {
        if (!(e instanceof ConditionFailed)) throw e; // another call moved it first
      }
      return { ...a, is_premium_member: premium };
    }),
  );
}

// ---------- answer shapes ----------

/** Participant with the nested application summary. */
export function participantView(pt: Participant, app?: Partial<Application>) {
  return {
    id: pt.id,
    session_id: pt.session_id,
    application_id: pt.application_id,
    participation_status: participationStatus(pt.participation_status),
    payment_status: pt.payment_status,
    payment_amount: pt.payment_amount,
    payment_date: pt.payment_date,
    refunded_at: pt.refunded_at ?? null,
    invitation_sent_at: pt.invitation_sent_at ?? null,
    confirmed_at: pt.confirmed_at ?? null,
    nudge_count: pt.nudge_count ?? 0,
    cancellation_reason: pt.cancellation_reason ?? null,
    is_replacement: Boolean(pt.is_replacement),
    application: {
      id: pt.application_id,
      first_name: pt.first_name,
      last_name: pt.last_name,
      email: pt.email,
      ...(app ? { career_stage: app.career_stage, profession: app.profession, industry: app.industry, is_premium_member: app.is_premium_member, interests: app.interests } : {}),
    },
  };
}

export type ParticipantView = ReturnType<typeof participantView>;

/** Session with its participants. */
export function sessionView(s: Session, participants: Participant[] = []) {
  return {
    ...s,
    session_duration: s.session_duration || DEFAULT_DURATION_MINUTES,
    curated_fika_participants: participants.map((pt) => participantView(pt)),
  };
}
export type SessionView = ReturnType<typeof sessionView>;

/** Participation record (the sessions-by-email answer: the session, and the others as first name + last initial). */
export function participationView(pt: Participant, s: Session, others: Participant[]) {
  return {
    id: pt.id,
    participation_status: participationStatus(pt.participation_status),
    curated_fika_sessions: {
      id: s.id,
      session_title: s.session_title,
      session_date: s.session_date,
      session_status: s.session_status,
      venue_timezone: s.venue_timezone,
      session_duration: s.session_duration || DEFAULT_DURATION_MINUTES,
      venue_name: s.venue_name,
      venue_address: s.venue_address,
      venue_area: s.venue_area,
    },
    otherParticipants: others
      .filter((o) => o.id !== pt.id && participationStatus(o.participation_status) !== 'cancelled')
      .map((o) => memberName(o.first_name, o.last_name)),
  };
}
export type ParticipationRecord = ReturnType<typeof participationView>;

/** Paging for the admin lists: `{data, pagination: {total, limit, offset}}`. */
export function page<T>(all: T[], limit: number, offset: number) {
  return { data: all.slice(offset, offset + limit), pagination: { total: all.length, limit, offset } };
}

export function paging(body: Record<string, unknown>, data: unknown, defaultLimit: number, cursorKey: RegExp = CURSOR_KEY): { limit: number; offset: number; cursor?: string } {
  const src = { ...(data && typeof data === 'object' ? (data as Record<string, unknown>) : {}), ...body };
  const limit = Number(src.limit ?? defaultLimit);
  const offset = Number(src.offset ?? 0);
  if (!Number.isInteger(limit) || limit < 1 || limit > 500) throw new BadRequest('limit must be between 1 and 500');
  if (!Number.isInteger(offset) || offset < 0) throw new BadRequest('offset must be 0 or more');
  const cursor = src.cursor === undefined || src.cursor === null || src.cursor === '' ? undefined : decodeCursor(src.cursor, cursorKey);
  return { limit, offset, cursor };
}

// ---------- cursors ----------

export const INVALID_CURSOR = 'Invalid cursor: reload the list and try again.';
/** A sort key a list pages by: an instant, then an id (`2026-11-22T09:00:00.000Z#cfa_…`). */
const CURSOR_KEY = /^\d{4}-\d{2}-\d{2}T[0-9:.]+Z#[a-z]{3}_[0-9A-Za-z]+$/;

/** The opaque cursor a page answers as `next`: the sort key of the last row considered. */
export const encodeCursor = (sk: string | null): string | null => (sk === null ? null : Buffer.from(JSON.stringify({ v: 1, k: sk })).toString('base64url'));

/** The sort key inside a cursor; 400 for anything this server did not make. */
export function decodeCursor(v: unknown, cursorKey: RegExp = CURSOR_KEY): string {
  if (typeof v !== 'string' || v.length > 1200 || !/^[A-Za-z0-9_-]+$/.test(v)) throw new BadRequest(INVALID_CURSOR);
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(v, 'base64url').toString('utf8'));
  } catch {
    throw new BadRequest(INVALID_CURSOR);
  }
  const k = parsed && typeof parsed === 'object' ? (parsed as { v?: unknown; k?: unknown }) : {};
  if (k.v !== 1 || typeof k.k !== 'string' || k.k.length > 800 || !cursorKey.test(k.k)) throw new BadRequest(INVALID_CURSOR);
  return k.k;
}

/**
 * The page to answer (cursor paging): `offset` without a cursor is still honoured for older
 * clients, by paging past the rows it skips (so it reads them); the dashboard sends cursors.
 */
export async function cursorPage<T, N extends number | null>(
  fetch: (o: { limit: number; after?: string }) => Promise<{ data: T[]; next: string | null; total: N }>,
  o: { limit: number; offset: number; cursor?: string },
) {
  let after = o.cursor;
  let skip = o.cursor ? 0 : o.offset;
  while (skip > 0) {
    const pg = await fetch({ limit: Math.min(skip, 500), after });
    skip -= pg.data.length;
    if (pg.next === null) return { data: [] as T[], pagination: { total: pg.total, limit: o.limit, offset: o.offset }, next: null };
    after = pg.next;
  }
  const pg = await fetch({ limit: o.limit, after });
  return { data: pg.data, pagination: { total: pg.total, limit: o.limit, offset: o.offset }, next: encodeCursor(pg.next) };
}
