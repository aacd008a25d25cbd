/** `/nomad-concierge` */
import { CITY_COUNT, numberWord } from '@/content/site/facts';
import { pages } from '@/content/site/pages';
import { EventSection, eventsByIds } from '../components/EventList';
import { InfoPage } from '../components/InfoPage';

export default function NomadConciergePage() {
  const firstFikas = eventsByIds(['weekly-saturday-fika', 'osaka-monthly-fika', 'fukuoka-monthly-fika', 'honolulu-inaugural-fika']);
  return (
    <InfoPage page={pages.nomadConcierge} ctaTitle="Where are you landing?">
      <EventSection title="Your first fika, in every city" subtitle={`One welcoming table in each of our ${numberWord(CITY_COUNT)} cities.`} list={firstFikas} />
    </InfoPage>
  );
}
