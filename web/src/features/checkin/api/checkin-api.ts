/** /checkin calls on the passport service: what is open now, and recording an attendance. */
import { callApi } from '../../../lib/api-client';
import type { NextTier } from '../../../../../functions/passport/rules';

const FN = 'send-passport-magic-link';

export interface OpenEvent {
  eventSlug: string;
  title: string;
  city: string;
  location: string;
  occurrence: string;
  startsAt: string;
  endsAt: string;
  closesAt: string;
  timezone: string;
  iconValue: string;
}

export interface AttendanceResult {
  duplicate: boolean;
  stamps: number;
  stampsGained: number;
  previousTier: string;
  tier: string;
  tierName: string;
  tierUnlocked: boolean;
  next_tier: NextTier | null;
  attendance: { event_title: string; event_date: string; location: string };
}

export const getCheckinEvents = () => callApi<OpenEvent[]>(FN, { action: 'get_checkin_events', data: {} });

export const recordAttendance = (token: string, input: { eventSlug: string; occurrence: string; code: string }) =>
  callApi<AttendanceResult>(FN, { action: 'record_attendance', data: input }, { token, attempts: 2 });
