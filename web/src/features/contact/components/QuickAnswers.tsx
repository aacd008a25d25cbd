/** The contact page's "Quick Answers" panel (content/site/faq.ts). */
import { contactQuickAnswersIn } from '@/content/site/ja/contact-answers';
import { activeLocale } from '../../../lib/i18n';
import { t } from '../i18n';

export function QuickAnswers() {
  return (
    <section className="contact-aside__panel quick-answers" aria-labelledby="quick-answers-heading">
      <h2 id="quick-answers-heading">{t('quick.heading')}</h2>
      {contactQuickAnswersIn(activeLocale()).map((item) => (
        <details key={item.id}>
          <summary>{item.question}</summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </section>
  );
}
