/** The content blocks of an event page, one per optional listing field (field reference: docs/catalogue.md). */
import { QUESTIONS_CLAIM } from '@/content/site/facts';
import { initialsOf } from '@/content/site/team';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { EventListing, PhilosophySection } from '@/content/events/schema';
import { buttonClass } from '../../../components/ui/Button';

export function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="event-block" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="event-block__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

const isInternal = (url: string) => url.startsWith('/');

function PhilosophyPart({ s }: { s: PhilosophySection }) {
  switch (s.type) {
    case 'paragraph':
      return <p>{s.content}</p>;
    case 'header':
      return <h3>{s.content}</h3>;
    case 'bullets':
      return (
        <>
          {s.content && <p>{s.content}</p>}
          <ul>
            {s.items.map((i) => (
              <li key={i}>{i}</li>
            ))}
          </ul>
        </>
      );
    case 'link': {
      const cls = s.style === 'button' ? buttonClass('secondary') : undefined;
      return (
        <p>
          {s.text}{' '}
          {isInternal(s.url) ? (
            <Link to={s.url} className={cls}>
              {s.linkText}
            </Link>
          ) : (
            <a href={s.url} className={cls} rel="noopener noreferrer">
              {s.linkText}
            </a>
          )}
        </p>
      );
    }
  }
}

export function Philosophy({ e }: { e: EventListing }) {
  return (
    <Block id="philosophy" title={e.philosophy.title}>
      {e.philosophy.foundingMemberIntro && <p className="event-block__intro">{e.philosophy.foundingMemberIntro}</p>}
      <div className="prose">
        {e.philosophy.sections.map((s, i) => (
          <PhilosophyPart key={i} s={s} />
        ))}
      </div>
    </Block>
  );
}

export function TextList({ id, title, items, intro }: { id: string; title: string; items?: readonly string[]; intro?: string }) {
  if (!items || items.length === 0) return null;
  return (
    <Block id={id} title={title}>
      {intro && <p>{intro}</p>}
      <ul className="check-list">
        {items.map((i) => (
          <li key={i}>{i}</li>
        ))}
      </ul>
    </Block>
  );
}

export function FikaQuestions({ e }: { e: EventListing }) {
  const q = e.fikaQuestion;
  if (!q) return null;
  return (
    <Block id="fika-questions" title={q.title}>
      <p className="muted">{q.subtitle}</p>
      <ol className="fika-questions">
        {q.questions.map((item) => (
          <li key={item.number}>
            <p className="fika-questions__en">{item.english}</p>
            <p className="fika-questions__ja" lang="ja">
              {item.japanese}
            </p>
            <p className="fika-questions__context">{item.context}</p>
          </li>
        ))}
      </ol>
      <p>
        <Link to="/conversation-starters">{QUESTIONS_CLAIM}+ more conversation starters</Link>
      </p>
    </Block>
  );
}

export function VenueBlock({ e, hidden, revealLabel }: { e: EventListing; hidden: boolean; revealLabel: string | null }) {
  const v = e.venue;
  return (
    <Block id="venue" title="The venue">
      <h3 className="event-block__subtitle">{v.name}</h3>
      <p>{v.description}</p>
      {hidden && (
        <p className="notice notice--warning venue-reveal" role="note">
          <strong>The exact venue is kept for confirmed attendees.</strong>{' '}
          {revealLabel
            ? `It will be revealed on ${revealLabel}, one week before the event, in an email to everyone with a confirmed place.`
            : 'It is sent one week before the event to everyone with a confirmed place.'}
        </p>
      )}
      <dl className="facts">
        {!hidden && (
          <div>
            <dt>Address</dt>
            <dd>{v.fullAddress}</dd>
          </div>
        )}
        <div>
          <dt>Nearest station</dt>
          <dd>{v.nearestStation}</dd>
        </div>
        {!hidden && (
          <div>
            <dt>Meeting point</dt>
            <dd>{v.meetingPoint}</dd>
          </div>
        )}
        <div>
          <dt>Prices</dt>
          <dd>{v.priceRange}</dd>
        </div>
        {e.accessInfo && (
          <div>
            <dt>Getting there</dt>
            <dd>{e.accessInfo}</dd>
          </div>
        )}
        {e.meetingInstructions && !hidden && (
          <div>
            <dt>When you arrive</dt>
            <dd>{e.meetingInstructions}</dd>
          </div>
        )}
        {e.accessibilityNotes && (
          <div>
            <dt>Accessibility</dt>
            <dd>{e.accessibilityNotes}</dd>
          </div>
        )}
      </dl>
      <ul className="amenities" aria-label="Amenities">
        {v.amenities.map((a) => (
          <li key={a}>{a}</li>
        ))}
      </ul>
    </Block>
  );
}

export function MemberBenefits({ e }: { e: EventListing }) {
  return (
    <Block id="member-benefits" title="Member benefits">
      <ul className="benefits">
        {e.memberBenefits.map((b) => (
          <li key={b.title} className="benefit">
            <span className="benefit__icon" aria-hidden="true">
              {b.icon}
            </span>
            <div>
              <h3 className="benefit__title">{b.title}</h3>
              <p>{b.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </Block>
  );
}

export function HostInfo({ e }: { e: EventListing }) {
  const h = e.hostInfo;
  return (
    <Block id="host" title="Your host">
      <div className="host">
        <span className="host__avatar" aria-hidden="true">
          {initialsOf(h.name)}
        </span>
        <div>
          <h3 className="host__name">{h.name}</h3>
          <p>{h.bio}</p>
        </div>
      </div>
    </Block>
  );
}

/**
 * The "brand-new gathering" sentence is true only of an event nobody has attended yet that a
 * newcomer may join. A gathering reserved for existing members (the founding members' fika) is
 * neither new to them nor an open seat, so it shows no social-proof block until it has ratings.
 */
export const isBrandNewForNewcomers = (e: Pick<EventListing, 'socialProof' | 'exclusive'>): boolean => e.socialProof.totalAttended === 0 && !e.exclusive;

export function SocialProof({ e }: { e: EventListing }) {
  const p = e.socialProof;
  if (p.totalAttended === 0) {
    if (!isBrandNewForNewcomers(e)) return null;
    return (
      <Block id="social-proof" title="Be one of the first">
        <p>This is a brand-new gathering, so there are no reviews yet — just an open seat and a warm welcome. Come and set the tone.</p>
      </Block>
    );
  }
  return (
    <Block id="social-proof" title="What past guests say">
      <dl className="proof">
        <div>
          <dt>People who have joined</dt>
          <dd>{p.totalAttended}</dd>
        </div>
        <div>
          <dt>Average rating</dt>
          <dd>
            {p.averageRating.toFixed(1)} <span className="muted">/ 5</span>
          </dd>
        </div>
        {p.repeatAttendees !== null && (
          <div>
            <dt>Come back again</dt>
            <dd>{p.repeatAttendees}%</dd>
          </div>
        )}
      </dl>
    </Block>
  );
}

export function Policies({ e, feeText }: { e: EventListing; feeText: string | null }) {
  return (
    <Block id="attendance-policy" title="Attendance policy">
      <p>{e.attendancePolicy}</p>
      <p>{e.rsvpImportance}</p>
      {e.cancellationPolicy && (
        <p className="notice notice--warning">
          <strong>Cancellation:</strong> please cancel at least {e.cancellationPolicy.noticeHours} hours before the start. {e.cancellationPolicy.feeText}
          {feeText ? ` (${feeText})` : ''}
        </p>
      )}
      {e.drinkRequirement && (
        <p>
          <strong>Drinks:</strong> {e.drinkRequirement}
        </p>
      )}
      {e.paymentStructure && (
        <dl className="facts">
          <div>
            <dt>Entry</dt>
            <dd>{e.paymentStructure.entryFee}</dd>
          </div>
          <div>
            <dt>Drinks</dt>
            <dd>{e.paymentStructure.drinks}</dd>
          </div>
          {e.paymentStructure.additionalSlices && (
            <div>
              <dt>Extra slices</dt>
              <dd>{e.paymentStructure.additionalSlices}</dd>
            </div>
          )}
        </dl>
      )}
      {e.pizzaPreferences && <p>{e.pizzaPreferences}</p>}
      {e.weatherPolicy && (
        <p>
          <strong>Weather:</strong> {e.weatherPolicy}
        </p>
      )}
      <p>
        <Link to="/community-guidelines">Read our community guidelines</Link>
      </p>
    </Block>
  );
}

/** The accountability programme's and growth circle's extra structure, when a listing has it. */
export function ProgrammeDetails({ e }: { e: EventListing }) {
  return (
    <>
      {e.programDetails && (
        <Block id="programme" title="Programme details">
          <dl className="facts">
            <div>
              <dt>Duration</dt>
              <dd>{e.programDetails.duration}</dd>
            </div>
            <div>
              <dt>Group size</dt>
              <dd>{e.programDetails.groupSize}</dd>
            </div>
            <div>
              <dt>Matching</dt>
              <dd>{e.programDetails.matchingTime}</dd>
            </div>
            <div>
              <dt>Applying takes</dt>
              <dd>{e.programDetails.applicationTime}</dd>
            </div>
            <div>
              <dt>Cost</dt>
              <dd>{e.programDetails.cost}</dd>
            </div>
            <div>
              <dt>Format</dt>
              <dd>{e.programDetails.format}</dd>
            </div>
          </dl>
        </Block>
      )}
      {e.monthlyFocus && (
        <Block id="monthly-focus" title="This month's focus">
          <p>
            <cite>{e.monthlyFocus.book}</cite> by {e.monthlyFocus.author}
          </p>
          <ul className="amenities" aria-label="Themes">
            {e.monthlyFocus.themes.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
        </Block>
      )}
      {e.sessionStructure && (
        <Block id="session-structure" title="How the session runs">
          <ol className="timeline">
            {e.sessionStructure.map((s) => (
              <li key={s.segment}>
                <strong>{s.segment}</strong> <span className="muted">({s.duration})</span>
                <p>{s.description}</p>
              </li>
            ))}
          </ol>
        </Block>
      )}
      {e.learningPaths && (
        <Block id="learning-paths" title="Learning paths">
          <ul className="benefits">
            {e.learningPaths.map((l) => (
              <li key={l.title} className="benefit">
                <span className="benefit__icon" aria-hidden="true">
                  {l.icon}
                </span>
                <div>
                  <h3 className="benefit__title">
                    {l.title} <span className="muted">· {l.duration}</span>
                  </h3>
                  <p>{l.content}</p>
                </div>
              </li>
            ))}
          </ul>
        </Block>
      )}
      <TextList id="application" title="How to apply" items={e.applicationProcess} />
      <TextList id="takeaways" title="What you'll take away" items={e.takeaways} />
      {e.nextSteps && (
        <Block id="next-steps" title="Next steps">
          <ol className="timeline">
            {e.nextSteps.map((s) => (
              <li key={s.title}>
                <strong>{s.url ? <Link to={s.url}>{s.title}</Link> : s.title}</strong>
                <p>{s.description}</p>
              </li>
            ))}
          </ol>
        </Block>
      )}
    </>
  );
}
