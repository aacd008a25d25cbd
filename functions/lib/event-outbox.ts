/**
 * The transactional outbox. A state change and the event that announces it are written in one
 * DynamoDB transaction: the data item(s) and an outbox item beside them. Nothing publishes to the
 * bus on a request path; the table's stream carries each new outbox item to the bus:
 * - in AWS an EventBridge Pipe reads the stream, keeps only outbox inserts (OUTBOX_STREAM_FILTER),
 *   shapes the event (OUTBOX_DETAIL_TEMPLATE, OUTBOX_DETAIL_TYPE_PATH) and puts it on the bus;
 * - locally the relay (infra/local/relay.ts) reads the same stream from DynamoDB Local with the
 *   same filter and template.
 * So a request either fails with nothing stored, or succeeds with its event certain to go out.
 *
 * On the bus an event's detail is the wire form `{ outboxId, payload }`: payload is the detail as
 * a JSON string (a stream image cannot be turned back into plain JSON by a Pipe template), and
 * outboxId is the event's id for consumers, the same on every redelivery (the bus's own envelope
 * id changes when the Pipe retries a put). `openEnvelope` gives consumers the plain detail.
 *
 * Outbox items are only a trigger: delivery reads the stream record, not the item. They expire by
 * TTL after OUTBOX_TTL_S, longer than the stream keeps records (24 hours), so an item is never
 * removed before it has been read.
 */
import type { Detail, DetailType } from '../../events/catalogue';
import type { BusEnvelope } from './adapters/events';
import { keys } from './keys';
import type { Item, Ports, TransactOp } from './ports';

export const OUTBOX_ITEM_TYPE = 'OutboxEvent';
/** Two days: past the stream's 24-hour retention. */
export const OUTBOX_TTL_S = 2 * 86400;

/** The Pipe's filter: new outbox items only (TTL deletions and every other item are left out). */
export const OUTBOX_STREAM_FILTER = { eventName: ['INSERT'], dynamodb: { NewImage: { type: { S: [OUTBOX_ITEM_TYPE] } } } } as const;
/** The Pipe's target detail-type, read from the stream record. */
export const OUTBOX_DETAIL_TYPE_PATH = '$.dynamodb.NewImage.detailType.S';
/** The Pipe's target input (the event's detail), an EventBridge Pipes input template. */
export const OUTBOX_DETAIL_TEMPLATE = '{"outboxId": <$.dynamodb.NewImage.outboxId.S>, "payload": <$.dynamodb.NewImage.payload.S>}';

/** The detail as it travels on the bus. */
export interface OutboxWire {
  outboxId: string;
  payload: string;
}

export function isOutboxWire(detail: unknown): detail is OutboxWire {
  const d = detail as Partial<OutboxWire> | null;
  return !!d && typeof d === 'object' && typeof d.outboxId === 'string' && typeof d.payload === 'string' && Object.keys(d).length === 2;
}

/**
 * The envelope a consumer works with: the plain detail, and the outbox id as the event id.
 * An envelope put on the bus some other way (a test, a replay of an archive) is used as it is.
 */
export function openEnvelope(envelope: BusEnvelope | (Omit<BusEnvelope, 'detail'> & { detail: unknown })): BusEnvelope {
  if (!isOutboxWire(envelope.detail)) return envelope as BusEnvelope;
  return { ...envelope, id: envelope.detail.outboxId, detail: JSON.parse(envelope.detail.payload) } as BusEnvelope;
}

export type PendingEvent<T extends DetailType = DetailType> = readonly [type: T, detail: Detail<T>];

/** One event, in a typed pair for `withEvents` (keeps the detail checked against its type). */
export const event = <T extends DetailType>(type: T, detail: Detail<T>): PendingEvent<T> => [type, detail];

/**
 * The outbox item announcing one event, as a transaction operation. The detail is checked
 * against the event contract here, before anything is written: an event that could not be
 * published makes the whole request fail with nothing stored.
 */
export async function eventOp<T extends DetailType>(p: Pick<Ports, 'ids' | 'clock'>, type: T, detail: Detail<T>): Promise<TransactOp> {
  // The event contract's schemas are built on first use, not at every cold start.
  const { schemas } = await import('../../events/catalogue');
  const schema = schemas[type];
  if (!schema) throw new Error(`Unknown detail-type ${type}`);
  const valid = schema.parse(detail);
  const id = p.ids.id('ev');
  const now = p.clock.now();
  const item: Item = {
    ...keys.outboxEvent(id),
    type: OUTBOX_ITEM_TYPE,
    outboxId: id,
    detailType: type,
    payload: JSON.stringify(valid),
    createdAt: now.toISOString(),
    ttl: Math.floor(now.getTime() / 1000) + OUTBOX_TTL_S,
  };
  return { put: item, condition: 'attribute_not_exists(pk)' };
}

/**
 * Writes `ops` and the outbox items for `events` in one transaction (all or nothing).
 * Throws ConditionFailed (with per-operation reasons) when a condition of `ops` fails.
 */
export async function withEvents(p: Pick<Ports, 'ids' | 'clock' | 'table'>, ops: TransactOp[], events: PendingEvent[]): Promise<void> {
  const outbox = await Promise.all(events.map(([type, detail]) => eventOp(p, type, detail)));
  await p.table.transact([...ops, ...outbox]);
}
