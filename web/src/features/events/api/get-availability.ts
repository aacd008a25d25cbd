/** Live places for an event's next occurrence: POST /api/reservations get_availability {slugs}. */
import { useEffect, useState } from 'react';
import { api, type ApiOutput } from '../../../lib/api';

export type Availability = ApiOutput<'reservations', 'get_availability'>[number];

export type AvailabilityState = { status: 'loading' } | { status: 'ready'; availability: Availability } | { status: 'unavailable' };

export async function fetchAvailability(slug: string): Promise<Availability | null> {
  const r = await api.reservations.get_availability({ slugs: [slug] }, { attempts: 2 });
  if (!r.success || !Array.isArray(r.data)) return null;
  return r.data.find((a) => a.eventSlug === slug) ?? null;
}

/**
 * Loads after mount and again whenever `version` changes (after a registration); any failure
 * leaves the page as it is ("unavailable" renders nothing).
 */
export function useAvailability(slug: string, enabled: boolean, version = 0): AvailabilityState {
  const [state, setState] = useState<AvailabilityState>({ status: 'loading' });
  useEffect(() => {
    if (!enabled) {
      setState({ status: 'unavailable' });
      return;
    }
    let cancelled = false;
    setState({ status: 'loading' });
    fetchAvailability(slug)
      .then((a) => !cancelled && setState(a ? { status: 'ready', availability: a } : { status: 'unavailable' }))
      .catch(() => !cancelled && setState({ status: 'unavailable' }));
    return () => {
      cancelled = true;
    };
  }, [slug, enabled, version]);
  return state;
}
