/** A long-form guide from content/guides: header, table of contents with anchors, sections, related links. */
import { Fragment } from 'react';
import { Link } from '../../../components/LocalLink';
import { activeLocale, localPath } from '../../../lib/i18n';
import { t } from '../i18n';
import { Button } from '../../../components/ui/Button';
import { PageHeader } from '../../../components/ui/PageHeader';
import { SITE_NAME, Seo } from '../../../lib/seo';
import type { Guide } from '@/content/guides/types';
import '../guides.css';

const reviewedFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const reviewedFormatJa = new Intl.DateTimeFormat('ja-JP', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Paragraphs are separated by a blank line; single line breaks inside one (lists of numbers) are kept. */
function Body({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter(Boolean)
        .map((p, i) => (
          <p key={i}>
            {p.split('\n').map((line, j) => (
              <Fragment key={j}>
                {j > 0 && <br />}
                {line}
              </Fragment>
            ))}
          </p>
        ))}
    </>
  );
}

function RelatedLink({ href, label }: { href: string; label: string }) {
  return href.startsWith('/') ? (
    <Link to={href}>{label}</Link>
  ) : (
    <a href={href} rel="noopener noreferrer">
      {label}
    </a>
  );
}

export function GuideView({ guide, eyebrow }: { guide: Guide; eyebrow: string }) {
  const articleLd = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: guide.title,
    description: guide.subtitle,
    dateModified: guide.lastReviewed,
    publisher: { '@type': 'Organization', name: SITE_NAME },
  };
  return (
    <>
      <Seo title={guide.title} description={guide.subtitle} type="article" jsonLd={articleLd} />
      <PageHeader eyebrow={eyebrow} title={guide.title} subtitle={guide.subtitle} />
      <div className="container guide">
        <nav className="guide__toc" aria-labelledby="guide-toc-heading">
          <h2 id="guide-toc-heading" className="guide__toc-title">
            {t('toc')}
          </h2>
          <ol>
            {guide.sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`}>{s.title}</a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="guide__content">
          <p className="guide__reviewed">
            {t('reviewed')} <time dateTime={guide.lastReviewed}>{(activeLocale() === 'ja' ? reviewedFormatJa : reviewedFormat).format(new Date(`${guide.lastReviewed}T00:00:00Z`))}</time>
          </p>
          <p className="guide__intro">{guide.intro}</p>

          {guide.sections.map((s) => (
            <section key={s.id} id={s.id} className="guide-section" aria-labelledby={`${s.id}-heading`}>
              <h2 id={`${s.id}-heading`}>{s.title}</h2>
              <p className="guide-section__intro">{s.intro}</p>
              {s.items.map((item) => (
                <div key={item.title} className="guide-item">
                  <h3>{item.title}</h3>
                  <Body text={item.body} />
                </div>
              ))}
              <p className="guide-section__top">
                <a href="#guide-toc-heading">{t('backToContents')}</a>
              </p>
            </section>
          ))}

          <aside className="guide__disclaimer" aria-label={t('disclaimer')}>
            <p>{guide.disclaimer}</p>
          </aside>

          <section className="guide__related" aria-labelledby="guide-related-heading">
            <h2 id="guide-related-heading">{t('related')}</h2>
            <ul>
              {guide.related.map((r) => (
                <li key={r.href}>
                  <RelatedLink {...r} />
                </li>
              ))}
            </ul>
          </section>

          <section className="guide__cta" aria-labelledby="guide-cta-heading">
            <h2 id="guide-cta-heading">{t('cta.heading')}</h2>
            <p>{t('cta.text')}</p>
            <div className="guide__cta-actions">
              <Button to={localPath('/events/city/tokyo')}>{t('cta.events')}</Button>
              <Button to={localPath('/nomad-concierge')} variant="secondary">
                {t('cta.concierge')}
              </Button>
            </div>
          </section>
        </div>
      </div>
    </>
  );
}
