import { activeLocale } from '../../../lib/i18n';

const longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const longDateJa = new Intl.DateTimeFormat('ja-JP', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * "2026-11-01" → "1 November 2026" ("2026年11月1日" on a Japanese page): calendar dates, read as UTC
 * midnight so every time zone agrees.
 */
export const formatLegalDate = (iso: string) => (activeLocale() === 'ja' ? longDateJa : longDate).format(new Date(`${iso}T00:00:00Z`));
