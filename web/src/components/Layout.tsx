import { lazy, useContext, useEffect, useLayoutEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router-dom';
import { track } from '../lib/analytics';
import { applyHead, HeadContext, useRouteHead, type RouteHandle } from '../lib/seo';
import { t } from '../lib/i18n/common';
import { Header } from './Header';
import { EnglishTextNote } from './EnglishTextNote';
import { LazySection } from './LazySection';
import './layout.css';

// Prerendering has no layout effects; the browser runs them before any page's <Seo> effect,
// so a page's own head always wins over the route defaults.
/**
 * The footer's code loads once the page is idle after it starts (the prerendered footer is in place
 * and its links work before that). Not when it nears the viewport: the footer stays across
 * navigations, and React holds a navigation until every boundary it updates has hydrated.
 */
const whenIdle = (): Promise<void> =>
  typeof window === 'undefined'
    ? Promise.resolve()
    : new Promise((resolve) => ('requestIdleCallback' in window ? window.requestIdleCallback(() => resolve(), { timeout: 1000 }) : setTimeout(resolve, 200)));
const Footer = lazy(() => whenIdle().then(() => import('./Footer')));

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** The frame of every page: skip link, fixed header, main landmark, footer. */
export function Layout() {
  const head = useRouteHead();
  const collector = useContext(HeadContext);
  if (collector) collector.head = head;
  const headKey = JSON.stringify(head);
  const { pathname } = useLocation();

  useIsomorphicLayoutEffect(() => {
    applyHead(JSON.parse(headKey));
  }, [headKey]);

  useEffect(() => {
    track('page_view', { path: pathname, referrer: document.referrer || 'direct' });
  }, [pathname]);

  return (
    <>
      <a href="#main" className="skip-link">
        {t('layout.skipLink')}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="site-main">
        <RouteEnglishTextNote />
        <Outlet />
      </main>
      <LazySection id="site-footer" minHeight="24rem">
        <Footer />
      </LazySection>
      <ScrollRestoration />
    </>
  );
}

/** The English-text note on the Japanese pages of routes whose text is English only (blog posts, long guides). */
function RouteEnglishTextNote() {
  const matches = useMatches();
  if (!matches.some((m) => (m.handle as RouteHandle | undefined)?.canonical)) return null;
  return <EnglishTextNote />;
}
