/** The door kit's calls on the passport service: host sign-in, the list, the sync of check-ins, walk-ins. */
import { api, type ApiOutput } from '../../../lib/api';

export type DoorList = ApiOutput<'passport', 'get_door_list'>;
export type DoorRow = DoorList['rows'][number];
export type DoorCounts = DoorList['counts'];
export type SyncResult = ApiOutput<'passport', 'sync_checkins'>['results'][number];

export const requestHostLink = (input: { email: string; eventSlug: string; occurrence: string; lang: 'en' | 'ja' }) => api.passport.host_request_link(input);
export const verifyHostLink = (token: string) => api.passport.host_verify({ token });
export const getDoorList = (token: string, eventSlug: string, occurrence: string) => api.passport.get_door_list({ eventSlug, occurrence }, { token, attempts: 1 });
export const syncCheckins = (token: string, eventSlug: string, occurrence: string, checkins: { clientId: string; token?: string; email?: string; at: string }[]) =>
  api.passport.sync_checkins({ eventSlug, occurrence, checkins }, { token, attempts: 1 });
export const addWalkIn = (token: string, input: { eventSlug: string; occurrence: string; clientId: string; name: string; email: string; at: string }) =>
  api.passport.add_walk_in(input, { token, attempts: 1 });
