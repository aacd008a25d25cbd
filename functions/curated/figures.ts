/**
 * The curated figures recounted from the items themselves, and the backfill that writes them.
 *
 * Every change moves its figures in its own transaction (store.ts: applicationCountOps,
 * applicationStatusCountOp, premiumCountOp, feedbackCountOp), so the figures equal a recount at
 * any moment. Items written before the figures existed are counted by `backfillFigures`, which
 * also moves each such application into its status-and-city index partition. It reads every
 * application and feedback item: run it once where the deploy runs (before the dashboard is
 * used), not on a request path; it is idempotent.
 */
import type { Item, Ports } from '../lib/ports';
import { keys } from '../lib/keys';
import * as curated from './store';
import { RATING_FIELDS } from '../../domain/curated/forms';
import { venueCounts, venueIndexes } from './venues';
import type { Session, Venue } from './items';

type P = Pick<Ports, 'table'>;

export interface ApplicationRecount {
  counts: Record<string, number>;
  days: Map<string, number>;
}

const bump = (m: Record<string, number>, k: string, n: number) => {
  if (n) m[k] = (m[k] ?? 0) + n;
};

/** Every application read page by page (gsi1), and what the figures should say. */
export async function recountApplications(p: P, each?: (item: Item) => Promise<void>): Promise<ApplicationRecount> {
  const counts: Record<string, number> = {};
  const days = new Map<string, number>();
  for await (const items of curated.allNewestFirst(p, curated.applicationStreams.all())) {
    for (const a of items) {
      bump(counts, curated.countNames.total, 1);
      bump(counts, curated.countNames.status(a.application_status), 1);
      bump(counts, curated.countNames.cityStatus(a.city, a.application_status), 1);
      bump(counts, curated.countNames.premium, a.is_premium_member ? 1 : 0);
      const day = String(a.submitted_at).slice(0, 10);
      days.set(day, (days.get(day) ?? 0) + 1);
      if (each) await each(a);
    }
  }
  return { counts, days };
}

/** Every feedback response read page by page, and what its figures should say. */
export async function recountFeedback(p: P): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for await (const items of curated.allNewestFirst(p, curated.feedbackStream())) {
    for (const fb of items) {
      bump(counts, 'responses', 1);
      bump(counts, `satisfaction_${Number(fb.overall_satisfaction)}`, 1);
      for (const f of RATING_FIELDS) bump(counts, `sum_${f}`, Number(fb[f] ?? 0));
      bump(counts, 'connection_made', fb.connection_made ? 1 : 0);
      bump(counts, 'would_attend_again', fb.would_attend_again ? 1 : 0);
    }
  }
  return counts;
}

/** The figures as stored, without zeros (to compare with a recount). */
export async function storedFigures(p: P): Promise<{ applications: Record<string, number>; days: Map<string, number>; feedback: Record<string, number> }> {
  const nonZero = (r: Record<string, number>) => Object.fromEntries(Object.entries(r).filter(([, n]) => n !== 0));
  const days = await curated.allDayCounts(p);
  for (const [d, n] of days) if (n === 0) days.delete(d);
  return { applications: nonZero(await curated.applicationCounts(p)), days, feedback: nonZero(await curated.feedbackCounts(p)) };
}

/**
 * Recounts every figure and writes it; moves applications indexed by status alone into their
 * status-and-city partition. Idempotent; not for use while applications are changing (a change
 * between the recount and the write would be lost: run it before the new code takes traffic).
 */
export async function backfillFigures(p: P): Promise<{ applications: number; reindexed: number; feedback: number }> {
  let reindexed = 0;
  const apps = await recountApplications(p, async (a) => {
    const want = curated.applicationIndexes({ id: a.id, submitted_at: a.submitted_at, application_status: a.application_status, city: a.city });
    if (a.gsi2pk === want.gsi2pk && a.gsi2sk === want.gsi2sk) return;
    await curated.reindexApplication(p, a.id, want);
    reindexed++;
  });
  await curated.putCounts(p, 'apps', apps.counts);
  const stale = await curated.allDayCounts(p);
  for (const d of stale.keys()) if (!apps.days.has(d)) await curated.putDayCount(p, d, 0);
  for (const [d, n] of apps.days) await curated.putDayCount(p, d, n);
  const feedback = await recountFeedback(p);
  await curated.putCounts(p, 'feedback', feedback);
  return { applications: apps.counts[curated.countNames.total] ?? 0, reindexed, feedback: feedback.responses ?? 0 };
}

// ---------- sessions and venues (issue 28: their lists and figures) ----------

/** Every session read page by page (gsi1), and what the session figures should say. */
export async function recountSessions(p: P, each?: (items: Item[]) => Promise<void>): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for await (const items of curated.allNewestFirst(p, curated.sessionStreams.all())) {
    for (const s of items) for (const [k, n] of Object.entries(curated.sessionFigures(s as unknown as curated.CountedSession))) bump(counts, k, n);
    if (each) await each(items);
  }
  return counts;
}

/** Every venue read page by page (gsi1), and what the venue figures should say. */
export async function recountVenues(p: P, each?: (v: Item) => Promise<void>): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  let after: string | undefined;
  do {
    const pg = await curated.oldestFirst(p, [{ index: 'gsi1', pk: keys.cfVenuesAll().gsi1pk }], { after, limit: 200 });
    for (const v of pg.items) {
      for (const [k, n] of Object.entries(venueCounts(v as unknown as Venue))) bump(counts, k, n);
      if (each) await each(v);
    }
    after = pg.next ?? undefined;
  } while (after !== undefined);
  return counts;
}

/** The session and venue figures as stored, without zeros (to compare with a recount). */
export async function storedListFigures(p: P): Promise<{ sessions: Record<string, number>; venues: Record<string, number> }> {
  const nonZero = (r: Record<string, number>) => Object.fromEntries(Object.entries(r).filter(([, n]) => n !== 0));
  const venues = await p.table.get(keys.cfVenueCounts());
  const numbersOf = (it: Item | undefined) => Object.fromEntries(Object.entries(it ?? {}).filter(([, v]) => typeof v === 'number')) as Record<string, number>;
  return { sessions: nonZero(await curated.sessionCounts(p)), venues: nonZero(numbersOf(venues)) };
}

/**
 * Gives every session its status index and area entry, every venue its city-and-type index, and
 * recounts the session and venue figures. Reads every session and venue: run once where the deploy
 * runs (functions/jobs/migrations.ts), before the dashboard is used; idempotent.
 */
export async function backfillLists(p: P): Promise<{ sessions: number; sessionsReindexed: number; venues: number; venuesReindexed: number }> {
  let sessionsReindexed = 0;
  const sessionCounts = await recountSessions(p, async (items) => {
    const entries = await curated.areaEntries(p, items.map((i) => String(i.id)));
    for (const item of items) {
      if (curated.sessionIndexed(item, entries.get(String(item.id)))) continue;
      await curated.reindexSession(p, item as unknown as Session);
      sessionsReindexed++;
    }
  });
  await curated.putCounts(p, 'sessions', sessionCounts);
  let venuesReindexed = 0;
  const venueFigures = await recountVenues(p, async (v) => {
    const want = venueIndexes(v as unknown as Venue);
    if (v.gsi1sk === want.gsi1sk && v.gsi2pk === want.gsi2pk && v.gsi2sk === want.gsi2sk) return;
    await p.table.update(keys.cfVenue(String(v.id)), {
      update: 'SET gsi1pk = :g1, gsi1sk = :s1, gsi2pk = :g2, gsi2sk = :s2',
      condition: 'attribute_exists(pk)',
      values: { ':g1': want.gsi1pk, ':s1': want.gsi1sk, ':g2': want.gsi2pk, ':s2': want.gsi2sk },
      returnValues: 'NONE',
    });
    venuesReindexed++;
  });
  await p.table.put({ ...keys.cfVenueCounts(), type: 'CuratedCounts', ...venueFigures });
  return { sessions: sessionCounts[curated.sessionCountNames.total] ?? 0, sessionsReindexed, venues: venueFigures.total ?? 0, venuesReindexed };
}
