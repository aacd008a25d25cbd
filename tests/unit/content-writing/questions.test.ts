import { describe, expect, it } from 'vitest';
import { questionById, questionCategories, questionOfTheDay, questions, questionsByCategory } from '../../../content/questions/index';
import { CITY_COUNT, QUESTIONS_CLAIM, QUESTIONS_CLAIM_TEXT } from '../../../content/site/facts';
import { CITY_SLUGS } from '../../../content/cities';

describe('conversation starters', () => {
  it('has at least 300 unique questions (320+ in practice)', () => {
    expect(questions.length).toBeGreaterThanOrEqual(320);
    const english = new Set(questions.map((q) => q.english.trim().toLowerCase()));
    expect(english.size).toBe(questions.length);
    expect(new Set(questions.map((q) => q.japanese)).size).toBe(questions.length);
    expect(new Set(questions.map((q) => q.id)).size).toBe(questions.length);
  });

  it('gives every question a non-empty, polite Japanese translation', () => {
    for (const q of questions) {
      expect(q.japanese.trim().length, q.id).toBeGreaterThan(4);
      expect(q.japanese, q.id).toMatch(/[\u3040-\u30ff\u4e00-\u9faf]/);
      expect(q.japanese, q.id).toMatch(/(です|ます|でした|ました|ください)/);
      expect(q.english, q.id).toMatch(/[?]$/);
    }
  });

  it('spreads questions over about ten categories and three depths', () => {
    expect(questionCategories.length).toBe(10);
    for (const c of questionCategories) {
      expect(questionsByCategory(c.id).length, c.id).toBeGreaterThanOrEqual(30);
      expect(c.japaneseName.length).toBeGreaterThan(0);
    }
    const depths = new Set(questions.map((q) => q.depth));
    expect([...depths].sort()).toEqual(['deep', 'light', 'medium']);
    for (const q of questions) expect(questionCategories.map((c) => c.id)).toContain(q.category);
  });

  it('looks questions up by id and picks a stable question of the day', () => {
    const first = questions[0];
    expect(questionById(first.id)).toEqual(first);
    const a = questionOfTheDay(new Date('2026-11-22T09:00:00Z'));
    const b = questionOfTheDay(new Date('2026-11-22T20:00:00Z'));
    expect(a).toEqual(b);
    expect(questionOfTheDay(new Date('2026-11-22'), 'wellbeing').category).toBe('wellbeing');
  });

  it('backs the community number claims', () => {
    expect(QUESTIONS_CLAIM_TEXT).toBe('300+ conversation questions');
    expect(questions.length).toBeGreaterThanOrEqual(QUESTIONS_CLAIM);
    expect(CITY_COUNT).toBe(CITY_SLUGS.length);
  });
});
