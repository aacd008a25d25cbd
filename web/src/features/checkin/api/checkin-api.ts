/** /checkin calls on the passport service: what is open now, and recording an attendance. */
import { api, type ApiOutput } from '../../../lib/api';

export type OpenEvent = ApiOutput<'passport', 'get_checkin_events'>[number];
export type AttendanceResult = ApiOutput<'passport', 'record_attendance'>;

export const getCheckinEvents = () => api.passport.get_checkin_events({});

export const recordAttendance = (token: string, input: { eventSlug: string; occurrence: string; code: string }) => api.passport.record_attendance(input, { token, attempts: 2 });

export type MyCheckinQr = ApiOutput<'passport', 'get_my_checkin_qr'>[number];
export const getMyCheckinQr = (token: string) => api.passport.get_my_checkin_qr({}, { token, attempts: 2 });
