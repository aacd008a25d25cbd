/**
 * Vitest globalSetup for the e2e project (beside tests/support/dynamo-global-setup.ts, which starts
 * a DynamoDB Local per worker slot): one Chromium for every e2e file of the run. Each file still
 * gets its own local stack (server, bus, relay, mailbox) over a table of its own in its slot's
 * DynamoDB Local, and its own browser contexts (tests/support/e2e.ts).
 */
import type { TestProject } from 'vitest/node';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    e2eBrowser: { wsEndpoint: string; chromium: string };
  }
}

export default async function setup(project: TestProject) {
  const browser = await chromium.launchServer({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  project.provide('e2eBrowser', { wsEndpoint: browser.wsEndpoint(), chromium: CHROMIUM });
  return async () => {
    await browser.close().catch(() => {});
  };
}
