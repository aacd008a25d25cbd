/** The info pages in Japanese: a curated programme page and About, and the Japanese copy's shape. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { activateLocale } from '../../../web/src/lib/i18n';
import { routes as info } from '../../../web/src/features/info/routes';
import { curatedFikaInfoPages, pages } from '../../../content/site/pages';
import * as ja from '../../../content/site/ja/pages';
import { goalAccountabilityFaq } from '../../../content/site/faq';
import { goalAccountabilityFaq as goalAccountabilityFaqJa } from '../../../content/site/ja/faq';
import { renderPage } from '../pages/render-page';

async function show(path: string) {
  const route = info.find((r) => r.path === path)!;
  const Page = (await route.load()).default;
  return renderPage(Page, `/ja${path}`, `/ja${path}`);
}

const sectionIds = (p: { sections: { id: string }[] }) => p.sections.map((s) => s.id);

describe('info pages in Japanese', { timeout: 30_000 }, () => {
  beforeEach(() => activateLocale('ja'));
  afterEach(() => activateLocale('en'));

  it('/curated-fika is written in Japanese and links to Japanese pages', async () => {
    const { container } = await show('/curated-fika');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(ja.pages.curatedFika.hero.title);
    expect(screen.getByRole('heading', { name: 'マッチングの方法' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'キュレーテッド・フィーカ' })).toBeTruthy();
    expect(container.textContent).toContain('1グループ3〜4人');
    expect(container.textContent).not.toContain('Pull up a chair');
    expect(container.textContent).not.toContain('people per group');
    // The event cards are the shared EventCard's (the events feature localizes them).
    const hrefs = [...container.querySelectorAll('a[href^="/"]')].filter((a) => !a.closest('.info-events')).map((a) => a.getAttribute('href')!);
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href, href).toMatch(/^\/ja\//);
  });

  it('/about introduces the team in Japanese', async () => {
    const { container } = await show('/about');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('どこにいても、居場所は見つかる。');
    expect(screen.getByRole('heading', { name: 'チーム' })).toBeTruthy();
    expect(container.textContent).toContain('共同創設者・コミュニティリード（東京）');
    expect(container.textContent).toContain('東京、大阪、福岡、ホノルル');
    expect(container.textContent).not.toContain('Come and say hello');
    expect(container.textContent).not.toContain('Community Host');
  });

  it.each(info.map((r) => r.path))('/ja%s has a Japanese heading, title copy and call to action', async (path) => {
    const { container } = await show(path);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/[ぁ-んァ-ヶ一-龯]/);
    // The live passport panel is the passport feature's (it translates its own strings).
    for (const h of [...container.querySelectorAll('h2')].filter((el) => !el.closest('.passport-live'))) expect(h.textContent, h.textContent!).toMatch(/[ぁ-んァ-ヶ一-龯]/);
  });

  it('/curated-fika/faq and /member-passport show their questions and tiers in Japanese', async () => {
    const faq = await show('/curated-fika/faq');
    expect(faq.container.textContent).toContain('1グループは何人ですか？');
    faq.unmount();
    const passport = await show('/member-passport');
    expect(screen.getByRole('columnheader', { name: 'ティア' })).toBeTruthy();
    expect(passport.container.textContent).toContain('コミュニティカタリスト');
    expect(passport.container.textContent).toContain('はじめての参加から');
  });
});

describe('the Japanese copy', () => {
  it('has every page, section and link of the English copy', () => {
    for (const [key, page] of Object.entries(pages)) {
      const j = ja.pages[key as keyof typeof pages];
      expect(j.path, key).toBe(page.path);
      expect(sectionIds(j), key).toEqual(sectionIds(page));
      expect(j.cta.href, key).toBe(page.cta.href);
    }
    for (const [key, page] of Object.entries(curatedFikaInfoPages)) {
      const j = ja.curatedFikaInfoPages[key as keyof typeof curatedFikaInfoPages];
      expect(j.path, key).toBe(page.path);
      expect(sectionIds(j), key).toEqual(sectionIds(page));
    }
  });

  it('answers every goal accountability question', () => {
    expect(goalAccountabilityFaqJa.map((g) => [g.id, g.items.map((i) => i.id)])).toEqual(goalAccountabilityFaq.map((g) => [g.id, g.items.map((i) => i.id)]));
  });

  it('translates every page whose Japanese route is not marked english-text', () => {
    for (const [key, page] of Object.entries(pages)) {
      const route = info.find((r) => r.path === page.path)!;
      const translated = ja.pages[key as keyof typeof pages] !== page;
      expect(translated, page.path).toBe(route.japanese !== 'english-text');
    }
  });
});

describe('the Japanese facts, testimonials and spotlight', () => {
  it('state the same facts as the English', async () => {
    const facts = await import('../../../content/site/facts');
    expect(facts.CITY_NAMES_TEXT_JA).toBe('東京、大阪、福岡、ホノルル');
    expect(facts.curatedFromTextJa('tokyo')).toBe('1人あたり4,500円から');
    expect(facts.formatDurationJa(facts.SIGN_IN_LINK_TTL_SECONDS)).toBe('15分');
    expect(facts.formatDurationJa(facts.MEMBER_SESSION_TTL_SECONDS)).toBe('24時間');
    expect(Object.keys(facts.TIERS_JA)).toEqual(facts.TIERS.map((t) => t.id));
  });

  it('have a Japanese entry for every English testimonial, spotlight member and team member', async () => {
    const [{ testimonials }, { spotlightMembers }, { testimonialsJa, spotlightJa }] = await Promise.all([
      import('../../../content/site/testimonials'),
      import('../../../content/site/spotlight'),
      import('../../../content/site/ja/home'),
    ]);
    const [{ TEAM }, { TEAM_JA }] = await Promise.all([import('../../../content/site/team'), import('../../../content/site/ja/team')]);
    for (const t of testimonials) expect(testimonialsJa[t.id]?.quote, t.id).toMatch(/[ぁ-ん]/);
    for (const m of spotlightMembers) expect(spotlightJa[m.id]?.headline, m.id).toMatch(/[ぁ-ん]/);
    for (const m of TEAM) expect(TEAM_JA[m.id].bio, m.id).toMatch(/[ぁ-ん]/);
  });
});
