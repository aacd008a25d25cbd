/**
 * How the curated pages show dates, times and prices in the page's language. English keeps the
 * shared rules' formats ("Saturday, December 5, 2026", "10:00 AM (Asia/Tokyo)", "¥4,500");
 * Japanese uses ja-JP ("2026年12月5日(土)", "10:00（日本時間）", "4,500円", "$45").
 */
import type { Currency } from '@/content/cities';
import { formatMoney } from '@/content/site/facts';
import { longDate, timeWithZone } from '@/domain/curated/rules';
import { activeLocale, intlLocale } from '../../../lib/i18n';
import { t } from '../i18n';

/** The venue's time zone as a Japanese reader knows it; other zones show their IANA name. */
const JA_ZONE_KEY = { 'Asia/Tokyo': 'zone.Asia/Tokyo', 'Pacific/Honolulu': 'zone.Pacific/Honolulu' } as const;

export function sessionDate(iso: string, timeZone: string): string {
  if (activeLocale() === 'en') return longDate(iso, timeZone);
  return new Intl.DateTimeFormat(intlLocale(), { year: 'numeric', month: 'long', day: 'numeric', weekday: 'short', timeZone }).format(new Date(iso));
}

export function sessionTime(iso: string, timeZone: string): string {
  if (activeLocale() === 'en') return timeWithZone(iso, timeZone);
  const time = new Intl.DateTimeFormat(intlLocale(), { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(new Date(iso));
  const key = JA_ZONE_KEY[timeZone as keyof typeof JA_ZONE_KEY];
  return `${time}（${key ? t(key) : timeZone}）`;
}

/** A price in whole units: yen as "4,500円" in Japanese, dollars as "$45" in both languages. */
export function money(amount: number, currency: Currency): string {
  if (activeLocale() === 'ja' && currency === 'JPY') return `${new Intl.NumberFormat(intlLocale(), { maximumFractionDigits: 0 }).format(Math.round(amount))}円`;
  return formatMoney(amount, currency);
}
