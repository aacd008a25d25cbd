/**
 * The site publisher on start and on deploy (functions/consumers/site-publisher/publish.ts), with
 * the web build's renderer and a local overlay over web/dist (infra/local/site-overlay.ts), against
 * DynamoDB Local:
 * - nothing is published when the table's published events are what the build rendered;
 * - a table an organiser changed while nothing published (an event archived) is published whole,
 *   and the local server then answers the archived event's pages and data with 404;
 * - the deploy's invocation (no event) seeds, then publishes everything;
 * - nothing the site serves holds a kept-back venue;
 * - an overlay left by another build is emptied.
 * Needs the web build (npm test builds it first).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Server } from 'node:http';
import { setupIntegration, ROOT, type Harness } from '../support/integration';
import { webBuilt } from '../../infra/local/stack';
import { OVERLAY_MARKER, SiteOverlay } from '../../infra/local/site-overlay';
import { createLocalServer } from '../../infra/local/server';
import { freePort } from '../../infra/local/dynamodb';
import { getRecord, writeRecord } from '../../functions/lib/event-store';
import { publishIfStale, setSiteTarget } from '../../functions/consumers/site-publisher/publish';
import type { SiteBuild } from '../../web/scripts/render-site';
import { seedCatalogue } from '../../content/events/seed';

const WEB = resolve(ROOT, 'web/dist');
const RENDERER = resolve(ROOT, 'web/dist-ssr');

describe.skipIf(!webBuilt())('publishing on start and on deploy', () => {
  let h: Harness;
  let dir: string;
  let overlay: SiteOverlay;
  let build: SiteBuild;
  let server: Server;
  let url: string;

  beforeAll(async () => {
    h = await setupIntegration();
    dir = await mkdtemp(join(tmpdir(), 'fika-site-'));
    build = JSON.parse(await readFile(join(RENDERER, 'site.json'), 'utf8')) as SiteBuild;
    overlay = await SiteOverlay.open(join(dir, 'site'), WEB, build.id);
    setSiteTarget({ store: overlay, rendererDir: RENDERER });
    server = createLocalServer({ webRoot: WEB, overlayRoot: overlay.dir, dispatch: async () => ({ status: 404, headers: {}, body: Buffer.alloc(0) }) });
    const port = await freePort();
    await new Promise<void>((r) => server.listen(port, '127.0.0.1', () => r()));
    url = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    setSiteTarget(undefined);
    await new Promise<void>((r) => (server ? server.close(() => r()) : r()));
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('publishes nothing when the table holds what the build rendered', async () => {
    expect(await publishIfStale(h.ports)).toBeUndefined();
    expect(await overlay.readState()).toBeUndefined();
  });

  it('publishes the whole catalogue when the table changed without a publish, and the archived event answers 404', async () => {
    const slug = 'meguro-river-sakura-walk';
    expect((await fetch(`${url}/events/${slug}`)).status).toBe(200);
    const r = (await getRecord(h.ports, slug))!;
    const at = h.ports.clock.now().toISOString();
    // Archived with no site event (as if written while nothing published).
    await writeRecord(h.ports, { ...r, status: 'archived', version: r.version + 1 }, r.version, { at, admin: 'admin@example.com', action: 'archived', version: r.version + 1, changes: [] }, false);
    const result = await publishIfStale(h.ports);
    expect(result?.removed).toEqual([`/events/${slug}`, `/ja/events/${slug}`]);
    expect(result?.rendered).toContain('/events');
    expect(result?.rendered).toContain('/ja');
    expect(result?.rendered).not.toContain(`/events/${slug}`);
    for (const path of [`/events/${slug}`, `/ja/events/${slug}`, `/data/events/en/${slug}.json`, `/data/events/ja/${slug}.json`]) expect((await fetch(`${url}${path}`)).status, path).toBe(404);
    expect(await (await fetch(`${url}/events`)).text()).not.toContain(`href="/events/${slug}"`);
    expect(await (await fetch(`${url}/sitemap.xml`)).text()).not.toContain(slug);
    // The door kit of an archived event is not served either.
    expect((await fetch(`${url}/host/${slug}/2027-03-27`)).status).toBe(404);
    // The state names what the site shows now: a second start publishes nothing.
    expect((await overlay.readState())?.stamp).toBe(result?.stamp);
    expect(await publishIfStale(h.ports)).toBeUndefined();
  });

  it('seeds and publishes everything when the deploy invokes it with no event', async () => {
    const { handler } = (await import('../../functions/consumers/site-publisher/handler')) as { handler: (e: unknown) => Promise<unknown> };
    const out = (await handler({})) as { seeded: number; rendered: number; removed: number };
    // Every slug of the initial data is in the table already (the archived one too: a seed never brings it back).
    expect(out.seeded).toBe(0);
    expect(out.rendered).toBeGreaterThan(46);
    expect((await fetch(`${url}/events/meguro-river-sakura-walk`)).status).toBe(404);
    expect((await fetch(`${url}/events/tokyo-december-fika-omotesando`)).status).toBe(200);
  });

  it('serves no kept-back venue, in the build or in what it published (the renderer carries them only to seed)', async () => {
    const secrets = seedCatalogue().flatMap((e) => (e.revealedVenue ? [e.revealedVenue.fullAddress, e.revealedVenue.meetingPoint] : []));
    expect(secrets.length).toBeGreaterThan(0);
    const files = async (root: string): Promise<string[]> =>
      (await readdir(root, { recursive: true, withFileTypes: true })).filter((d) => d.isFile() && /\.(html|json|xml|js)$/.test(d.name)).map((d) => join(d.parentPath, d.name));
    for (const file of [...(await files(WEB)), ...(await files(overlay.dir))]) {
      const text = await readFile(file, 'utf8');
      for (const secret of secrets) expect(text.includes(secret), `${file} holds a kept-back venue`).toBe(false);
    }
  });

  it("empties an overlay another build left (its pages name that build's scripts)", async () => {
    expect(existsSync(join(overlay.dir, 'events', 'index.html'))).toBe(true);
    const other = await SiteOverlay.open(join(dir, 'site'), WEB, 'another-build');
    expect(existsSync(join(other.dir, 'events', 'index.html'))).toBe(false);
    expect(JSON.parse(await readFile(join(other.dir, OVERLAY_MARKER), 'utf8'))).toEqual({ build: 'another-build', removed: [] });
  });
});
