/**
 * Scheduled jobs (EventBridge Scheduler in AWS with input {"job": name}; in-process timers locally,
 * and on demand through POST /_dev/jobs/{name}). The schedule list lives in infra/lambdas.ts.
 */
import { ensureCatalogue } from '../lib/event-store';
import * as z from '../../domain/zod';
import type { JobName } from '../../events/catalogue';
import { ports } from '../lib/runtime';
import type { Ports } from '../lib/ports';
import { log } from '../lib/log';
import { eventReminders, venueReveal } from './reservations';
import { noShowSweep } from './no-shows';
import { privacyRetentionJob } from './privacy';
import { seriesJob } from './series';
import { weeklyDigest } from './digest';
import { stayInTouchJob } from '../stay-in-touch/touch';

const jobs: Record<JobName, (p: Ports) => Promise<Record<string, number>>> = {
  'event-reminders': eventReminders,
  'venue-reveal': venueReveal,
  'no-show-sweep': noShowSweep,
  'privacy-retention': privacyRetentionJob,
  'series-rsvp': seriesJob,
  'weekly-digest': weeklyDigest,
  'stay-in-touch': stayInTouchJob,
};

export const jobNames = Object.keys(jobs) as JobName[];

const input = z.object({ job: z.enum(jobNames as [JobName, ...JobName[]]) });

/** Runs one job with the given ports (their clock is the job's "now"). */
export async function runJob(job: JobName, p: Ports): Promise<Record<string, number>> {
  // The event catalogue in use is the table's (functions/lib/event-store.ts).
  await ensureCatalogue(p);
  const result = await jobs[job](p);
  log.info('job finished', { job, ...result });
  return result;
}

export const handler = async (event: unknown): Promise<Record<string, number>> => {
  const { job } = input.parse(event);
  return runJob(job, await ports());
};
