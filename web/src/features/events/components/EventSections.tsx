/** The content blocks of an event page, one per optional listing field (field reference: docs/catalogue.md). */
import { QUESTIONS_CLAIM, SUBSCRIPTION_EVENT_BENEFITS, subscriberBenefitsOf } from '@/content/site/facts';
import { activeLocale } from '../../../lib/i18n';
import { initialsOf } from '@/content/site/team';
import type { ReactNode } from 'react';
import { Link } from '../../../components/LocalLink';
import { rich } from '../../../lib/i18n/rich';
import { t } from '../i18n';
import type { EventListing, PhilosophySection } from '@/content/events/schema';
import { buttonClass } from '../../../components/ui/Button';
import { ResponsiveImage } from '../../../components/ResponsiveImage';

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
        <Link to="/conversation-starters">{t('content.moreQuestions', { count: QUESTIONS_CLAIM })}</Link>
      </p>
    </Block>
  );
}

export function VenueBlock({ e, hidden, revealLabel }: { e: EventListing; hidden: boolean; revealLabel: string | null }) {
  const v = e.venue;
  return (
    <Block id="venue" title={t('venue.title')}>
      {v.imageKey && <ResponsiveImage imageKey={v.imageKey} context="venue-card" alt={v.name} className="venue-photo" sizes="(min-width: 420px) 364px, 100vw" />}
      <h3 className="event-block__subtitle">{v.name}</h3>
      <p>{v.description}</p>
      {hidden && (
        <p className="notice notice--warning venue-reveal" role="note">
          <strong>{t('venue.hidden')}</strong>{' '}
          {revealLabel
            ? t('venue.revealOn', { date: revealLabel })
            : t('venue.revealWeek')}
        </p>
      )}
      <dl className="facts">
        {!hidden && (
          <div>
            <dt>{t('venue.address')}</dt>
            <dd>{v.fullAddress}</dd>
          </div>
        )}
        <div>
          <dt>{t('venue.station')}</dt>
          <dd>{v.nearestStation}</dd>
        </div>
        {!hidden && (
          <div>
            <dt>{t('venue.meetingPoint')}</dt>
            <dd>{v.meetingPoint}</dd>
          </div>
        )}
        <div>
          <dt>{t('venue.prices')}</dt>
          <dd>{v.priceRange}</dd>
        </div>
        {e.accessInfo && (
          <div>
            <dt>{t('venue.gettingThere')}</dt>
            <dd>{e.accessInfo}</dd>
          </div>
        )}
        {e.meetingInstructions && !hidden && (
          <div>
            <dt>{t('venue.arrive')}</dt>
            <dd>{e.meetingInstructions}</dd>
          </div>
        )}
        {e.accessibilityNotes && (
          <div>
            <dt>{t('venue.accessibility')}</dt>
            <dd>{e.accessibilityNotes}</dd>
          </div>
        )}
      </dl>
      <ul className="amenities" aria-label={t('venue.amenities')}>
        {v.amenities.map((a) => (
          <li key={a}>{a}</li>
        ))}
      </ul>
    </Block>
  );
}

/** The event's own benefits, then the subscriber benefits its access rule gives (content/site/facts.ts). */
export function MemberBenefits({ e }: { e: EventListing }) {
  const lang = activeLocale();
  const subscriber = subscriberBenefitsOf(e).map((id) => ({ icon: SUBSCRIPTION_EVENT_BENEFITS[id].icon, ...SUBSCRIPTION_EVENT_BENEFITS[id][lang] }));
  return (
    <Block id="member-benefits" title={t('benefits.title')}>
      <ul className="benefits">
        {[...e.memberBenefits, ...subscriber].map((b) => (
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
    <Block id="host" title={t('host.title')}>
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
      <Block id="social-proof" title={t('proof.first.title')}>
        <p>{t('proof.first.body')}</p>
      </Block>
    );
  }
  return (
    <Block id="social-proof" title={t('proof.title')}>
      <dl className="proof">
        <div>
          <dt>{t('proof.joined')}</dt>
          <dd>{p.totalAttended}</dd>
        </div>
        <div>
          <dt>{t('proof.rating')}</dt>
          <dd>
            {p.averageRating.toFixed(1)} <span className="muted">/ 5</span>
          </dd>
        </div>
        {p.repeatAttendees !== null && (
          <div>
            <dt>{t('proof.repeat')}</dt>
            <dd>{p.repeatAttendees}%</dd>
          </div>
        )}
      </dl>
    </Block>
  );
}

export function Policies({ e, feeText }: { e: EventListing; feeText: string | null }) {
  return (
    <Block id="attendance-policy" title={t('policy.title')}>
      <p>{e.attendancePolicy}</p>
      <p>{e.rsvpImportance}</p>
      {e.cancellationPolicy && (
        <p className="notice notice--warning">
          {rich(t('policy.cancellation', { hours: e.cancellationPolicy.noticeHours }), { strong: (text) => <strong>{text}</strong> })} {e.cancellationPolicy.feeText}
          {feeText ? ` (${feeText})` : ''}
        </p>
      )}
      {e.drinkRequirement && (
        <p>
          <strong>{t('policy.drinks')}</strong> {e.drinkRequirement}
        </p>
      )}
      {e.paymentStructure && (
        <dl className="facts">
          <div>
            <dt>{t('policy.entry')}</dt>
            <dd>{e.paymentStructure.entryFee}</dd>
          </div>
          <div>
            <dt>{t('policy.drinksLabel')}</dt>
            <dd>{e.paymentStructure.drinks}</dd>
          </div>
          {e.paymentStructure.additionalSlices && (
            <div>
              <dt>{t('policy.slices')}</dt>
              <dd>{e.paymentStructure.additionalSlices}</dd>
            </div>
          )}
        </dl>
      )}
      {e.pizzaPreferences && <p>{e.pizzaPreferences}</p>}
      {e.weatherPolicy && (
        <p>
          <strong>{t('policy.weather')}</strong> {e.weatherPolicy}
        </p>
      )}
      <p>
        <Link to="/community-guidelines">{t('policy.guidelines')}</Link>
      </p>
    </Block>
  );
}

/** The accountability programme's and growth circle's extra structure, when a listing has it. */
export function ProgrammeDetails({ e }: { e: EventListing }) {
  return (
    <>
      {e.programDetails && (
        <Block id="programme" title={t('programme.title')}>
          <dl className="facts">
            <div>
              <dt>{t('programme.duration')}</dt>
              <dd>{e.programDetails.duration}</dd>
            </div>
            <div>
              <dt>{t('programme.groupSize')}</dt>
              <dd>{e.programDetails.groupSize}</dd>
            </div>
            <div>
              <dt>{t('programme.matching')}</dt>
              <dd>{e.programDetails.matchingTime}</dd>
            </div>
            <div>
              <dt>{t('programme.applying')}</dt>
              <dd>{e.programDetails.applicationTime}</dd>
            </div>
            <div>
              <dt>{t('programme.cost')}</dt>
              <dd>{e.programDetails.cost}</dd>
            </div>
            <div>
              <dt>{t('programme.format')}</dt>
              <dd>{e.programDetails.format}</dd>
            </div>
          </dl>
        </Block>
      )}
      {e.monthlyFocus && (
        <Block id="monthly-focus" title={t('programme.focus')}>
          <p>
            {rich(t('programme.book', { book: e.monthlyFocus.book, author: e.monthlyFocus.author }), { cite: (text) => <cite>{text}</cite> })}
          </p>
          <ul className="amenities" aria-label={t('programme.themes')}>
            {e.monthlyFocus.themes.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
        </Block>
      )}
      {e.sessionStructure && (
        <Block id="session-structure" title={t('programme.session')}>
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
        <Block id="learning-paths" title={t('programme.paths')}>
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
      <TextList id="application" title={t('programme.apply')} items={e.applicationProcess} />
      <TextList id="takeaways" title={t('programme.takeaways')} items={e.takeaways} />
      {e.nextSteps && (
        <Block id="next-steps" title={t('programme.next')}>
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
