/** The local adapter set: DynamoDB Local, the in-process bus, the file outbox, Stripe or its simulator. */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { readConfig } from '../../functions/lib/config';
import type { ClockPort, MailPort, Ports } from '../../functions/lib/ports';
import { dynamoTable, type DynamoTableOptions } from '../../functions/lib/adapters/dynamo-table';
import { systemClock, systemIds } from '../../functions/lib/adapters/system';
import { stripePayments } from '../../functions/lib/adapters/stripe';
import { simulatorPayments } from '../../functions/lib/adapters/stripe-simulator';

/** Local handlers take milliseconds: a claim left by a run a crash cut short ends 10 s later. */
export const LOCAL_CONSUMER_LEASE_S = 10;

/** The local stack's own secrets (the simulator's webhook secret, the signing secret) when the environment sets none. */
export interface LocalSecrets {
  stripeWebhookSecret: string;
  signingSecret: string;
}

const newLocalSecrets = (): LocalSecrets => ({ stripeWebhookSecret: `whsec_${randomBytes(24).toString('base64url')}`, signingSecret: randomBytes(32).toString('hex') });

/**
 * The local secrets of a data folder: random, generated on its first start and kept in
 * `<dataDir>/secrets.json` (readable by its owner only), so signed links survive a restart and no
 * two folders share them; without a data folder, random for this process.
 */
export function localSecrets(file?: string): LocalSecrets {
  if (!file) return newLocalSecrets();
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<LocalSecrets>;
    if (typeof stored.stripeWebhookSecret === 'string' && typeof stored.signingSecret === 'string' && stored.stripeWebhookSecret && stored.signingSecret) {
      return { stripeWebhookSecret: stored.stripeWebhookSecret, signingSecret: stored.signingSecret };
    }
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT' && !(e instanceof SyntaxError)) throw e;
  }
  const fresh = newLocalSecrets();
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(fresh, null, 2)}\n`, { mode: 0o600 });
  return fresh;
}

export interface LocalPortsOptions {
  endpoint: string;
  tableName: string;
  siteUrl: string;
  mail: MailPort;
  clock?: ClockPort;
  env?: Record<string, string | undefined>;
  table?: Partial<DynamoTableOptions>;
  /** The local secrets (localSecrets); random for this call when absent. The environment's STRIPE_WEBHOOK_SECRET / SIGNING_SECRET win. */
  secrets?: LocalSecrets;
  /**
   * The folder standing in for the uploads bucket (functions/lib/uploads.ts); the local stack's is
   * DATA_DIR/uploads. Without it: UPLOADS_DIR, else DATA_DIR/uploads, else a folder of this process in the temp dir.
   */
  uploadsDir?: string;
}

/** Where uploaded images go when the caller names no folder. */
export function defaultUploadsDir(env: Record<string, string | undefined>): string {
  if (env.UPLOADS_DIR) return resolve(env.UPLOADS_DIR);
  if (env.DATA_DIR) return join(resolve(env.DATA_DIR), 'uploads');
  return join(tmpdir(), `fika-uploads-${process.pid}`);
}

export function localPorts(o: LocalPortsOptions): Ports {
  const env = o.env ?? process.env;
  const config = readConfig({
    ...env,
    PORTS: 'local',
    TABLE_NAME: o.tableName,
    SITE_URL: o.siteUrl,
    ADMIN_EMAILS: env.ADMIN_EMAILS || 'admin@example.com',
    MAIL_FROM: env.MAIL_FROM || 'hello@fika.community',
    TEAM_EMAIL: env.TEAM_EMAIL || 'team@fika.community',
    CONSUMER_LEASE_S: env.CONSUMER_LEASE_S || String(LOCAL_CONSUMER_LEASE_S),
    // As CloudFront's origin header: only the local gateway knows it, so the functions check it as in AWS.
    ORIGIN_VERIFY_SECRET: env.ORIGIN_VERIFY_SECRET || randomBytes(24).toString('base64url'),
    UPLOADS_DIR: o.uploadsDir ?? defaultUploadsDir(env),
  });
  const clock = o.clock ?? systemClock;
  const ids = systemIds(clock);
  const table = dynamoTable({ tableName: o.tableName, endpoint: o.endpoint, region: 'us-east-1', ...o.table });
  const local = o.secrets ?? newLocalSecrets();
  const secrets = {
    stripeSecretKey: config.stripeSecretKey,
    stripeWebhookSecret: config.stripeWebhookSecret ?? local.stripeWebhookSecret,
    signingSecret: config.signingSecret ?? local.signingSecret,
  };
  const payments = secrets.stripeSecretKey
    ? stripePayments(secrets.stripeSecretKey, secrets.stripeWebhookSecret)
    : simulatorPayments({ table, ids, clock, siteUrl: config.siteUrl, webhookSecret: secrets.stripeWebhookSecret });
  return { config, secrets, table, mail: o.mail, payments, clock, ids };
}

export const dataPaths = (dataDir: string) => ({
  dynamo: join(dataDir, 'dynamodb'),
  outbox: join(dataDir, 'outbox'),
  deadLetters: join(dataDir, 'dead-letters.jsonl'),
  relayPosition: join(dataDir, 'relay-position.json'),
  secrets: join(dataDir, 'secrets.json'),
  /** Organisers' uploaded images: incoming/ (posted, not checked yet) and originals/ (functions/lib/uploads.ts). */
  uploads: join(dataDir, 'uploads'),
  /** The site publisher's overlay over web/dist (infra/local/site-overlay.ts). */
  site: join(dataDir, 'site'),
});
