/** `/experiences`: walks, food nights, rooftop evenings and excursions from the event catalogue. */
import { pagesFor } from '../content';
import { t } from '../i18n';
import { EventSection, eventsWhere } from '../components/EventList';
import { InfoPage } from '../components/InfoPage';

const OUTDOORS = new Set(['forest-walks', 'river-walks', 'excursion']);
const FOOD_AND_DRINK = new Set(['foodie', 'curated-foodie', 'happy-hour']);

export default function ExperiencesPage() {
  const outdoors = eventsWhere((e) => OUTDOORS.has(e.eventType));
  const food = eventsWhere((e) => FOOD_AND_DRINK.has(e.eventType));
  return (
    <InfoPage page={pagesFor().pages.experiences} ctaTitle={t('experiences.ctaTitle')}>
      <EventSection title={t('experiences.outdoors.title')} subtitle={t('experiences.outdoors.subtitle')} list={outdoors} />
      <EventSection
        title={t('experiences.food.title')}
        subtitle={t('experiences.food.subtitle')}
        list={food}
        tone="surface"
      />
    </InfoPage>
  );
}
