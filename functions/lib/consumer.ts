/**
 * The house wrapper for event consumers. Delivery is at least once (EventBridge and the local bus
 * retry a failed or lost delivery with the same event id), so every consumer is idempotent by
 * event id:
 * - before the handler runs, a record per (consumer, event id) is taken with a conditional put:
 *   "in progress" with a lease. A second delivery while the lease holds is refused (thrown, so the
 *   bus retries later); an expired lease (a crashed run) may be retaken.
 * - after the handler succeeds the record becomes "done" and every later delivery is skipped; it
 *   expires by TTL after PROCESSED_TTL_S, longer than the bus keeps retrying.
 * - a handler that throws releases its lease and the error makes the bus retry, then dead-letter.
 * - every email the handler sends carries an idempotency key (consumer, event id, and the
 *   message's kind, recipient and ordinal) and is recorded once sent: a retry after a partial run skips the emails
 *   already sent and sends only the rest.
 * A consumer handles exactly the detail-types routed to it (events/catalogue.ts `routing`; a
 * contract test compares them with `handles`): an event of any other type is an error, thrown so
 * the bus retries it and then dead-letters it, never dropped in silence.
 */
import { ensureCatalogue } from './event-store';
import { randomUUID } from 'node:crypto';
import type { Detail, DetailType } from '../../events/catalogue';
import type { ConsumerName } from '../../infra/lambdas';
import type { BusEnvelope } from './adapters/events';
import { keys } from './keys';
import { openEnvelope } from './event-outbox';
import type { Ports } from './ports';
import { ports } from './runtime';
import { ConditionFailed } from './errors';
import { onceMail } from './mail/once';
import { log } from './log';

export type ConsumerHandlers = { [T in DetailType]?: (detail: Detail<T>, p: Ports, envelope: BusEnvelope<T>) => Promise<void> };

/** Processed records outlive every retry of an event (the bus gives up after an hour). */
export const PROCESSED_TTL_S = 7 * 86400;

/**
 * Thrown when the same event is being handled by another delivery right now; the bus retries it
 * later. `retryAfterMs` says when that delivery's lease ends (a run cut short by a crash holds it
 * until then); the local bus waits that long without counting a failed try.
 */
export class EventInProgress extends Error {
  constructor(
    consumer: string,
    eventId: string,
    readonly retryAfterMs: number,
  ) {
    super(`event ${eventId} is already being handled by ${consumer}`);
    this.name = 'EventInProgress';
  }
}

/** Thrown when a consumer receives a detail-type it has no handler for (a routing the consumer does not follow). */
export class UnhandledEvent extends Error {
  constructor(consumer: string, detailType: string, eventId: string) {
    super(`${consumer} has no handler for ${detailType} (event ${eventId}): route it elsewhere in events/catalogue.ts or handle it`);
    this.name = 'UnhandledEvent';
  }
}

/** A consumer's Lambda handler, with the detail-types it handles. */
export type ConsumerFunction = ((received: BusEnvelope) => Promise<void>) & { readonly handles: readonly DetailType[] };

export function consumerHandler(name: ConsumerName, handlers: ConsumerHandlers): ConsumerFunction {
  const handles = (Object.keys(handlers) as DetailType[]).filter((t) => typeof handlers[t] === 'function');
  const consume = async (received: BusEnvelope): Promise<void> => {
    // The bus carries the outbox's wire form; the event's id is its outbox id (the same on every redelivery).
    const envelope = openEnvelope(received);
    const type = envelope['detail-type'];
    const fn = handlers[type] as ((d: unknown, p: Ports, e: BusEnvelope) => Promise<void>) | undefined;
    if (!fn) {
      log.error('consumer received an event it has no handler for', { consumer: name, detailType: type, id: envelope.id, handles });
      throw new UnhandledEvent(name, type, envelope.id);
    }
    // The event contract's schemas are built on the first event, not at cold start.
    const { schemas } = await import('../../events/catalogue');
    const detail = schemas[type].parse(envelope.detail);
    const p = await ports();
    const record = keys.consumed(name, envelope.id);
    const lease = randomUUID();
    const epoch = () => Math.floor(p.clock.now().getTime() / 1000);

    const now = epoch();
    try {
      await p.table.put(
        { ...record, type: 'Consumed', detailType: type, state: 'in-progress', lease, leaseUntil: now + p.config.consumerLeaseS, ttl: now + PROCESSED_TTL_S },
        { condition: 'attribute_not_exists(pk) OR (#state = :inProgress AND leaseUntil < :now)', names: { '#state': 'state' }, values: { ':inProgress': 'in-progress', ':now': now } },
      );
    } catch (e) {
      if (!(e instanceof ConditionFailed)) throw e;
      const existing = await p.table.get(record, { consistent: true });
      if (existing?.state === 'in-progress') throw new EventInProgress(name, envelope.id, Math.max(0, (Number(existing.leaseUntil) - epoch() + 1) * 1000));
      return; // done (or a record from before leases, which was written only after success)
    }

    const mine = { condition: '#lease = :lease', names: { '#lease': 'lease' }, values: { ':lease': lease } };
    try {
      // The event catalogue in use is the table's (functions/lib/event-store.ts).
      await ensureCatalogue(p);
      await fn(detail, { ...p, mail: onceMail(p, name, envelope.id, PROCESSED_TTL_S) }, envelope);
    } catch (e) {
      await p.table.delete(record, mine).catch(() => undefined);
      throw e;
    }
    const done = epoch();
    await p.table.update(record, {
      update: 'SET #state = :done, doneAt = :at, #ttl = :ttl REMOVE leaseUntil',
      names: { ...mine.names, '#state': 'state', '#ttl': 'ttl' },
      values: { ...mine.values, ':done': 'done', ':at': p.clock.now().toISOString(), ':ttl': done + PROCESSED_TTL_S },
      condition: mine.condition,
      returnValues: 'NONE',
    });
  };
  return Object.assign(consume, { handles });
}
