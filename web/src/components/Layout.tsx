import { useContext, useEffect, useLayoutEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { track } from '../lib/analytics';
import { applyHead, HeadContext, useRouteHead } from '../lib/seo';
import { Header } from './Header';
import { Footer } from './Footer';
import './layout.css';

// Prerendering has no layout effects; the browser runs them before any page's <Seo> effect,
// so a page's own head always wins over the route defaults.
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
        Skip to main content
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="site-main">
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </>
  );
}
