import { describe, expect, it } from 'vitest';
import { testimonials } from '../../../content/site/testimonials';
import { spotlightMembers } from '../../../content/site/spotlight';
import { accountabilityProgramme, contactQuickAnswers, goalAccountabilityFaqItems } from '../../../content/site/faq';
import { communityPoll } from '../../../content/site/poll';
import { allPages, curatedFikaInfoPages, merchandiseItems, pageByPath, pages, passportTiers } from '../../../content/site/pages';
import { tokyoExpatGuide } from '../../../content/guides/tokyo-expat-guide';
import { tokyoSurvivalGuide } from '../../../content/guides/tokyo-survival-guide';

const PLACEHOLDER = /\b(lorem|ipsum|coming soon|todo|tbd|placeholder)\b/i;
const hasPlaceholder = (value: unknown): boolean => PLACEHOLDER.test(JSON.stringify(value));

describe('site content', () => {
  it('has 8 testimonials with badges and 3 spotlight members', () => {
    expect(testimonials).toHaveLength(8);
    for (const t of testimonials) {
      expect(t.quote.length).toBeGreaterThan(120);
      expect(t.badges.length).toBeGreaterThan(0);
      expect(t.role && t.company).toBeTruthy();
    }
    expect(spotlightMembers).toHaveLength(3);
    for (const m of spotlightMembers) expect(m.story.length).toBeGreaterThanOrEqual(2);
  });

  it('has 12+ accountability FAQs with the programme facts and 5 quick answers', () => {
    expect(goalAccountabilityFaqItems.length).toBeGreaterThanOrEqual(12);
    const all = goalAccountabilityFaqItems.map((i) => i.answer).join(' ');
    expect(all).toMatch(/six-week/);
    expect(all).toMatch(/six to eight/);
    expect(all).toMatch(/five to seven business days/);
    expect(all).toMatch(/about five minutes/);
    expect(all).toMatch(/free for members/i);
    expect(accountabilityProgramme).toMatchObject({ weeks: 6, groupSizeMin: 6, groupSizeMax: 8, priceForMembers: 0 });
    expect(contactQuickAnswers).toHaveLength(5);
  });

  it('seeds a poll with 5 ordered options that closes after today', () => {
    expect(communityPoll.title).toBe('Where should our next city meetup be?');
    expect(communityPoll.options).toHaveLength(5);
    expect(communityPoll.options.map((o) => o.display_order)).toEqual([1, 2, 3, 4, 5]);
    expect(new Date(communityPoll.closes_at).getTime()).toBeGreaterThan(new Date('2026-11-22T00:00:00Z').getTime());
    const jst = new Date(new Date(communityPoll.closes_at).getTime() + 9 * 3600_000);
    expect(jst.toISOString().slice(0, 10)).toBe('2027-01-31');
    expect(communityPoll.closes_display).toBe('Jan 31');
    for (const o of communityPoll.options) expect(o.emoji && o.description && o.option_text).toBeTruthy();
  });

  it('has every content page with a hero, sections and a CTA', () => {
    const required = [
      '/what-is-fika',
      '/what-is-speed-fika',
      '/monthly-fika',
      '/signature-fika',
      '/founders-fika',
      '/happiness',
      '/wellness',
      '/experiences',
      '/merchandise',
      '/nomad-concierge',
      '/about',
      '/curated-fika',
      '/curated-fika/how-it-works',
      '/curated-fika/founders',
      '/curated-fika/faq',
      '/member-passport',
      '/goal-accountability-partners',
    ];
    for (const p of required) {
      const page = pageByPath(p);
      expect(page, p).toBeDefined();
      expect(page!.hero.title.length).toBeGreaterThan(5);
      expect(page!.sections.length).toBeGreaterThan(1);
      expect(page!.cta.href.startsWith('/')).toBe(true);
    }
    expect(allPages.length).toBe(required.length);
    expect(hasPlaceholder(allPages)).toBe(false);
  });

  it('describes Curated Fika and the passport tiers accurately', () => {
    const curated = JSON.stringify(pages.curatedFika) + JSON.stringify(curatedFikaInfoPages);
    expect(curated).toMatch(/3-4|three or four/);
    expect(curated).toMatch(/90 minutes/);
    expect(curated).toMatch(/beta/);
    expect(curated).toMatch(/[Pp]remium membership required|need a premium membership/);
    expect(passportTiers.map((t) => [t.id, t.minStamps, t.name])).toEqual([
      ['new', 0, 'Connect Tier'],
      ['bronze', 3, 'Community Member'],
      ['silver', 5, 'Trusted Member'],
      ['gold', 15, 'Community Champion'],
      ['platinum', 30, 'Community Catalyst'],
    ]);
  });

  it('lists real merchandise with yen prices', () => {
    const ids = merchandiseItems.map((m) => m.id);
    for (const id of ['tote', 'mug', 'pin', 'tee', 'notebook']) expect(ids).toContain(id);
    for (const m of merchandiseItems) {
      expect(Number.isInteger(m.priceYen)).toBe(true);
      expect(m.priceYen).toBeGreaterThan(300);
    }
  });
});

describe('guides', () => {
  it('are structured and practical', () => {
    for (const g of [tokyoExpatGuide, tokyoSurvivalGuide]) {
      expect(g.sections.length).toBeGreaterThanOrEqual(6);
      for (const s of g.sections) {
        expect(s.id).toMatch(/^[a-z0-9-]+$/);
        expect(s.items.length).toBeGreaterThan(0);
        for (const i of s.items) expect(i.body.trim().length, i.title).toBeGreaterThan(3);
      }
      expect(hasPlaceholder(g), g.slug).toBe(false);
    }
    const expat = JSON.stringify(tokyoExpatGuide);
    for (const needle of ['14 days', 'My Number', 'National Health Insurance', 'National Pension', 'Japan Post Bank', 'Sony Bank', 'Suica', 'guarantor', 'key money', 'garbage']) {
      expect(expat, needle).toContain(needle);
    }
    const survival = JSON.stringify(tokyoSurvivalGuide);
    for (const needle of ['171', '#7119', '119', '110', 'evacuation', 'go-bag']) expect(survival, needle).toContain(needle);
  });
});
