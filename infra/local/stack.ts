/**
 * The whole product on one machine: DynamoDB Local, the local bus, the outbox, the Stripe
 * simulator, the scheduled jobs and the HTTP server. `npm start` and the e2e tests both use it.
 */
import { seedEvents } from '../../functions/lib/event-store';
import { runMigrations } from '../../functions/jobs/migrations';
import { seedCatalogue } from '../../content/events/seed';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Server } from 'node:http';
import { deleteTable, ensureTable, startDynamoLocal, type DynamoLocal } from './dynamodb';
import { LocalBus } from './bus';
import { LocalRelay } from './relay';
import { createGateway } from './gateway';
import { createLocalServer } from './server';
import { deliverWebhook, type LocalJobs } from './dev-routes';
import { localUploads } from './uploads';
import { fixedClock, systemIds } from '../../functions/lib/adapters/system';
import type { simulatorPayments } from '../../functions/lib/adapters/stripe-simulator';
import { KNOWN_ROUTES_FILE, NOT_FOUND_PAGE } from '../constructs/spa-routing';
import { dataPaths, localPorts, localSecrets } from './ports';
import { outboxMail } from '../../functions/lib/adapters/mail';
import { setPorts } from '../../functions/lib/runtime';
import { jobsLambda } from '../lambdas';
import { tableDefinition } from '../../functions/lib/table-def';
import type { Ports } from '../../functions/lib/ports';
import { SiteOverlay } from './site-overlay';
import { SSR_DIR_NAME } from '../../web/scripts/render-site';
import { publishIfStale, setSiteTarget } from '../../functions/consumers/site-publisher/publish';

export const ROOT = resolve(import.meta.dirname, '../..');
/** How often the Stripe simulator ends or renews subscriptions whose period is over. */
export const SIMULATOR_PERIOD_CHECK_MS = 60_000;

export interface LocalStackOptions {
  port: number;
  host?: string;
  /** Persist data here; in-memory DynamoDB when undefined. */
  dataDir?: string;
  /**
   * An already running DynamoDB Local to use instead of starting one (the e2e tests share one
   * across their files, each file with a table of its own; `dataDir` then holds the other files:
   * mailbox, dead letters, relay position); stop() deletes the table and leaves DynamoDB Local running.
   */
  shared?: { dynamoEndpoint: string; tableName: string };
  webRoot?: string;
  /** The web build's renderer (web/dist-ssr): the site publisher renders published changes with it. */
  rendererRoot?: string;
  /** Run the scheduled jobs on timers (off in tests unless asked). */
  jobs?: boolean;
  env?: Record<string, string | undefined>;
}

export interface LocalStack {
  url: string;
  ports: Ports;
  bus: LocalBus;
  relay: LocalRelay;
  outbox: ReturnType<typeof outboxMail>;
  /** The DynamoDB Local in use; `process` only when this stack started it. */
  dynamo: Pick<DynamoLocal, 'endpoint'> & Partial<Pick<DynamoLocal, 'process'>>;
  server: Server;
  stop(): Promise<void>;
}

export async function startLocalStack(o: LocalStackOptions): Promise<LocalStack> {
  const dataDir = o.dataDir ? resolve(o.dataDir) : undefined;
  const paths = dataPaths(dataDir ?? join(ROOT, '.local', `tmp-${process.pid}`));
  const dynamo: Pick<DynamoLocal, 'endpoint' | 'stop'> & Partial<DynamoLocal> = o.shared
    ? { endpoint: o.shared.dynamoEndpoint, stop: () => deleteTable(o.shared!.dynamoEndpoint, o.shared!.tableName) }
    : await startDynamoLocal({ dataDir: dataDir ? paths.dynamo : undefined });
  const tableName = o.shared?.tableName ?? tableDefinition.localName;
  const host = o.host ?? '127.0.0.1';
  const url = `http://${host === '0.0.0.0' ? 'localhost' : host}:${o.port}`;
  const siteUrl = (o.env ?? process.env).SITE_URL || url;
  const bus = new LocalBus({ root: ROOT, deadLetterFile: paths.deadLetters });
  const outbox = outboxMail(paths.outbox, 'Fika Community <hello@fika.community>');
  const relay = new LocalRelay({ endpoint: dynamo.endpoint, tableName, bus, positionFile: dataDir ? paths.relayPosition : undefined });
  bus.attach(relay);
  const ports = localPorts({ endpoint: dynamo.endpoint, tableName, siteUrl, mail: outbox, env: o.env, secrets: localSecrets(dataDir ? paths.secrets : undefined), uploadsDir: paths.uploads });
  setPorts(ports);
  const dispatch = createGateway(ROOT);
  const webRoot = o.webRoot ?? join(ROOT, 'web', 'dist');
  // Published changes go to an overlay folder the server serves before web/dist (never web/dist
  // itself: the tests' stacks share it); without the web build's renderer there is nothing to publish with.
  const rendererRoot = o.rendererRoot ?? join(ROOT, 'web', SSR_DIR_NAME);
  const build = siteBuildId(rendererRoot);
  const overlay = build ? await SiteOverlay.open(paths.site, webRoot, build) : undefined;
  setSiteTarget(overlay && { store: overlay, rendererDir: rendererRoot });
  const server = createLocalServer({ webRoot, overlayRoot: overlay?.dir, dispatch, dev: { outbox, bus, payments: ports.payments, dispatch, jobs: localJobs(ports), uploads: localUploads(ports), exports: { dir: paths.uploads, signingSecret: ports.secrets.signingSecret, clock: ports.clock } } });
  const simulator = ports.payments.kind === 'simulator' ? (ports.payments as ReturnType<typeof simulatorPayments>) : undefined;
  // The simulator's webhook events (a cancellation, a resume, a period end) reach the real webhook, as Stripe's do.
  simulator?.onWebhook(async (e) => {
    const r = await deliverWebhook(dispatch, e);
    if (r.status >= 300) console.error(`simulated Stripe webhook answered ${r.status}: ${r.body.toString()}`);
  });
  try {
    await ensureTable(dynamo.endpoint, tableName);
    // The catalogue's initial data: loaded once, never over an organiser's later edit.
    await seedEvents(ports, seedCatalogue());
    // The one-off data migrations (functions/jobs/migrations.ts), once per table, before any traffic.
    const migrated = await runMigrations(ports);
    if (migrated.reservations?.reindexed || migrated.reservations?.counters) console.log(`Backfilled the reservation index: ${migrated.reservations.reindexed} reservations, ${migrated.reservations.counters} counters.`);
    // The site shows the table's published events: when they are not what web/dist was built from
    // (or the overlay last published), the whole catalogue is published into the overlay first.
    if (overlay) {
      const published = await publishIfStale(ports);
      if (published) console.log(`Published the catalogue to the site (${published.rendered.length} pages, ${published.ms} ms).`);
    }
    // Events written before a crash and not yet delivered go out now.
    await relay.start();
    await new Promise<void>((res, rej) => {
      server.once('error', rej);
      server.listen(o.port, host, () => res());
    });
  } catch (e) {
    // A stack that cannot start leaves nothing running behind it.
    await relay.stop();
    await dynamo.stop();
    throw e;
  }

  const timers: NodeJS.Timeout[] = [];
  if (o.jobs) {
    const jobs = (await import(join(ROOT, jobsLambda.entry))) as { handler: (e: { job: string }) => Promise<unknown> };
    for (const s of jobsLambda.schedules) {
      const run = () => jobs.handler({ job: s.job }).catch((e: unknown) => console.error(`job ${s.job} failed:`, e));
      timers.push(setInterval(run, s.rateMinutes * 60_000));
      setTimeout(run, 5_000).unref();
    }
    // Stripe's clock: every minute, subscriptions whose paid period ended renew or, if cancelled, end.
    if (simulator) timers.push(setInterval(() => simulator.settlePeriods().catch((e: unknown) => console.error('simulator period end failed:', e)), SIMULATOR_PERIOD_CHECK_MS));
  }

  return {
    url,
    ports,
    bus,
    relay,
    outbox,
    dynamo,
    server,
    /**
     * In order: stop accepting requests and let those in flight finish; deliver every event
     * already written (the relay catches up, the bus drains); save the relay's position; and only
     * then stop DynamoDB Local.
     */
    async stop() {
      timers.forEach(clearInterval);
      const closed = new Promise<void>((r) => server.close(() => r()));
      server.closeIdleConnections?.();
      const slow = setTimeout(() => server.closeAllConnections?.(), 10_000);
      await closed;
      clearTimeout(slow);
      await bus.drain();
      await relay.stop();
      await dynamo.stop();
    },
  };
}

/** The scheduled jobs run on demand (POST /_dev/jobs/{name}): with `now`, on ports whose clock is fixed at that instant. */
export function localJobs(ports: Ports): LocalJobs {
  const load = () => import(join(ROOT, jobsLambda.entry)) as Promise<{ runJob: (job: string, p: Ports) => Promise<Record<string, number>> }>;
  return {
    names: jobsLambda.schedules.map((s) => s.job),
    async run(name, now) {
      const clock = now ? fixedClock(now) : undefined;
      return (await load()).runJob(name, clock ? { ...ports, clock, ids: systemIds(clock) } : ports);
    },
  };
}

/** The id of the web build whose renderer is in `rendererRoot` (web/dist-ssr/site.json); undefined without one. */
function siteBuildId(rendererRoot: string): string | undefined {
  try {
    return (JSON.parse(readFileSync(join(rendererRoot, 'site.json'), 'utf8')) as { id: string }).id;
  } catch {
    return undefined;
  }
}

export const webBuilt = (webRoot = join(ROOT, 'web', 'dist'), rendererRoot = join(ROOT, 'web', SSR_DIR_NAME)) =>
  ['index.html', 'spa-shell.html', NOT_FOUND_PAGE.slice(1), KNOWN_ROUTES_FILE].every((f) => existsSync(join(webRoot, f))) && siteBuildId(rendererRoot) !== undefined;
