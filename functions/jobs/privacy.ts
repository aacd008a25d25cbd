/**
 * The daily privacy-retention job (schedule in infra/lambdas.ts): each step runs in turn at the
 * job's clock, and the job answers their counts together. A new retention rule is one more step.
 */
import type { Ports } from '../lib/ports';
import { privacyRetention } from '../privacy/retention';
import { reduceAnalytics } from '../analytics/retention';
import { reduceClosedPoll } from '../poll/poll';

type Step = (p: Ports, now: Date) => Promise<Record<string, number>>;

const steps: Step[] = [
  // Closed accounts: personal data purged 90 days after closure, accounting records kept under a pseudonym.
  (p) => privacyRetention(p),
  // Analytics: daily detail (paths, sources, referrers) older than 26 months reduced to monthly totals per event name.
  async (p, now) => ({ analyticsReduced: (await reduceAnalytics(p, now)).reduced }),
  // Poll: once it has closed, the anonymous votes are deleted and only the per-option counts kept.
  (p, now) => reduceClosedPoll(p, now),
];

export async function privacyRetentionJob(p: Ports): Promise<Record<string, number>> {
  const now = p.clock.now();
  const result: Record<string, number> = {};
  for (const step of steps) Object.assign(result, await step(p, now));
  return result;
}
