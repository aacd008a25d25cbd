/**
 * POST /api/analytics {consent?, attribution?, events: [{name, path, props?}]}: the first-party
 * analytics collector. A plain JSON body, anyone; 202 with how many events were counted.
 *
 * `page_view` is always counted, as an anonymous daily count per path (no identifier, no IP).
 * Every other event, and the attribution of the visit (UTM source / medium / campaign, referrer
 * host), is counted only when `consent` is true (the visitor allowed analytics in the cookie
 * panel); without it the server drops them. Limited per client address (its /64): ANALYTICS_EVENTS_PER_MINUTE
 * events a minute, ANALYTICS_EVENTS_PER_DAY a day. Paths count only as the site route patterns.
 */
import * as z from '../domain/zod';
import { action } from './contract';
import {
  ANALYTICS_BATCH_MAX,
  ANALYTICS_EVENT_NAMES,
  ANALYTICS_PATH_MAX,
  ANALYTICS_PROP_TEXT_MAX,
  ANALYTICS_PROPS_MAX as PROPS_MAX,
} from '../content/site/analytics';

export * from '../content/site/analytics';

const pathMessage = `Each event needs a path: a site path starting with / of at most ${ANALYTICS_PATH_MAX} characters`;
const path = z.string({ error: pathMessage }).check(z.minLength(1, pathMessage), z.maxLength(ANALYTICS_PATH_MAX, pathMessage), z.startsWith('/', pathMessage));
const nameMessage = `Unknown event name: use one of ${ANALYTICS_EVENT_NAMES.join(', ')}`;
const propsMessage = `Event props are at most ${PROPS_MAX} short string, number or boolean values (texts of at most ${ANALYTICS_PROP_TEXT_MAX} characters)`;
const props = z
  .record(z.string().check(z.maxLength(40, propsMessage)), z.union([z.string().check(z.maxLength(ANALYTICS_PROP_TEXT_MAX, propsMessage)), z.number(), z.boolean()]), { error: propsMessage })
  .check(z.refine((o) => Object.keys(o).length <= PROPS_MAX, propsMessage));
const utm = z.string().check(z.trim(), z.maxLength(100, 'Attribution values are at most 100 characters'));
const referrer = z.string().check(z.trim(), z.maxLength(ANALYTICS_PATH_MAX, `The referrer is at most ${ANALYTICS_PATH_MAX} characters`));

const batchMessage = `Send between 1 and ${ANALYTICS_BATCH_MAX} events`;

export const analyticsContract = action({
  summary: 'Counts a batch of analytics events: page views always (anonymously), other events and attribution only with consent.',
  input: z.object({
    /** The visitor allowed analytics (the cookie panel's choice); false or absent: page views only. */
    consent: z._default(z.boolean(), false),
    /** Where the visit came from, captured on landing (sent with consent only; dropped without). */
    attribution: z.optional(z.object({ source: z.optional(utm), medium: z.optional(utm), campaign: z.optional(utm), referrer: z.optional(referrer) })),
    events: z
      .array(z.object({ name: z.enum(ANALYTICS_EVENT_NAMES, { error: nameMessage }), path, props: z.optional(props) }), { error: batchMessage })
      .check(z.minLength(1, batchMessage), z.maxLength(ANALYTICS_BATCH_MAX, batchMessage)),
  }),
  output: z.object({ accepted: z.number() }),
  status: 202,
  sample: { data: { consent: true, attribution: { source: 'newsletter', medium: 'email', campaign: 'spring' }, events: [{ name: 'page_view', path: '/' }, { name: 'event_card_click', path: '/events', props: { slug: 'tokyo-october-fika' } }] } },
});
