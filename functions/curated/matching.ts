/**
 * Matching (run_ai_matching; "AI Matching" is the product's name, but no AI is involved): the
 * rule-based compatibility score of score.ts over every approved premium application of one city (its
 * status-and-city index partition, page by page), not already
 * holding a seat in an upcoming session, grouped greedily by compatibility into groups of 3-4
 * (2 minimum). Each group becomes a scheduled session with its members invited; invitations are
 * mailed only when an admin presses Send Invites, after checking the group.
 *
 * v1 places everyone it can. v2 is the same algorithm with a minimum average score a member must
 * reach with the group (default 50); applications that fit no group stay unmatched.
 */
import { BadRequest } from '../lib/errors';
import type { Ports } from '../lib/ports';
import { approvedPremium, participationsOf } from './applications';
import { getApplication, refreshPremium } from './model';
import { type Application, type Venue } from './items';
import { createSession } from './sessions';
import { formGroups, groupScore, rankCompatible } from './score';
import { venuesOfCity } from './venues';
import { MESSAGES, interestLabel, timezoneFor, toInstant, toLocalInput, holdsSeat } from '../../domain/curated/rules';

/** Who already has a seat in a session that has not happened yet (they are not matched again). */
async function alreadyPlaced(p: Ports, apps: Application[]): Promise<Set<string>> {
  const now = p.clock.now().toISOString();
  const placed = new Set<string>();
  await Promise.all(
    apps.map(async (a) => {
      const parts = await participationsOf(p, a.email, now);
      if (parts.some((r) => holdsSeat(r.participation_status) && r.curated_fika_sessions.session_status !== 'cancelled')) placed.add(a.id);
    }),
  );
  return placed;
}

const mostCommon = (values: string[], skip: string[] = []): string | undefined => {
  const counts = new Map<string, number>();
  for (const v of values) if (v && !skip.includes(v)) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0];
};

/** Items shared by at least two members, most shared first (at most `n`). */
const shared = (lists: string[][], n: number): string[] => {
  const counts = new Map<string, number>();
  for (const l of lists) for (const v of new Set(l)) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts.entries()]
    .filter(([, c]) => c >= 2)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, n)
    .map(([v]) => v);
};

const TIMES: Record<string, string> = { Morning: '10:00', Afternoon: '14:00', Evening: '19:00' };

/**
 * The group's slot: its most common schedule preference (Flexible → weekend afternoon), on the
 * first matching day at least 7 days ahead (weekday → Wednesday, weekend → Saturday), venue time.
 */
export function proposedDate(schedules: string[], now: Date, timeZone: string): string {
  const pref = mostCommon(schedules, ['Flexible']) ?? 'Weekend Afternoon';
  const [kind, part] = pref.split(' ');
  const weekday = kind === 'Weekday' ? 3 : 6;
  const start = toLocalInput(new Date(now.getTime() + 7 * 86_400_000).toISOString(), timeZone).slice(0, 10);
  const [y, m, d] = start.split('-').map(Number);
  const base = Date.UTC(y, m - 1, d);
  const offset = (weekday - new Date(base).getUTCDay() + 7) % 7;
  const day = new Date(base + offset * 86_400_000).toISOString().slice(0, 10);
  return toInstant(`${day}T${TIMES[part] ?? '14:00'}`, timeZone)!;
}

/** A venue in the group's favourite area if there is one, the least used first, then the best rated. */
export function pickVenue(venues: Venue[], areas: string[], used: Map<string, number>): Venue | undefined {
  const area = mostCommon(areas, ['Flexible']);
  const usage = (v: Venue) => v.usage_count + (used.get(v.id) ?? 0);
  return [...venues].sort((a, b) => Number(b.venue_area === area) - Number(a.venue_area === area) || usage(a) - usage(b) || (b.rating ?? 0) - (a.rating ?? 0))[0];
}

export async function runMatching(p: Ports, input: { city?: string; country?: string; minScore?: number }) {
  const city = input.city?.trim();
  const country = input.country?.trim();
  if (!city || !country) throw new BadRequest(MESSAGES.matchingCityCountry);
  const approved = await approvedPremium(p, { city, country });
  const placed = await alreadyPlaced(p, approved);
  const pool = approved.filter((a) => !placed.has(a.id));
  const { groups, unmatched } = formGroups(pool, input.minScore === undefined ? {} : { minScore: input.minScore });
  const venues = await venuesOfCity(p, city);
  const used = new Map<string, number>();
  const timeZone = timezoneFor(city);
  const sessions = [];
  for (const group of groups) {
    const venue = pickVenue(venues, group.map((a) => a.location_preference), used);
    if (venue) used.set(venue.id, (used.get(venue.id) ?? 0) + 1);
    const interests = shared(group.map((a) => a.interests), 2);
    const themes = shared(group.map((a) => a.fika_goals), 2);
    const created = await createSession(p, {
      registration: 'ai',
      applications: group,
      sessionData: {
        session_title: `Curated Fika: ${interests.length ? interests.map(interestLabel).join(' & ') : 'Coffee & Conversation'} (${city})`,
        session_date: proposedDate(group.map((a) => a.schedule_preference), p.clock.now(), timeZone),
        venue_id: venue?.id,
        venue_name: venue ? undefined : 'Venue to be confirmed',
        venue_area: venue ? undefined : mostCommon(group.map((a) => a.location_preference), ['Flexible']) ?? '',
        city,
        country,
        venue_timezone: timeZone,
        target_interests: interests,
        target_themes: themes,
        host_notes: `Matched automatically (average compatibility ${Math.round(groupScore(group))}/100). Check the group and the venue before sending invites.`,
      },
    });
    sessions.push({
      id: created.id,
      session_title: created.session_title,
      session_date: created.session_date,
      venue_name: created.venue_name,
      score: Math.round(groupScore(group)),
      members: group.map((a) => `${a.first_name} ${a.last_name.charAt(0)}.`),
    });
  }
  const matched = groups.reduce((n, g) => n + g.length, 0);
  return {
    sessionsCreated: sessions.length,
    applicationsProcessed: pool.length,
    applicationsMatched: matched,
    unmatched: unmatched.length,
    alreadyInSessions: placed.size,
    sessions,
    message: sessions.length
      ? `Created ${sessions.length} session${sessions.length === 1 ? '' : 's'} for ${matched} of ${pool.length} applications in ${city}. Review them in Sessions, then send the invites.`
      : MESSAGES.noSessionsCreated,
  };
}

export async function findCompatible(p: Ports, input: { applicationId: string; limit?: number }) {
  const [target] = await refreshPremium(p, [await getApplication(p, input.applicationId)]);
  const candidates = await approvedPremium(p, { city: target.city, country: target.country });
  const limit = Math.min(Math.max(Number(input.limit ?? 10) || 10, 1), 50);
  return {
    application: { id: target.id, first_name: target.first_name, last_name: target.last_name, city: target.city },
    matches: rankCompatible(target, candidates)
      .slice(0, limit)
      .map((r) => ({
        score: r.score,
        breakdown: r.breakdown,
        application: {
          id: r.application.id,
          first_name: r.application.first_name,
          last_name: r.application.last_name,
          email: r.application.email,
          career_stage: r.application.career_stage,
          profession: r.application.profession,
          industry: r.application.industry,
          interests: r.application.interests,
          fika_goals: r.application.fika_goals,
          communication_style: r.application.communication_style,
          location_preference: r.application.location_preference,
        },
      })),
  };
}
