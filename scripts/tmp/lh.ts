import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalStack } from '../../infra/local/stack';
import { CHROMIUM, CHROMIUM_ARGS } from '../../tests/support/e2e';
const stack = await startLocalStack({ port: 3198, dataDir: await mkdtemp(join(tmpdir(), 'lh-')) });
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
for (const path of process.argv.slice(2)) {
  const r = await lighthouse(`${stack.url}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const a = r!.lhr.audits;
  console.log(path, Math.round(r!.lhr.categories.performance.score! * 100), ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'].map((k) => `${k}=${a[k].displayValue}`).join(' '));
  const lcp = a['largest-contentful-paint-element']?.details as any;
  console.log('  LCP element:', JSON.stringify(lcp?.items?.[0]?.items?.[0]?.node?.snippet ?? '').slice(0, 200));
}
await chrome.kill();
await stack.stop();
