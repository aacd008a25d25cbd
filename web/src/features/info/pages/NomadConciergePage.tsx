/** `/nomad-concierge` */
import { CITY_COUNT, numberWord } from '@/content/site/facts';
import { pagesFor } from '../content';
import { t } from '../i18n';
import { EventSection, eventsByIds } from '../components/EventList';
import { InfoPage } from '../components/InfoPage';

export default function NomadConciergePage() {
  const firstFikas = eventsByIds(['weekly-saturday-fika', 'osaka-monthly-fika', 'fukuoka-monthly-fika', 'honolulu-inaugural-fika']);
  return (
    <InfoPage page={pagesFor().pages.nomadConcierge} ctaTitle={t('nomad.ctaTitle')}>
      <EventSection title={t('nomad.events.title')} subtitle={t('nomad.events.subtitle', { cities: numberWord(CITY_COUNT), count: CITY_COUNT })} list={firstFikas} />
    </InfoPage>
  );
}
