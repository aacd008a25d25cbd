/**
 * The export job at 100,000 rows (issue "Costs that stay flat as the community grows", point 4:
 * "100k rows in bounded memory"): loads BENCH_EXPORT_ROWS (100,000) list signups in bulk
 * (bench/bulk.ts: the items and counters POST /api/email-signup writes), asks for the active
 * signups' export (`startExport`, as `start_export` does) and runs the exports consumer's job in
 * this process (`runExport`), against an in-memory DynamoDB Local and a local uploads folder.
 * Prints the rows, the pages, the most rows and bytes the run held at once (the job's own
 * `peakRows` / `peakBytes`), the file's size, and how much the process's heap grew while it ran.
 *
 * Run alone: npm run bench -- exports
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, statSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { startDynamoLocal, ensureTable } from '../infra/local/dynamodb';
import { readConfig } from '../functions/lib/config';
import { dynamoTable } from '../functions/lib/adapters/dynamo-table';
import { fixedClock, systemIds } from '../functions/lib/adapters/system';
import { simulatorPayments } from '../functions/lib/adapters/stripe-simulator';
import { setPorts } from '../functions/lib/runtime';
import type { MailPort, Ports } from '../functions/lib/ports';
import * as signups from '../functions/lib/mail/signups';
import { recordJoinOp } from '../functions/member/membership';
import { startExport } from '../functions/exports/exports';
import { runExport } from '../functions/exports/run';
import * as store from '../functions/exports/store';
import { EXPORT_PAGE_SIZE } from '../domain/exports';
import { bulkApply } from './bulk';

const ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 100_000);
const NOW = '2026-11-22T09:00:00Z';

export interface ExportBench {
  rows: number;
  pages: number;
  peakRows: number;
  peakBytes: number;
  fileBytes: number;
  heapGrowthBytes: number;
  loadSeconds: number;
  exportSeconds: number;
}

export async function run(): Promise<ExportBench> {
  const dynamo = await startDynamoLocal();
  const uploads = mkdtempSync(join(tmpdir(), 'fika-export-bench-'));
  try {
    const clock = fixedClock(NOW);
    const tableName = `exports-${randomUUID()}`;
    await ensureTable(dynamo.endpoint, tableName);
    const table = dynamoTable({ tableName, endpoint: dynamo.endpoint, region: 'us-east-1' });
    const config = { ...readConfig({ PORTS: 'local', TABLE_NAME: tableName, SITE_URL: 'http://localhost:3000', UPLOADS_DIR: uploads }), tableName };
    const ids = systemIds(clock);
    const secrets = { stripeWebhookSecret: 'whsec_bench', signingSecret: 'bench-signing' };
    const mail: MailPort = { send: async () => ({ messageId: 'bench' }) };
    const ports: Ports = { config, secrets, table, mail, clock, ids, payments: simulatorPayments({ table, ids, clock, siteUrl: config.siteUrl, webhookSecret: secrets.stripeWebhookSecret }) };
    setPorts(ports);

    const loading = Date.now();
    const now = clock.now().toISOString();
    await bulkApply(await table.client(), tableName, Array.from({ length: ROWS }, (_, i) => {
      const email = `reader-${i}@example.com`;
      return [...signups.createOps({ email, source: 'website', metadata: {}, now }), recordJoinOp(email, 'website', now)];
    }));
    const loadSeconds = (Date.now() - loading) / 1000;

    const started = await startExport(ports, 'admin@example.com', { kind: 'signups', filters: { status: 'active' } } as never);
    global.gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    let heapPeak = heapBefore;
    const sampler = setInterval(() => (heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed)), 50);
    const exporting = Date.now();
    const outcome = await runExport(ports, started.id);
    clearInterval(sampler);
    const exportSeconds = (Date.now() - exporting) / 1000;
    if (outcome !== 'ready') throw new Error(`the export ended ${outcome}`);
    const done = (await store.get(ports, started.id))!;
    const dir = join(uploads, 'exports');
    const fileBytes = readdirSync(dir).reduce((s, f) => s + statSync(join(dir, f)).size, 0);
    return {
      rows: Number(done.rows),
      pages: Number(done.pages),
      peakRows: Number(done.peakRows),
      peakBytes: Number(done.peakBytes),
      fileBytes,
      heapGrowthBytes: heapPeak - heapBefore,
      loadSeconds,
      exportSeconds,
    };
  } finally {
    await dynamo.stop();
    rmSync(uploads, { recursive: true, force: true });
  }
}

export const PAGE = EXPORT_PAGE_SIZE;
