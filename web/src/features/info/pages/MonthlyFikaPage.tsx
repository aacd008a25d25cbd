/** `/monthly-fika` */
import { pagesFor } from '../content';
import { t } from '../i18n';
import { EventSection, eventsWhere } from '../components/EventList';
import { InfoPage } from '../components/InfoPage';

export default function MonthlyFikaPage() {
  const monthly = eventsWhere((e) => e.eventType === 'fika' && (e.eventFrequency === 'monthly' || e.eventFrequency === 'special-monthly'));
  return (
    <InfoPage page={pagesFor().pages.monthlyFika} ctaTitle={t('monthly.ctaTitle')}>
      <EventSection title={t('monthly.events.title')} subtitle={t('monthly.events.subtitle')} list={monthly} />
    </InfoPage>
  );
}
