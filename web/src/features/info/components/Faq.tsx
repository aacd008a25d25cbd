/** Questions and answers as native disclosure widgets (keyboard and screen reader support for free), plus FAQPage JSON-LD. */
export interface QA {
  id: string;
  question: string;
  /** Paragraphs. */
  answer: readonly string[];
}

export function FaqList({ items }: { items: readonly QA[] }) {
  return (
    <div className="faq">
      {items.map((q) => (
        <details key={q.id} id={q.id} className="faq__item">
          <summary className="faq__question">{q.question}</summary>
          <div className="faq__answer">
            {q.answer.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}

export function faqJsonLd(items: readonly QA[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((q) => ({
      '@type': 'Question',
      name: q.question,
      acceptedAnswer: { '@type': 'Answer', text: q.answer.join('\n\n') },
    })),
  };
}
