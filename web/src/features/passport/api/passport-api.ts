/**
 * The passport service (`api.passport`, POST /api/send-passport-magic-link). The
 * passport sign-in session (email, token, auth time) lives in sessionStorage for 60 minutes and is cleared
 * when it expires or when its email differs from the signed-in member's.
 */
import { api, type ApiOutput } from '../../../lib/api';
import { PASSPORT_SESSION_TTL_SECONDS } from '@/domain/passport/rules';

import { storageKeyName, storedItem } from '../../../lib/browser-storage';

export const PASSPORT_SESSION_KEY = storageKeyName('passportSession');

/** The passport sign-in session from `validate`, and the browser time it was stored (ms): the 60 minutes count from there too. */
export type PassportSessionData = ApiOutput<'passport', 'validate'> & { storedAt: number };

const stored = () => storedItem('passportSession');

export function clearPassportSession(): void {
  stored().remove();
}

/** The stored passport session, unless expired or for another email than `memberEmail`. */
export function readPassportSession(memberEmail?: string | null, now = Date.now()): PassportSessionData | null {
  const raw = stored().get();
  if (!raw) return null;
  try {
    const s = JSON.parse(raw) as PassportSessionData;
    const fresh = Date.parse(s.expiresAt) > now && s.storedAt + PASSPORT_SESSION_TTL_SECONDS * 1000 > now;
    const matches = !memberEmail || memberEmail.toLowerCase() === s.email;
    if (fresh && matches && s.sessionToken) return s;
  } catch {
    /* malformed: cleared below */
  }
  clearPassportSession();
  return null;
}

export function savePassportSession(s: Omit<PassportSessionData, 'storedAt'>): PassportSessionData {
  const value = { ...s, storedAt: Date.now() };
  stored().set(JSON.stringify(value));
  return value;
}

export const sendPassportLink = (email: string) => api.passport.send({ email }, { attempts: 1 });

const validations = new Map<string, ReturnType<typeof validate>>();
const validate = (token: string) => api.passport.validate({ token });
/** One exchange per link token (a link works once), even when React runs an effect twice. */
export function validatePassportLink(token: string) {
  let p = validations.get(token);
  if (!p) {
    p = validate(token);
    validations.set(token, p);
  }
  return p;
}

export type Credentials = { kind: 'passport'; session: PassportSessionData } | { kind: 'member'; email: string; token: string };

/** Who a read is about and the sign-in proving it: a passport session (field and header) or the member's token (Bearer). */
function authed(c: Credentials) {
  return c.kind === 'passport'
    ? { fields: { email: c.session.email, sessionToken: c.session.sessionToken }, headers: { 'x-passport-session': c.session.sessionToken } as Record<string, string>, token: undefined }
    : { fields: { email: c.email }, headers: {} as Record<string, string>, token: c.token };
}

export type PassportData = ApiOutput<'passport', 'get-passport-data'>;
export type AttendanceItem = ApiOutput<'passport', 'get-event-history'>[number];

export function getPassportData(c: Credentials) {
  const { fields, headers, token } = authed(c);
  // The fields go in `data`; they are repeated at the top level of the body, where this client sent them before.
  return api.passport['get-passport-data'](fields, { extra: fields, headers, token });
}

export function getEventHistory(c: Credentials, limit = 50) {
  const { fields, headers, token } = authed(c);
  return api.passport['get-event-history']({ ...fields, limit }, { headers, token });
}

// ---------- host screen ----------

export type CheckinCodeRow = ApiOutput<'passport', 'get_checkin_codes'>[number];

export const getCheckinCodes = (adminToken: string) => api.passport.get_checkin_codes({}, { token: adminToken });

/** A host's back-fill for a member who could not check in themselves. */
export const adminRecordAttendance = (adminToken: string, input: { email: string; eventSlug: string; occurrence: string }) =>
  api.passport.admin_record_attendance(input, { token: adminToken });

export type HostPage = ApiOutput<'passport', 'list_hosts'>;
export type HostAssignment = HostPage['rows'][number];
/** One page of host assignments (a cursor list: `next` names the page after). */
export const listHosts = (adminToken: string, cursor: string | null = null) => api.passport.list_hosts({ cursor }, { token: adminToken });
export const assignHost = (adminToken: string, input: { eventSlug: string; email: string }) => api.passport.assign_host(input, { token: adminToken });
export const removeHost = (adminToken: string, input: { eventSlug: string; email: string }) => api.passport.remove_host(input, { token: adminToken });
