/**
 * POST /api/stay-in-touch: an attendee's stay-in-touch page (docs/stay-in-touch.md). Anyone; the
 * signed token of the invitation email is the only proof of the address, and only people who
 * checked in at the date have an item it can open. A malformed, forged or unknown token is 404
 * (code TOUCH_LINK_INVALID); a page past its deadline is 410 (code TOUCH_CLOSED).
 * get_stay_in_touch reads the page; save_stay_in_touch opts in under a first name with the chosen
 * people (firstName null: leaves the list) and answers the page as it is now.
 */
import * as z from '../domain/zod';
import { action, actions, type SampleFixture } from './contract';
import { occurrencesAround } from '../domain/passport/occurrences';
import { CHOICES_MAX, FIRST_NAME_MAX, TOUCH_MESSAGES } from '../domain/stay-in-touch/messages';

const token = z.string({ error: TOUCH_MESSAGES.invalid }).check(z.minLength(1, TOUCH_MESSAGES.invalid), z.maxLength(1000, TOUCH_MESSAGES.invalid));

const touchView = z.object({
  eventTitle: z.string(),
  dateText: z.string(),
  /** Until when choices can change (the page closes then), in the page's language. */
  deadlineText: z.string(),
  /** The reader's first name on the list; null while they have not opted in. */
  firstName: z.nullable(z.string()),
  /** The other attendees of the date who opted in: first names only, an address only on a mutual choice. */
  people: z.array(z.object({ id: z.string(), firstName: z.string(), chosen: z.boolean(), email: z.nullable(z.string()) })),
});

/** An attendee of a date that started in the last 14 days (recorded as a host would), and their invitation's token. */
async function attendeeToken(fx: SampleFixture): Promise<string> {
  const now = fx.now();
  const o = occurrencesAround(now, 14, 0)
    .filter((x) => x.startsAt <= now)
    .at(-1);
  if (!o) throw new Error('no stamp event started in the last 14 days');
  const email = fx.email('touch');
  await fx.call('passport', 'admin_record_attendance', { email, eventSlug: o.event.slug, occurrence: o.occurrence }, { token: await fx.adminToken() });
  return fx.touchToken({ slug: o.event.slug, occurrence: o.occurrence, email });
}

export const stayInTouchActions = actions({
  get_stay_in_touch: action({
    summary: 'An attendee’s stay-in-touch page: the date, the other opted-in attendees’ first names, and the addresses of mutual choices.',
    input: z.object({ token }),
    output: touchView,
    sample: async (fx) => ({ data: { token: await attendeeToken(fx) } }),
  }),
  save_stay_in_touch: action({
    summary: 'Opts in under a first name with the chosen attendees (firstName null leaves the list); answers the page.',
    input: z.object({
      token,
      firstName: z.nullable(z.string({ error: TOUCH_MESSAGES.firstName }).check(z.maxLength(FIRST_NAME_MAX * 4, TOUCH_MESSAGES.firstName))),
      choices: z.array(z.string({ error: TOUCH_MESSAGES.choices }).check(z.maxLength(100, TOUCH_MESSAGES.choices)), { error: TOUCH_MESSAGES.choices }).check(z.maxLength(CHOICES_MAX, TOUCH_MESSAGES.choices)),
    }),
    output: touchView,
    sample: async (fx) => ({ data: { token: await attendeeToken(fx), firstName: 'Aiko', choices: [] } }),
  }),
});
