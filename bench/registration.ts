/**
 * Registration benchmark, against an in-memory DynamoDB Local:
 *
 *  1. latency ratio: the median latency of a confirmed event registration through the real
 *     handler (POST /api/email-signup as API Gateway would call it) ÷ the median of the same
 *     DynamoDB calls issued directly with the SDK (rate-limit update, the catalogue's version read
 *     (events are data in the table), subscription read, the registration transaction with its
 *     outbox item, the counter read). Both are measured
 *     alternately in one run, so machine load hits them alike. Target ≤ 1.3×.
 *  2. the write capacity one confirmed registration's transaction consumes: the counter, the
 *     reservation, its gsi1 entry and the outbox item. Target ≤ 8 WCU. DynamoDB Local's
 *     ReturnConsumedCapacity is not reliable for transactions (it reports the same figure for one,
 *     two or three puts), so the figure is the larger of what Local reports and what DynamoDB's
 *     rules give for the stored item sizes, counting the index entry at the transactional rate
 *     (the higher reading). The per-IP rate-limit counter every request of the route pays (1 WCU,
 *     refused requests too) is printed beside it.
 *
 * Run alone: npm run bench -- registration
 */
import { seedEvents } from '../functions/lib/event-store';
import { seedCatalogue, useSeedCatalogueIfUnset } from '../content/events/seed';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { startDynamoLocal, ensureTable } from '../infra/local/dynamodb';
import { readConfig } from '../functions/lib/config';
import { dynamoTable } from '../functions/lib/adapters/dynamo-table';
import { fixedClock, systemIds } from '../functions/lib/adapters/system';
import { simulatorPayments } from '../functions/lib/adapters/stripe-simulator';
import { setPorts } from '../functions/lib/runtime';
import type { HttpEvent, HttpResult } from '../functions/lib/http';
import type { Item, Ports, MailPort, TransactOp } from '../functions/lib/ports';
import { eventOp } from '../functions/lib/event-outbox';
import { keys } from '../functions/lib/keys';
import { limits } from '../functions/lib/auth/rate-limit';
import { eventBySlug, occurrenceKey } from '../content/events/index';

const ROOT = resolve(import.meta.dirname, '..');
const SLUG = 'tokyo-evening-social-shibuya';
const NOW = '2026-11-22T09:00:00Z';
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 150);
const WARMUP = 20;

export const targets = {
  'latency ratio (handler ÷ raw DynamoDB)': (v: number) => v <= 1.3,
  'WCU per confirmed registration': (v: number) => v <= 8,
};

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** DynamoDB's rules: a standard write is 1 WCU per KB, a transactional write 2 per KB, each GSI write 1 per KB. */
const kbUnits = (bytes: number) => Math.max(1, Math.ceil(bytes / 1024));
function itemBytes(item: Record<string, unknown>): number {
  let n = 0;
  for (const [k, v] of Object.entries(item)) {
    n += Buffer.byteLength(k);
    n += typeof v === 'string' ? Buffer.byteLength(v) : typeof v === 'number' || typeof v === 'boolean' ? 8 : Buffer.byteLength(JSON.stringify(v));
  }
  return n;
}

export async function run(): Promise<Record<string, number | string>> {
  // The initial data, which every fresh table below loads (the handler reads it from the table).
  useSeedCatalogueIfUnset();
  const dynamo = await startDynamoLocal();
  try {
    const event = eventBySlug(SLUG)!;
    const clock = fixedClock(NOW);
    const occurrence = occurrenceKey(event, clock.now())!;
    const config = readConfig({ PORTS: 'local', TABLE_NAME: 'bench', SITE_URL: 'http://localhost:3000' });
    const capacity: { op: string; wcu: number }[] = [];
    let tableName = '';
    let ports: Ports;
    const mail: MailPort = { send: async () => ({ messageId: 'bench' }) };

    /** A fresh table every `per` registrations keeps every measured registration a confirmed one. */
    async function freshTable() {
      tableName = `bench-${randomUUID()}`;
      await ensureTable(dynamo.endpoint, tableName);
      const table = dynamoTable({ tableName, endpoint: dynamo.endpoint, region: 'us-east-1', onCapacity: (op, wcu) => capacity.push({ op, wcu }) });
      const ids = systemIds(clock);
      const secrets = { stripeWebhookSecret: 'whsec_bench', signingSecret: 'bench-signing' };
      ports = {
        config: { ...config, tableName },
        secrets,
        table,
        mail,
        clock,
        ids,
        payments: simulatorPayments({ table, ids, clock, siteUrl: config.siteUrl, webhookSecret: secrets.stripeWebhookSecret }),
      };
      setPorts(ports);
      await seedEvents(ports, seedCatalogue());
      return table;
    }

    const { handler } = (await import(resolve(ROOT, 'functions/signup/handler.ts'))) as { handler: (e: HttpEvent) => Promise<HttpResult> };
    let seq = 0;
    const request = (email: string): HttpEvent =>
      ({
        version: '2.0',
        routeKey: 'POST /api/email-signup',
        rawPath: '/api/email-signup',
        rawQueryString: '',
        headers: { 'content-type': 'application/json', 'user-agent': 'bench' },
        requestContext: { http: { method: 'POST', path: '/api/email-signup', sourceIp: `10.0.${(seq >> 8) & 255}.${seq & 255}`, protocol: 'HTTP/1.1', userAgent: 'bench' }, requestId: randomUUID() },
        body: JSON.stringify({ email, source: `event:${SLUG}`, metadata: { event_slug: SLUG, event_title: event.title }, answers: {} }),
        isBase64Encoded: false,
      }) as unknown as HttpEvent;

    // The same four calls, straight through the SDK document client.
    const lib = await import('@aws-sdk/lib-dynamodb');
    /** The registration's event as its outbox item (built before the timed calls). */
    const outboxItem = async (email: string) => {
      const op = await eventOp(ports, 'reservation.confirmed', { reservationId: `r_${randomUUID()}`, email, eventSlug: SLUG, occurrence, promoted: false, paid: false });
      return (op as Extract<TransactOp, { put: unknown }>).put;
    };
    async function raw(doc: Awaited<ReturnType<ReturnType<typeof dynamoTable>['client']>>, email: string, ip: string, outbox: Item) {
      const now = clock.now();
      const window = Math.floor(now.getTime() / 1000 / limits.signupPerIp.windowSeconds) * limits.signupPerIp.windowSeconds;
      await doc.send(
        new lib.UpdateCommand({
          TableName: tableName,
          Key: keys.rateLimit(limits.signupPerIp.bucket, ip, String(window)),
          UpdateExpression: 'ADD hits :one SET #ttl = if_not_exists(#ttl, :ttl)',
          ConditionExpression: 'attribute_not_exists(hits) OR hits < :max',
          ExpressionAttributeNames: { '#ttl': 'ttl' },
          ExpressionAttributeValues: { ':one': 1, ':max': limits.signupPerIp.max, ':ttl': window + 4000 },
        }),
      );
      // Events are data: the catalogue's version, read once per request (functions/lib/event-store.ts).
      await doc.send(new lib.GetCommand({ TableName: tableName, Key: keys.catalogueMeta(), ConsistentRead: true }));
      await doc.send(new lib.GetCommand({ TableName: tableName, Key: keys.subscription(email), ConsistentRead: true }));
      const key = keys.reservation(SLUG, occurrence, email);
      await doc.send(
        new lib.TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: tableName,
                Key: keys.eventCounter(SLUG, occurrence),
                UpdateExpression: 'SET confirmed = if_not_exists(confirmed, :zero) + :one, #capacity = :cap',
                ConditionExpression: '(attribute_not_exists(confirmed) OR confirmed < :cap) AND (attribute_not_exists(waitlisted) OR waitlisted = :zero)',
                ExpressionAttributeNames: { '#capacity': 'capacity' },
                ExpressionAttributeValues: { ':zero': 0, ':one': 1, ':cap': event.capacity },
              },
            },
            {
              Put: {
                TableName: tableName,
                Item: { ...key, type: 'Reservation', id: `r_${randomUUID()}`, email, eventSlug: SLUG, occurrence, status: 'confirmed', subscriber: false, paid: false, answers: {}, cancelTokenHash: 'x'.repeat(64), createdAt: now.toISOString(), confirmedAt: now.toISOString(), gsi1pk: `EMAIL#${email}`, gsi1sk: `RSVP#${occurrence}#${SLUG}` },
                ConditionExpression: 'attribute_not_exists(pk) OR #status = :cancelled',
                ExpressionAttributeNames: { '#status': 'status' },
                ExpressionAttributeValues: { ':cancelled': 'cancelled' },
              },
            },
            { Put: { TableName: tableName, Item: outbox, ConditionExpression: 'attribute_not_exists(pk)' } },
          ],
        }),
      );
      await doc.send(new lib.GetCommand({ TableName: tableName, Key: keys.eventCounter(SLUG, occurrence), ConsistentRead: true }));
    }

    const perTable = Math.floor(event.capacity / 2) - 1; // handler and raw each take a place
    const handlerMs: number[] = [];
    const rawMs: number[] = [];
    let table = await freshTable();
    let used = 0;
    for (let i = 0; i < SAMPLES + WARMUP; i++) {
      if (used >= perTable) {
        table = await freshTable();
        used = 0;
      }
      used++;
      seq++;
      const doc = await table.client();
      const t0 = performance.now();
      const res = await handler(request(`h${i}@bench.example`));
      const t1 = performance.now();
      if (res.statusCode !== 201 || !String(res.body).includes('"rsvpStatus":"confirmed"')) throw new Error(`registration was not confirmed: ${res.statusCode} ${res.body}`);
      seq++;
      const outbox = await outboxItem(`r${i}@bench.example`);
      const t2 = performance.now();
      await raw(doc, `r${i}@bench.example`, `10.1.${(seq >> 8) & 255}.${seq & 255}`, outbox);
      const t3 = performance.now();
      if (i >= WARMUP) {
        handlerMs.push(t1 - t0);
        rawMs.push(t3 - t2);
      }
    }

    // Capacity of one confirmed registration, on a fresh table.
    await freshTable();
    capacity.length = 0;
    const res = await handler(request('capacity@bench.example'));
    if (res.statusCode !== 201) throw new Error(`capacity probe failed: ${res.body}`);
    // The registration's own writes are the transaction; the per-IP rate-limit counter (1 WCU, every
    // request of the route pays it, duplicates and errors too) is shown next to it.
    const transactWcu = capacity.filter((c) => c.op === 'transact').reduce((s, c) => s + c.wcu, 0);
    const requestWcu = capacity.reduce((s, c) => s + c.wcu, 0);
    const byOp = capacity.filter((c) => c.wcu > 0).map((c) => `${c.op} ${c.wcu}`).join(', ');
    // What DynamoDB's rules give for the same writes (used when Local reports nothing for a call).
    const stored = (await ports!.table.get(keys.reservation(SLUG, occurrence, 'capacity@bench.example'), { consistent: true }))!;
    const counterItem = (await ports!.table.get(keys.eventCounter(SLUG, occurrence), { consistent: true }))!;
    const computed =
      2 * kbUnits(itemBytes(counterItem)) + 2 * kbUnits(itemBytes(stored)) + 2 * kbUnits(itemBytes(stored)) /* gsi1, transactional */ + 2 * kbUnits(itemBytes(await outboxItem('capacity@bench.example')));
    const wcu = Math.max(transactWcu, computed);

    const h = median(handlerMs);
    const r = median(rawMs);
    return {
      samples: handlerMs.length,
      'handler median ms': h,
      'raw DynamoDB calls median ms': r,
      'latency ratio (handler ÷ raw DynamoDB)': h / r,
      'WCU per confirmed registration': wcu,
      'WCU source': wcu === computed ? 'DynamoDB rules over the stored item sizes' : 'ReturnConsumedCapacity of the TransactWriteItems',
      'WCU of the whole request (incl. rate limit)': Math.max(requestWcu, computed + 1),
      'WCU reported per call': byOp || 'nothing',
      'WCU by DynamoDB rules (check)': computed,
    };
  } finally {
    await dynamo.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  run().then((r) => {
    for (const [k, v] of Object.entries(r)) console.log(`${k.padEnd(42)} ${typeof v === 'number' ? Number(v.toFixed(3)) : v}`);
    process.exit(0);
  });
}
