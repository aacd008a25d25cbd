/** A legal document from content/site/legal: header with the update date, contents, then each section. */
import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/ui/PageHeader';
import type { LegalDocument, LegalSection, NumberedLegalSection } from '@/content/site/legal';
import { formatLegalDate } from './format';
import '../legal.css';

const heading = (s: LegalSection) => ('number' in s ? `${(s as NumberedLegalSection).number}. ${s.title}` : s.title);

export function LegalDocumentView({ doc, eyebrow, children }: { doc: LegalDocument; eyebrow: string; children?: ReactNode }) {
  return (
    <>
      <PageHeader
        eyebrow={eyebrow}
        title={doc.title}
        subtitle={
          <>
            Last updated <time dateTime={doc.lastUpdated}>{formatLegalDate(doc.lastUpdated)}</time>
          </>
        }
      />
      <div className="container legal">
        <nav className="legal__toc" aria-labelledby="legal-toc-heading">
          <h2 id="legal-toc-heading">On this page</h2>
          <ol>
            {doc.sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`}>{s.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="legal__body">
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
