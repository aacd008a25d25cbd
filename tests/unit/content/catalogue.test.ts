import { describe, expect, it } from 'vitest';
import { rawEvents } from '../../../content/events/data';
import { type EventListing, eventById, events, revealedVenueFor } from '../../../content/events/index';
import { validateCatalogue } from '../../../content/events/validate';
import { REVEALED_VENUES } from '../../../content/events/revealed-venues';
import { eventCatalogueSchema, eventListingSchema } from '../../../content/events/schema';
import { imageInfo } from '../../../content/images/index';
import { eventImageKey } from '../../../web/src/lib/event-image';

const byId = (id: string): EventListing => {
  const event = eventById(id);
  if (!event) throw new Error(`missing ${id}`);
  return event;
};

describe('catalogue integrity', () => {
  it('validates, and validation leaves every listing exactly as written', () => {
    expect(() => validateCatalogue()).not.toThrow();
    expect(validateCatalogue().length).toBe(rawEvents.length);
    expect(events.length).toBeGreaterThanOrEqual(20);
  });

  it('has unique ids and slugs', () => {
    expect(new Set(events.map((e) => e.id)).size).toBe(events.length);
    expect(new Set(events.map((e) => e.slug)).size).toBe(events.length);
  });

  it('gives every event its own illustration: an event image of content/images that no other event shows', () => {
    const keys = events.map((e) => eventImageKey(e));
    for (const [i, e] of events.entries()) expect(imageInfo(keys[i])?.kind, e.id).toBe('event');
    const shared = keys.filter((k, i) => keys.indexOf(k) !== i);
    expect(shared, 'illustrations shown by more than one event').toEqual([]);
  });

  it('points every relatedEvents id at an existing event', () => {
    const ids = new Set(events.map((e) => e.id));
    for (const event of events) {
      expect(event.relatedEvents.length, event.id).toBeGreaterThan(0);
      for (const related of event.relatedEvents) expect(ids.has(related), `${event.id} → ${related}`).toBe(true);
    }
  });

  it('gives every fika a question set of 5-8 bilingual questions', () => {
    const fikas = events.filter((e) => e.eventType === 'fika' || e.eventType === 'weekly-fika');
    expect(fikas.length).toBeGreaterThanOrEqual(12);
    for (const event of fikas) {
      const questions = event.fikaQuestion!.questions;
      expect(questions.length, event.id).toBeGreaterThanOrEqual(5);
      expect(questions.length, event.id).toBeLessThanOrEqual(8);
      for (const q of questions) {
        expect(q.japanese, `${event.id} #${q.number}`).toMatch(/[\u3040-\u30ff\u4e00-\u9faf]/);
        expect(q.english.length).toBeGreaterThan(10);
        expect(q.context.length).toBeGreaterThan(10);
      }
    }
  });

  it('keeps city blocks consistent with the city lookup', () => {
    for (const event of events) {
      if (event.city === 'honolulu') {
        expect([event.timezone, event.currency]).toEqual(['Pacific/Honolulu', 'USD']);
      } else {
        expect([event.timezone, event.currency]).toEqual(['Asia/Tokyo', 'JPY']);
      }
    }
    expect(new Set(events.map((e) => e.city))).toEqual(new Set(['tokyo', 'osaka', 'fukuoka', 'honolulu']));
  });

  it('has no placeholder text', () => {
    const text = JSON.stringify(events).toLowerCase();
    for (const banned of ['lorem', 'ipsum', 'coming soon', 'tbd', 'todo', 'placeholder']) {
      expect(text.includes(banned), banned).toBe(false);
    }
  });

  it('marks every real meetup as stamp eligible and states the three-no-show rule', () => {
    for (const event of events) {
      expect(event.checkinStampEligible, event.id).toBe(true);
      expect(event.attendancePolicy, event.id).toMatch(/Three no-shows revoke your membership/);
      expect(event.attendancePolicy, event.id).toMatch(/yes RSVP confirms/);
    }
  });
});

describe('catalogue numbers', () => {
  it('uses the original capacities (numeric field wins where the text differed)', () => {
    const expected: Record<string, number> = {
      'osaka-december-fika': 20, // "Osaka September fika"
      'osaka-brunch-fika': 15, // "Osaka August fika", text said 10
      'osaka-monthly-fika': 20,
      'tokyo-december-fika': 50, // "Tokyo September fika"
      'tokyo-new-year-fika': 60, // "Tokyo October fika"
      'tokyo-evening-social': 65, // text said 25
      'tokyo-growth-circle': 30,
      'founding-members-fika': 40,
      'signature-sunday-fika': 50, // "old fika"
      'meiji-jingu-forest-walk': 50,
      'meguro-river-walk': 30, // text said 20
      'pizza-night': 16,
      'fukuoka-monthly-fika': 15,
      'fukuoka-nokonoshima-excursion': 10,
      'ginza-rooftop-happy-hour': 35,
      'tokyo-spanish-tapas': 11,
      'goal-accountability-info-session': 30, // 35 in another listing
    };
    for (const [id, capacity] of Object.entries(expected)) expect(byId(id).capacity, id).toBe(capacity);
  });

  it('no longer repeats the superseded numbers in the text', () => {
    expect(byId('tokyo-evening-social').description).toMatch(/up to 65/);
    expect(byId('meguro-river-walk').description).toMatch(/Up to 30 walkers/);
    expect(byId('osaka-brunch-fika').description).toMatch(/for fifteen/);
  });

  it('uses only the original waitlist counts', () => {
    for (const event of events) expect(['0', '1', '2', '8', '10', '12', '20', '50', '57'], event.id).toContain(event.waitlist);
    expect(byId('tokyo-spanish-tapas').waitlist).toBe('8');
  });

  it('marks the growth circle and one Wednesday weekly fika as cancelled', () => {
    expect(byId('tokyo-growth-circle').next).toBe('Cancelled');
    const wednesday = byId('weekly-wednesday-fika');
    expect([wednesday.dayOfWeek, wednesday.time, wednesday.eventFrequency]).toEqual(['Wednesday', 'CANCELLED', 'weekly']);
  });

  it('makes the founding members fika exclusive with priority 1', () => {
    const fika = byId('founding-members-fika');
    expect([fika.exclusive, fika.exclusiveType, fika.priorityLevel]).toEqual([true, 'founding-members', 1]);
  });

  it('keeps the growth circle at 2-2.5 hours in groups of 8-10 with a drink requirement', () => {
    const circle = byId('tokyo-growth-circle');
    expect(circle.durationMinutes).toBeGreaterThanOrEqual(120);
    expect(circle.durationMinutes).toBeLessThanOrEqual(150);
    expect(circle.description).toMatch(/groups of 8-10/);
    expect(circle.drinkRequirement).toMatch(/at least one drink order per attendee/i);
  });

  it('runs the accountability session for two free hours with links to the programme pages', () => {
    const session = byId('goal-accountability-info-session');
    expect([session.durationMinutes, session.paymentEnabled, session.price]).toEqual([120, false, 'Free']);
    const urls = JSON.stringify(session);
    expect(urls).toContain('/goal-accountability-partners');
    expect(urls).toContain('/goal-accountability-faq');
  });

  it('keeps walk durations and the August Osaka bottomless package text', () => {
    expect(byId('meiji-jingu-forest-walk').walkDuration).toBe('30-45 minutes');
    expect(byId('meguro-river-walk').walkDuration).toBe('30 minutes');
    expect(byId('osaka-brunch-fika').description).toMatch(/¥3,000 bottomless package/);
  });

  it('uses the original social proof figures', () => {
    const seen = events.map((e) => e.socialProof);
    expect(seen).toContainEqual({ totalAttended: 45, averageRating: 4.9, repeatAttendees: 85 });
    expect(seen).toContainEqual({ totalAttended: 89, averageRating: 4.7, repeatAttendees: 78 });
    expect(seen).toContainEqual({ totalAttended: 48, averageRating: 4.9, repeatAttendees: 92 });
    expect(seen).toContainEqual({ totalAttended: 0, averageRating: 0, repeatAttendees: null });
  });
});

describe('event content rules (pizza preference, tapas notice, venue reveal)', () => {
  it('asks for a pizza preference at RSVP', () => {
    const pizza = byId('pizza-night');
    expect(pizza.rsvpQuestions).toEqual([
      {
        id: 'pizza-preference',
        label: 'Which pizza should we order for you?',
        type: 'choice',
        options: ['Margherita', 'Pepperoni', 'Mushroom', 'White Pizza', 'Meat Lovers'],
        required: true,
      },
    ]);
    expect([pizza.perEventPriceCents, pizza.price]).toEqual([75000, '¥750']);
    expect(pizza.drinkRequirement).toMatch(/required/);
    expect(pizza.paymentStructure?.additionalSlices).toBeDefined();
  });

  it('holds the tapas evening to 48 hours notice or the full ¥5,500', () => {
    const tapas = byId('tokyo-spanish-tapas');
    expect(tapas.cancellationPolicy).toMatchObject({ noticeHours: 48, feeCents: 550000 });
    expect(tapas.cancellationPolicy?.feeText).toMatch(/48 hours.*¥5,500/);
    expect(tapas.cost).toMatch(/cash/);
    expect(tapas.cost).toMatch(/drinks extra/);
    expect(tapas.paymentEnabled).toBe(false);
  });

  it('reveals secret venues one week before, and keeps their addresses out of the public listing', () => {
    const secret = events.filter((e) => e.venueReveal);
    expect(secret.map((e) => e.id).sort()).toEqual(['founding-members-fika', 'tokyo-spanish-tapas']);
    expect(Object.keys(REVEALED_VENUES).sort()).toEqual(secret.map((e) => e.id).sort());
    for (const event of secret) {
      expect(event.venueReveal).toEqual({ daysBefore: 7 });
      const revealed = revealedVenueFor(event.id)!;
      expect(JSON.stringify(event)).not.toContain(revealed.fullAddress);
      expect(JSON.stringify(event)).not.toContain(revealed.name);
    }
    expect(revealedVenueFor('tokyo-december-fika')).toBeUndefined();
  });
});

describe('schema rejects bad edits', () => {
  const good = rawEvents.find((e) => e.id === 'tokyo-december-fika')!;
  const errorsOf = (candidate: unknown) => {
    const result = eventListingSchema.safeParse(candidate);
    return result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
  };

  it('accepts the real listing', () => {
    expect(errorsOf(good)).toEqual([]);
  });

  it('rejects a time text that disagrees with startTime/endTime', () => {
    expect(errorsOf({ ...good, time: '2:00 PM - 5:00 PM' })).toContain('time');
    expect(errorsOf({ ...good, durationMinutes: 90 })).toContain('durationMinutes');
  });

  it('rejects a date with a year, and a bad date', () => {
    expect(errorsOf({ ...good, next: 'December 12, 2026' })).toContain('next');
    expect(errorsOf({ ...good, next: 'Someday' })).toContain('next');
  });

  it('rejects a paid event without a price and a free event carrying one', () => {
    expect(errorsOf({ ...good, paymentEnabled: true, paymentOptions: { ...good.paymentOptions, allowPerEventPayment: true } })).toContain(
      'perEventPriceCents',
    );
    expect(errorsOf({ ...good, perEventPriceCents: 300000 })).toContain('perEventPriceCents');
  });

  it('rejects a cancelled listing without the date it was scheduled for, and that date on a listing that is not cancelled', () => {
    expect(errorsOf({ ...good, next: 'Cancelled' })).toContain('cancelledDate');
    expect(errorsOf({ ...good, next: 'Cancelled', cancelledDate: 'December 12, 2026' })).toContain('cancelledDate');
    expect(errorsOf({ ...good, next: 'Cancelled', cancelledDate: 'December 12' })).toEqual([]);
    expect(errorsOf({ ...good, cancelledDate: 'December 12' })).toContain('cancelledDate');
  });

  it('rejects a door price on an event paid online, and a zero door price', () => {
    const paid = rawEvents.find((e) => e.paymentEnabled)!;
    expect(errorsOf({ ...paid, doorPriceCents: 550000 })).toContain('doorPriceCents');
    expect(errorsOf({ ...good, doorPriceCents: 0 })).toContain('doorPriceCents');
    expect(errorsOf({ ...good, doorPriceCents: 550000 })).toEqual([]);
  });

  it('rejects people waiting on an event with no waitlist', () => {
    expect(errorsOf({ ...good, paymentOptions: { ...good.paymentOptions, allowWaitlist: false } })).toContain(
      'paymentOptions.allowWaitlist',
    );
  });

  it('rejects the misspelling whatToExpected and a wrong city block', () => {
    const { whatToExpect, ...rest } = good;
    expect(errorsOf({ ...rest, whatToExpected: whatToExpect }).length).toBeGreaterThan(0);
    expect(errorsOf({ ...good, timezone: 'Pacific/Honolulu' })).toContain('timezone');
    expect(errorsOf({ ...good, currency: 'USD' })).toContain('currency');
  });

  it('rejects a fika without questions and an exclusive event without its type', () => {
    expect(errorsOf({ ...good, fikaQuestion: undefined })).toContain('fikaQuestion');
    expect(errorsOf({ ...good, exclusive: true })).toContain('exclusiveType');
  });

  it('an exclusive event says who it is for (its refusal text), and only an exclusive one', () => {
    expect(errorsOf({ ...good, exclusive: true, exclusiveType: 'founding-members' })).toContain('exclusiveRefusal');
    expect(errorsOf({ ...good, exclusive: true, exclusiveType: 'founding-members', exclusiveRefusal: 'Founding members only.' })).toEqual([]);
    expect(errorsOf({ ...good, exclusiveRefusal: 'Founding members only.' })).toContain('exclusiveRefusal');
  });

  it('rejects an illustration that is not an event image of content/images', () => {
    expect(errorsOf({ ...good, iconImage: 'events/tokyo-december-fika-omotesando.jpg' })).toContain('iconImage');
    expect(errorsOf({ ...good, iconImage: 'city-tokyo' })).toContain('iconImage');
  });

  it('rejects two events showing the same illustration', () => {
    const other = rawEvents.find((e) => e.id === 'signature-sunday-fika')!;
    const result = eventCatalogueSchema.safeParse([good, { ...other, iconImage: good.iconImage }]);
    expect(result.success).toBe(false);
    expect(result.success ? [] : result.error.issues.map((i) => i.path.join('.'))).toContain('1.iconImage');
  });

  it('rejects duplicate slugs and unknown related ids across the catalogue', () => {
    const copy = { ...good, id: 'copy' };
    const result = eventCatalogueSchema.safeParse([good, copy, { ...good, id: 'other', slug: 'other', relatedEvents: ['nope'] }]);
    expect(result.success).toBe(false);
    const messages = result.success ? [] : result.error.issues.map((i) => i.message);
    expect(messages.some((m) => m.includes('Duplicate slug'))).toBe(true);
    expect(messages.some((m) => m.includes('Unknown event id nope'))).toBe(true);
  });
});
