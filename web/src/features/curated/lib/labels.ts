/**
 * What the curated pages show for values shared with the server: option labels, city names and
 * validation messages in the page's language. The values themselves (sent to the API) stay English.
 */
import { RATING_FIELDS, SHORT_MAX, feedbackErrors, type ApplicationField, type ApplicationFields, type FieldErrors } from '@/domain/curated/forms';
import {
  CAREER_STAGES,
  COMMUNICATION_STYLES,
  FIKA_GOALS,
  GROUP_MAX,
  INTERESTS,
  LOCATION_PREFERENCES,
  SCHEDULE_PREFERENCES,
  TEXT_MAX,
} from '@/domain/curated/rules';
import { MINIMUM_AGE } from '@/content/site/promises';
import type en from '../messages/en.json';
import { t } from '../i18n';

type Key = keyof typeof en;

/** The option lists shared with the server; each value has a label `option.<list>.<value>`. */
const OPTIONS = {
  career_stage: CAREER_STAGES,
  interests: INTERESTS,
  fika_goals: FIKA_GOALS,
  communication_style: COMMUNICATION_STYLES,
  location_preference: LOCATION_PREFERENCES,
  schedule_preference: SCHEDULE_PREFERENCES,
} as const;

/** The shown label of an option value; a value without a label shows as it is. */
export function optionLabel(list: keyof typeof OPTIONS, value: string): string {
  return (OPTIONS[list] as readonly string[]).includes(value) ? t(`option.${list}.${value}` as Key) : value;
}

/** Cities and countries with a name in the catalogue (`city.<name>`, `country.<name>`). */
const CITY_NAMES: readonly string[] = ['Tokyo', 'Osaka', 'Fukuoka', 'Honolulu'];
const COUNTRY_NAMES: readonly string[] = ['Japan'];

/** "Tokyo" → 東京 on a Japanese page; an unknown city shows as it is. */
export const cityName = (city: string): string => (CITY_NAMES.includes(city) ? t(`city.${city}` as Key) : city);
export const countryName = (country: string): string => (COUNTRY_NAMES.includes(country) ? t(`country.${country}` as Key) : country);

const blank = (v: unknown) => (typeof v === 'string' ? v.trim() : '') === '';
/** The text fields whose error is "required" when empty and "too long" otherwise. */
const TEXT_FIELDS = ['first_name', 'last_name', 'nationality', 'profession', 'industry'] as const;

/**
 * The application form's errors (domain/curated/forms.ts decides which fields are wrong) in the
 * page's language.
 */
export function applicationErrorsShown(found: FieldErrors<ApplicationField>, f: ApplicationFields): FieldErrors<ApplicationField> {
  const out: FieldErrors<ApplicationField> = {};
  for (const k of Object.keys(found) as ApplicationField[]) {
    if ((TEXT_FIELDS as readonly string[]).includes(k)) out[k] = t(`error.${k}.${blank(f[k]) ? 'required' : 'tooLong'}` as Key, { max: SHORT_MAX });
    else if (k === 'email') out[k] = t(blank(f.email) ? 'error.email.required' : 'error.email.invalid');
    else if (k === 'additional_info') out[k] = t('error.additional_info', { max: TEXT_MAX });
    else if (k === 'age_confirmed') out[k] = t('error.age_confirmed', { age: MINIMUM_AGE });
    else out[k] = t(`error.${k}` as Key);
  }
  return out;
}

/** The feedback form's errors (domain/curated/forms.ts decides which fields are wrong) in the page's language. */
export function feedbackErrorsShown(body: Record<string, unknown>): FieldErrors {
  const found = feedbackErrors(body);
  const out: FieldErrors = {};
  for (const k of Object.keys(found)) {
    const v = body[k];
    if ((RATING_FIELDS as readonly string[]).includes(k)) out[k] = t(v === undefined || v === null || v === '' ? 'feedback.error.rating' : 'feedback.error.ratingRange');
    else if (k === 'connection_made' || k === 'would_attend_again') out[k] = t('feedback.error.yesno');
    else if (k === 'preferred_group_size') out[k] = t('feedback.error.groupSize');
    else if (k === 'individual_connections' || k === 'expected_attendees' || k === 'actual_attendees') out[k] = t('feedback.error.number', { max: GROUP_MAX });
    else out[k] = t('feedback.error.textMax', { max: TEXT_MAX });
  }
  return out;
}
