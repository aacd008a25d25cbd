/** `/what-is-fika` */
import { pagesFor } from '../content';
import { t } from '../i18n';
import { EventSection, eventsWhere } from '../components/EventList';
import { InfoPage } from '../components/InfoPage';

export default function WhatIsFikaPage() {
  const fikas = eventsWhere((e) => (e.eventType === 'fika' || e.eventType === 'weekly-fika') && !e.exclusive).slice(0, 6);
  return (
    <InfoPage page={pagesFor().pages.whatIsFika} ctaTitle={t('whatIsFika.ctaTitle')}>
      <EventSection title={t('whatIsFika.events.title')} subtitle={t('whatIsFika.events.subtitle')} list={fikas} />
    </InfoPage>
  );
}
