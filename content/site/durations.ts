/**
 * How a duration reads on a page, an email or the cookie policy. Imports nothing, so the first
 * page load can carry it without the modules that enforce the durations.
 */
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
export const YEAR = 365 * DAY;

/** 3_600_000 → "60 minutes", 7_200_000 → "2 hours", 86_400_000 → "24 hours", a year → "1 year". */
export function formatLifetime(ms: number): string {
  const unit = (n: number, one: string) => `${n} ${n === 1 ? one : `${one}s`}`;
  if (ms % YEAR === 0) return unit(ms / YEAR, 'year');
  if (ms % DAY === 0 && ms >= 2 * DAY) return unit(ms / DAY, 'day');
  if (ms % HOUR === 0 && ms >= 2 * HOUR) return unit(ms / HOUR, 'hour');
  return unit(Math.round(ms / MINUTE), 'minute');
}
