const longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "2026-11-01" → "1 November 2026" (calendar dates, read as UTC midnight so every time zone agrees). */
export const formatLegalDate = (iso: string) => longDate.format(new Date(`${iso}T00:00:00Z`));
