/**
 * Validation of the forms people fill in (application, venue, open session, feedback), shared by
 * the SPA (shown next to the fields) and the server (the first error becomes the 400). Pure.
 */
import {
  CAREER_STAGES,
  COMMUNICATION_STYLES,
  CURATED_CITIES,
  FIKA_GOALS,
  GROUP_MAX,
  GROUP_MIN,
  INTERESTS,
  LOCATION_PREFERENCES,
  MESSAGES,
  RATING_MAX,
  RATING_MIN,
  SCHEDULE_PREFERENCES,
  TEXT_MAX,
} from './rules';
import { emailProblem } from '../email-address';
import { ageConfirmationRequired } from '../../content/site/promises';

export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
const oneOf = (list: readonly string[], v: unknown) => typeof v === 'string' && list.includes(v);

export const emailError = (v: unknown): string | undefined => emailProblem(v, { required: 'Email is required' }) ?? undefined;

export interface ApplicationFields {
  first_name: string;
  last_name: string;
  email: string;
  nationality: string;
  profession: string;
  industry: string;
  career_stage: string;
  interests: string[];
  fika_goals: string[];
  communication_style: string;
  location_preference: string;
  schedule_preference: string;
  additional_info: string;
  city: string;
  country: string;
  /** The applicant confirmed the minimum age (a required checkbox, checked again on the server). */
  age_confirmed: boolean;
}
export type ApplicationField = keyof ApplicationFields;

/** The most characters a short text field (name, nationality, profession, industry) takes. */
export const SHORT_MAX = 100;

export function applicationErrors(f: Partial<Record<ApplicationField, unknown>>): FieldErrors<ApplicationField> {
  const e: FieldErrors<ApplicationField> = {};
  const required: [ApplicationField, string, string][] = [
    ['first_name', 'First name is required', 'First name'],
    ['last_name', 'Last name is required', 'Last name'],
    ['nationality', 'Nationality is required', 'Nationality'],
    ['profession', 'Profession is required', 'Profession'],
    ['industry', 'Industry is required', 'Industry'],
  ];
  for (const [k, msg, label] of required) {
    if (!str(f[k])) e[k] = msg;
    else if (str(f[k]).length > SHORT_MAX) e[k] = `${label} is too long (max ${SHORT_MAX} characters)`;
  }
  const em = emailError(f.email);
  if (em) e.email = em;
  if (!oneOf(CAREER_STAGES, f.career_stage)) e.career_stage = 'Please choose your career stage';
  const interests = Array.isArray(f.interests) ? f.interests : [];
  if (interests.length === 0 || !interests.every((i) => oneOf(INTERESTS, i))) e.interests = 'Please choose at least one interest';
  const goals = Array.isArray(f.fika_goals) ? f.fika_goals : [];
  if (goals.length === 0 || !goals.every((g) => oneOf(FIKA_GOALS, g))) e.fika_goals = 'Please choose at least one fika goal';
  if (!oneOf(COMMUNICATION_STYLES, f.communication_style)) e.communication_style = 'Please choose a communication style';
  if (!oneOf(LOCATION_PREFERENCES, f.location_preference)) e.location_preference = 'Please choose a preferred area';
  if (!oneOf(SCHEDULE_PREFERENCES, f.schedule_preference)) e.schedule_preference = 'Please choose when you can meet';
  if (!CURATED_CITIES.some((c) => c.city === f.city)) e.city = 'Please choose your city';
  if (str(f.additional_info).length > TEXT_MAX) e.additional_info = `Additional information is too long (max ${TEXT_MAX} characters)`;
  if (f.age_confirmed !== true) e.age_confirmed = ageConfirmationRequired;
  return e;
}

export const firstError = (e: FieldErrors): string | undefined => Object.values(e).find(Boolean);

// ---------- admin forms ----------

export function venueErrors(v: { name?: unknown; address?: unknown; capacity_small?: unknown }): string | undefined {
  if (!str(v.name) || !str(v.address)) return MESSAGES.venueRequired;
  if (v.capacity_small !== undefined && v.capacity_small !== null && v.capacity_small !== '') {
    const c = Number(v.capacity_small);
    if (!Number.isInteger(c) || c < 2 || c > 10) return 'Capacity must be between 2 and 10';
  }
  return undefined;
}

export function openSessionErrors(s: { session_title?: unknown; session_date?: unknown; venue_name?: unknown; max_participants?: unknown }): string | undefined {
  if (!str(s.session_title) || !str(s.session_date) || !str(s.venue_name)) return MESSAGES.openSessionRequired;
  if (s.max_participants !== undefined && s.max_participants !== null && s.max_participants !== '') {
    const m = Number(s.max_participants);
    if (!Number.isInteger(m) || m < GROUP_MIN || m > GROUP_MAX) return MESSAGES.maxParticipantsRange;
  }
  return undefined;
}

/** Client validation on session creation from applications: 2-4, all approved, all premium, one city. */
export function selectionErrors(apps: { application_status: string; is_premium_member: boolean; city?: string }[]): string | undefined {
  if (apps.length < GROUP_MIN || apps.length > GROUP_MAX) return MESSAGES.selectApplications;
  if (apps.some((a) => a.application_status !== 'approved')) return 'All selected applications must be approved.';
  if (apps.some((a) => !a.is_premium_member)) return 'All selected applicants must be premium members.';
  if (new Set(apps.map((a) => (a.city ?? '').trim().toLowerCase())).size > 1) return 'All selected applicants must be from the same city.';
  return undefined;
}

// ---------- feedback ----------

export const RATING_FIELDS = ['overall_satisfaction', 'venue_rating', 'group_chemistry', 'conversation_quality', 'likelihood_to_recommend'] as const;
export type RatingField = (typeof RATING_FIELDS)[number];
export const RATING_LABELS: Record<RatingField, string> = {
  overall_satisfaction: 'Overall satisfaction',
  venue_rating: 'The venue',
  group_chemistry: 'Group chemistry',
  conversation_quality: 'Conversation quality',
  likelihood_to_recommend: 'How likely are you to recommend Curated Fika to a friend?',
};
export const FEEDBACK_TEXT_FIELDS = ['attendee_notes', 'what_worked_well', 'what_could_improve', 'memorable_moments'] as const;
export const PREFERRED_GROUP_SIZES = ['2', '3', '4', 'no_preference'] as const;

export function feedbackErrors(f: Record<string, unknown>): FieldErrors {
  const e: FieldErrors = {};
  for (const k of RATING_FIELDS) {
    const v = f[k];
    if (v === undefined || v === null || v === '') e[k] = 'Please choose a rating from 0 to 10';
    else if (!Number.isInteger(Number(v)) || Number(v) < RATING_MIN || Number(v) > RATING_MAX) e[k] = 'Ratings go from 0 to 10';
  }
  for (const k of ['connection_made', 'would_attend_again'] as const) if (typeof f[k] !== 'boolean') e[k] = 'Please answer yes or no';
  for (const k of ['individual_connections', 'expected_attendees', 'actual_attendees'] as const) {
    const v = f[k];
    if (v !== undefined && v !== null && v !== '' && (!Number.isInteger(Number(v)) || Number(v) < 0 || Number(v) > GROUP_MAX)) e[k] = `Please enter a number from 0 to ${GROUP_MAX}`;
  }
  if (f.preferred_group_size !== undefined && f.preferred_group_size !== null && f.preferred_group_size !== '' && !oneOf(PREFERRED_GROUP_SIZES, String(f.preferred_group_size)))
    e.preferred_group_size = 'Please choose a group size';
  for (const k of FEEDBACK_TEXT_FIELDS) if (str(f[k]).length > TEXT_MAX) e[k] = `Please keep this under ${TEXT_MAX} characters`;
  return e;
}
