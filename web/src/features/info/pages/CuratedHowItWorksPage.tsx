/** `/curated-fika/how-it-works` */
import { curatedFikaInfoPages } from '@/content/site/pages';
import { CuratedFacts, CuratedNav } from '../components/CuratedNav';
import { InfoPage } from '../components/InfoPage';

export default function CuratedHowItWorksPage() {
  return (
    <InfoPage
      page={curatedFikaInfoPages.howItWorks}
      ctaTitle="Ready for step one?"
      lead={
        <>
          <CuratedNav />
          <CuratedFacts />
        </>
      }
    />
  );
}
