import { useParams } from 'react-router-dom';
import { CITIES, CITY_SLUGS, cityBySlug, cityIn, citySummary } from '@/content/cities';
import { CITY_INTROS } from '@/content/city-intros';
import { Link } from '../../../components/LocalLink';
import { activeLocale, localPath } from '../../../lib/i18n';
import { rich } from '../../../lib/i18n/rich';
import { t } from '../i18n';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Section } from '../../../components/ui/Section';
import { Button } from '../../../components/ui/Button';
import { Seo } from '../../../lib/seo';
import { timeZoneLabel } from '../../../lib/event-display';
import { useNow } from '../../../lib/now';
import { EventList } from '../components/EventList';
import { CalendarFeeds } from '../components/CalendarFeeds';
import { sortForListing } from '../event-data';
import { eventSummaries } from '../summaries';
import '../events.css';

export default function CityEventsPage() {
  const { city: slug } = useParams();
  const now = useNow();
  const city = cityBySlug(slug);
  const summary = citySummary(eventSummaries)[city.slug];
  const list = sortForListing(
    eventSummaries.filter((e) => cityBySlug(e.city).slug === city.slug),
    now,
  );
  const others = CITY_SLUGS.filter((c) => c !== city.slug);
  const locale = activeLocale();
  const text = cityIn(city, locale);
  const zone = timeZoneLabel(city.timezone);

  return (
    <>
      <Seo
        title={t('city.seo.title', { city: text.name })}
        description={t('city.seo.description', { city: text.name, country: text.country, open: summary.open, intro: CITY_INTROS[city.slug][locale] })}
        path={localPath(`/events/city/${city.slug}`)}
      />
      <PageHeader eyebrow={t('city.eyebrow', { region: text.region, country: text.country })} title={t('city.title', { flag: city.flag, city: text.name })} subtitle={CITY_INTROS[city.slug][locale]}>
        <Button to={localPath('/events')} variant="secondary">
          {t('city.allCities')}
        </Button>
      </PageHeader>
      <div className="container">
        <dl className="city-summary" aria-label={t('city.glance', { city: text.name })}>
          <div>
            <dt>{t('city.listed')}</dt>
            <dd>{summary.total}</dd>
          </div>
          <div>
            <dt>{t('city.open')}</dt>
            <dd>{summary.open}</dd>
          </div>
          <div>
            <dt>{t('city.localTime')}</dt>
            <dd>
              {zone} <span className="city-summary__zone">({city.timezone})</span>
            </dd>
          </div>
          <div>
            <dt>{t('city.currency')}</dt>
            <dd>
              {city.currencySymbol} {city.currency}
            </dd>
          </div>
        </dl>
        {slug && slug.toLowerCase() !== city.slug && (
          <p className="notice" role="status">
            {rich(t('city.unknown', { slug, city: text.name }), { link: (label) => <Link to="/contact">{label}</Link> })}
          </p>
        )}
      </div>
      <Section title={t('city.upcoming', { city: text.name })} subtitle={t('city.upcoming.subtitle', { city: text.name, zone })}>
        {list.length > 0 ? (
          <EventList id="city-events" events={list} now={now} source={`city-${city.slug}`} headingLevel="h3" />
        ) : (
          <p>{t('city.none', { city: text.name })}</p>
        )}
        <CalendarFeeds city={city.slug} types={[...new Set(eventSummaries.filter((e) => cityBySlug(e.city).slug === city.slug).map((e) => e.eventType))]} />
      </Section>
      <Section tone="alt" title={t('city.others')}>
        <ul className="city-links">
          {others.map((c) => (
            <li key={c}>
              <Link to={`/events/city/${c}`} className="city-link">
                <span aria-hidden="true">{CITIES[c].flag}</span> {cityIn(CITIES[c], locale).name}
                <span className="city-link__meta">{t('city.openCount', { count: citySummary(eventSummaries)[c].open })}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
