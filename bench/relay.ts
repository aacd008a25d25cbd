/**
 * Relay lag: how long after its outbox item is written an event reaches its consumer, through the
 * real path of the local stack (DynamoDB Local's stream → the relay → the local bus → a consumer),
 * over 500 events written one after another. Lag = consumer start − the start of the write (the
 * relay can read a record before the writer has its answer, so the write's own few milliseconds
 * are counted in).
 * In AWS the EventBridge Pipe does the relay's part; its lag is not measured here.
 *
 * Run alone: npm run bench -- relay
 */
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { startDynamoLocal, ensureTable } from '../infra/local/dynamodb';
import { LocalBus } from '../infra/local/bus';
import { LocalRelay } from '../infra/local/relay';
import { dynamoTable } from '../functions/lib/adapters/dynamo-table';
import { systemClock, systemIds } from '../functions/lib/adapters/system';
import { event, withEvents } from '../functions/lib/event-outbox';
import { samples } from '../events/catalogue';

const ROOT = resolve(import.meta.dirname, '..');
const EVENTS = Number(process.env.BENCH_RELAY_EVENTS ?? 500);
/** The local stack's relay polls the stream this often when idle (infra/local/relay.ts default). */
const POLL_MS = 50;

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)];
};

export async function run(): Promise<Record<string, number | string>> {
  const dynamo = await startDynamoLocal();
  try {
    const tableName = `relay-${randomUUID()}`;
    await ensureTable(dynamo.endpoint, tableName);
    const table = dynamoTable({ tableName, endpoint: dynamo.endpoint, region: 'us-east-1' });
    const p = { table, clock: systemClock, ids: systemIds(systemClock) };
    const written = new Map<string, number>();
    const lags: number[] = [];
    let done!: () => void;
    const all = new Promise<void>((r) => (done = r));
    const bus = new LocalBus({
      root: ROOT,
      overrides: {
        // Stands in for the consumer: notes when the event reached it.
        'unsubscribe-notification': async (e) => {
          lags.push(performance.now() - written.get(e.id)!);
          if (lags.length === EVENTS) done();
        },
      },
    });
    const relay = new LocalRelay({ endpoint: dynamo.endpoint, tableName, bus, pollMs: POLL_MS });
    bus.attach(relay);
    await relay.start();
    // The outbox id is the event's id on the bus: noted as the item is written.
    const transact = table.transact.bind(table);
    table.transact = async (ops) => {
      for (const op of ops) if ('put' in op && op.put.outboxId) written.set(String(op.put.outboxId), performance.now());
      await transact(ops);
    };
    for (let i = 0; i < EVENTS; i++) await withEvents(p, [], [event('member.unsubscribed', { ...samples['member.unsubscribed'], trackingId: `t${i}` })]);
    await Promise.race([all, new Promise((_, rej) => setTimeout(() => rej(new Error(`only ${lags.length} of ${EVENTS} events arrived`)), 60_000))]);
    await relay.stop();
    return {
      events: lags.length,
      'relay poll interval ms': POLL_MS,
      'lag median ms (write → consumer start)': quantile(lags, 0.5),
      'lag p99 ms': quantile(lags, 0.99),
      'lag max ms': Math.max(...lags),
    };
  } finally {
    await dynamo.stop();
  }
}
