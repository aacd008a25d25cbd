/** What subscribers will read: the same blocks the email is built from (domain/admin/compose.ts). */
import { newsletterBlocks } from '@/domain/admin/compose';

export function NewsletterPreview({ subject, body }: { subject: string; body: string }) {
  const blocks = newsletterBlocks(body);
  return (
    <section className="ac-preview" aria-label="Preview">
      <p className="ac-preview__eyebrow">Preview</p>
      <h3>{subject.trim() || 'Your subject'}</h3>
      {blocks.length === 0 && <p className="muted">Start writing and the newsletter appears here.</p>}
      {blocks.map((b, i) => {
        switch (b.kind) {
          case 'p':
            return <p key={i}>{b.text}</p>;
          case 'list':
            return (
              <ul key={i}>
                {b.items.map((item, j) => (
                  <li key={j}>{item}</li>
                ))}
              </ul>
            );
          case 'button':
            return (
              <p key={i}>
                <a className="btn btn--primary btn--sm" href={b.url} target="_blank" rel="noreferrer">
                  {b.label}
                </a>
              </p>
            );
          default:
            return null;
        }
      })}
      <p className="ac-preview__footer">Every subscriber's copy ends with a one-click unsubscribe link.</p>
    </section>
  );
}
