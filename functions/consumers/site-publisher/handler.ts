/**
 * site-publisher: makes a published change live without a deploy. On `catalogue.changed` (written
 * with every change to an event, functions/lib/event-store.ts) it renders again, with the web
 * build's own render module, every page that shows the changed events (their pages in both
 * languages, the events list, the city pages, the home page, the sitemap…), writes them with the
 * data files the browser reads, updates the routes (a new event is served, an unpublished one is
 * not found) and invalidates CloudFront's copies (publish.ts; docs/catalogue.md "How a published
 * change reaches the site").
 *
 * Invoked with no event (the deploy's trigger, infra/constructs/web.ts) it loads the initial data
 * into the table if it never held it, then publishes the whole catalogue: the deploy has just put
 * the build's pages back in the bucket.
 */
import { consumerHandler } from '../../lib/consumer';
import { ports } from '../../lib/runtime';
import type { BusEnvelope } from '../../lib/adapters/events';
import { publishAfterDeploy, publishEvents } from './publish';

const consume = consumerHandler('site-publisher', {
  async 'catalogue.changed'(d, p) {
    await publishEvents(p, d.slugs);
  },
});

const isBusEvent = (e: unknown): e is BusEnvelope => typeof e === 'object' && e !== null && 'detail-type' in e;

export const handler = Object.assign(async (event: unknown) => (isBusEvent(event) ? consume(event) : publishAfterDeploy(await ports())), { handles: consume.handles });
