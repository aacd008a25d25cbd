import { CITIES, CITY_SLUGS, cityIn, type CitySlug } from '@/content/cities';
import { calendarFeedPath, subscribeUrls } from '@/content/events/ics';
import { activeLocale } from '../../../lib/i18n';
import { SITE_URL } from '../../../lib/seo';
import { useHydrated } from '../../../lib/now';
import { t } from '../i18n';
import { eventTypeLabel } from '../event-types';

/**
 * The feed's https URL. The prerendered page names the public site; once the page runs, the origin
 * it was loaded from (the same site in production, the local stack with `npm start`). A Japanese
 * page subscribes to the Japanese feed.
 */
function useFeedUrl(path: string): string {
  const origin = useHydrated() ? window.location.origin : SITE_URL;
  return `${origin}${path}${activeLocale() === 'ja' ? '?lang=ja' : ''}`;
}

/** One feed's two ways in: calendar apps (webcal://) and Google Calendar. */
function FeedLinks({ path, label }: { path: string; label: string }) {
  const { webcalUrl, googleUrl } = subscribeUrls(useFeedUrl(path));
  return (
    <li className="calendar-feeds__item">
      <span className="calendar-feeds__label">{label}</span>
      <a className="calendar-feeds__link" href={webcalUrl}>
        {t('feeds.subscribe')}{' '}
        <span className="visually-hidden">{label}</span>
      </a>
      <a className="calendar-feeds__link" href={googleUrl} target="_blank" rel="noopener noreferrer">
        {t('feeds.google')}{' '}
        <span className="visually-hidden">
          {label}
          {t('calendar.newTab')}
        </span>
      </a>
    </li>
  );
}

/**
 * "Follow in your calendar": subscriptions to the calendar feeds (functions/calendar), which stay up
 * to date by themselves. On a city's page: that city, and each event type it has behind "One kind of
 * event only"; on the events page: the city and type chosen in the filters, or every city.
 */
export function CalendarFeeds({ city, types = [] }: { city?: CitySlug; types?: readonly string[] }) {
  const locale = activeLocale();
  const cities = city ? [city] : CITY_SLUGS;
  return (
    <section className="calendar-feeds" aria-labelledby="calendar-feeds-title">
      <h2 id="calendar-feeds-title" className="calendar-feeds__title">
        <span aria-hidden="true">📅</span> {t('feeds.title')}
      </h2>
      <p className="calendar-feeds__intro">{t('feeds.intro')}</p>
      <ul className="calendar-feeds__list">
        {cities.map((c) => (
          <FeedLinks key={c} path={calendarFeedPath(c)} label={t('feeds.city', { city: cityIn(CITIES[c], locale).name })} />
        ))}
        {city && types.length === 1 && (
          <FeedLinks path={calendarFeedPath(city, types[0])} label={t('feeds.type', { city: cityIn(CITIES[city], locale).name, type: eventTypeLabel(types[0]) })} />
        )}
      </ul>
      {city && types.length > 1 && (
        <details className="calendar-feeds__more">
          <summary>{t('feeds.byType')}</summary>
          <ul className="calendar-feeds__list">
            {types.map((type) => (
              <FeedLinks key={type} path={calendarFeedPath(city, type)} label={t('feeds.type', { city: cityIn(CITIES[city], locale).name, type: eventTypeLabel(type) })} />
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
