/** `/what-is-speed-fika` */
import { pagesFor } from '../content';
import { t } from '../i18n';
import { EventSection, eventsWhere } from '../components/EventList';
import { InfoPage } from '../components/InfoPage';

export default function WhatIsSpeedFikaPage() {
  const weekly = eventsWhere((e) => e.eventType === 'weekly-fika');
  return (
    <InfoPage page={pagesFor().pages.whatIsSpeedFika} ctaTitle={t('speed.ctaTitle')}>
      <EventSection
        title={t('speed.events.title')}
        subtitle={t('speed.events.subtitle')}
        list={weekly}
      />
    </InfoPage>
  );
}
