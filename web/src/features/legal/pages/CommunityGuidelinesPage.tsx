/** `/community-guidelines`, including the RSVP and three-no-show rule. */
import { Button } from '../../../components/ui/Button';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Seo } from '../../../lib/seo';
import { communityGuidelinesIn, rsvpPolicyIn } from '@/content/site/ja/guidelines';
import { activeLocale, localPath } from '../../../lib/i18n';
import { t } from '../i18n';
import { formatLegalDate } from '../components/format';
import '../legal.css';

export default function CommunityGuidelinesPage() {
  const g = communityGuidelinesIn(activeLocale());
  const rsvpPolicy = rsvpPolicyIn(activeLocale());
  return (
    <>
      <Seo title={t('route./community-guidelines.title')} description={t('route./community-guidelines.description')} />
      <PageHeader
        eyebrow={t('guidelines.eyebrow')}
        title={g.title}
        subtitle={
          <>
            {t('doc.lastUpdated')} <time dateTime={g.lastUpdated}>{formatLegalDate(g.lastUpdated)}</time>
          </>
        }
      />
      <div className="container legal">
        <nav className="legal__toc" aria-labelledby="guidelines-toc-heading">
          <h2 id="guidelines-toc-heading">{t('doc.toc')}</h2>
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
            <h2 id="no-show-heading">{t('guidelines.rsvpHeading')}</h2>
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
            <h2 id="guidelines-cta-heading">{t('guidelines.ctaHeading')}</h2>
            <p>{t('guidelines.ctaText')}</p>
            <div className="legal-cta__actions">
              <Button to={localPath('/events')}>{t('guidelines.findEvent')}</Button>
              <Button to={localPath('/contact')} variant="secondary">
                {t('guidelines.contact')}
              </Button>
            </div>
          </section>
        </div>
      </div>
    </>
  );
}
