/**
 * The weekly digest email (docs/digest.md), in English and Japanese: the coming week's dates in the
 * reader's cities that still have places, each with its one-click RSVP link. The mail door adds the
 * list's unsubscribe link and headers (it is marketing mail).
 */
import { CITIES, type CitySlug } from '../../content/cities';
import type { EventListing } from '../../content/events/index';
import { localizeEvent } from '../../content/events/localize';
import type { Block, EmailContent } from '../../domain/email-content';
import type { Lang } from '../lib/i18n/lang';
import { formatEventDate, formatEventTime } from '../reservations/format';

export interface DigestDate {
  event: EventListing;
  occurrence: string;
  city: CitySlug;
  placesLeft: number;
  /** The one-click RSVP link for this reader. */
  rsvpUrl: string;
}

function cityBlocks(dates: DigestDate[], lang: Lang): Block[] {
  const cities = [...new Set(dates.map((d) => d.city))];
  return cities.flatMap((city) => [
    { kind: 'p' as const, text: lang === 'ja' ? `【${CITIES[city].ja.name}】` : `${CITIES[city].name}` },
    ...dates
      .filter((d) => d.city === city)
      .flatMap((d): Block[] => {
        const e = lang === 'ja' ? localizeEvent(d.event, 'ja') : d.event;
        const places = lang === 'ja' ? `残り${d.placesLeft}席` : `${d.placesLeft} ${d.placesLeft === 1 ? 'place' : 'places'} left`;
        return [
          { kind: 'details', rows: lang === 'ja' ? [['イベント', e.title], ['日時', `${formatEventDate(d.event, d.occurrence, 'ja')} ${formatEventTime(d.event, d.occurrence, 'ja')}`], ['空き', places]] : [['Event', e.title], ['When', `${formatEventDate(d.event, d.occurrence)}, ${formatEventTime(d.event, d.occurrence)}`], ['Places', places]] },
          { kind: 'button', label: lang === 'ja' ? '席を予約する' : 'Reserve my place', url: d.rsvpUrl },
        ];
      }),
  ]);
}

export function digestEmail(dates: DigestDate[], lang: Lang): EmailContent {
  const n = dates.length;
  if (lang === 'ja') {
    return {
      subject: `今週のテーブル：あなたの街で${n}件`,
      preheader: 'まだ席のある今週の集まりです。',
      heading: '今週のテーブル',
      blocks: [{ kind: 'p', text: 'まだ席のある今週の集まりをお届けします。ボタンを押すと予約ページが開き、もう一度ボタンを押すと予約が確定します。' }, ...cityBlocks(dates, 'ja')],
    };
  }
  return {
    subject: `This week's tables near you: ${n} ${n === 1 ? 'date' : 'dates'}`,
    preheader: 'The dates this week that still have places.',
    heading: "This week's tables",
    blocks: [{ kind: 'p', text: "Here are this week's dates near you that still have places. A button opens the reservation page; one more click there reserves your place." }, ...cityBlocks(dates, 'en')],
  };
}
