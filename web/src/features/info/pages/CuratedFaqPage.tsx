/** `/curated-fika/faq`: the content's questions as an accordion, with FAQPage structured data. */
import { curatedFikaInfoPages } from '@/content/site/pages';
import { CuratedNav } from '../components/CuratedNav';
import { FaqList, faqJsonLd, type QA } from '../components/Faq';
import { CtaButtons, Eyebrow } from '../components/InfoPage';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Seo } from '../../../lib/seo';
import '../info.css';

const page = curatedFikaInfoPages.faq;
const items: QA[] = page.sections.map((s) => ({ id: s.id, question: s.title, answer: s.body }));

export default function CuratedFaqPage() {
  return (
    <>
      <Seo title={page.meta.title} description={page.meta.description} jsonLd={faqJsonLd(items)} />
      <PageHeader eyebrow={<Eyebrow text="Curated Fika" />} title={page.hero.title} subtitle={page.hero.subtitle} />
      <CuratedNav />
      <div className="container info-body">
        <h2>Frequently asked questions</h2>
        <FaqList items={items} />
      </div>
      <aside className="info-cta" aria-labelledby="curated-faq-cta">
        <div className="container">
          <h2 id="curated-faq-cta">Still curious? Apply and we will take it from there</h2>
          <CtaButtons primary={page.cta} secondary={{ label: 'How it works', href: '/curated-fika/how-it-works' }} />
        </div>
      </aside>
    </>
  );
}
