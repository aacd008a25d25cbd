/** `/founders-fika` */
import { pagesFor } from '../content';
import { t } from '../i18n';
import { EventSection, eventsWhere } from '../components/EventList';
import { InfoPage } from '../components/InfoPage';

export default function FoundersFikaPage() {
  const founders = eventsWhere((e) => e.exclusiveType === 'founding-members');
  return (
    <InfoPage page={pagesFor().pages.foundersFika} ctaTitle={t('founders.ctaTitle')}>
      <EventSection
        title={t('founders.events.title')}
        subtitle={t('founders.events.subtitle')}
        list={founders}
      />
    </InfoPage>
  );
}
