/** `/goal-accountability-faq`: the programme FAQ from content, grouped, as accordions. */
import { Button } from '../../../components/ui/Button';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Seo } from '../../../lib/seo';
import { goalAccountabilityFaq, goalAccountabilityFaqItems } from '@/content/site/faq';
import { EventSection, eventsWhere } from '../components/EventList';
import { FaqList, faqJsonLd, type QA } from '../components/Faq';
import { ProgrammeFacts } from '../components/ProgrammeFacts';
import '../info.css';

const toQA = (i: { id: string; question: string; answer: string }): QA => ({ id: i.id, question: i.question, answer: [i.answer] });

export default function GoalAccountabilityFaqPage() {
  const sessions = eventsWhere((e) => e.eventType === 'goal-accountability');
  return (
    <>
      <Seo
        title="Goal Accountability Partners: FAQ"
        description="Answers about the free six-week goal accountability programme: applying, matching, weekly check-ins, privacy and what happens after six weeks."
        jsonLd={faqJsonLd(goalAccountabilityFaqItems.map(toQA))}
      />
      <PageHeader
        eyebrow="Goal Accountability Partners"
        title="Goal accountability: questions and answers"
        subtitle="What members ask before they apply: how matching works, what a weekly check-in involves, who sees your answers and what happens after six weeks."
      >
        <Button to="/goal-accountability-partners#apply" size="lg">
          Apply now
        </Button>
      </PageHeader>
      <ProgrammeFacts />
      <div className="container info-body">
        <nav className="faq-toc" aria-label="FAQ topics">
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
      <EventSection title="Ask in person" subtitle="Free information sessions with past participants, about two hours." list={sessions} />
      <aside className="info-cta" aria-labelledby="goal-faq-cta">
        <div className="container">
          <h2 id="goal-faq-cta">Ready to pick a goal?</h2>
          <div className="info-actions">
            <Button to="/goal-accountability-partners#apply" size="lg">
              Apply in 5 minutes
            </Button>
            <Button to="/goal-accountability-partners" variant="secondary" size="lg">
              About the programme
            </Button>
          </div>
        </div>
      </aside>
    </>
  );
}
