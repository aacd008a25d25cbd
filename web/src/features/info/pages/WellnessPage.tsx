/** `/wellness` */
import { pages } from '@/content/site/pages';
import { EventSection, eventsWhere } from '../components/EventList';
import { InfoPage } from '../components/InfoPage';

const WELLNESS_TYPES = new Set(['forest-walks', 'river-walks', 'growth-circle', 'goal-accountability']);

export default function WellnessPage() {
  const wellness = eventsWhere((e) => WELLNESS_TYPES.has(e.eventType));
  return (
    <InfoPage page={pages.wellness} ctaTitle="Look after yourself, in good company">
      <EventSection title="Wellness events" subtitle="Slow walks, growth circles whenever one is scheduled, and the goal accountability information session." list={wellness} />
    </InfoPage>
  );
}
