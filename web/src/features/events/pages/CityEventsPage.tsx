import { Link, useParams } from 'react-router-dom';
import { CITIES, CITY_SLUGS, cityBySlug, citySummary } from '@/content/cities';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Section } from '../../../components/ui/Section';
import { Button } from '../../../components/ui/Button';
import { Seo } from '../../../lib/seo';
import { timeZoneLabel } from '../../../lib/event-display';
import { useNow } from '../../../lib/now';
import { EventList } from '../components/EventList';
import { sortForListing } from '../event-data';
import { eventSummaries } from '../summaries';
import '../events.css';

const CITY_INTROS: Record<string, string> = {
  tokyo:
    'Our home base and busiest table: weekly fikas from Yoyogi-Uehara to Nakameguro, monthly gatherings, forest and river walks, rooftop evenings in Ginza and the growth circle.',
  osaka: 'Warm, funny and famously welcoming. Our Kansai crew meets monthly for long fikas, brunches and the odd day trip to Kyoto.',
  fukuoka: 'Seaside cafes, a thriving startup scene and weekend excursions to the islands. Small tables, big welcomes.',
  honolulu: 'Our island chapter links Hawaiʻi and Japan: relaxed fikas in Kaimukī, Kona coffee tastings and members flying between the two.',
};

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

  return (
    <>
      <Seo
        title={`Events in ${city.name}`}
        description={`Fika meetups and community events in ${city.name}, ${city.country}: ${summary.open} open for booking. ${CITY_INTROS[city.slug]}`}
        path={`/events/city/${city.slug}`}
      />
      <PageHeader eyebrow={`${city.region} · ${city.country}`} title={`${city.flag} Events in ${city.name}`} subtitle={CITY_INTROS[city.slug]}>
        <Button to="/events" variant="secondary">
          All cities
        </Button>
      </PageHeader>
      <div className="container">
        <dl className="city-summary" aria-label={`${city.name} at a glance`}>
          <div>
            <dt>Events listed</dt>
            <dd>{summary.total}</dd>
          </div>
          <div>
            <dt>Open for booking</dt>
            <dd>{summary.open}</dd>
          </div>
          <div>
            <dt>Local time</dt>
            <dd>
              {timeZoneLabel(city.timezone)} ({city.timezone})
            </dd>
          </div>
          <div>
            <dt>Currency</dt>
            <dd>
              {city.currencySymbol} {city.currency}
            </dd>
          </div>
        </dl>
        {slug && slug.toLowerCase() !== city.slug && (
          <p className="notice" role="status">
            We don't have a table in “{slug}” yet, so here is what's on in {city.name}. <Link to="/contact">Tell us where you'd like us next</Link>.
          </p>
        )}
      </div>
      <Section title={`Upcoming in ${city.name}`} subtitle={`All times in ${city.name} local time (${timeZoneLabel(city.timezone)}).`}>
        {list.length > 0 ? (
          <EventList id="city-events" events={list} now={now} source={`city-${city.slug}`} headingLevel="h3" />
        ) : (
          <p>No dates in {city.name} right now. New tables are announced every month — join the list to hear first.</p>
        )}
      </Section>
      <Section tone="alt" title="Other cities">
        <ul className="city-links">
          {others.map((c) => (
            <li key={c}>
              <Link to={`/events/city/${c}`} className="city-link">
                <span aria-hidden="true">{CITIES[c].flag}</span> {CITIES[c].name}
                <span className="city-link__meta">{citySummary(eventSummaries)[c].open} open</span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
