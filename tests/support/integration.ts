/**
 * Integration harness: the real handlers, through the local gateway, against DynamoDB Local.
 * Each call of setupIntegration() gets its own table, bus, mailbox and (optionally) fixed clock.
 */
import { seedEvents } from '../../functions/lib/event-store';
import { seedCatalogue } from '../../content/events/seed';
import { slotDynamoEndpoint } from './dynamo-slot';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { deleteTable, ensureTable } from '../../infra/local/dynamodb';
import { LocalBus, type LocalBusOptions } from '../../infra/local/bus';
import { LocalRelay } from '../../infra/local/relay';
import { createGateway } from '../../infra/local/gateway';
import { localPorts } from '../../infra/local/ports';
import { setPorts } from '../../functions/lib/runtime';
import type { ClockPort, MailMessage, MailPort, Ports } from '../../functions/lib/ports';
import type { DynamoTableOptions } from '../../functions/lib/adapters/dynamo-table';

export const ROOT = resolve(import.meta.dirname, '../..');

export interface SentMail extends MailMessage {
  messageId: string;
}

export function memoryMail(): MailPort & { sent: SentMail[]; to(email: string): SentMail[]; clear(): void } {
  const sent: SentMail[] = [];
  return {
    sent,
    async send(m) {
      const messageId = `m_${sent.length + 1}`;
      sent.push({ ...m, messageId });
      return { messageId };
    },
    to: (email) => sent.filter((m) => m.to.toLowerCase() === email.toLowerCase()),
    clear: () => void sent.splice(0),
  };
}

export interface CallResult {
  status: number;
  headers: Record<string, string>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  raw: Buffer;
}

export interface Harness {
  ports: Ports;
  bus: LocalBus;
  /** Reads the table's stream of outbox items onto the bus, as the EventBridge Pipe does in AWS. */
  relay: LocalRelay;
  mail: ReturnType<typeof memoryMail>;
  /** DynamoDB Local's endpoint (the table lives there). */
  endpoint: string;
  tableName: string;
  /** POST JSON (or GET when method says so) through the gateway. */
  call(path: string, body?: unknown, opts?: { method?: string; headers?: Record<string, string>; rawBody?: Buffer; ip?: string }): Promise<CallResult>;
  /** Signs an admin in (allow-listed admin@example.com) and returns the bearer header. */
  adminHeaders(): Promise<Record<string, string>>;
}

let current: LocalRelay | undefined;

/** Tables this file created: dropped when the file ends (dropTables, from the integration setup file). */
const created: { endpoint: string; tableName: string }[] = [];

/** Drops the tables this file created and stops its relay: a finished file leaves nothing in DynamoDB Local. */
export async function dropTables(): Promise<void> {
  await current?.stop();
  current = undefined;
  for (const t of created.splice(0)) await deleteTable(t.endpoint, t.tableName);
}

export async function setupIntegration(
  opts: { clock?: ClockPort; env?: Record<string, string>; bus?: Partial<LocalBusOptions>; table?: Partial<DynamoTableOptions> } = {},
): Promise<Harness> {
  const endpoint = slotDynamoEndpoint();
  const tableName = `t-${randomUUID()}`;
  await ensureTable(endpoint, tableName);
  created.push({ endpoint, tableName });
  const bus = new LocalBus({ root: ROOT, retryDelayMs: () => 5, ...opts.bus });
  // One harness is live at a time (the ports are process-wide): the previous one's relay stops reading.
  await current?.stop();
  const relay = new LocalRelay({ endpoint, tableName, bus, pollMs: 250 });
  current = relay;
  bus.attach(relay);
  await relay.start();
  const mail = memoryMail();
  const ports = localPorts({
    endpoint,
    tableName,
    siteUrl: 'http://localhost:3000',
    mail,
    clock: opts.clock,
    env: { ADMIN_EMAILS: 'admin@example.com', ...opts.env },
    table: opts.table,
  });
  setPorts(ports);
  // The catalogue's initial data, as the first `npm start` and a deploy load it.
  await seedEvents(ports, seedCatalogue());
  const dispatch = createGateway(ROOT);
  const call: Harness['call'] = async (path, body, o = {}) => {
    const method = o.method ?? (body === undefined && !o.rawBody ? 'GET' : 'POST');
    const raw = o.rawBody ?? (body === undefined ? undefined : Buffer.from(JSON.stringify(body)));
    const r = await dispatch({
      method,
      url: path,
      headers: { 'content-type': 'application/json', 'user-agent': 'vitest', ...o.headers },
      body: raw,
      sourceIp: o.ip ?? '127.0.0.1',
    });
    let parsed: unknown = undefined;
    if ((r.headers['content-type'] ?? '').includes('json')) parsed = JSON.parse(r.body.toString('utf8') || 'null');
    return { status: r.status, headers: r.headers, body: parsed, raw: r.body };
  };
  return {
    ports,
    bus,
    relay,
    mail,
    endpoint,
    tableName,
    call,
    async adminHeaders() {
      const ip = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      await call('/api/admin-auth', { action: 'request_link', data: { email: 'admin@example.com' } }, { ip });
      const msg = mail.to('admin@example.com').at(-1);
      const token = /token=([\w-]+)/.exec(msg?.text ?? '')?.[1];
      if (!token) throw new Error('no admin link was sent');
      const v = await call('/api/admin-auth', { action: 'verify', data: { token } });
      return { authorization: `Bearer ${v.body.data.token}` };
    },
  };
}
