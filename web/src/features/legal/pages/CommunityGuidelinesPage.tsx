/** `/community-guidelines`, including the RSVP and three-no-show rule. */
import { Button } from '../../../components/ui/Button';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Seo } from '../../../lib/seo';
import { communityGuidelines, rsvpPolicy } from '@/content/site/guidelines';
import { formatLegalDate } from '../components/format';
import '../legal.css';

export default function CommunityGuidelinesPage() {
  const g = communityGuidelines;
  return (
    <>
      <Seo
        title="Community Guidelines"
        description="How we treat each other at Fika Community events: be welcoming, be respectful, no selling, RSVPs and the three-no-show rule, and how to speak up."
      />
      <PageHeader
        eyebrow="Community"
        title={g.title}
        subtitle={
          <>
            Last updated <time dateTime={g.lastUpdated}>{formatLegalDate(g.lastUpdated)}</time>
          </>
        }
      />
      <div className="container legal">
        <nav className="legal__toc" aria-labelledby="guidelines-toc-heading">
          <h2 id="guidelines-toc-heading">On this page</h2>
          <ol>
            {g.sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`}>{s.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="legal__body">
          <p className="legal__intro">{g.intro}</p>
          <aside className="no-show-callout" aria-labelledby="no-show-heading">
            <h2 id="no-show-heading">The short version of our RSVP rule</h2>
            <p>{rsvpPolicy.summary}</p>
            <p className="no-show-callout__count" aria-hidden="true">
              {Array.from({ length: rsvpPolicy.noShowLimit }, (_, i) => (
                <span key={i}>✕</span>
              ))}
            </p>
          </aside>
          {g.sections.map((s) => (
            <section key={s.id} id={s.id} className="legal-section" aria-labelledby={`${s.id}-heading`}>
              <h2 id={`${s.id}-heading`}>{s.title}</h2>
              {s.body.map((p) => (
                <p key={p}>{p}</p>
              ))}
              {s.bullets && (
                <ul>
                  {s.bullets.map((b) => (
                    <li key={b}>{b}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
          <section className="legal-cta" aria-labelledby="guidelines-cta-heading">
            <h2 id="guidelines-cta-heading">See you at the table</h2>
            <p>Read them once, then forget about rules and enjoy the coffee. If something is not right, tell us: we read every message.</p>
            <div className="legal-cta__actions">
              <Button to="/events">Find an event</Button>
              <Button to="/contact" variant="secondary">
                Contact the team
              </Button>
            </div>
          </section>
        </div>
      </div>
    </>
  );
}
