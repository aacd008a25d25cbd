/** The local adapter set: DynamoDB Local, the in-process bus, the file outbox, Stripe or its simulator. */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { readConfig } from '../../functions/lib/config';
import type { ClockPort, MailPort, Ports } from '../../functions/lib/ports';
import { dynamoTable, type DynamoTableOptions } from '../../functions/lib/adapters/dynamo-table';
import { systemClock, systemIds } from '../../functions/lib/adapters/system';
import { stripePayments } from '../../functions/lib/adapters/stripe';
import { simulatorPayments } from '../../functions/lib/adapters/stripe-simulator';

export const LOCAL_WEBHOOK_SECRET = 'whsec_local_simulator_secret';
/** Local handlers take milliseconds: a claim left by a run a crash cut short ends 10 s later. */
export const LOCAL_CONSUMER_LEASE_S = 10;
export const LOCAL_SIGNING_SECRET = 'local-signing-secret-change-me-in-aws';

export interface LocalPortsOptions {
  endpoint: string;
  tableName: string;
  siteUrl: string;
  mail: MailPort;
  clock?: ClockPort;
  env?: Record<string, string | undefined>;
  table?: Partial<DynamoTableOptions>;
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
  });
  const clock = o.clock ?? systemClock;
  const ids = systemIds(clock);
  const table = dynamoTable({ tableName: o.tableName, endpoint: o.endpoint, region: 'us-east-1', ...o.table });
  const secrets = {
    stripeSecretKey: config.stripeSecretKey,
    stripeWebhookSecret: config.stripeWebhookSecret ?? LOCAL_WEBHOOK_SECRET,
    signingSecret: config.signingSecret ?? LOCAL_SIGNING_SECRET,
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
});
