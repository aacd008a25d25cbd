/** RSVP answers (e.g. the pizza night asks for a pizza preference), checked against the catalogue's questions. */
import type { EventListing } from '../../content/events/index';
import { BadRequest } from '../lib/errors';
import { englishOption } from '../../content/events/localize';

/** Returns only the answers to the event's questions; a missing required answer or an unknown option is a 400. */
export function validateAnswers(event: EventListing, raw: unknown): Record<string, string> {
  const given = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const answers: Record<string, string> = {};
  for (const q of event.rsvpQuestions ?? []) {
    const typed = typeof given[q.id] === 'string' ? (given[q.id] as string).trim() : '';
    // An option is stored as the catalogue's (English) option, also when sent as the label a reader saw in another language.
    const value = typed && (englishOption(event, q.id, typed) ?? typed);
    if (!value) {
      if (q.required) throw new BadRequest(`Please answer: ${q.label}`, { field: q.id });
      continue;
    }
    if (!q.options.includes(value)) throw new BadRequest(`Please choose one of: ${q.options.join(', ')}`, { field: q.id });
    answers[q.id] = value;
  }
  return answers;
}
