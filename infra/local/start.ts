/**
 * `npm start`: builds what it needs, starts the whole product on one machine and prints where
 * everything is. Ctrl-C stops every child process (DynamoDB Local included).
 * `npm run dev`: the same API with Vite hot reload for the SPA.
 */
import { spawn, spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { javaAvailable } from './dynamodb';
import { ROOT, startLocalStack, webBuilt } from './stack';

const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 3000);
const dataDir = resolve(process.env.DATA_DIR ?? '.local');

if (!javaAvailable()) {
  console.error('Java 17 or newer is needed to run DynamoDB Local: install it (Debian/Ubuntu: `sudo apt-get install openjdk-17-jre-headless`; macOS: `brew install openjdk@17`) and run `npm start` again.');
  process.exit(1);
}

if (!dev && (!webBuilt() || process.argv.includes('--build') || process.env.BUILD === '1')) {
  console.log('Building the web app (vite build and prerender)…');
  const r = spawnSync('npm', ['run', 'build:web'], { cwd: ROOT, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const apiPort = dev ? port + 1 : port;
const stack = await startLocalStack({ port: apiPort, host: process.env.HOST ?? '127.0.0.1', dataDir, jobs: true, env: { ...process.env, SITE_URL: process.env.SITE_URL ?? `http://localhost:${port}` } });

let vite: ReturnType<typeof spawn> | undefined;
if (dev) {
  vite = spawn('npx', ['vite', '--config', 'web/vite.config.ts', '--port', String(port), '--strictPort'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, API_TARGET: stack.url },
  });
}

console.log(`
  Fika Community is running.

  Site      http://localhost:${port}
  Mailbox   http://localhost:${port}/_dev/mailbox   (every email; magic links are also printed here)
  Admin     http://localhost:${port}/admin/login    (allow-list: ${stack.ports.config.adminEmails.join(', ')})
  Payments  ${stack.ports.payments.kind === 'stripe' ? 'Stripe (STRIPE_SECRET_KEY is set)' : 'Stripe Checkout simulator (set STRIPE_SECRET_KEY for real Stripe)'}
  Data      ${dataDir}   (DynamoDB Local at ${stack.dynamo.endpoint})

  Ctrl-C stops everything.
`);

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping…');
  vite?.kill('SIGTERM');
  await stack.stop();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
