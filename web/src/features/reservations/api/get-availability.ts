/** POST /api/reservations get_availability {slugs}: places taken and waiting per event (next occurrence). */
import { callAction } from '../../../lib/api-client';

export interface Availability {
  eventSlug: string;
  occurrence: string | null;
  currentCount: number;
  capacity: number;
  waitlistCount: number;
  isFull: boolean;
}

export async function getAvailability(slugs: string[]): Promise<Availability[]> {
  const r = await callAction<Availability[]>('reservations', 'get_availability', { slugs });
  if (!r.success || !Array.isArray(r.data)) throw new Error(r.error ?? 'Failed to load availability');
  return r.data;
}
