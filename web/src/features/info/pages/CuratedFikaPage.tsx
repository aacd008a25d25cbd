/** `/curated-fika`: information only; applying happens on /curated-fika-signup. */
import { pages } from '@/content/site/pages';
import { CuratedFacts, CuratedNav } from '../components/CuratedNav';
import { EventSection, eventsByIds } from '../components/EventList';
import { InfoPage } from '../components/InfoPage';

export default function CuratedFikaPage() {
  const smallTables = eventsByIds(['weekly-fika-for-two', 'tokyo-spanish-tapas']);
  return (
    <InfoPage
      page={pages.curatedFika}
      ctaTitle="Let us find your table"
      lead={
        <>
          <CuratedNav />
          <CuratedFacts />
        </>
      }
    >
      <EventSection
        title="Small tables you can book today"
        subtitle="While you wait for a match: our most intimate open events, with two to eleven seats."
        list={smallTables}
      />
    </InfoPage>
  );
}
