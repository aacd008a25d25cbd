/** `/curated-fika/founders` */
import { curatedFikaInfoPages } from '@/content/site/pages';
import { CuratedFacts, CuratedNav } from '../components/CuratedNav';
import { EventSection, eventsWhere } from '../components/EventList';
import { InfoPage } from '../components/InfoPage';

export default function CuratedFoundersPage() {
  const founders = eventsWhere((e) => e.exclusiveType === 'founding-members');
  return (
    <InfoPage
      page={curatedFikaInfoPages.founders}
      ctaTitle="Help us shape Curated Fika"
      lead={
        <>
          <CuratedNav />
          <CuratedFacts />
        </>
      }
    >
      <EventSection title="The founders' fika" subtitle="One of the thank-you gatherings for founding members." list={founders} />
    </InfoPage>
  );
}
