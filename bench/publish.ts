/**
 * Publish latency: how long after an organiser's change is written its page is served with it, on
 * the local stack's real path: the event store's write with its `catalogue.changed` outbox item
 * (functions/lib/event-store.ts `writeRecord`, what the admin API's publish does) → DynamoDB
 * Local's stream → the relay → the bus → the site publisher (render with the web build's renderer,
 * write the overlay) → the local server. Ten title changes one after another; the time is from the
 * start of the write to the first GET of `/events/<slug>` whose <title> has the new title. Target
 * ≤ 10 s (the issue; on AWS the target is 60 s, with S3, the key value store and an invalidation).
 *
 * Needs the web build (web/dist, web/dist-ssr). Run alone: npm run bench -- publish
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../infra/local/dynamodb';
import { startLocalStack, webBuilt } from '../infra/local/stack';
import { getRecord, writeRecord } from '../functions/lib/event-store';
import { lastPublished } from '../functions/consumers/site-publisher/publish';

const RUNS = Number(process.env.BENCH_PUBLISH_RUNS ?? 10);
const SLUG = 'tokyo-december-fika-omotesando';
const TIMEOUT_MS = 60_000;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const targets = {
  'publish → page served, median (ms)': (v: number) => v <= 10_000,
};

export async function run(): Promise<Record<string, number | string>> {
  if (!webBuilt()) return { skipped: 'web/dist or web/dist-ssr is missing: run `npm run build:web` first' };
  const dataDir = await mkdtemp(join(tmpdir(), 'fika-bench-publish-'));
  const started = performance.now();
  const stack = await startLocalStack({ port: await freePort(), dataDir });
  const startMs = performance.now() - started;
  try {
    const p = stack.ports;
    const latencies: number[] = [];
    const renderMs: number[] = [];
    let rendered = 0;
    for (let i = 1; i <= RUNS; i++) {
      const current = (await getRecord(p, SLUG))!;
      const title = `${current.listing.title.replace(/ \(take \d+\)$/, '')} (take ${i})`;
      const at = p.clock.now().toISOString();
      const t0 = performance.now();
      await writeRecord(
        p,
        { ...current, listing: { ...current.listing, title }, version: current.version + 1, updatedAt: at, updatedBy: 'bench@example.com' },
        current.version,
        { at, admin: 'bench@example.com', action: 'saved', version: current.version + 1, changes: [{ field: 'title', before: current.listing.title, after: title }] },
        true,
      );
      for (;;) {
        const html = await (await fetch(`${stack.url}/events/${SLUG}`)).text();
        if (html.includes(`<title>${escapeHtml(title)}`)) break;
        if (performance.now() - t0 > TIMEOUT_MS) throw new Error(`/events/${SLUG} did not show "${title}" within ${TIMEOUT_MS} ms`);
        await new Promise((r) => setTimeout(r, 20));
      }
      latencies.push(performance.now() - t0);
      // The publish ends with more than the page (the lists, the sitemap): let it finish before the next change.
      await stack.bus.drain();
      const last = lastPublished();
      rendered = last?.rendered.length ?? 0;
      renderMs.push(last?.ms ?? 0);
    }
    return {
      'publish → page served, median (ms)': median(latencies),
      'publish → page served, max (ms)': Math.max(...latencies),
      'whole publish (render and write), median (ms)': median(renderMs),
      'pages rendered per publish': rendered,
      runs: latencies.length,
      'local stack start, nothing to publish (ms)': startMs,
    };
  } finally {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
