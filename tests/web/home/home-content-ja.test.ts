/**
 * The home page's build-time content per language: the Japanese build carries every member story
 * in Japanese (content/site/ja/home.ts), the English build the English files as they are.
 */
import { describe, expect, it } from 'vitest';
import { spotlightMembers } from '../../../content/site/spotlight';
import { testimonials } from '../../../content/site/testimonials';
import { spotlightJa, testimonialsJa } from '../../../content/site/ja/home';
import { buildHomeContent } from '../../../web/src/features/home/home-content.build';
import { activeLocale } from '../../../web/src/lib/i18n';

const BUILT = new Date('2026-11-22T09:30:00Z');

describe('home content per language', () => {
  it('has a Japanese text for every testimonial and spotlight member, and no other', () => {
    expect(Object.keys(testimonialsJa).sort()).toEqual(testimonials.map((t) => t.id).sort());
    expect(Object.keys(spotlightJa).sort()).toEqual(spotlightMembers.map((m) => m.id).sort());
    for (const m of spotlightMembers) expect(spotlightJa[m.id].story).toHaveLength(m.story.length);
  });

  it('builds the English page from the English files and the Japanese page with their Japanese text', () => {
    const en = buildHomeContent(BUILT, 'en');
    const ja = buildHomeContent(BUILT, 'ja');
    expect(en.testimonials).toEqual(testimonials);
    expect(en.spotlight).toEqual(spotlightMembers);
    expect(ja.testimonials.map((t) => t.name)).toEqual(testimonials.map((t) => t.name));
    expect(ja.testimonials[0].quote).toBe(testimonialsJa[testimonials[0].id].quote);
    expect(ja.spotlight[0].headline).toBe(spotlightJa[spotlightMembers[0].id].headline);
    expect(ja.events.map((e) => e.slug)).toEqual(en.events.map((e) => e.slug));
    // The cards' facts in Japanese too: the city and the price ("Free", "Members only" in English).
    expect(new Set(ja.events.map((e) => e.cityDisplay))).toEqual(new Set(en.events.map((e) => ({ Tokyo: '東京', Osaka: '大阪', Fukuoka: '福岡', Honolulu: 'ホノルル' })[e.cityDisplay])));
    for (const e of ja.events) expect(e.price).not.toMatch(/Free|Members only|cash/);
    expect(ja.events.map((e) => e.price)).toContain('無料');
    expect(activeLocale()).toBe('en');
  });
});
