/**
 * One content page from content/site/pages: header, the page's sections, page-specific extras and
 * the call to action. Pages pass extras as children and may render a section their own way.
 */
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from '../../../components/LocalLink';
import { stripLocale } from '../../../lib/i18n';
import { buttonClass } from '../../../components/ui/Button';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Seo } from '../../../lib/seo';
import type { PageCopy, PageLink, PageSection } from '@/content/site/pages';
import { t } from '../i18n';
import '../info.css';

const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff]/;

/** Eyebrows are often Japanese; mark them so screen readers switch voice. */
export function Eyebrow({ text }: { text?: string }) {
  if (!text) return null;
  return JAPANESE.test(text) ? <span lang="ja">{text}</span> : <>{text}</>;
}

/** Internal links through the router; a link to an anchor on the current page stays a plain anchor so it scrolls. */
export function SmartLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  const { pathname } = useLocation();
  const [path, hash] = href.split('#');
  if (hash !== undefined && (path === '' || path === stripLocale(pathname))) {
    return (
      <a href={`#${hash}`} className={className}>
        {children}
      </a>
    );
  }
  if (href.startsWith('/')) {
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={className} rel="noopener noreferrer">
      {children}
    </a>
  );
}

export function CtaButtons({ primary, secondary }: { primary: PageLink; secondary?: PageLink }) {
  return (
    <div className="info-actions">
      <SmartLink href={primary.href} className={buttonClass('primary', 'lg')}>
        {primary.label}
      </SmartLink>
      {secondary && (
        <SmartLink href={secondary.href} className={buttonClass('secondary', 'lg')}>
          {secondary.label}
        </SmartLink>
      )}
    </div>
  );
}

export function SectionBody({ section }: { section: PageSection }) {
  return (
    <>
      {section.body.map((p) => (
        <p key={p}>{p}</p>
      ))}
      {section.bullets && (
        <ul className="info-list">
          {section.bullets.map((b) => (
            <li key={b}>{b}</li>
          ))}
        </ul>
      )}
    </>
  );
}

export interface InfoPageProps {
  page: PageCopy;
  /** Shown between the header and the sections (key facts, sub-navigation). */
  lead?: ReactNode;
  /** Replace how one section's content is drawn (return undefined to keep the default). */
  renderSection?: (section: PageSection) => ReactNode | undefined;
  /** Extra blocks after the sections (events, cards, FAQs). */
  children?: ReactNode;
  /** Heading above the closing call to action. */
  ctaTitle?: string;
  /** Overrides the content's call to action (e.g. when it points at this very page). */
  cta?: PageCopy['cta'];
  jsonLd?: object | object[];
}

export function InfoPage({ page, lead, renderSection, children, ctaTitle = t('page.ctaTitle'), cta = page.cta, jsonLd }: InfoPageProps) {
  return (
    <>
      <Seo title={page.meta.title} description={page.meta.description} jsonLd={jsonLd} />
      <PageHeader eyebrow={page.hero.eyebrow ? <Eyebrow text={page.hero.eyebrow} /> : undefined} title={page.hero.title} subtitle={page.hero.subtitle}>
        <CtaButtons primary={cta} secondary={cta.secondary} />
      </PageHeader>
      {lead}
      <div className="container info-body">
        {page.sections.map((s) => (
          <section key={s.id} id={s.id} className="info-section" aria-labelledby={`${s.id}-heading`}>
            <h2 id={`${s.id}-heading`}>{s.title}</h2>
            {renderSection?.(s) ?? <SectionBody section={s} />}
          </section>
        ))}
      </div>
      {children}
      <aside className="info-cta" aria-labelledby="info-cta-heading">
        <div className="container">
          <h2 id="info-cta-heading">{ctaTitle}</h2>
          {cta.note && <p>{cta.note}</p>}
          <CtaButtons primary={cta} secondary={cta.secondary} />
        </div>
      </aside>
    </>
  );
}
