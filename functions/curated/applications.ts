/**
 * Applications: the public signup form, the admin list (filters, paging), details, status changes
 * (the allowed-transition table in rules.ts, enforced here) and status emails, and the CSV export.
 */
import { BadRequest, ConditionFailed, Conflict } from '../lib/errors';
import { keys, normEmail } from '../lib/keys';
import type { Ports } from '../lib/ports';
import * as curated from './store';
import { hit, limits } from '../lib/auth/rate-limit';
import { log } from '../lib/log';
import { fieldColumns, toCsv } from '../../domain/csv';
import { applicationErrors, emailError, firstError, type ApplicationFields } from '../../domain/curated/forms';
import { findApplicationByEmail, getApplication, isPremium, participationView, refreshPremium, strip } from './model';
import { type Application, type Participant, type Session } from './items';
import { APPLICATION_STATUSES, CURATED_CITIES, canChangeApplicationStatus, knowsOfPlace, statusChangeError, type ApplicationStatus } from '../../domain/curated/rules';
import { applicationReceivedEmail, sendCurated, statusUpdateEmail } from './emails';
import * as mailLanguage from '../lib/mail/language';
import type { Lang } from '../lib/i18n/lang';
import { ApplicationFilters } from '../../domain/curated/filters';

const clean = (v: unknown, max = 100) => (typeof v === 'string' ? v.replace(/\s+/g, ' ').trim().slice(0, max) : '');

/** An application from client address `ip` (clientAddress); the page's language is remembered for the address only once the form limit accepted it. */
export async function submitApplication(p: Ports, body: Record<string, unknown>, ip: string, lang?: Lang): Promise<Application> {
  const errors = applicationErrors(body);
  const first = firstError(errors);
  if (first) throw new BadRequest(first, { fields: errors });
  await hit(p, limits.formPerIp, `ip:${ip}`);
  const f = body as unknown as ApplicationFields;
  const email = normEmail(f.email);
  await mailLanguage.remember(p, email, lang);
  const now = p.clock.now().toISOString();
  const app: Application = {
    id: p.ids.id('cfa'),
    first_name: clean(f.first_name),
    last_name: clean(f.last_name),
    email,
    nationality: clean(f.nationality),
    profession: clean(f.profession),
    industry: clean(f.industry),
    career_stage: f.career_stage,
    interests: [...new Set(f.interests)],
    fika_goals: [...new Set(f.fika_goals)],
    communication_style: f.communication_style,
    location_preference: f.location_preference,
    schedule_preference: f.schedule_preference,
    additional_info: typeof f.additional_info === 'string' ? f.additional_info.trim() : '',
    age_confirmed: true,
    application_status: 'submitted',
    submitted_at: now,
    updated_at: now,
    is_premium_member: await isPremium(p, email),
    city: f.city,
    country: 'Japan',
    status_history: [],
  };
  try {
    await p.table.transact([
      { put: { ...keys.cfApplicationByEmail(email), type: 'CuratedApplicationPointer', applicationId: app.id, createdAt: now }, condition: 'attribute_not_exists(pk)' },
      { put: { ...keys.cfApplication(app.id), type: 'CuratedApplication', ...app, ...curated.applicationIndexes(app) } },
      ...curated.applicationCountOps(app, 1),
    ]);
  } catch (e) {
    if (e instanceof ConditionFailed) {
      throw new Conflict('You have already applied with this email address. You can check your application status in the member portal.', { alreadyApplied: true });
    }
    throw e;
  }
  try {
    await sendCurated(p, email, (lang) => applicationReceivedEmail(p, app, lang), 'application-received');
  } catch (e) {
    // The application is stored; a retry would only meet "already applied".
    log.error('curated application email failed', { error: e instanceof Error ? e.message : String(e) });
  }
  return app;
}

// ---------- admin list ----------

const day = (v: string | undefined, end: boolean) => (v ? (/^\d{4}-\d{2}-\d{2}$/.test(v) ? `${v}${end ? 'T23:59:59.999Z' : 'T00:00:00.000Z'}` : v) : undefined);

const CITIES = CURATED_CITIES.map((c) => c.city);

/** The filters no index serves, as a test of one stored application (case-insensitive, as typed). */
function narrows(f: ApplicationFilters): ((a: Application) => boolean) | undefined {
  const email = f.email?.trim().toLowerCase();
  const eq = (a: string | undefined, b: string | undefined) => !b || (a ?? '').toLowerCase() === b.toLowerCase();
  if (!email && !f.goal_category && !f.location_preference && !f.career_stage && !f.country && f.is_premium_member === undefined) return undefined;
  return (a) =>
    (!email || a.email.includes(email)) &&
    (!f.goal_category || a.fika_goals.includes(f.goal_category)) &&
    eq(a.location_preference, f.location_preference) &&
    eq(a.career_stage, f.career_stage) &&
    eq(a.country, f.country) &&
    (f.is_premium_member === undefined || a.is_premium_member === f.is_premium_member);
}

/** A whole address (not a part of one): found by key, not by reading pages. */
const wholeEmail = (v: string | undefined) => (v && !emailError(v.trim()) ? normEmail(v) : undefined);

export interface ApplicationPage {
  data: Application[];
  /** Where the next page starts (the cursor to send back), or null on the last page. */
  next: string | null;
  /** How many applications the list holds, from the figures; null when a filter no figure counts narrows it. */
  total: number | null;
}

function checkFilters(f: ApplicationFilters) {
  if (f.status && !(APPLICATION_STATUSES as readonly string[]).includes(f.status)) throw new BadRequest('Unknown application status');
}

/** The index partitions a list reads: every application, or a status and/or a city (each served by gsi2). */
function streamsFor(f: ApplicationFilters): curated.Stream[] {
  const city = f.city ? CITIES.find((c) => c.toLowerCase() === f.city!.trim().toLowerCase()) ?? f.city : undefined;
  if (!f.status && !city) return curated.applicationStreams.all();
  return curated.applicationStreams.byStatusCity(f.status ? [f.status] : APPLICATION_STATUSES, city ? [city] : CITIES);
}

/** The list's total from the figures (null when a filter no figure counts narrows it). */
async function totalOf(p: Pick<Ports, 'table'>, f: ApplicationFilters): Promise<number | null> {
  if (narrows(f) || f.date_from || f.date_to) return null;
  const c = await curated.applicationCounts(p);
  const n = (k: string) => c[k] ?? 0;
  if (f.city) {
    const statuses = f.status ? [f.status] : APPLICATION_STATUSES;
    return statuses.reduce((sum, s) => sum + n(curated.countNames.cityStatus(f.city!, s)), 0);
  }
  return f.status ? n(curated.countNames.status(f.status)) : n(curated.countNames.total);
}

/**
 * One page of the applications matching the filters, newest first. Status and city are index
 * partitions (gsi2: status and city; gsi1: every application), the submitted window their sort-key
 * range, a whole email address a lookup by key; the other filters narrow the rows read, so a page
 * reads at most (partitions × limit + 1) items whatever the number of applications.
 */
export async function applicationsPage(p: Pick<Ports, 'table'>, f: ApplicationFilters, o: { limit: number; after?: string }): Promise<ApplicationPage> {
  checkFilters(f);
  const keep = narrows(f);
  const exact = wholeEmail(f.email);
  if (exact) {
    const app = await findApplicationByEmail(p, exact);
    const from = day(f.date_from, false);
    const to = day(f.date_to, true);
    const fits =
      app &&
      (!f.status || app.application_status === f.status) &&
      (!f.city || app.city.toLowerCase() === f.city.trim().toLowerCase()) &&
      (!from || app.submitted_at >= from) &&
      (!to || app.submitted_at <= `${to}~`) &&
      (!keep || keep(app));
    const data = fits && !o.after ? [app] : [];
    return { data, next: null, total: fits ? 1 : 0 };
  }
  const from = day(f.date_from, false);
  const to = day(f.date_to, true);
  const [pg, total] = await Promise.all([
    curated.newestFirst(p, streamsFor(f), { from, to: to ? `${to}~` : undefined, after: o.after, limit: o.limit, keep: keep ? (i) => keep(strip<Application>(i)) : undefined }),
    totalOf(p, f),
  ]);
  return { data: pg.items.map((i) => strip<Application>(i)), next: pg.next, total };
}

/**
 * The approved applications of premium members (premium re-checked now) of one city, oldest first:
 * every one, read page by page from the city's approved partition.
 */
export async function approvedPremium(p: Pick<Ports, 'table' | 'clock'>, filter: { city: string; country?: string }): Promise<Application[]> {
  const city = CITIES.find((c) => c.toLowerCase() === filter.city.trim().toLowerCase()) ?? filter.city;
  const found: Application[] = [];
  for await (const items of curated.allNewestFirst(p, curated.applicationStreams.byStatusCity(['approved'], [city]))) found.push(...items.map((i) => strip<Application>(i)));
  const inPlace = found.filter((a) => !filter.country || a.country.toLowerCase() === filter.country.toLowerCase()).reverse();
  return (await refreshPremium(p, inPlace)).filter((a) => a.is_premium_member);
}

/**
 * A person's participations (any status), with their sessions, oldest session first. `ownView`: what
 * the person themselves may see: a cancelled session only if they knew they held a place in it.
 */
export async function participationsOf(p: Pick<Ports, 'table'>, email: string, fromDate?: string, ownView = false) {
  const parts = (await curated.participationsOf(p, email, fromDate)).map((i) => strip<Participant>(i));
  if (parts.length === 0) return [];
  const sessionIds = [...new Set(parts.map((x) => x.session_id))];
  const sessions = new Map((await curated.getSessions(p, sessionIds)).map((i) => [i.id as string, strip<Session>(i)]));
  // Everyone in those sessions (a session holds at most 4), for the other members' names.
  const groups = await Promise.all(
    sessionIds.map(async (id) => [id, (await curated.participantsOf(p, id)).map((i) => strip<Participant>(i))] as const),
  );
  const bySession = new Map(groups);
  // Read each person's own participation from its session partition (strongly consistent, unlike the index).
  return parts
    .flatMap((pt) => {
      const s = sessions.get(pt.session_id);
      const fresh = bySession.get(pt.session_id)?.find((x) => x.id === pt.id);
      if (!s || !fresh || (ownView && s.session_status === 'cancelled' && !knowsOfPlace(fresh))) return [];
      return [participationView(fresh, s, bySession.get(pt.session_id) ?? [])];
    })
    .sort((a, b) => a.curated_fika_sessions.session_date.localeCompare(b.curated_fika_sessions.session_date));
}

export async function applicationDetails(p: Ports, id: unknown) {
  const app = (await refreshPremium(p, [await getApplication(p, id)]))[0];
  return { ...app, sessions: await participationsOf(p, app.email) };
}

export async function applicationByEmail(p: Ports, email: string) {
  const app = await findApplicationByEmail(p, email);
  if (!app) return null;
  return (await refreshPremium(p, [app]))[0];
}

// ---------- status ----------

export async function updateApplicationStatus(p: Ports, input: { applicationId: string; status: string; notes?: string }, by: string): Promise<Application> {
  const app = await getApplication(p, input.applicationId);
  const to = input.status as ApplicationStatus;
  if (!canChangeApplicationStatus(app.application_status, to)) throw new BadRequest(statusChangeError(app.application_status, to));
  const now = p.clock.now().toISOString();
  const entry = { from: app.application_status, to, at: now, by, ...(input.notes?.trim() ? { notes: input.notes.trim().slice(0, 1000) } : {}) };
  const next = { ...app, application_status: to };
  try {
    await p.table.transact([
      {
        update: keys.cfApplication(app.id),
        expression:
          'SET application_status = :to, updated_at = :now, gsi2pk = :gsi2pk, status_history = list_append(if_not_exists(status_history, :empty), :entry)' + (entry.notes ? ', admin_notes = :notes' : ' REMOVE admin_notes'),
        condition: 'application_status = :from',
        values: {
          ':to': to,
          ':from': app.application_status,
          ':now': now,
          ':gsi2pk': curated.applicationIndexes(next).gsi2pk,
          ':empty': [],
          ':entry': [entry],
          ...(entry.notes ? { ':notes': entry.notes } : {}),
        },
      },
      curated.applicationStatusCountOp(app.city, app.application_status, to),
    ]);
  } catch (e) {
    if (e instanceof ConditionFailed) throw new Conflict('This application was changed by someone else. Please reload and try again.');
    throw e;
  }
  // The write was conditional on the status read (strongly consistent), so the item is the one read plus this change.
  const rest: Application = { ...next };
  delete rest.admin_notes;
  return { ...rest, updated_at: now, status_history: [...(app.status_history ?? []), entry], ...(entry.notes ? { admin_notes: entry.notes } : {}) };
}

export async function sendApplicationStatusUpdate(p: Ports, input: { applicationId: string; status: string; personalizedMessage?: string }): Promise<{ sent: boolean; email: string }> {
  const app = await getApplication(p, input.applicationId);
  if (!(APPLICATION_STATUSES as readonly string[]).includes(input.status)) throw new BadRequest('Unknown application status');
  const sent = await sendCurated(p, app.email, (lang) => statusUpdateEmail(p, app, input.status as ApplicationStatus, input.personalizedMessage?.slice(0, 2000), lang), 'status-update');
  await p.table.update(keys.cfApplication(app.id), { update: 'SET last_status_email_at = :now', values: { ':now': p.clock.now().toISOString() }, returnValues: 'NONE' });
  return { sent, email: app.email };
}

// ---------- export ----------

/** The applications CSV's columns (export_applications before the exports job, and the job's `curated-applications`). */
export const APPLICATION_CSV_COLUMNS: (keyof Application & string)[] = [
  'id',
  'first_name',
  'last_name',
  'email',
  'nationality',
  'profession',
  'industry',
  'career_stage',
  'interests',
  'fika_goals',
  'communication_style',
  'location_preference',
  'schedule_preference',
  'city',
  'country',
  'application_status',
  'is_premium_member',
  'submitted_at',
  'additional_info',
];

/** The applications as a CSV file (domain/csv.ts: RFC 4180, formulas neutralised, lists joined by "; "). */
export function applicationsCsv(apps: Application[]): string {
  return toCsv(fieldColumns<Application>(APPLICATION_CSV_COLUMNS), apps);
}

/** Deletes an application (the purge of a closed account; its pointer lives in the person's partition). */
export async function deleteApplication(p: Pick<Ports, 'table'>, id: string): Promise<void> {
  const item = await p.table.get(keys.cfApplication(id), { consistent: true });
  if (!item) return;
  const app = strip<Application>(item);
  try {
    // Out of the figures in the same transaction, IF it is still the application read.
    await p.table.transact([
      { delete: keys.cfApplication(id), condition: 'application_status = :s AND is_premium_member = :pm', values: { ':s': app.application_status, ':pm': app.is_premium_member } },
      ...curated.applicationCountOps(app, -1),
    ]);
  } catch (e) {
    if (e instanceof ConditionFailed) return deleteApplication(p, id);
    throw e;
  }
}
