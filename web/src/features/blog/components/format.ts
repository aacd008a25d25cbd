import { activeLocale } from '../../../lib/i18n';

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const dateFormatJa = new Intl.DateTimeFormat('ja-JP', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "2026-05-15" → "15 May 2026" ("2026年5月15日" on a Japanese page). Post dates are calendar dates, so they are read as UTC midnight. */
export function formatPostDate(isoDate: string): string {
  return (activeLocale() === 'ja' ? dateFormatJa : dateFormat).format(new Date(`${isoDate}T00:00:00Z`));
}
