/**
 * Nothing the local stack starts outlives it: DynamoDB Local (a Java process) is gone when the
 * stack is killed, even by SIGTERM followed at once by SIGKILL.
 */
import { spawn, spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { readFileSync } from 'node:fs';
import { startDynamoLocal } from '../../infra/local/dynamodb';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return spawnSync('ps', ['-o', 'stat=', '-p', String(pid)], { encoding: 'utf8' }).stdout.trim().startsWith('Z') === false;
  } catch {
    return false;
  }
};

async function gone(pid: number, withinMs: number): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if (!alive(pid)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return !alive(pid);
}

describe('process hygiene', () => {
  it('DynamoDB Local dies with a local stack stopped by SIGTERM then SIGKILL', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/fixtures/processes/local-stack.ts'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'ignore'], detached: true });
    const javaPid = await new Promise<number>((res, rej) => {
      let out = '';
      child.stdout.on('data', (d) => {
        out += String(d);
        const m = /dynamo-pid (\d+)/.exec(out);
        if (m) res(Number(m[1]));
      });
      child.once('exit', (code) => rej(new Error(`stack exited early (${code})`)));
    });
    expect(alive(javaPid)).toBe(true);
    child.kill('SIGTERM');
    child.kill('SIGKILL');
    const died = await gone(javaPid, 15_000);
    if (!died) process.kill(javaPid, 'SIGKILL');
    expect(died).toBe(true);
  }, 90_000);
});

/** The local addresses listening on `port`, from /proc/net/tcp and tcp6 (hex, as the kernel prints them). */
function listeningAddresses(port: number): string[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  return ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .slice(1)
      .map((l) => l.trim().split(/\s+/))
      .filter((cols) => cols[3] === '0A' && cols[1]?.endsWith(`:${hexPort}`))
      .map((cols) => cols[1].split(':')[0]),
  );
}

describe('DynamoDB Local on loopback', () => {
  it.runIf(process.platform === 'linux')('listens on 127.0.0.1 only, not on every interface', async () => {
    const dynamo = await startDynamoLocal();
    try {
      const port = Number(new URL(dynamo.endpoint).port);
      const addresses = listeningAddresses(port);
      expect(addresses.length).toBeGreaterThan(0);
      // 127.0.0.1 as the kernel prints it: 0100007F (IPv4), or IPv4-mapped in tcp6 (…FFFF00000100007F).
      for (const a of addresses) expect(a, `listening on ${a}`).toMatch(/^(0100007F|0000000000000000FFFF00000100007F)$/);
    } finally {
      await dynamo.stop();
    }
  }, 60_000);
});
