import { Link } from '../../../components/LocalLink';
import { activeLocale } from '../../../lib/i18n';
import { t } from '../i18n';
import { PollWidget } from '../../poll/components/PollWidget';
import { Section } from '../../../components/ui/Section';

/** Tonight's table question, in both languages (the page's language first). */
const QUESTION = {
  en: 'What is something small that made you feel at home this month?',
  ja: '今月、ここが「自分の居場所」だと感じた小さな出来事は何ですか？',
};

/** The interactive section: the live community poll and tonight's table question. */
export default function InteractiveSection() {
  return (
    <Section
      id="interactive"
      eyebrow={t('interactive.eyebrow')}
      title={t('interactive.title')}
      subtitle={t('interactive.subtitle')}
    >
      <div className="interactive">
        <PollWidget />
        <aside className="interactive__aside" aria-label={t('interactive.asideLabel')}>
          <p className="interactive__label">{t('interactive.questionLabel')}</p>
          {activeLocale() === 'ja' ? (
            <>
              <p className="interactive__question">{QUESTION.ja}</p>
              <p className="interactive__question-ja" lang="en">
                {QUESTION.en}
              </p>
            </>
          ) : (
            <>
              <p className="interactive__question">{QUESTION.en}</p>
              <p className="interactive__question-ja" lang="ja">
                {QUESTION.ja}
              </p>
            </>
          )}
          <Link to="/conversation-starters">{t('interactive.more')}</Link>
        </aside>
      </div>
    </Section>
  );
}
