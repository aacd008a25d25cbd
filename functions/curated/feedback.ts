/** Feedback after a session: one per participant (from the emailed link), the admin list and stats. */
import { BadRequest, ConditionFailed, Conflict } from '../lib/errors';
import { keys } from '../lib/keys';
import type { Ports } from '../lib/ports';
import { fieldColumns, type CsvColumn } from '../../domain/csv';
import * as curated from './store';
import { FEEDBACK_TEXT_FIELDS, RATING_FIELDS, feedbackErrors, firstError, type RatingField } from '../../domain/curated/forms';
import { getParticipant, getSession, strip } from './model';
import { participationStatus } from '../../domain/curated/rules';

export interface Feedback {
  id: string;
  session_id: string;
  participant_id: string;
  application_id: string;
  overall_satisfaction: number;
  venue_rating: number;
  group_chemistry: number;
  conversation_quality: number;
  likelihood_to_recommend: number;
  connection_made: boolean;
  would_attend_again: boolean;
  individual_connections: number | null;
  preferred_group_size: string | null;
  all_attendees_present: boolean | null;
  expected_attendees: number | null;
  actual_attendees: number | null;
  attendee_notes: string;
  what_worked_well: string;
  what_could_improve: string;
  memorable_moments: string;
  submitted_at: string;
  session: { id: string; session_title: string; session_date: string; venue_name: string };
  participant: { id: string; first_name: string; last_name: string; email: string };
}

const int = (v: unknown) => (v === undefined || v === null || v === '' ? null : Number(v));
const bool = (v: unknown) => (typeof v === 'boolean' ? v : null);
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

export async function submitFeedback(p: Ports, pid: string, body: Record<string, unknown>): Promise<Feedback> {
  const errors = feedbackErrors(body);
  const first = firstError(errors);
  if (first) throw new BadRequest(first, { fields: errors });
  const pt = await getParticipant(p, pid);
  const s = await getSession(p, pt.session_id);
  const status = participationStatus(pt.participation_status);
  if (status === 'cancelled' || status === 'no_show') throw new Conflict('Only participants who attended can share feedback for this session.');
  if (Date.parse(s.session_date) > p.clock.now().getTime()) throw new Conflict('Feedback opens once the session has taken place.');
  const now = p.clock.now().toISOString();
  const fb: Feedback = {
    id: p.ids.id('cff'),
    session_id: s.id,
    participant_id: pt.id,
    application_id: pt.application_id,
    ...(Object.fromEntries(RATING_FIELDS.map((k) => [k, Number(body[k])])) as Record<RatingField, number>),
    connection_made: body.connection_made === true,
    would_attend_again: body.would_attend_again === true,
    individual_connections: int(body.individual_connections),
    preferred_group_size: body.preferred_group_size ? String(body.preferred_group_size) : null,
    all_attendees_present: bool(body.all_attendees_present),
    expected_attendees: int(body.expected_attendees),
    actual_attendees: int(body.actual_attendees),
    ...(Object.fromEntries(FEEDBACK_TEXT_FIELDS.map((k) => [k, text(body[k])])) as Record<(typeof FEEDBACK_TEXT_FIELDS)[number], string>),
    submitted_at: now,
    session: { id: s.id, session_title: s.session_title, session_date: s.session_date, venue_name: s.venue_name },
    participant: { id: pt.id, first_name: pt.first_name, last_name: pt.last_name, email: pt.email },
  };
  try {
    await p.table.transact([
      {
        put: { ...keys.cfFeedback(s.id, pt.application_id), type: 'CuratedFeedback', ...fb, ...keys.cfFeedbackAll(), gsi1sk: `${now}#${fb.id}` },
        condition: 'attribute_not_exists(pk)',
      },
      curated.feedbackSubmittedOp({ session_id: s.id, application_id: pt.application_id }, now),
      curated.feedbackCountOp(fb as unknown as Record<string, unknown>, RATING_FIELDS, 1),
    ]);
  } catch (e) {
    if (e instanceof ConditionFailed) throw new Conflict('You have already shared feedback for this session. Thank you!', { alreadySubmitted: true });
    throw e;
  }
  return fb;
}

export async function hasFeedback(p: Pick<Ports, 'table'>, sessionId: string, applicationId: string): Promise<boolean> {
  return Boolean(await p.table.get(keys.cfFeedback(sessionId, applicationId), { consistent: true }));
}

/**
 * One page of feedback, newest first (gsi1 CF_FEEDBACK by submitted_at#id): `limit` + 1 items read
 * whatever the number of responses. One session's feedback is read from its partition (at most 4);
 * a minimum satisfaction narrows the rows read, and its total is the figures' count per level.
 */
export async function feedbackPage(p: Pick<Ports, 'table'>, f: { min_satisfaction?: number; session_id?: string }, o: { limit: number; after?: string }) {
  const min = f.min_satisfaction;
  if (min !== undefined && !Number.isFinite(min)) throw new BadRequest('min_satisfaction must be a number');
  const keep = (x: Feedback) => min === undefined || x.overall_satisfaction >= min;
  if (f.session_id) {
    const all = (await curated.feedbackOf(p, f.session_id)).map((i) => strip<Feedback>(i)).filter(keep);
    return { data: o.after ? [] : all.slice(0, o.limit), next: null, total: all.length };
  }
  const [pg, total] = await Promise.all([
    curated.newestFirst(p, curated.feedbackStream(), { after: o.after, limit: o.limit, keep: min === undefined ? undefined : (i) => keep(strip<Feedback>(i)) }),
    min === undefined ? curated.feedbackCounts(p).then((c) => c.responses ?? 0) : feedbackCountFrom(p, min),
  ]);
  return { data: pg.items.map((i) => strip<Feedback>(i)), next: pg.next, total };
}

/** Every feedback response, newest first, page by page (the recount). */
export async function listFeedback(p: Pick<Ports, 'table'>): Promise<Feedback[]> {
  const out: Feedback[] = [];
  for await (const items of curated.allNewestFirst(p, curated.feedbackStream())) out.push(...items.map((i) => strip<Feedback>(i)));
  return out;
}

/** The feedback CSV (the `curated-feedback` export): one row per response. */
export const FEEDBACK_CSV: readonly CsvColumn<Feedback>[] = [
  ...fieldColumns<Feedback>(['id', 'submitted_at']),
  { header: 'session_id', value: (f) => f.session.id },
  { header: 'session_title', value: (f) => f.session.session_title },
  { header: 'session_date', value: (f) => f.session.session_date },
  { header: 'first_name', value: (f) => f.participant.first_name },
  { header: 'last_name', value: (f) => f.participant.last_name },
  { header: 'email', value: (f) => f.participant.email },
  ...fieldColumns<Feedback>([...RATING_FIELDS, 'connection_made', 'would_attend_again', 'individual_connections', 'preferred_group_size', 'what_worked_well', 'what_could_improve', 'memorable_moments', 'attendee_notes']),
];

const avg = (xs: number[]) => (xs.length ? Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 10) / 10 : 0);
const pct = (n: number, d: number) => (d ? Math.round((n / d) * 100) : 0);

/** Feedback stats: total_responses, average_ratings, connection_stats. */
export function feedbackStats(list: Feedback[]) {
  return {
    total_responses: list.length,
    average_ratings: Object.fromEntries(RATING_FIELDS.map((k) => [k, avg(list.map((x) => x[k]))])) as Record<RatingField, number>,
    connection_stats: {
      connections_made_percent: pct(list.filter((x) => x.connection_made).length, list.length),
      would_attend_again_percent: pct(list.filter((x) => x.would_attend_again).length, list.length),
    },
  };
}

/** The feedback stats from the figures each response moved (the same rounding as feedbackStats). */
export async function feedbackFigures(p: Pick<Ports, 'table'>) {
  const c = await curated.feedbackCounts(p);
  const n = c.responses ?? 0;
  const mean = (sum: number) => (n ? Math.round((sum / n) * 10) / 10 : 0);
  return {
    total_responses: n,
    average_ratings: Object.fromEntries(RATING_FIELDS.map((k) => [k, mean(c[`sum_${k}`] ?? 0)])) as Record<RatingField, number>,
    connection_stats: { connections_made_percent: pct(c.connection_made ?? 0, n), would_attend_again_percent: pct(c.would_attend_again ?? 0, n) },
  };
}

/** How many responses rated overall satisfaction `min` or more (the figures keep one count per level, 0-10). */
export async function feedbackCountFrom(p: Pick<Ports, 'table'>, min: number): Promise<number> {
  const c = await curated.feedbackCounts(p);
  let n = 0;
  for (let level = Math.max(0, Math.ceil(min)); level <= 10; level++) n += c[`satisfaction_${level}`] ?? 0;
  return n;
}

/** Deletes one participant's feedback on a session (the purge of a closed account), and takes it out of the figures. */
export async function deleteFeedback(p: Pick<Ports, 'table'>, sessionId: string, applicationId: string): Promise<void> {
  const item = await p.table.get(keys.cfFeedback(sessionId, applicationId), { consistent: true });
  if (!item) return;
  try {
    await p.table.transact([{ delete: keys.cfFeedback(sessionId, applicationId), condition: 'attribute_exists(pk)' }, curated.feedbackCountOp(item, RATING_FIELDS, -1)]);
  } catch (e) {
    if (!(e instanceof ConditionFailed)) throw e; // deleted meanwhile, with its figures
  }
}
