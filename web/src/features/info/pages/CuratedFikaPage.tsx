/** `/curated-fika`: information only; applying happens on /curated-fika-signup. */
import { pagesFor } from '../content';
import { t } from '../i18n';
import { CuratedFacts, CuratedNav } from '../components/CuratedNav';
import { EventSection, eventsByIds } from '../components/EventList';
import { InfoPage } from '../components/InfoPage';

export default function CuratedFikaPage() {
  const smallTables = eventsByIds(['weekly-fika-for-two', 'tokyo-spanish-tapas']);
  return (
    <InfoPage
      page={pagesFor().pages.curatedFika}
      ctaTitle={t('curated.ctaTitle')}
      lead={
        <>
          <CuratedNav />
          <CuratedFacts />
        </>
      }
    >
      <EventSection
        title={t('curated.events.title')}
        subtitle={t('curated.events.subtitle')}
        list={smallTables}
      />
    </InfoPage>
  );
}
