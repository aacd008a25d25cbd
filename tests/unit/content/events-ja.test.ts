import { describe, expect, it } from 'vitest';
import { events } from '../../../content/events/index';
import { jaOverlays } from '../../../content/events/ja/index';
import { englishOption, localizeEvent } from '../../../content/events/localize';
import { eventCatalogueSchema, eventListingSchema } from '../../../content/events/schema';

const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

const TRANSLATED = events;

/** Text fields every overlay must give in Japanese (paths into the listing, when the listing has them). */
const REQUIRED: ((e: Record<string, any>) => unknown)[] = [
  (e) => e.title,
  (e) => e.description,
  (e) => e.whatToExpect,
  (e) => e.philosophy,
  (e) => e.venue?.description,
  (e) => e.venue?.nearestStation,
  (e) => e.venue?.meetingPoint,
  (e) => e.attendancePolicy,
  (e) => e.rsvpImportance,
  (e) => e.cancellationPolicy?.feeText,
  (e) => e.rsvpQuestions?.map((q: { label: string; options: string[] }) => [q.label, ...q.options]),
];

/** Every string inside `value`, with its path. */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${path}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => strings(v, `${path}.${k}`));
  return [];
}

/** Keys whose strings are text (may differ by language); everything else is a fact. */
const TEXT_KEYS = new Set([
  'title', 'description', 'location', 'tags', 'cost', 'exclusiveRefusal', 'subtitle', 'context', 'foundingMemberIntro',
  'content', 'items', 'text', 'linkText', 'whatToExpect', 'fullAddress', 'nearestStation', 'meetingPoint', 'priceRange',
  'amenities', 'bio', 'attendancePolicy', 'rsvpImportance', 'entryFee', 'drinks', 'additionalSlices', 'pizzaPreferences',
  'conversationTopics', 'idealFor', 'uniqueAspects', 'preparationTips', 'accessInfo', 'walkDuration', 'language',
  'weatherPolicy', 'whatToBring', 'accessibilityNotes', 'meetingInstructions', 'duration', 'themes', 'segment', 'groupSize',
  'matchingTime', 'applicationTime', 'format', 'applicationProcess', 'takeaways', 'label', 'options', 'feeText',
  'drinkRequirement', 'venueName',
]);

/** Whether a path of `strings` ends in a text field (the bare root counts: a required field itself). */
const isTextPath = (path: string): boolean => {
  const key = path.replace(/(\[\d+\])+$/, '').split('.').pop() ?? '';
  return key === '' || TEXT_KEYS.has(key);
};

/** The listing with every text string blanked: what must be identical in both languages. */
function facts(value: unknown, key = '', parent = ''): unknown {
  const isText = TEXT_KEYS.has(key) || (key === 'name' && parent === 'venue');
  if (typeof value === 'string') return isText ? '' : value;
  if (Array.isArray(value)) return value.map((v) => facts(v, key, parent));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, facts(v, k, key)]));
  return value;
}

describe('the event catalogue in Japanese', () => {
  it('has an overlay for every event, and none for an unknown id', () => {
    for (const e of events) expect(jaOverlays()[e.id], e.id).toBeDefined();
    const ids = new Set(events.map((e) => e.id));
    for (const id of Object.keys(jaOverlays())) expect(ids.has(id), id).toBe(true);
  });

  it('returns English listings unchanged', () => {
    for (const e of events) expect(localizeEvent(e, 'en')).toBe(e);
  });

  it.each(TRANSLATED.map((e) => [e.id, e] as const))('%s: required text is Japanese', (_id, e) => {
    const ja = localizeEvent(e, 'ja') as unknown as Record<string, unknown>;
    for (const field of REQUIRED) {
      for (const [path, text] of strings(field(ja)).filter(([p]) => isTextPath(p))) expect(text, `${e.id}${path}`).toMatch(JAPANESE);
    }
    expect(ja.hostInfo && (ja.hostInfo as { bio: string }).bio).toMatch(JAPANESE);
  });

  it.each(TRANSLATED.map((e) => [e.id, e] as const))('%s: every text of the overlay replaces text the listing has, element for element', (_id, e) => {
    const ja = localizeEvent(e, 'ja');
    const english = new Map(strings(e));
    const japanese = strings(ja);
    expect(japanese.map(([p]) => p)).toEqual([...english.keys()]);
    const overlaid = strings(jaOverlays()[e.id]).map(([p]) => p);
    for (const path of overlaid) expect(english.has(path), `${e.id}${path} is not in the English listing`).toBe(true);
  });

  it.each(TRANSLATED.map((e) => [e.id, e] as const))('%s: facts equal the English ones', (_id, e) => {
    expect(facts(localizeEvent(e, 'ja'))).toEqual(facts(e));
    // The bilingual conversation questions stay as they are.
    expect(localizeEvent(e, 'ja').fikaQuestion?.questions.map((q) => [q.english, q.japanese])).toEqual(
      e.fikaQuestion?.questions.map((q) => [q.english, q.japanese]),
    );
  });

  it('passes the catalogue schema in Japanese', () => {
    const localized = events.map((e) => localizeEvent(e, 'ja'));
    for (const e of localized) expect(eventListingSchema.safeParse(e).error, e.id).toBeUndefined();
    expect(eventCatalogueSchema.safeParse(localized).success).toBe(true);
  });

  it('maps a Japanese RSVP answer to its English option', () => {
    for (const e of TRANSLATED) {
      const ja = localizeEvent(e, 'ja');
      (e.rsvpQuestions ?? []).forEach((q, i) => {
        q.options.forEach((option, o) => {
          expect(englishOption(e, q.id, ja.rsvpQuestions![i].options[o])).toBe(option);
          expect(englishOption(e, q.id, option)).toBe(option);
        });
        expect(englishOption(e, q.id, 'not an option')).toBeUndefined();
      });
    }
  });
});
