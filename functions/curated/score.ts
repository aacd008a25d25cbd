/**
 * The compatibility score (maximum 100) and the greedy grouping built on it. Pure.
 *
 *   professional           25  same industry, or same profession (case-insensitive, non-empty)
 *   common interests        5 each, up to 20
 *   common goals            7 each, up to 20
 *   communication style    15  same style, or either is Flexible
 *   location               10  same preference, or either is Flexible
 *   career-stage diversity 10  weight difference between 1 and 2 (inclusive)
 */
import { CAREER_STAGE_WEIGHTS, GROUP_MAX, GROUP_MIN } from '../../domain/curated/rules';

export interface Matchable {
  id: string;
  profession?: string | null;
  industry?: string | null;
  career_stage?: string | null;
  interests?: readonly string[] | null;
  fika_goals?: readonly string[] | null;
  communication_style?: string | null;
  location_preference?: string | null;
  submitted_at?: string | null;
}

export interface ScoreBreakdown {
  professional: number;
  interests: number;
  goals: number;
  communication: number;
  location: number;
  diversity: number;
  total: number;
  commonInterests: string[];
  commonGoals: string[];
}

const norm = (s: string | null | undefined) => (s ?? '').trim().toLowerCase();
const common = (a: readonly string[] | null | undefined, b: readonly string[] | null | undefined): string[] => {
  const set = new Set((b ?? []).map(norm));
  return [...new Set((a ?? []).filter((x) => set.has(norm(x))))];
};
const sameOrFlexible = (a: string | null | undefined, b: string | null | undefined) => {
  const x = norm(a);
  const y = norm(b);
  if (!x || !y) return false;
  return x === y || x === 'flexible' || y === 'flexible';
};

/** Career-stage diversity counts when the weight difference is 1 to 2; an unweighted stage never counts. */
export function careerDiversity(a: string | null | undefined, b: string | null | undefined): boolean {
  const wa = CAREER_STAGE_WEIGHTS[a ?? ''];
  const wb = CAREER_STAGE_WEIGHTS[b ?? ''];
  if (wa === undefined || wb === undefined) return false;
  const d = Math.abs(wa - wb);
  return d >= 1 && d <= 2;
}

export function compatibility(a: Matchable, b: Matchable): ScoreBreakdown {
  const sameIndustry = norm(a.industry) !== '' && norm(a.industry) === norm(b.industry);
  const sameProfession = norm(a.profession) !== '' && norm(a.profession) === norm(b.profession);
  const commonInterests = common(a.interests, b.interests);
  const commonGoals = common(a.fika_goals, b.fika_goals);
  const s = {
    professional: sameIndustry || sameProfession ? 25 : 0,
    interests: Math.min(20, commonInterests.length * 5),
    goals: Math.min(20, commonGoals.length * 7),
    communication: sameOrFlexible(a.communication_style, b.communication_style) ? 15 : 0,
    location: sameOrFlexible(a.location_preference, b.location_preference) ? 10 : 0,
    diversity: careerDiversity(a.career_stage, b.career_stage) ? 10 : 0,
  };
  const total = s.professional + s.interests + s.goals + s.communication + s.location + s.diversity;
  return { ...s, total, commonInterests, commonGoals };
}

export const score = (a: Matchable, b: Matchable): number => compatibility(a, b).total;

/** Average pairwise score of a candidate with everyone already in a group. */
export function groupFit(candidate: Matchable, group: readonly Matchable[]): number {
  if (group.length === 0) return 0;
  return group.reduce((sum, m) => sum + score(candidate, m), 0) / group.length;
}

/** Average pairwise score inside a group (0 for fewer than two). */
export function groupScore(group: readonly Matchable[]): number {
  let sum = 0;
  let n = 0;
  for (let i = 0; i < group.length; i++)
    for (let j = i + 1; j < group.length; j++) {
      sum += score(group[i], group[j]);
      n++;
    }
  return n ? sum / n : 0;
}

/**
 * Group sizes for n people: as few groups of at most 4 as possible, sizes as even as possible,
 * so everyone is placed in groups of 3-4 and only 2 or 5 people leave a pair (2 is the minimum).
 */
export function groupSizes(n: number): number[] {
  if (n < GROUP_MIN) return [];
  const g = Math.ceil(n / GROUP_MAX);
  const base = Math.floor(n / g);
  const extra = n % g;
  return Array.from({ length: g }, (_, i) => base + (i < extra ? 1 : 0));
}

/** Ranks candidates by score with one application, best first (ties: earlier application first). */
export function rankCompatible<T extends Matchable>(target: Matchable, candidates: readonly T[]): { application: T; score: number; breakdown: ScoreBreakdown }[] {
  return candidates
    .filter((c) => c.id !== target.id)
    .map((c) => ({ application: c, breakdown: compatibility(target, c) }))
    .map((r) => ({ ...r, score: r.breakdown.total }))
    .sort((x, y) => y.score - x.score || (x.application.submitted_at ?? '').localeCompare(y.application.submitted_at ?? ''));
}

const byAge = (a: Matchable, b: Matchable) => (a.submitted_at ?? '').localeCompare(b.submitted_at ?? '') || a.id.localeCompare(b.id);

/**
 * Greedy best-score grouping. The longest-waiting application seeds each group; the candidate with
 * the best average score with the group joins next, until the group reaches its size.
 * With `minScore`, a candidate joins only if that average reaches it, and a group that stays below
 * two members is dropped (its seed stays unmatched).
 */
export function formGroups<T extends Matchable>(pool: readonly T[], opts: { minScore?: number } = {}): { groups: T[][]; unmatched: T[] } {
  const remaining = [...pool].sort(byAge);
  const groups: T[][] = [];
  const unmatched: T[] = [];
  while (remaining.length >= GROUP_MIN) {
    const size = groupSizes(remaining.length)[0];
    const group = [remaining.shift()!];
    while (group.length < size && remaining.length) {
      let best = -1;
      let bestFit = -Infinity;
      remaining.forEach((c, i) => {
        const fit = groupFit(c, group);
        if (fit > bestFit) {
          bestFit = fit;
          best = i;
        }
      });
      if (opts.minScore !== undefined && bestFit < opts.minScore) break;
      group.push(remaining.splice(best, 1)[0]);
    }
    if (group.length >= GROUP_MIN) groups.push(group);
    else unmatched.push(...group);
  }
  unmatched.push(...remaining);
  return { groups, unmatched };
}
