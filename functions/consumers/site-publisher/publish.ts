/**
 * Publishing the catalogue to the site: the table's published events are rendered with the web
 * build's own render module (web/scripts/render-site.ts, the SSR bundle in web/dist-ssr) and
 * written to the site's store: the site bucket with a CloudFront invalidation and the edge's key
 * value store on AWS (s3-store.ts), an overlay folder the local server serves on one machine
 * (infra/local/site-overlay.ts). docs/catalogue.md "How a published change reaches the site".
 *
 * One publish at a time per process: the SSR bundle renders one page at a time (its language and
 * catalogue are module state); on AWS the function runs one instance at a time (reserved
 * concurrency 1, infra/lambdas.ts), so two publishes never interleave their writes either.
 */
import { ensureCatalogue, listRecords, seedEvents, type EventRecord } from '../../lib/event-store';
import { runMigrations } from '../../jobs/migrations';
import { catalogueVersion } from '../../../content/events/current';
import type { Ports } from '../../lib/ports';
import { log } from '../../lib/log';
import { catalogueStamp, forTheSite, loadRenderer, publishSite, type PublishResult, type Renderer, type SiteStore } from '../../../web/scripts/render-site';
import type { SiteTarget } from './target';

let target: Promise<SiteTarget> | undefined;
let renderer: { dir: string; loaded: Promise<Renderer> } | undefined;
let queue: Promise<unknown> = Promise.resolve();
let last: PublishResult | undefined;

/** The last publish's result in this process (the bench and the tests read what it rendered). */
export function lastPublished(): PublishResult | undefined {
  return last;
}

/** The local stack's target (its overlay folder); on AWS the target is made from the environment on first use. */
export function setSiteTarget(t: SiteTarget | undefined): void {
  target = t && Promise.resolve(t);
}

/**
 * Where to publish: the target set, else on AWS the site bucket. Locally without a target (a stack
 * with no web build, the integration tests' handlers) there is no site to publish to.
 */
async function siteTarget(p: Pick<Ports, 'config'>): Promise<SiteTarget | undefined> {
  if (!target && p.config.ports === 'aws') target = import('./s3-store').then((m) => m.awsSiteTarget());
  return target;
}

/** The renderer, loaded once per folder (importing the SSR bundle takes a few hundred milliseconds). */
async function rendererOf(dir: string): Promise<Renderer> {
  if (renderer?.dir !== dir) renderer = { dir, loaded: loadRenderer(dir) };
  return renderer.loaded.catch((e: unknown) => {
    renderer = undefined;
    throw e;
  });
}

/** Runs `fn` after every publish already started in this process. */
function serially<T>(fn: () => Promise<T>): Promise<T> {
  const run = queue.then(fn, fn);
  queue = run.catch(() => undefined);
  return run;
}

const isPublished = (r: EventRecord) => r.status === 'published';

/**
 * Publishes the events `slugs` (each as the table holds it now: published, changed or taken down),
 * or with `all` the whole catalogue (on start and on deploy). Reads the table itself: a publish
 * always renders the latest state, whatever change announced it.
 */
export function publishEvents(p: Pick<Ports, 'table' | 'clock' | 'config'>, slugs: readonly string[] | 'all'): Promise<PublishResult | undefined> {
  return serially(async () => {
    const t = await siteTarget(p);
    if (!t) {
      log.warn('no site to publish to (no web build)', { slugs: slugs === 'all' ? 'all' : slugs });
      return undefined;
    }
    const { store, rendererDir } = t;
    const r = await rendererOf(rendererDir);
    await ensureCatalogue(p);
    const records = await listRecords(p, true);
    const published = records.filter(isPublished);
    const wanted = slugs === 'all' ? undefined : new Set(slugs);
    const changed = slugs === 'all' ? 'all' : records.filter((x) => wanted!.has(x.slug)).map((x) => ({ slug: x.slug, id: x.listing.id }));
    const unpublished = records.filter((x) => !isPublished(x) && (!wanted || wanted.has(x.slug))).map((x) => x.slug);
    const result = await publishSite(r, store, { published, version: catalogueVersion(), changed, unpublished, at: p.clock.now() });
    last = result;
    log.info('site published', { slugs: slugs === 'all' ? 'all' : slugs, rendered: result.rendered.length, removed: result.removed.length, ms: result.ms });
    return result;
  });
}

/**
 * Publishes the whole catalogue when the site does not show the table's published events (on start
 * and on deploy): a table an organiser has changed since the build, or a store left by an older
 * build. Nothing to do (no renderer loaded) when the site shows them already.
 */
export async function publishIfStale(p: Pick<Ports, 'table' | 'clock' | 'config'>): Promise<PublishResult | undefined> {
  const t = await siteTarget(p);
  if (!t) return undefined;
  const { store, rendererDir } = t;
  const records = await listRecords(p, true);
  const stamp = catalogueStamp(forTheSite(records.filter(isPublished)));
  const [state, build] = await Promise.all([store.readState(), readBuild(rendererDir)]);
  const shown = state && state.build === build.id ? state.stamp : build.stamp;
  if (shown === stamp) return undefined;
  return publishEvents(p, 'all');
}

/**
 * After a deploy (the deploy's trigger): loads the initial data into the table where it never was
 * (functions/lib/event-store.ts `seedEvents`; the renderer carries the initial data, so the
 * function's own bundle does not), then publishes the whole catalogue over the build's pages the
 * deploy has just put back in the bucket.
 */
export async function publishAfterDeploy(p: Pick<Ports, 'table' | 'clock' | 'ids' | 'config'>): Promise<{ seeded: number; rendered: number; removed: number }> {
  const t = await siteTarget(p);
  if (!t) throw new Error('No site to publish to');
  const r = await rendererOf(t.rendererDir);
  const seeded = await seedEvents(p, r.entry.seedCatalogue());
  // The one-off data migrations (functions/jobs/migrations.ts), once per table.
  await runMigrations(p);
  const result = await publishEvents(p, 'all');
  return { seeded: seeded.length, rendered: result?.rendered.length ?? 0, removed: result?.removed.length ?? 0 };
}

/** The build's id and stamp (site.json), without loading the renderer. */
async function readBuild(dir: string): Promise<{ id: string; stamp: string }> {
  const { readFile } = await import('node:fs/promises');
  const { join } = await import('node:path');
  const site = JSON.parse(await readFile(join(dir, 'site.json'), 'utf8')) as { id: string; stamp: string };
  return { id: site.id, stamp: site.stamp };
}
