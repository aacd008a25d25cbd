/**
 * `/conversation-starters`: every question of content/questions in English and Japanese, filterable by
 * category, depth and a text search, with a "pick one for me" button.
 */
import { useId, useMemo, useState } from 'react';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Section } from '../../../components/ui/Section';
import { Seo } from '../../../lib/seo';
import {
  questionCategories,
  questionCount,
  questions,
  type ConversationQuestion,
  type QuestionCategoryId,
  type QuestionDepth,
} from '@/content/questions/index';
import { NO_FILTER, filterQuestions, type QuestionFilter } from '../filter';
import '../questions.css';

const DEPTHS: { id: QuestionDepth; label: string; hint: string }[] = [
  { id: 'light', label: 'Light', hint: 'Easy openers for the first five minutes' },
  { id: 'medium', label: 'Medium', hint: 'A little more personal, once the coffee arrives' },
  { id: 'deep', label: 'Deep', hint: 'For when the conversation has found its feet' },
];

const depthLabel = (d: QuestionDepth) => DEPTHS.find((x) => x.id === d)?.label ?? d;
const depthTone = { light: 'success', medium: 'accent', deep: 'primary' } as const;
const categoryOf = (id: QuestionCategoryId) => questionCategories.find((c) => c.id === id);

function QuestionText({ q }: { q: ConversationQuestion }) {
  return (
    <>
      <p className="question__en" lang="en">
        {q.english}
      </p>
      <p className="question__ja" lang="ja">
        {q.japanese}
      </p>
    </>
  );
}

export default function ConversationStartersPage() {
  const [filter, setFilter] = useState<QuestionFilter>(NO_FILTER);
  const [picked, setPicked] = useState<ConversationQuestion | null>(null);
  const ids = { search: useId(), category: useId(), depth: useId() };

  const shown = useMemo(() => filterQuestions(questions, filter), [filter]);
  const groups = useMemo(
    () =>
      questionCategories
        .map((c) => ({ category: c, items: shown.filter((q) => q.category === c.id) }))
        .filter((g) => g.items.length > 0),
    [shown],
  );
  const filtered = filter.category !== 'all' || filter.depth !== 'all' || filter.search.trim() !== '';
  const update = (patch: Partial<QuestionFilter>) => setFilter((f) => ({ ...f, ...patch }));

  const pickOne = () => {
    const pool = shown.length > 1 && picked ? shown.filter((q) => q.id !== picked.id) : shown;
    setPicked(pool.length ? pool[Math.floor(Math.random() * pool.length)] : null);
  };

  return (
    <>
      <Seo
        title="Conversation Starters in English and Japanese"
        description={`${questionCount} conversation starters in English and Japanese for fikas, language exchanges and first meetings: filter by topic and depth, search, or let us pick one for you.`}
      />
      <PageHeader
        eyebrow={
          <>
            <span lang="ja">会話のきっかけ</span> · Conversation starters
          </>
        }
        title="Conversation Starters"
        subtitle={`${questionCount} questions in English and Japanese, written by our hosts for the first awkward minute and everything after it. Pick a topic, choose how deep you want to go, or let us choose for you.`}
      />

      <div className="container questions">
        <section className="question-picker" aria-labelledby="picker-heading">
          <div>
            <h2 id="picker-heading">Stuck for something to say?</h2>
            <p>
              Press the button and we will pick one of the {shown.length} questions that match your filters. Read it out in English, in Japanese, or
              both.
            </p>
            <Button onClick={pickOne} disabled={shown.length === 0}>
              <span aria-hidden="true">🎲</span> {picked ? 'Shuffle again' : 'Shuffle: pick one for me'}
            </Button>
          </div>
          <div className="question-picker__result" aria-live="polite" aria-atomic="true">
            {picked ? (
              <figure className="question-picker__card">
                <QuestionText q={picked} />
                <figcaption>
                  {categoryOf(picked.category)?.emoji} {categoryOf(picked.category)?.name} · {depthLabel(picked.depth)}
                </figcaption>
              </figure>
            ) : (
              <p className="question-picker__empty">Your question will appear here.</p>
            )}
          </div>
        </section>

        <form className="question-filters" role="search" aria-label="Filter questions" onSubmit={(e) => e.preventDefault()}>
          <div className="question-filters__field">
            <label htmlFor={ids.search}>Search</label>
            <input
              id={ids.search}
              type="search"
              value={filter.search}
              placeholder="e.g. food, 旅, childhood"
              onChange={(e) => update({ search: e.target.value })}
            />
          </div>
          <div className="question-filters__field">
            <label htmlFor={ids.category}>Topic</label>
            <select id={ids.category} value={filter.category} onChange={(e) => update({ category: e.target.value as QuestionFilter['category'] })}>
              <option value="all">All topics</option>
              {questionCategories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name} ({c.japaneseName})
                </option>
              ))}
            </select>
          </div>
          <fieldset className="question-filters__depth">
            <legend>Depth</legend>
            {[{ id: 'all', label: 'Any' }, ...DEPTHS].map((d) => (
              <label key={d.id} className="depth-option">
                <input
                  type="radio"
                  name={ids.depth}
                  value={d.id}
                  checked={filter.depth === d.id}
                  onChange={() => update({ depth: d.id as QuestionFilter['depth'] })}
                />
                <span>{d.label}</span>
              </label>
            ))}
          </fieldset>
          <p className="question-filters__hint">{DEPTHS.map((d) => `${d.label}: ${d.hint.toLowerCase()}.`).join(' ')}</p>
          {filtered && (
            <Button variant="ghost" onClick={() => setFilter(NO_FILTER)}>
              Clear filters
            </Button>
          )}
        </form>

        <p className="questions__status" role="status">
          {filtered ? `Showing ${shown.length} of ${questionCount} questions` : `Showing all ${questionCount} questions`}
        </p>

        {groups.length === 0 ? (
          <div className="questions__none">
            <p>No question matches those filters. Try fewer words, another topic or any depth.</p>
            <Button variant="secondary" onClick={() => setFilter(NO_FILTER)}>
              Show all questions
            </Button>
          </div>
        ) : (
          groups.map(({ category, items }) => (
            <section key={category.id} className="question-group" aria-labelledby={`topic-${category.id}`}>
              <h2 id={`topic-${category.id}`}>
                <span aria-hidden="true">{category.emoji}</span> {category.name}{' '}
                <span className="question-group__ja" lang="ja">
                  {category.japaneseName}
                </span>
              </h2>
              <p className="question-group__intro">{category.description}</p>
              <ol className="question-list">
                {items.map((q) => (
                  <li key={q.id} className="question">
                    <QuestionText q={q} />
                    <Badge tone={depthTone[q.depth]} className="question__depth">
                      {depthLabel(q.depth)}
                    </Badge>
                  </li>
                ))}
              </ol>
            </section>
          ))
        )}
      </div>

      <Section tone="alt" title="Try them at a table" subtitle="Every fika starts with one good question. Bring your favourites to one of these.">
        <div className="questions__cta">
          <Button to="/events">Upcoming fikas</Button>
          <Button to="/what-is-fika" variant="secondary">
            What is fika?
          </Button>
          <Button to="/blog/conversation-starters-beyond-where-are-you-from" variant="secondary">
            Beyond "Where are you from?"
          </Button>
        </div>
      </Section>
    </>
  );
}
