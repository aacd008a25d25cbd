/** `/curated-fika/faq`: the content's questions as an accordion, with FAQPage structured data. */
import { pagesFor } from '../content';
import { t } from '../i18n';
import { CuratedNav } from '../components/CuratedNav';
import { FaqList, faqJsonLd, type QA } from '../components/Faq';
import { CtaButtons, Eyebrow } from '../components/InfoPage';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Seo } from '../../../lib/seo';
import '../info.css';

export default function CuratedFaqPage() {
  const page = pagesFor().curatedFikaInfoPages.faq;
  const items: QA[] = page.sections.map((s) => ({ id: s.id, question: s.title, answer: s.body }));
  return (
    <>
      <Seo title={page.meta.title} description={page.meta.description} jsonLd={faqJsonLd(items)} />
      <PageHeader eyebrow={<Eyebrow text={t('curatedFaq.eyebrow')} />} title={page.hero.title} subtitle={page.hero.subtitle} />
      <CuratedNav />
      <div className="container info-body">
        <h2>{t('curatedFaq.heading')}</h2>
        <FaqList items={items} />
      </div>
      <aside className="info-cta" aria-labelledby="curated-faq-cta">
        <div className="container">
          <h2 id="curated-faq-cta">{t('curatedFaq.ctaTitle')}</h2>
          <CtaButtons primary={page.cta} secondary={{ label: t('curatedFaq.howItWorks'), href: '/curated-fika/how-it-works' }} />
        </div>
      </aside>
    </>
  );
}
