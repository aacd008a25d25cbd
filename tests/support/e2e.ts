/**
 * End-to-end harness: the real local stack (built SPA, DynamoDB Local in memory, outbox in a temp
 * folder) on a free port, driven by Debian's Chromium through playwright-core.
 *
 * Under the e2e project the DynamoDB Local (its worker slot's) and the Chromium are the run's
 * shared ones (tests/support/dynamo-global-setup.ts, e2e-global-setup.ts): each file gets its own
 * stack over a table of its own (dropped when the file stops) and its own browser contexts.
 * `startE2E(env, { own: true })`, and any use outside that project, starts both for the file alone.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { startLocalStack, webBuilt, type LocalStack } from '../../infra/local/stack';
import { freePort } from '../../infra/local/dynamodb';
import type { StoredMail } from '../../functions/lib/adapters/mail';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium';
import { slotDynamoEndpointIfAny } from './dynamo-slot';

export { CHROMIUM, CHROMIUM_ARGS };

/** The run's shared Chromium, when the e2e project's global setup started it. */
function sharedBrowser(): { wsEndpoint: string; chromium: string } | undefined {
  try {
    return inject('e2eBrowser');
  } catch {
    return undefined;
  }
}

export interface E2E {
  stack: LocalStack;
  url: string;
  browser: Browser;
  newPage(opts?: Parameters<Browser['newContext']>[0]): Promise<{ page: Page; context: BrowserContext }>;
  /** Waits for a message to `to` whose subject matches, returns it. */
  mail(to: string, subject?: RegExp, timeoutMs?: number): Promise<StoredMail>;
  /** First link in a message's text matching the pattern, rewritten to this stack's origin. */
  linkIn(mail: StoredMail, pattern: RegExp): string;
  stop(): Promise<void>;
}

export async function startE2E(env: Record<string, string> = {}, opts: { own?: boolean } = {}): Promise<E2E> {
  if (!webBuilt()) throw new Error('web/dist is missing: run `npm run build:web` before the e2e tests (npm test does).');
  const executablePath = process.env.CHROMIUM_PATH ?? CHROMIUM;
  const dynamoEndpoint = opts.own ? undefined : slotDynamoEndpointIfAny();
  const sharedChromium = opts.own ? undefined : sharedBrowser();
  const dataDir = await mkdtemp(join(tmpdir(), 'fika-e2e-'));
  const port = await freePort();
  let stack: LocalStack | undefined;
  let browser: Browser;
  try {
    stack = await startLocalStack({
      port,
      dataDir,
      shared: dynamoEndpoint ? { dynamoEndpoint, tableName: `e2e-${randomUUID()}` } : undefined,
      env: { ...process.env, ADMIN_EMAILS: 'admin@example.com', ...env },
    });
    browser =
      sharedChromium && sharedChromium.chromium === executablePath
        ? await chromium.connect(sharedChromium.wsEndpoint)
        : await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
  } catch (e) {
    // A harness that fails to start stops what it started: the test file's afterAll has no handle.
    await stack?.stop();
    await rm(dataDir, { recursive: true, force: true });
    throw e;
  }
  const contexts: BrowserContext[] = [];
  return {
    stack,
    url: stack.url,
    browser,
    async newPage(opts) {
      const context = await browser.newContext({ baseURL: stack.url, ...opts });
      contexts.push(context);
      const page = await context.newPage();
      return { page, context };
    },
    async mail(to, subject, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        await stack.bus.drain();
        const found = (await stack.outbox.list()).find((m) => m.to.toLowerCase() === to.toLowerCase() && (!subject || subject.test(m.subject)));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${subject}`);
        await new Promise((r) => setTimeout(r, 200));
      }
    },
    linkIn(mail, pattern) {
      const link = [...mail.text.matchAll(/https?:\/\/[^\s>)"]+/g)].map((m) => m[0]).find((l) => pattern.test(l));
      if (!link) throw new Error(`no link matching ${pattern} in "${mail.subject}"`);
      const u = new URL(link);
      return `${stack.url}${u.pathname}${u.search}`;
    },
    async stop() {
      for (const c of contexts) await c.close().catch(() => {});
      await browser.close().catch(() => {});
      await stack.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Waits until React has hydrated the element: its event handlers are attached (React keeps them
 * under a `__reactProps$…` key on the node). A prerendered page shows its content before that, and
 * a click on it then does what the bare HTML does (a link loads the page in full, untracked).
 */
export async function untilLive(target: Locator, timeout = 15_000): Promise<void> {
  await target.waitFor({ timeout });
  await target.evaluate(
    (el, ms) =>
      new Promise<void>((resolve, reject) => {
        const start = Date.now();
        const check = () => {
          if (Object.keys(el).some((k) => k.startsWith('__reactProps$'))) resolve();
          else if (Date.now() - start > ms) reject(new Error('the element was not hydrated'));
          else setTimeout(check, 50);
        };
        check();
      }),
    timeout,
  );
}
