/**
 * Publish latency: how long after an organiser presses Publish the changed page is served, on the
 * local stack's real path: `publish_event` (POST /api/admin-events, signed in as an admin) writes
 * the event with its `catalogue.changed` outbox item → DynamoDB Local's stream → the relay → the
 * bus → the site publisher (render with the web build's renderer, write the overlay) → the local
 * server. Ten rounds, one after another: the event is unpublished (its page answers 404), saved
 * with a new title (a draft: the site does not change), then published; the time is from sending
 * `publish_event` to the first GET of `/events/<slug>` whose <title> has the new title. Target
 * ≤ 10 s (the issue; on AWS the target is 60 s, with S3, the key value store and an invalidation).
 *
 * Needs the web build (web/dist, web/dist-ssr). Run alone: npm run bench -- publish
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../infra/local/dynamodb';
import { startLocalStack, webBuilt } from '../infra/local/stack';
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
  'publish_event → page served, median (ms)': (v: number) => v <= 10_000,
};

export async function run(): Promise<Record<string, number | string>> {
  if (!webBuilt()) return { skipped: 'web/dist or web/dist-ssr is missing: run `npm run build:web` first' };
  const dataDir = await mkdtemp(join(tmpdir(), 'fika-bench-publish-'));
  const started = performance.now();
  const stack = await startLocalStack({ port: await freePort(), dataDir });
  const startMs = performance.now() - started;
  try {
    const call = async (action: string, data: unknown, token?: string) => {
      const r = await fetch(`${stack.url}/api/${action.startsWith('admin-auth:') ? 'admin-auth' : 'admin-events'}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ action: action.replace(/^admin-auth:/, ''), data }),
      });
      const body = (await r.json()) as { success: boolean; data: Record<string, unknown>; error?: string };
      if (!r.ok) throw new Error(`${action}: ${r.status} ${body.error}`);
      return body.data;
    };
    // The organiser signs in as in the admin: a link by mail, exchanged for a session.
    await call('admin-auth:request_link', { email: 'admin@example.com' });
    await stack.bus.drain();
    const link = (await stack.outbox.list()).find((m) => m.to === 'admin@example.com')!.text;
    const token = String((await call('admin-auth:verify', { token: /token=([\w-]+)/.exec(link)![1] })).token);
    const served = async (until: (status: number, html: string) => boolean, what: string, t0: number) => {
      for (;;) {
        const r = await fetch(`${stack.url}/events/${SLUG}`);
        if (until(r.status, await r.text())) return performance.now() - t0;
        if (performance.now() - t0 > TIMEOUT_MS) throw new Error(`/events/${SLUG} did not ${what} within ${TIMEOUT_MS} ms`);
        await new Promise((r) => setTimeout(r, 20));
      }
    };

    const latencies: number[] = [];
    const renderMs: number[] = [];
    let rendered = 0;
    for (let i = 1; i <= RUNS; i++) {
      await call('unpublish_event', { slug: SLUG }, token);
      await served((status) => status === 404, 'answer 404', performance.now());
      await stack.bus.drain();
      const got = await call('get_event', { slug: SLUG }, token);
      const event = got.event as { title: string };
      const title = `${event.title.replace(/ \(take \d+\)$/, '')} (take ${i})`;
      await call('save_event', { event: { ...event, title }, version: got.version }, token);
      const t0 = performance.now();
      await call('publish_event', { slug: SLUG }, token);
      latencies.push(await served((status, html) => status === 200 && html.includes(`<title>${escapeHtml(title)}`), `show "${title}"`, t0));
      // The publish ends with more than the page (the lists, the sitemap): let it finish before the next change.
      await stack.bus.drain();
      const last = lastPublished();
      rendered = last?.rendered.length ?? 0;
      renderMs.push(last?.ms ?? 0);
    }
    return {
      'publish_event → page served, median (ms)': median(latencies),
      'publish_event → page served, max (ms)': Math.max(...latencies),
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
