/** `/experiences`: walks, food nights, rooftop evenings and excursions from the event catalogue. */
import { pages } from '@/content/site/pages';
import { EventSection, eventsWhere } from '../components/EventList';
import { InfoPage } from '../components/InfoPage';

const OUTDOORS = new Set(['forest-walks', 'river-walks', 'excursion']);
const FOOD_AND_DRINK = new Set(['foodie', 'curated-foodie', 'happy-hour']);

export default function ExperiencesPage() {
  const outdoors = eventsWhere((e) => OUTDOORS.has(e.eventType));
  const food = eventsWhere((e) => FOOD_AND_DRINK.has(e.eventType));
  return (
    <InfoPage page={pages.experiences} ctaTitle="Pick an adventure">
      <EventSection title="Outdoor experiences" subtitle="Forest and river walks near Tokyo and a weekend island trip from Fukuoka." list={outdoors} />
      <EventSection
        title="Food and drink"
        subtitle="Pizza nights, a Spanish tapas table, rooftop sunsets and coffee tastings."
        list={food}
        tone="surface"
      />
    </InfoPage>
  );
}
