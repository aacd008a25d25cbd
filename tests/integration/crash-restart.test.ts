/**
 * The local stack through a crash, as a person running it would meet one: `npm start`, twenty
 * registrations, the whole process tree killed with SIGKILL, `npm start` again on the same
 * DATA_DIR. Every registration written before the kill gets its confirmation email, exactly one.
 * Then Ctrl-C with registrations in flight: none fails, and every accepted one is confirmed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../infra/local/dynamodb';

const ROOT = resolve(__dirname, '../..');
const SLUG = 'tokyo-december-fika-omotesando';
const PEOPLE = Array.from({ length: 20 }, (_, i) => `crash-${i}@example.com`);

const started: ChildProcess[] = [];
afterAll(() => {
  for (const c of started) if (c.exitCode === null && c.pid) killTree(c.pid);
});

function killTree(pid: number) {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    /* already gone */
  }
}

/** Processes whose command line mentions `text` (DynamoDB Local names its -dbPath there). */
function pidsMentioning(text: string): number[] {
  return readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        return readFileSync(`/proc/${d}/cmdline`, 'utf8').includes(text);
      } catch {
        return false;
      }
    })
    .map(Number);
}

async function npmStart(port: number, dataDir: string): Promise<{ child: ChildProcess; output: () => string }> {
  // Its own process group, like a terminal's: the test can kill the whole tree at once.
  const child = spawn('npm', ['start'], { cwd: ROOT, env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, HOST: '127.0.0.1' }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  started.push(child);
  let out = '';
  child.stdout!.on('data', (d) => (out += String(d)));
  child.stderr!.on('data', (d) => (out += String(d)));
  await new Promise<void>((res, rej) => {
    const t = setInterval(() => {
      if (out.includes('Fika Community is running')) {
        clearInterval(t);
        res();
      }
    }, 100);
    child.once('exit', (code) => {
      clearInterval(t);
      rej(new Error(`npm start exited (${code}): ${out.slice(-2000)}`));
    });
  });
  return { child, output: () => out };
}

interface Mail {
  to: string;
  tags?: { kind?: string };
}
async function confirmations(base: string): Promise<Mail[]> {
  const all = (await (await fetch(`${base}/_dev/mailbox.json`)).json()) as Mail[];
  return all.filter((m) => m.tags?.kind === 'confirmation');
}

describe('npm start through a SIGKILL', () => {
  it('twenty registrations, the tree killed, a restart on the same DATA_DIR: twenty confirmation emails, one each', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'fika-crash-'));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;

    const { child: first } = await npmStart(port, dataDir);
    const answers = await Promise.all(
      PEOPLE.map((email) =>
        fetch(`${base}/api/email-signup`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, source: `event:${SLUG}`, metadata: { event_slug: SLUG, event_title: SLUG } }),
        }).then((r) => r.status),
      ),
    );
    expect(answers).toEqual(PEOPLE.map(() => 201));

    // Everything dies at once, mid-delivery: npm, Node and (by its parent-death signal) DynamoDB Local.
    killTree(first.pid!);
    const deadline = Date.now() + 15_000;
    while (pidsMentioning(dataDir).length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(pidsMentioning(dataDir)).toEqual([]);
    const mailboxDir = join(dataDir, 'outbox');
    const beforeRestart = (() => {
      try {
        return readdirSync(mailboxDir).filter((f) => f.endsWith('.json')).length;
      } catch {
        return 0;
      }
    })();
    console.log(`crash test: ${beforeRestart} of 20 confirmation emails were stored before the kill`);

    const { child: second, output } = await npmStart(port, dataDir);
    let got: Mail[] = [];
    const until = Date.now() + 90_000;
    while (Date.now() < until) {
      got = await confirmations(base);
      if (got.length >= PEOPLE.length) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    // A moment more: a second copy of any email would show up now.
    await new Promise((r) => setTimeout(r, 1000));
    got = await confirmations(base);
    expect(got.map((m) => m.to).sort()).toEqual([...PEOPLE].sort());

    expect(output()).not.toMatch(/dead-lettered/);

    // A clean stop (Ctrl-C: SIGINT to the whole group) while thirty registrations are in flight:
    // each is either answered 201 and confirmed by email before DynamoDB Local stops, or never
    // accepted (the connection refused, or the rate limit's 429); none gets a 500.
    const late = Array.from({ length: 30 }, (_, i) => `late-${i}@example.com`);
    const inFlight = late.map((email) =>
      fetch(`${base}/api/email-signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, source: `event:${SLUG}`, metadata: { event_slug: SLUG, event_title: SLUG } }),
      }).then(
        (r) => r.status,
        () => 'refused' as const,
      ),
    );
    await new Promise((r) => setTimeout(r, 30));
    process.kill(-second.pid!, 'SIGINT');
    const statuses = await Promise.all(inFlight);
    await new Promise((r) => second.once('exit', r));
    expect(output()).toContain('Stopping…');
    // (Past twenty a minute from one address, the rate limit answers 429: refused, nothing stored.)
    expect(statuses.filter((s) => s !== 201 && s !== 429 && s !== 'refused')).toEqual([]);
    const stored = readdirSync(mailboxDir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => JSON.parse(readFileSync(join(mailboxDir, f), 'utf8')) as Mail)
      .filter((m) => m.tags?.kind === 'confirmation');
    const accepted = late.filter((_, i) => statuses[i] === 201);
    console.log(`crash test: ${accepted.length} of 30 registrations in flight at Ctrl-C were accepted`);
    for (const email of accepted) expect(stored.filter((m) => m.to === email), email).toHaveLength(1);
    const gone = Date.now() + 15_000;
    while (pidsMentioning(dataDir).length && Date.now() < gone) await new Promise((r) => setTimeout(r, 100));
    expect(pidsMentioning(dataDir)).toEqual([]);
  }, 240_000);
});
