/** `/curated-fika/founders` */
import { pagesFor } from '../content';
import { t } from '../i18n';
import { CuratedFacts, CuratedNav } from '../components/CuratedNav';
import { EventSection, eventsWhere } from '../components/EventList';
import { InfoPage } from '../components/InfoPage';

export default function CuratedFoundersPage() {
  const founders = eventsWhere((e) => e.exclusiveType === 'founding-members');
  return (
    <InfoPage
      page={pagesFor().curatedFikaInfoPages.founders}
      ctaTitle={t('curatedFounders.ctaTitle')}
      lead={
        <>
          <CuratedNav />
          <CuratedFacts />
        </>
      }
    >
      <EventSection title={t('curatedFounders.events.title')} subtitle={t('curatedFounders.events.subtitle')} list={founders} />
    </InfoPage>
  );
}
