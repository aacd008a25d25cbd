/**
 * The public content pages in Chromium against the built, prerendered SPA: every route renders its
 * h1 (in the prerendered HTML and after hydration) without console errors or serious axe-core
 * violations, and the interactive pages work in a real browser.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import type { ConsoleMessage, Page } from 'playwright-core';
import { startE2E, type E2E } from '../support/e2e';
import { curatedFikaInfoPages, pages } from '../../content/site/pages';
import { privacyPolicy, termsOfService, cookiePolicy } from '../../content/site/legal';
import { communityGuidelines } from '../../content/site/guidelines';
import { tokyoExpatGuide } from '../../content/guides/tokyo-expat-guide';
import { tokyoSurvivalGuide } from '../../content/guides/tokyo-survival-guide';
import { posts } from '../../content/blog/index';
import { questionCount } from '../../content/questions/index';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** Every route of the public-pages features and the h1 it must show. */
const H1: Record<string, string> = {
  '/what-is-fika': pages.whatIsFika.hero.title,
  '/what-is-speed-fika': pages.whatIsSpeedFika.hero.title,
  '/monthly-fika': pages.monthlyFika.hero.title,
  '/signature-fika': pages.signatureFika.hero.title,
  '/founders-fika': pages.foundersFika.hero.title,
  '/curated-fika': pages.curatedFika.hero.title,
  '/curated-fika/how-it-works': curatedFikaInfoPages.howItWorks.hero.title,
  '/curated-fika/founders': curatedFikaInfoPages.founders.hero.title,
  '/curated-fika/faq': curatedFikaInfoPages.faq.hero.title,
  '/happiness': pages.happiness.hero.title,
  '/wellness': pages.wellness.hero.title,
  '/experiences': pages.experiences.hero.title,
  '/merchandise': pages.merchandise.hero.title,
  '/nomad-concierge': pages.nomadConcierge.hero.title,
  '/about': pages.about.hero.title,
  '/goal-accountability-partners': pages.goalAccountabilityPartners.hero.title,
  '/goal-accountability-faq': 'Goal accountability: questions and answers',
  '/member-passport': pages.memberPassport.hero.title,
  '/conversation-starters': 'Conversation Starters',
  '/tokyo-expat-guide': tokyoExpatGuide.title,
  '/tokyo-survival-guide': tokyoSurvivalGuide.title,
  '/tokyo-expat-calculator': 'Tokyo Expat Cost of Living Calculator',
  '/blog': 'Stories from the table',
  [`/blog/${posts[0].slug}`]: posts[0].title,
  '/privacy': privacyPolicy.title,
  '/terms': termsOfService.title,
  '/cookies': cookiePolicy.title,
  '/community-guidelines': communityGuidelines.title,
};

/** Console errors, uncaught exceptions and hydration mismatches (logged as warnings by main.tsx), from the first request on. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m: ConsoleMessage) => {
    if (m.type() === 'error' || /hydrat/i.test(m.text())) errors.push(`console ${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  return errors;
}

async function seriousAxeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const r = await (window as any).axe.run('#main', { resultTypes: ['violations'] });
    return (r.violations as { id: string; impact: string; nodes: { target: string[] }[] }[]).map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(' ')) }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.targets.join(', ')}`);
}

/** "¥215,400" → 215400 */
const amount = (text: string | null) => Number((text ?? '').replace(/[^0-9]/g, ''));

async function calculatorResult(page: Page) {
  const total = amount(await page.getByTestId('calc-total').textContent());
  const lines = await page.locator('[data-testid="calc-line"]').evaluateAll((tds) => tds.map((td) => td.firstChild?.textContent ?? ''));
  return { total, sum: lines.reduce((s, l) => s + amount(l), 0), text: await page.getByTestId('calc-total').textContent() };
}

describe('public content pages in the browser', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
  });
  afterAll(async () => {
    await e2e?.stop();
  });

  // Side by side (up to the project's maxConcurrency): each page waits on its own network to settle.
  it.concurrent.for(Object.entries(H1))('%s is prerendered, hydrates with its h1, and has no console error or serious axe violation', async ([path, h1], { expect }) => {
    const html = await (await fetch(`${e2e.url}${path}`)).text();
    const escaped = h1.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
    expect(html).toMatch(new RegExp(`<h1[^>]*>${escaped.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
    // bypassCSP only so the test can inject axe-core
    const { page } = await e2e.newPage({ bypassCSP: true });
    const errors = watchErrors(page);
    await page.goto(path, { waitUntil: 'networkidle' });
    const heading = page.getByRole('heading', { level: 1 });
    await heading.waitFor();
    expect(await heading.count()).toBe(1);
    expect((await heading.textContent())?.trim()).toBe(h1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('pages with tables and long forms have no serious axe violation on a phone-sized screen', async () => {
    for (const path of ['/cookies', '/member-passport', '/tokyo-expat-calculator', '/conversation-starters']) {
      const { page } = await e2e.newPage({ bypassCSP: true, viewport: { width: 375, height: 740 } });
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.evaluate(() => document.querySelectorAll('details').forEach((d) => (d.open = true)));
      expect(await seriousAxeViolations(page), path).toEqual([]);
      await page.close();
    }
  });

  it('the calculator recomputes in a real browser and its breakdown adds up', async () => {
    const { page } = await e2e.newPage();
    const errors = watchErrors(page);
    await page.goto('/tokyo-expat-calculator', { waitUntil: 'networkidle' });
    const tokyo = await calculatorResult(page);
    expect(tokyo.total).toBeGreaterThan(0);
    expect(tokyo.sum).toBe(tokyo.total);

    await page.getByRole('radio', { name: /^Osaka/ }).check();
    await page.getByRole('heading', { name: 'Your estimate for Osaka' }).waitFor();
    const osaka = await calculatorResult(page);
    expect(osaka.total).not.toBe(tokyo.total);
    expect(osaka.sum).toBe(osaka.total);

    await page.getByRole('radio', { name: /^Premium/ }).check();
    const premium = await calculatorResult(page);
    expect(premium.total).toBeGreaterThan(osaka.total);
    expect(premium.sum).toBe(premium.total);

    await page.getByRole('radio', { name: /^Honolulu/ }).check();
    const honolulu = await calculatorResult(page);
    expect(honolulu.text?.startsWith('$')).toBe(true);
    expect(honolulu.sum).toBe(honolulu.total);

    // Keyboard: arrow keys move between the city radios.
    await page.getByRole('radio', { name: /^Honolulu/ }).focus();
    await page.keyboard.press('ArrowLeft');
    await page.getByRole('heading', { name: 'Your estimate for Fukuoka' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('conversation starters filter, search and pick a question', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/conversation-starters', { waitUntil: 'networkidle' });
    const items = page.locator('li.question');
    expect(await items.count()).toBe(questionCount);
    await page.getByLabel('Topic').selectOption('food-drink');
    await page.getByRole('radio', { name: 'Light' }).check();
    const filtered = await items.count();
    expect(filtered).toBeGreaterThan(0);
    expect(filtered).toBeLessThan(questionCount);
    await page.getByRole('status').filter({ hasText: `Showing ${filtered} of ${questionCount} questions` }).waitFor();
    await page.getByRole('searchbox', { name: 'Search' }).fill('zzqxv');
    await page.getByText(/No question matches those filters/).waitFor();
    await page.getByRole('button', { name: 'Show all questions' }).click();
    expect(await items.count()).toBe(questionCount);
    await page.getByRole('button', { name: /pick one for me/ }).click();
    expect(await page.getByRole('figure').locator('[lang="ja"]').textContent()).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
  });

  it('cookie preferences persist across a reload', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/cookies', { waitUntil: 'networkidle' });
    await page.getByRole('switch', { name: 'Functional' }).check();
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await page.getByText('Preferences saved').waitFor();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('fika_cookie_preferences'))) ?? 'null')).toMatchObject({ analytics: false, functional: true });
    await page.reload({ waitUntil: 'networkidle' });
    expect(await page.getByRole('switch', { name: 'Functional' }).isChecked()).toBe(true);
    expect(await page.getByRole('switch', { name: 'Analytics' }).isChecked()).toBe(false);
    await page.locator('summary', { hasText: 'Essential' }).click();
    expect(await page.getByRole('row', { name: /fika_cookie_preferences/ }).getByRole('cell', { name: '1 year' }).isVisible()).toBe(true);
    await page.locator('summary', { hasText: 'Analytics' }).click();
    expect(await page.getByText('Nothing is stored in your browser for this category.').isVisible()).toBe(true);
  });

  it('an unknown blog post shows the not-found content with a link back to the blog', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/blog/no-such-post', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: '404 - Page Not Found' }).waitFor();
    await page.getByRole('link', { name: 'Back to the blog' }).click();
    await page.getByRole('heading', { level: 1, name: 'Stories from the table' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/blog');
  });
});
