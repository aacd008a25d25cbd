/** `/goal-accountability-faq`: the programme FAQ from content, grouped, as accordions. */
import { Button } from '../../../components/ui/Button';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Seo } from '../../../lib/seo';
import { pagesFor } from '../content';
import { t } from '../i18n';
import { localPath } from '../../../lib/i18n';
import { EventSection, eventsWhere } from '../components/EventList';
import { FaqList, faqJsonLd, type QA } from '../components/Faq';
import { ProgrammeFacts } from '../components/ProgrammeFacts';
import '../info.css';

const toQA = (i: { id: string; question: string; answer: string }): QA => ({ id: i.id, question: i.question, answer: [i.answer] });

export default function GoalAccountabilityFaqPage() {
  const { goalAccountabilityFaq, goalAccountabilityFaqItems } = pagesFor();
  const sessions = eventsWhere((e) => e.eventType === 'goal-accountability');
  return (
    <>
      <Seo
        title={t('goalFaq.seo.title')}
        description={t('goalFaq.seo.description')}
        jsonLd={faqJsonLd(goalAccountabilityFaqItems.map(toQA))}
      />
      <PageHeader
        eyebrow={t('goalFaq.eyebrow')}
        title={t('goalFaq.title')}
        subtitle={t('goalFaq.subtitle')}
      >
        <Button to={localPath('/goal-accountability-partners#apply')} size="lg">
          {t('goalFaq.apply')}
        </Button>
      </PageHeader>
      <ProgrammeFacts />
      <div className="container info-body">
        <nav className="faq-toc" aria-label={t('goalFaq.toc')}>
          <ul>
            {goalAccountabilityFaq.map((g) => (
              <li key={g.id}>
                <a href={`#${g.id}`}>{g.title}</a>
              </li>
            ))}
          </ul>
        </nav>
        {goalAccountabilityFaq.map((g) => (
          <section key={g.id} id={g.id} className="info-section" aria-labelledby={`${g.id}-heading`}>
            <h2 id={`${g.id}-heading`}>{g.title}</h2>
            <FaqList items={g.items.map(toQA)} />
          </section>
        ))}
      </div>
      <EventSection title={t('goalFaq.events.title')} subtitle={t('goalFaq.events.subtitle')} list={sessions} />
      <aside className="info-cta" aria-labelledby="goal-faq-cta">
        <div className="container">
          <h2 id="goal-faq-cta">{t('goalFaq.cta.title')}</h2>
          <div className="info-actions">
            <Button to={localPath('/goal-accountability-partners#apply')} size="lg">
              {t('goalFaq.cta.apply')}
            </Button>
            <Button to={localPath('/goal-accountability-partners')} variant="secondary" size="lg">
              {t('goalFaq.cta.about')}
            </Button>
          </div>
        </div>
      </aside>
    </>
  );
}
