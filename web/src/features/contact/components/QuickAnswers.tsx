/** The contact page's "Quick Answers" panel (content/site/faq.ts). */
import { contactQuickAnswers } from '@/content/site/faq';

export function QuickAnswers() {
  return (
    <section className="contact-aside__panel quick-answers" aria-labelledby="quick-answers-heading">
      <h2 id="quick-answers-heading">Quick Answers</h2>
      {contactQuickAnswers.map((item) => (
        <details key={item.id}>
          <summary>{item.question}</summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </section>
  );
}
