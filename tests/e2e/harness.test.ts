/**
 * The harness stops what it started when its own start fails: a browser that cannot launch leaves
 * (for a file that starts its own DynamoDB Local and Chromium, as outside the e2e project)
 * no DynamoDB Local (a Java child of this process) behind.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const javaChildren = () =>
  spawnSync('ps', ['-o', 'pid=,comm=', '--ppid', String(process.pid)], { encoding: 'utf8' })
    .stdout.split('\n')
    .map((l) => l.trim())
    .filter((l) => /\bjava$/.test(l));

describe('e2e harness', () => {
  it('an e2e harness whose browser cannot launch leaves no DynamoDB Local behind', async () => {
    const before = javaChildren();
    const saved = process.env.CHROMIUM_PATH;
    process.env.CHROMIUM_PATH = '/nonexistent/chromium';
    try {
      // Imported after the variable is set: the harness may read it when it loads.
      const { startE2E } = await import('../support/e2e');
      await expect(startE2E({}, { own: true })).rejects.toThrow(/nonexistent\/chromium/);
    } finally {
      if (saved === undefined) delete process.env.CHROMIUM_PATH;
      else process.env.CHROMIUM_PATH = saved;
    }
    expect(javaChildren()).toEqual(before);
  }, 90_000);
});
