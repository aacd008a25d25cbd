/**
 * The passport service: POST /api/send-passport-magic-link {action, ...}. The
 * passport session (email, token, auth time) lives in sessionStorage for 60 minutes and is cleared
 * when it expires or when its email differs from the signed-in member's.
 */
import { callApi, type Envelope } from '../../../lib/api-client';
import { PASSPORT_SESSION_TTL_SECONDS, type NextTier, type PassportFeatures, type TierId, type YearlyStatus } from '../../../../../functions/passport/rules';

import { storageKeyName, storedItem } from '../../../lib/browser-storage';

const FN = 'send-passport-magic-link';
export const PASSPORT_SESSION_KEY = storageKeyName('passportSession');

export interface PassportSessionData {
  email: string;
  sessionToken: string;
  authenticatedAt: string;
  expiresAt: string;
  /** Browser time the session was stored (ms): the 60 minutes count from here too. */
  storedAt: number;
}

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

export const sendPassportLink = (email: string) => callApi<{ message: string }>(FN, { action: 'send', email }, { attempts: 1 });

const validations = new Map<string, ReturnType<typeof validate>>();
const validate = (token: string) => callApi<Omit<PassportSessionData, 'storedAt'>>(FN, { action: 'validate', token });
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

function authed(c: Credentials) {
  return c.kind === 'passport'
    ? { email: c.session.email, extra: { sessionToken: c.session.sessionToken }, headers: { 'x-passport-session': c.session.sessionToken } as Record<string, string>, token: undefined }
    : { email: c.email, extra: {}, headers: {} as Record<string, string>, token: c.token };
}

export interface AttendanceItem {
  attendanceId: string;
  event_slug: string;
  event_title: string;
  event_date: string;
  location: string;
  event_type: string;
  source: string;
}

// The server's own response types (type-only: nothing of the server module reaches the bundle).
export type { PassportSummary, YearStats } from '../../../../../functions/passport/passport';
import type { PassportSummary, YearStats } from '../../../../../functions/passport/passport';

export interface PassportData {
  summary: PassportSummary;
  member_stats: {
    totalEvents: number;
    totalCities: number;
    firstEventDate: string | null;
    lastEventDate: string | null;
    favoriteEventType: string | null;
    eventsThisMonth: number;
    eventsThisYear: number;
    memberSince: string | null;
  };
  event_history: AttendanceItem[];
  yearly_comparison: { current_year: number; previous_year: number; current: YearStats; previous: YearStats; change: { stamps: number; percent: number | null } } | null;
  leaderboard: { rank: number; member: string; stamps: number; tier: TierId }[];
}

export function getPassportData(c: Credentials): Promise<Envelope<PassportData> & { status: number }> {
  const a = authed(c);
  return callApi<PassportData>(FN, { action: 'get-passport-data', email: a.email, ...a.extra }, { headers: a.headers, token: a.token });
}

export function getEventHistory(c: Credentials, limit = 50): Promise<Envelope<AttendanceItem[]> & { status: number }> {
  const a = authed(c);
  return callApi<AttendanceItem[]>(FN, { action: 'get-event-history', email: a.email, limit, ...a.extra }, { headers: a.headers, token: a.token });
}

// ---------- host screen ----------

export interface CheckinCodeRow {
  eventSlug: string;
  title: string;
  city: string;
  location: string;
  occurrence: string;
  startsAt: string;
  endsAt: string;
  opensAt: string;
  closesAt: string;
  timezone: string;
  open: boolean;
  code: string;
  checkinUrl: string;
  qrSvgDataUrl: string;
  checkedIn: number;
}

export const getCheckinCodes = (adminToken: string) => callApi<CheckinCodeRow[]>(FN, { action: 'get_checkin_codes', data: {} }, { token: adminToken });
