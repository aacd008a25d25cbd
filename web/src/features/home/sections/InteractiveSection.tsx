import { Link } from 'react-router-dom';
import { PollWidget } from '../../poll/components/PollWidget';
import { Section } from '../../../components/ui/Section';

/** The interactive section: the live community poll and tonight's table question. */
export default function InteractiveSection() {
  return (
    <Section
      id="interactive"
      eyebrow="Have your say"
      title="Help shape the next gathering"
      subtitle="One tap, no sign-up: tell us what you'd like to do next and watch the results change live."
    >
      <div className="interactive">
        <PollWidget />
        <aside className="interactive__aside" aria-label="Conversation starter">
          <p className="interactive__label">Tonight's table question</p>
          <p className="interactive__question">What is something small that made you feel at home this month?</p>
          <p className="interactive__question-ja" lang="ja">
            今月、ここが「自分の居場所」だと感じた小さな出来事は何ですか？
          </p>
          <Link to="/conversation-starters">More conversation starters</Link>
        </aside>
      </div>
    </Section>
  );
}
