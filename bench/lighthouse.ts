/**
 * Lighthouse 12 (mobile emulation, the default config) with Debian's Chromium against the local
 * stack on a free loopback port: /, /events and one event page. Each page is measured
 * LIGHTHOUSE_RUNS times (default 3) and the median score is reported, as Lighthouse's own
 * guidance on score variability advises; the separate runs are printed beside it.
 */
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalStack } from '../infra/local/stack';
import { freePort } from '../infra/local/dynamodb';
import { CHROMIUM, CHROMIUM_ARGS } from '../tests/support/chromium';
import { events } from '../content/events/index';
import { useSeedCatalogueIfUnset } from '../content/events/seed';
import { median } from './functions';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

export const targets: Record<string, (v: number) => boolean> = {};
for (const page of ['/', '/ja/', '/events', 'event page', 'Japanese event page']) {
  targets[`${page} performance`] = (v) => v >= 95;
  targets[`${page} accessibility`] = (v) => v >= 100;
  targets[`${page} best-practices`] = (v) => v >= 95;
  targets[`${page} seo`] = (v) => v >= 100;
}

export async function run(): Promise<Record<string, number | string>> {
  const dataDir = await mkdtemp(join(tmpdir(), 'fika-lh-'));
  const port = await freePort();
  const stack = await startLocalStack({ port, dataDir });
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  const out: Record<string, number | string> = {};
  useSeedCatalogueIfUnset();
  const eventSlug = events.find((e) => e.featured)?.slug ?? events[0].slug;
  try {
    for (const [label, path] of [
      ['/', '/'],
      ['/events', '/events'],
      ['event page', `/events/${eventSlug}`],
      ['/ja/', '/ja/'],
      ['Japanese event page', `/ja/events/${eventSlug}`],
    ] as const) {
      const scores: Record<string, number[]> = {};
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(`${stack.url}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        const cats = result?.lhr.categories ?? {};
        for (const c of ['performance', 'accessibility', 'best-practices', 'seo']) (scores[c] ??= []).push(Math.round((cats[c]?.score ?? 0) * 100));
      }
      for (const [c, xs] of Object.entries(scores)) out[`${label} ${c}`] = median(xs);
      out[`${label} performance runs`] = scores.performance.join(' ');
      if (label === 'event page') out['event page path'] = path;
    }
  } finally {
    await chrome.kill();
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
  return out;
}
