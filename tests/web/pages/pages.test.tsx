/** Every route of the public-pages features: one h1, unique ids, events linked, prerendered, member flags. */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { routes as info } from '../../../web/src/features/info/routes';
import { routes as blog } from '../../../web/src/features/blog/routes';
import { routes as guides } from '../../../web/src/features/guides/routes';
import { routes as legal } from '../../../web/src/features/legal/routes';
import { routes as questions } from '../../../web/src/features/questions/routes';
import { routes as calculator } from '../../../web/src/features/calculator/routes';
import { appRoutes } from '../../../web/src/app/routes';
import { merchandiseItems, pages, passportTiers } from '../../../content/site/pages';
import { tokyoSurvivalGuide } from '../../../content/guides/tokyo-survival-guide';
import { eventBySlug } from '../../../content/events/index';
import { postBySlug } from '../../../content/blog/index';
import { renderPage } from './render-page';

const staticRoutes = [...info, ...guides, ...legal, ...questions, ...calculator, ...blog].filter((r) => !r.path.includes(':'));
const MEMBER_AREA = ['/goal-accountability-partners', '/goal-accountability-faq', '/member-passport'];

/** The product's public routes (some are built by other features), as patterns. */
const SEED_ROUTES = [
  '/', '/events', '/events/:slug', '/events/city/:city', '/blog', '/blog/:slug', '/monthly-fika', '/signature-fika', '/what-is-fika',
  '/what-is-speed-fika', '/curated-fika', '/curated-fika/how-it-works', '/curated-fika/founders', '/curated-fika/faq', '/curated-fika/my-sessions',
  '/curated-fika-signup', '/founders-fika', '/conversation-starters', '/happiness', '/wellness', '/experiences', '/merchandise', '/checkin',
  '/tokyo-expat-guide', '/tokyo-survival-guide', '/tokyo-expat-calculator', '/goal-accountability-partners', '/goal-accountability-faq',
  '/member-passport', '/nomad-concierge', '/submit-discovery', '/member-login', '/member-dashboard', '/about', '/privacy', '/terms', '/cookies',
  '/contact', '/community-guidelines',
].map((r) => new RegExp(`^${r.replace(/:[a-z]+/g, '[a-z0-9-]+')}$`));
const isSeedRoute = (href: string) => SEED_ROUTES.some((re) => re.test(href.split(/[?#]/)[0]));

async function show(path: string) {
  const route = staticRoutes.find((r) => r.path === path)!;
  const Page = (await route.load()).default;
  return renderPage(Page, path);
}

describe('public pages', { timeout: 30_000 }, () => {
  it('are all registered in the app and prerendered', () => {
    const registered = new Set(appRoutes.map((r) => r.path));
    for (const r of [...info, ...guides, ...legal, ...questions, ...calculator, ...blog]) {
      expect(registered.has(r.path), r.path).toBe(true);
      expect(r.prerender, r.path).toBeTruthy();
      expect(Boolean(r.memberArea), r.path).toBe(MEMBER_AREA.includes(r.path));
    }
  });

  it.each(staticRoutes.map((r) => r.path))('%s has one h1, unique ids and internal links only to known pages', async (path) => {
    const { container } = await show(path);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const ids = [...container.querySelectorAll('[id]')].map((el) => el.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    for (const a of container.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')) {
      const href = a.getAttribute('href')!.split(/[?#]/)[0];
      expect(isSeedRoute(href), `${path} links to ${href}`).toBe(true);
      const [, section, slug] = href.split('/');
      if (section === 'events' && slug && slug !== 'city') expect(eventBySlug(slug), href).toBeDefined();
      if (section === 'blog' && slug) expect(postBySlug(slug), href).toBeDefined();
    }
    // Same-page anchors point at something that exists.
    for (const a of container.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')) {
      expect(container.querySelector(a.getAttribute('href')!), `${path} ${a.getAttribute('href')}`).not.toBeNull();
    }
  });

  it('link info pages to their events', async () => {
    for (const path of ['/what-is-fika', '/monthly-fika', '/signature-fika', '/experiences', '/wellness', '/founders-fika', '/goal-accountability-partners']) {
      const { container, unmount } = await show(path);
      expect(container.querySelectorAll('a[href^="/events/"]').length, path).toBeGreaterThan(0);
      unmount();
    }
  });

  it('/founders-fika says only listed founding members can register, on the event page', async () => {
    await show('/founders-fika');
    expect(screen.getByText(/registration takes the addresses on our list of founding members and no one else/)).toBeInTheDocument();
    expect(screen.queryByText(/invitation appears on your dashboard/)).not.toBeInTheDocument();
  });

  it('/experiences lists walks, pizza, tapas, the rooftop and the excursion', async () => {
    const { container } = await show('/experiences');
    const hrefs = [...container.querySelectorAll<HTMLAnchorElement>('a[href^="/events/"]')].map((a) => a.getAttribute('href'));
    for (const slug of ['meiji-jingu-forest-walk', 'meguro-river-sakura-walk', 'shimokitazawa-pizza-night', 'tokyo-spanish-tapas-evening', 'ginza-rooftop-happy-hour', 'fukuoka-nokonoshima-weekend-excursion']) {
      expect(hrefs).toContain(`/events/${slug}`);
    }
  });

  it('/merchandise shows prices and asks about each item through the contact form', async () => {
    await show('/merchandise');
    const asks = screen.getAllByRole('link', { name: /Ask about this item/ });
    expect(asks).toHaveLength(merchandiseItems.length);
    for (const [i, item] of merchandiseItems.entries()) {
      expect(screen.getByText(`¥${item.priceYen.toLocaleString('en-US')}`)).toBeInTheDocument();
      expect(asks[i]).toHaveAttribute('href', `/contact?subject=${encodeURIComponent(`Merchandise: ${item.name}`)}`);
    }
  });

  it('/member-passport explains the five tiers and leaves a section for the live view', async () => {
    const { container } = await show('/member-passport');
    const table = screen.getByRole('table');
    for (const t of passportTiers) expect(table).toHaveTextContent(t.name);
    expect(table).toHaveTextContent('15');
    expect(screen.getByRole('heading', { level: 2, name: 'Checking in at an event' })).toBeInTheDocument();
    expect(container.querySelector('#my-passport')).not.toBeNull();
  });

  it('/goal-accountability-partners states the programme facts and sends applicants to the member login', async () => {
    await show('/goal-accountability-partners');
    const facts = screen.getByRole('list', { name: 'The programme at a glance' });
    expect(facts).toHaveTextContent('6 weeks');
    expect(facts).toHaveTextContent('6–8');
    expect(facts).toHaveTextContent('5–7');
    expect(facts).toHaveTextContent('~5 min');
    expect(facts).toHaveTextContent('Free');
    expect(screen.getByRole('link', { name: 'Sign in to apply' })).toHaveAttribute('href', '/member-login');
    expect(screen.getAllByRole('link', { name: /FAQ/ })[0]).toHaveAttribute('href', '/goal-accountability-faq');
  });

  it('/curated-fika pages state group size, length, beta matching and premium, and lead to the signup', async () => {
    for (const path of ['/curated-fika', '/curated-fika/how-it-works', '/curated-fika/founders']) {
      const { unmount } = await show(path);
      const facts = screen.getByRole('list', { name: 'Curated Fika at a glance' });
      expect(facts).toHaveTextContent('3–4');
      expect(facts).toHaveTextContent('~90');
      expect(facts).toHaveTextContent('beta');
      expect(facts).toHaveTextContent('Premium');
      expect(screen.getAllByRole('link').some((a) => a.getAttribute('href') === '/curated-fika-signup')).toBe(true);
      unmount();
    }
    await show('/curated-fika/faq');
    expect(document.querySelectorAll('details').length).toBeGreaterThanOrEqual(5);
  });

  it('/tokyo-survival-guide has a table of contents linking to each section', async () => {
    const { container } = await show('/tokyo-survival-guide');
    const toc = screen.getByRole('navigation', { name: 'Contents' });
    const links = toc.querySelectorAll('a');
    expect(links).toHaveLength(tokyoSurvivalGuide.sections.length);
    for (const s of tokyoSurvivalGuide.sections) expect(container.querySelector(`section#${s.id} h2`)).toHaveTextContent(s.title);
  });

  it('uses the content copy rather than its own', async () => {
    await show('/what-is-fika');
    expect(screen.getByRole('heading', { level: 1, name: pages.whatIsFika.hero.title })).toBeInTheDocument();
    for (const s of pages.whatIsFika.sections) expect(screen.getByRole('heading', { level: 2, name: s.title })).toBeInTheDocument();
  });
});
