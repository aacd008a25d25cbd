/** `/wellness` */
import { pagesFor } from '../content';
import { t } from '../i18n';
import { EventSection, eventsWhere } from '../components/EventList';
import { InfoPage } from '../components/InfoPage';

const WELLNESS_TYPES = new Set(['forest-walks', 'river-walks', 'growth-circle', 'goal-accountability']);

export default function WellnessPage() {
  const wellness = eventsWhere((e) => WELLNESS_TYPES.has(e.eventType));
  return (
    <InfoPage page={pagesFor().pages.wellness} ctaTitle={t('wellness.ctaTitle')}>
      <EventSection title={t('wellness.events.title')} subtitle={t('wellness.events.subtitle')} list={wellness} />
    </InfoPage>
  );
}
