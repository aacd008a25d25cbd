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
import { activeLocale, localPath } from '../../../lib/i18n';
import { t } from '../i18n';
import '../questions.css';

const DEPTH_IDS: readonly QuestionDepth[] = ['light', 'medium', 'deep'];
/** The depths with their label and hint in the page's language. */
const depths = () => DEPTH_IDS.map((id) => ({ id, label: t(`depth.${id}`), hint: t(`depth.${id}.hint`) }));

const depthLabel = (d: QuestionDepth) => t(`depth.${d}`);
const depthTone = { light: 'success', medium: 'accent', deep: 'primary' } as const;
const categoryOf = (id: QuestionCategoryId) => questionCategories.find((c) => c.id === id);
/** A topic's name in the page's language. */
const categoryName = (c: { name: string; japaneseName: string }) => (activeLocale() === 'ja' ? c.japaneseName : c.name);

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
  const ja = activeLocale() === 'ja';
  const DEPTHS = depths();
  const update = (patch: Partial<QuestionFilter>) => setFilter((f) => ({ ...f, ...patch }));

  const pickOne = () => {
    const pool = shown.length > 1 && picked ? shown.filter((q) => q.id !== picked.id) : shown;
    setPicked(pool.length ? pool[Math.floor(Math.random() * pool.length)] : null);
  };

  return (
    <>
      <Seo title={t('route./conversation-starters.title')} description={t('page.description', { count: questionCount })} />
      <PageHeader
        eyebrow={
          ja ? (
            t('page.eyebrow')
          ) : (
            <>
              <span lang="ja">会話のきっかけ</span> · {t('page.eyebrow')}
            </>
          )
        }
        title={t('page.title')}
        subtitle={t('page.subtitle', { count: questionCount })}
      />

      <div className="container questions">
        <section className="question-picker" aria-labelledby="picker-heading">
          <div>
            <h2 id="picker-heading">{t('picker.heading')}</h2>
            <p>{t('picker.text', { count: shown.length })}</p>
            <Button onClick={pickOne} disabled={shown.length === 0}>
              <span aria-hidden="true">🎲</span> {picked ? t('picker.again') : t('picker.first')}
            </Button>
          </div>
          <div className="question-picker__result" aria-live="polite" aria-atomic="true">
            {picked ? (
              <figure className="question-picker__card">
                <QuestionText q={picked} />
                <figcaption>
                  {categoryOf(picked.category)?.emoji} {categoryName(categoryOf(picked.category)!)} · {depthLabel(picked.depth)}
                </figcaption>
              </figure>
            ) : (
              <p className="question-picker__empty">{t('picker.empty')}</p>
            )}
          </div>
        </section>

        <form className="question-filters" role="search" aria-label={t('filter.label')} onSubmit={(e) => e.preventDefault()}>
          <div className="question-filters__field">
            <label htmlFor={ids.search}>{t('filter.search')}</label>
            <input
              id={ids.search}
              type="search"
              value={filter.search}
              placeholder={t('filter.placeholder')}
              onChange={(e) => update({ search: e.target.value })}
            />
          </div>
          <div className="question-filters__field">
            <label htmlFor={ids.category}>{t('filter.topic')}</label>
            <select id={ids.category} value={filter.category} onChange={(e) => update({ category: e.target.value as QuestionFilter['category'] })}>
              <option value="all">{t('filter.allTopics')}</option>
              {questionCategories.map((c) => (
                <option key={c.id} value={c.id}>
                  {t('filter.topicOption', { name: c.name, japanese: c.japaneseName })}
                </option>
              ))}
            </select>
          </div>
          <fieldset className="question-filters__depth">
            <legend>{t('filter.depth')}</legend>
            {[{ id: 'all', label: t('filter.any') }, ...DEPTHS].map((d) => (
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
          <p className="question-filters__hint">{DEPTHS.map((d) => t('depth.hintLine', { label: d.label, hint: ja ? d.hint : d.hint.toLowerCase() })).join(ja ? '' : ' ')}</p>
          {filtered && (
            <Button variant="ghost" onClick={() => setFilter(NO_FILTER)}>
              {t('filter.clear')}
            </Button>
          )}
        </form>

        <p className="questions__status" role="status">
          {filtered ? t('status.filtered', { shown: shown.length, total: questionCount }) : t('status.all', { total: questionCount })}
        </p>

        {groups.length === 0 ? (
          <div className="questions__none">
            <p>{t('none.text')}</p>
            <Button variant="secondary" onClick={() => setFilter(NO_FILTER)}>
              {t('none.showAll')}
            </Button>
          </div>
        ) : (
          groups.map(({ category, items }) => (
            <section key={category.id} className="question-group" aria-labelledby={`topic-${category.id}`}>
              <h2 id={`topic-${category.id}`}>
                <span aria-hidden="true">{category.emoji}</span> {ja ? category.japaneseName : category.name}{' '}
                <span className="question-group__ja" lang={ja ? 'en' : 'ja'}>
                  {ja ? category.name : category.japaneseName}
                </span>
              </h2>
              <p className="question-group__intro">{ja ? category.japaneseDescription : category.description}</p>
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

      <Section tone="alt" title={t('cta.title')} subtitle={t('cta.subtitle')}>
        <div className="questions__cta">
          <Button to={localPath('/events')}>{t('cta.events')}</Button>
          <Button to={localPath('/what-is-fika')} variant="secondary">
            {t('cta.whatIsFika')}
          </Button>
          <Button to={localPath('/blog/conversation-starters-beyond-where-are-you-from')} variant="secondary">
            {t('cta.beyond')}
          </Button>
        </div>
      </Section>
    </>
  );
}
