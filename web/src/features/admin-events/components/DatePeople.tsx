/**
 * The people of one date, in the server's order (confirmed, waiting in promotion order, holds,
 * cancelled): status, waitlist place, email (and a walk-in's name), language, one column per RSVP
 * question of the event (answers to questions it no longer asks, or all of them when it asks none,
 * as text), what they paid, check-in, series, and when they registered.
 */
import { formatPrice } from '@/content/events/money';
import type { Currency } from '@/content/cities';
import { Badge, type BadgeTone } from '../../../components/ui/Badge';
import { when } from '../../admin-console/components/Parts';
import type { OccurrencePerson } from '../api';

/** An RSVP question as the event asks it (its listing's `rsvpQuestions`). */
export interface Question {
  id: string;
  label: string;
}

const STATUS: Record<OccurrencePerson['status'], { label: string; tone: BadgeTone }> = {
  confirmed: { label: 'Confirmed', tone: 'success' },
  waitlisted: { label: 'Waiting', tone: 'warning' },
  held: { label: 'Held for payment', tone: 'primary' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
};

const LANGUAGES: Record<OccurrencePerson['language'], string> = { en: 'English', ja: 'Japanese' };

/** "Stay: Margherita; diet: vegan": the answers no column shows. */
export function otherAnswers(answers: Record<string, string>, questions: readonly Question[]): string {
  const known = new Set(questions.map((q) => q.id));
  return Object.entries(answers)
    .filter(([id]) => !known.has(id))
    .map(([id, a]) => `${id}: ${a}`)
    .join('; ');
}

/** An amount (hundredths) as people read it ("¥2,000", "$25.50"); an unknown currency code is shown with the number. */
export function amount(cents: number, currency: string): string {
  try {
    return formatPrice(cents, currency as Currency);
  } catch {
    return `${(cents / 100).toFixed(2)} ${currency}`;
  }
}

/** What a person paid: the amount, or a dash for nothing. */
export const money = (cents: number, currency: string) => (cents ? amount(cents, currency) : '—');

export function DatePeople({ people, questions }: { people: readonly OccurrencePerson[]; questions: readonly Question[] }) {
  if (people.length === 0) return <p>Nobody has registered for this date yet.</p>;
  const withOthers = people.some((p) => otherAnswers(p.answers, questions) !== '');
  return (
    <div className="ac-table-wrap">
      <table className="ac-table ae-people">
        <caption className="visually-hidden">The people of this date: confirmed, waiting in order, holds, then cancelled</caption>
        <thead>
          <tr>
            <th scope="col">Status</th>
            <th scope="col" className="ac-num">
              Waitlist
            </th>
            <th scope="col">Person</th>
            <th scope="col">Language</th>
            {questions.map((q) => (
              <th scope="col" key={q.id}>
                {q.label}
              </th>
            ))}
            {withOthers && <th scope="col">{questions.length ? 'Other answers' : 'Answers'}</th>}
            <th scope="col" className="ac-num">
              Paid
            </th>
            <th scope="col">Checked in</th>
            <th scope="col">Series</th>
            <th scope="col">Registered</th>
          </tr>
        </thead>
        <tbody>
          {people.map((p) => (
            <tr key={`${p.email}-${p.createdAt}`}>
              <td>
                <Badge tone={STATUS[p.status]?.tone ?? 'neutral'}>{STATUS[p.status]?.label ?? p.status}</Badge>
              </td>
              <td className="ac-num">{p.waitlistPosition ?? '—'}</td>
              <th scope="row" className="ae-event">
                {p.email}
                {(p.name || p.walkIn) && <span className="ae-slug">{p.name ? `${p.name} (walk-in)` : 'walk-in'}</span>}
              </th>
              <td>{LANGUAGES[p.language] ?? p.language}</td>
              {questions.map((q) => (
                <td key={q.id}>{p.answers[q.id] ?? '—'}</td>
              ))}
              {withOthers && <td>{otherAnswers(p.answers, questions) || '—'}</td>}
              <td className="ac-num">{money(p.paidCents, p.currency)}</td>
              <td>{p.checkedIn ? 'Yes' : 'No'}</td>
              <td>{p.series ? 'Yes' : 'No'}</td>
              <td>{when(p.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
