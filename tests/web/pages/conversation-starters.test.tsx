import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ConversationStartersPage from '../../../web/src/features/questions/pages/ConversationStartersPage';
import { questionCategories, questionCount, questions, questionsByCategory, questionsByDepth } from '../../../content/questions/index';
import { renderPage } from './render-page';

const shownQuestions = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('.question-list li.question')];
const englishOf = (li: HTMLElement) => li.querySelector('[lang="en"]')?.textContent ?? '';

// Rendering 300+ questions in jsdom is slow on a busy machine; the timeout is headroom, not a speed check.
describe('/conversation-starters', { timeout: 30_000 }, () => {
  it('shows every question (300+) in English and Japanese when nothing is filtered', () => {
    const { container } = renderPage(ConversationStartersPage, '/conversation-starters');
    expect(screen.getByRole('heading', { level: 1, name: 'Conversation Starters' })).toBeInTheDocument();
    const items = shownQuestions(container);
    expect(questionCount).toBeGreaterThanOrEqual(300);
    expect(items).toHaveLength(questionCount);
    expect(screen.getByRole('status')).toHaveTextContent(`Showing all ${questionCount} questions`);
    for (const li of items) {
      expect(li.querySelector('[lang="en"]')?.textContent).toBeTruthy();
      expect(li.querySelector('[lang="ja"]')?.textContent).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    }
    const sample = questions[42];
    expect(items.find((li) => englishOf(li) === sample.english)?.querySelector('[lang="ja"]')).toHaveTextContent(sample.japanese);
    // One h2 per topic.
    const topicHeadings = [...container.querySelectorAll('.question-group > h2')].map((h) => h.textContent);
    expect(topicHeadings).toHaveLength(questionCategories.length);
    questionCategories.forEach((c, i) => expect(topicHeadings[i]).toContain(c.name));
  });

  it('filters by topic', async () => {
    const user = userEvent.setup();
    const { container } = renderPage(ConversationStartersPage, '/conversation-starters');
    const food = questionCategories.find((c) => c.id === 'food-drink')!;
    await user.selectOptions(screen.getByLabelText('Topic'), 'food-drink');
    const expected = questionsByCategory('food-drink');
    const items = shownQuestions(container);
    expect(items).toHaveLength(expected.length);
    expect(items.map(englishOf).sort()).toEqual(expected.map((q) => q.english).sort());
    expect(screen.getByRole('status')).toHaveTextContent(`Showing ${expected.length} of ${questionCount} questions`);
    expect([...container.querySelectorAll('.question-group > h2')].map((h) => h.textContent)).toEqual([expect.stringContaining(food.name)]);
    expect(screen.queryByText(questionsByCategory('playful')[0].english)).not.toBeInTheDocument();
  });

  it('filters by depth, and combines depth with topic', async () => {
    const user = userEvent.setup();
    const { container } = renderPage(ConversationStartersPage, '/conversation-starters');
    await user.click(screen.getByRole('radio', { name: 'Deep' }));
    expect(shownQuestions(container)).toHaveLength(questionsByDepth('deep').length);
    for (const li of shownQuestions(container)) expect(li.querySelector('.question__depth')).toHaveTextContent('Deep');

    await user.selectOptions(screen.getByLabelText('Topic'), 'wellbeing');
    const expected = questions.filter((q) => q.depth === 'deep' && q.category === 'wellbeing');
    expect(expected.length).toBeGreaterThan(0);
    expect(shownQuestions(container).map(englishOf).sort()).toEqual(expected.map((q) => q.english).sort());

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(shownQuestions(container)).toHaveLength(questionCount);
    expect(screen.getByRole('radio', { name: 'Any' })).toBeChecked();
  });

  it('searches English and Japanese text, and says when nothing matches', async () => {
    const user = userEvent.setup();
    const { container } = renderPage(ConversationStartersPage, '/conversation-starters');
    const search = screen.getByRole('searchbox', { name: 'Search' });

    await user.type(search, 'RAMEN');
    const ramen = questions.filter((q) => /ramen/i.test(q.english) || /ramen/i.test(q.japanese));
    expect(ramen.length).toBeGreaterThan(0);
    expect(shownQuestions(container).map(englishOf).sort()).toEqual(ramen.map((q) => q.english).sort());

    await user.clear(search);
    await user.type(search, '旅');
    const tabi = questions.filter((q) => q.japanese.includes('旅'));
    expect(tabi.length).toBeGreaterThan(0);
    expect(shownQuestions(container)).toHaveLength(tabi.length);

    await user.clear(search);
    await user.type(search, 'zzqxv');
    expect(shownQuestions(container)).toHaveLength(0);
    expect(screen.getByText(/No question matches those filters/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /pick one for me/ })).toBeDisabled();
  });

  it('picks a question from the filtered set on request', async () => {
    const user = userEvent.setup();
    renderPage(ConversationStartersPage, '/conversation-starters');
    await user.selectOptions(screen.getByLabelText('Topic'), 'travel-places');
    const pool = questionsByCategory('travel-places');
    await user.click(screen.getByRole('button', { name: /pick one for me/ }));
    const figure = screen.getByRole('figure');
    const picked = within(figure).getByText((_, el) => el?.getAttribute('lang') === 'en').textContent;
    expect(pool.map((q) => q.english)).toContain(picked);
    expect(within(figure).getByText((_, el) => el?.getAttribute('lang') === 'ja')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Shuffle again/ }));
    const next = within(screen.getByRole('figure')).getByText((_, el) => el?.getAttribute('lang') === 'en');
    expect(pool.map((q) => q.english)).toContain(next.textContent);
    expect(next.textContent).not.toBe(picked);
  });
});
