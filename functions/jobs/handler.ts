/**
 * Scheduled jobs (EventBridge Scheduler in AWS with input {"job": name}; in-process timers locally).
 * The schedule list lives in events/catalogue.ts.
 */
import * as z from '../lib/zod';
import type { JobName } from '../../events/catalogue';
import { ports } from '../lib/runtime';
import type { Ports } from '../lib/ports';
import { log } from '../lib/log';
import { eventReminders, venueReveal } from './reservations';
import { noShowSweep } from './no-shows';

const jobs: Record<JobName, (p: Ports) => Promise<Record<string, number>>> = {
  'event-reminders': eventReminders,
  'venue-reveal': venueReveal,
  'no-show-sweep': noShowSweep,
};

const input = z.object({ job: z.enum(Object.keys(jobs) as [JobName, ...JobName[]]) });

export const handler = async (event: unknown): Promise<Record<string, number>> => {
  const { job } = input.parse(event);
  const result = await jobs[job](await ports());
  log.info('job finished', { job, ...result });
  return result;
};
