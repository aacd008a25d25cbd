/**
 * RSVP answers are the catalogue's (English) options whatever the language the reader saw: a
 * Japanese label is taken as its English option and stored so; anything else is a 400.
 */
import { describe, expect, it } from 'vitest';
import { validateAnswers } from '../../../functions/reservations/answers';
import { eventBySlug } from '../../../content/events/current';
import { localizeEvent } from '../../../content/events/localize';
import { BadRequest } from '../../../functions/lib/errors';

const pizza = eventBySlug('shimokitazawa-pizza-night')!;
const question = pizza.rsvpQuestions![0];

describe('validateAnswers', () => {
  it('takes each option, in English or as the Japanese page shows it, as the English option', () => {
    const ja = localizeEvent(pizza, 'ja').rsvpQuestions![0];
    expect(ja.options).not.toEqual(question.options);
    question.options.forEach((option, i) => {
      expect(validateAnswers(pizza, { [question.id]: option })).toEqual({ [question.id]: option });
      expect(validateAnswers(pizza, { [question.id]: ` ${ja.options[i]} ` })).toEqual({ [question.id]: option });
    });
  });

  it('refuses a missing required answer and an answer that is no option, and keeps only the questions asked', () => {
    expect(() => validateAnswers(pizza, {})).toThrow(BadRequest);
    expect(() => validateAnswers(pizza, { [question.id]: 'Hawaiian' })).toThrow(/Please choose one of: Margherita/);
    expect(validateAnswers(pizza, { [question.id]: 'Pepperoni', other: 'x' })).toEqual({ [question.id]: 'Pepperoni' });
  });
});
