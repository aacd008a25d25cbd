/**
 * A legal document from content/site/legal: header with the update date, contents, then each section.
 * A Japanese summary (`summaryOf`: the English page's path) says first that the English text binds.
 */
import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/ui/PageHeader';
import type { LegalDocument, LegalSection, NumberedLegalSection } from '@/content/site/legal';
import { rich } from '../../../lib/i18n/rich';
import { formatLegalDate } from './format';
import { t } from '../i18n';
import '../legal.css';

const heading = (s: LegalSection) => ('number' in s ? `${(s as NumberedLegalSection).number}. ${s.title}` : s.title);

export function LegalDocumentView({ doc, eyebrow, summaryOf, children }: { doc: LegalDocument; eyebrow: string; summaryOf?: string; children?: ReactNode }) {
  return (
    <>
      <PageHeader
        eyebrow={eyebrow}
        title={doc.title}
        subtitle={
          <>
            {t('doc.lastUpdated')} <time dateTime={doc.lastUpdated}>{formatLegalDate(doc.lastUpdated)}</time>
          </>
        }
      />
      <div className="container legal">
        <nav className="legal__toc" aria-labelledby="legal-toc-heading">
          <h2 id="legal-toc-heading">{t('doc.toc')}</h2>
          <ol>
            {doc.sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`}>{s.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="legal__body">
          {summaryOf && (
            <p className="legal__summary-note" role="note">
              {rich(t('doc.summaryNote'), {
                link: (text) => (
                  <a href={summaryOf} hrefLang="en">
                    {text}
                  </a>
                ),
              })}
            </p>
          )}
          <p className="legal__intro">{doc.intro}</p>
          {doc.sections.map((s) => (
            <section key={s.id} id={s.id} className="legal-section" aria-labelledby={`${s.id}-heading`}>
              <h2 id={`${s.id}-heading`}>{heading(s)}</h2>
              {s.paragraphs.map((p) => (
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
          {children}
        </div>
      </div>
    </>
  );
}
