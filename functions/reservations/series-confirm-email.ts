/**
 * The series confirmation link's email (join_series by an address that has not proven itself), in
 * English and Japanese. A module of its own, naming the event by its title only
 * (content/events/titles.ts): the reservations function that sends it carries neither the other
 * templates nor the catalogue's Japanese text.
 */
import type { EventListing } from '../../content/events/index';
import { eventTitle } from '../../content/events/titles';
import type { EmailContent } from '../../domain/email-content';
import type { Lang } from '../lib/i18n/lang';

/** How often a series comes round, in English. */
export const seriesPeriod = (e: Pick<EventListing, 'eventFrequency'>): 'week' | 'month' => (e.eventFrequency === 'monthly' ? 'month' : 'week');

/** How often a series comes round, in Japanese. */
export const periodJa = (e: Pick<EventListing, 'eventFrequency'>) => (e.eventFrequency === 'monthly' ? '毎月' : '毎週');

/** The link that confirms a series asked for without signing in: nothing is taken until its owner opens it (it works once, for `hours` hours). */
export function seriesConfirmEmail(f: { event: EventListing; url: string; hours: number }, lang: Lang = 'en'): EmailContent {
  if (lang === 'ja') return seriesConfirmEmailJa(f);
  const period = seriesPeriod(f.event);
  return {
    subject: `Confirm: come every ${period} to ${eventTitle(f.event, 'en')}`,
    preheader: `One click takes your place on every date. The link works once, for ${f.hours} hours.`,
    heading: `Come every ${period}?`,
    blocks: [
      { kind: 'p', text: `Someone (hopefully you) asked to come to ${eventTitle(f.event, 'en')} every ${period} with this address. Nothing is reserved yet: confirm, and we register you for every date in the next eight weeks, each date on its own, and add new dates as they come up.` },
      { kind: 'button', label: 'Take my places', url: f.url },
      { kind: 'note', text: `The link works once and expires in ${f.hours} hours. If you did not ask for it, ignore this email: nothing is reserved.` },
    ],
  };
}

function seriesConfirmEmailJa(f: { event: EventListing; url: string; hours: number }): EmailContent {
  const t = eventTitle(f.event, 'ja');
  return {
    subject: `確認：${t}に${periodJa(f.event)}参加しますか`,
    preheader: `ワンクリックですべての回のお席を確保します。リンクは1回限り、${f.hours}時間有効です。`,
    heading: `${periodJa(f.event)}参加しますか？`,
    blocks: [
      { kind: 'p', text: `このメールアドレスで、${t}への${periodJa(f.event)}参加のお申し込みがありました。まだ何も予約されていません。確認すると、今後8週間のすべての回に日ごとに登録し、新しい回も順次追加します。` },
      { kind: 'button', label: 'すべての回の席を確保する', url: f.url },
      { kind: 'note', text: `リンクは1回だけ使え、${f.hours}時間で期限が切れます。お心当たりがない場合は、このメールを無視してください。何も予約されません。` },
    ],
  };
}
