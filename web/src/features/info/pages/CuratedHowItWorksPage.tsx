/** `/curated-fika/how-it-works` */
import { pagesFor } from '../content';
import { t } from '../i18n';
import { CuratedFacts, CuratedNav } from '../components/CuratedNav';
import { InfoPage } from '../components/InfoPage';

export default function CuratedHowItWorksPage() {
  return (
    <InfoPage
      page={pagesFor().curatedFikaInfoPages.howItWorks}
      ctaTitle={t('curatedHowItWorks.ctaTitle')}
      lead={
        <>
          <CuratedNav />
          <CuratedFacts />
        </>
      }
    />
  );
}
