/**
 * The local event bus: the same routing as the CDK EventBridge rules (events/catalogue.ts),
 * delivered asynchronously with retries; after the last try the event goes to a dead-letter
 * store that is kept (DATA_DIR/dead-letters.jsonl), printed, and can be redriven — never dropped
 * in silence. Events reach it from the relay (infra/local/relay.ts), which reads the table's
 * stream of outbox items, as the EventBridge Pipe does in AWS.
 */
import { appendFile, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { randomUUID } from 'node:crypto';
import { EVENT_SOURCE, retryPolicy, routing, schemas, type Detail, type DetailType } from '../../events/catalogue';
import { consumerLambdas, type ConsumerName } from '../lambdas';
import type { BusEnvelope } from '../../functions/lib/adapters/events';
import { openEnvelope, type OutboxWire } from '../../functions/lib/event-outbox';
import { log } from '../../functions/lib/log';

export interface DeadLetter {
  /** Stable id of this dead letter (redrive names it). */
  id: string;
  consumer: ConsumerName;
  envelope: BusEnvelope;
  error: string;
  attempts: number;
  failedAt: string;
}

export type ConsumerFn = (event: BusEnvelope) => Promise<void>;

/** A wire-form detail (what the Pipe and the relay put on the bus) for an event. */
export const wireDetail = <T extends DetailType>(type: T, detail: Detail<T>, outboxId: string = randomUUID()): OutboxWire => ({
  outboxId,
  payload: JSON.stringify(schemas[type].parse(detail)),
});

/** The envelope EventBridge hands a consumer, as the local bus builds it: one id per event, kept by every retry. */
export function localEnvelope<T extends DetailType>(type: T, detail: Detail<T> | OutboxWire, id: string = randomUUID(), time = new Date()): BusEnvelope<T> {
  return { version: '0', id, 'detail-type': type, source: EVENT_SOURCE, account: '000000000000', time: time.toISOString(), region: 'local', resources: [], detail: detail as Detail<T> };
}

/** The relay feeding the bus; drain() waits for it to catch up with the stream. */
export interface BusSource {
  /** Reads everything the stream has now; resolves with how many events it put on the bus. */
  catchUp(): Promise<number>;
  /** Events read and not yet taken and delivered by the bus (a refused put is being tried again). */
  outstanding(): Promise<unknown>[];
}

export interface LocalBusOptions {
  root: string;
  /** File for dead letters; in memory only when absent. */
  deadLetterFile?: string;
  /** Delay before retry n (1-based), ms. */
  retryDelayMs?: (attempt: number) => number;
  maxAttempts?: number;
  /** Override consumers (tests that prove the retry/DLQ path). */
  overrides?: Partial<Record<ConsumerName, ConsumerFn>>;
}

export class LocalBus {
  readonly deadLetters: DeadLetter[] = [];
  /** Every event put on the bus, opened (plain detail, outbox id as id), in order. */
  readonly published: BusEnvelope[] = [];
  private inflight = new Set<Promise<void>>();
  private cache = new Map<ConsumerName, Promise<ConsumerFn>>();
  private source?: BusSource;
  private fileLock: Promise<unknown> = Promise.resolve();

  constructor(private readonly opts: LocalBusOptions) {}

  attach(source: BusSource): void {
    this.source = source;
  }

  /**
   * EventBridge's PutEvents: accepts the event and routes it to every consumer of its detail-type.
   * Resolves on acceptance; `delivered` resolves once every delivery has ended (handled, or
   * dead-lettered and stored).
   */
  async put(envelope: BusEnvelope | (Omit<BusEnvelope, 'detail'> & { detail: unknown })): Promise<{ delivered: Promise<void> }> {
    const e = envelope as BusEnvelope;
    this.published.push(openEnvelope(e));
    const delivered = this.track(Promise.all((routing[e['detail-type']] ?? []).map((consumer) => this.deliver(consumer, e))).then(() => undefined));
    return { delivered };
  }

  /** Puts an event on the bus directly, as if from outside the outbox (tests, replays); the detail is checked first. */
  async publish<T extends DetailType>(type: T, detail: Detail<T>): Promise<void> {
    await this.put(localEnvelope(type, wireDetail(type, detail)));
  }

  /** Waits until the relay has caught up and every delivery (including retries and the events they write) has ended. */
  async drain(): Promise<void> {
    const busy = () => [...this.inflight, ...(this.source?.outstanding() ?? [])];
    for (;;) {
      const relayed = this.source ? await this.source.catchUp() : 0;
      if (!relayed && !busy().length) return;
      while (busy().length) await Promise.allSettled(busy());
    }
  }

  /** Re-delivers an event to one consumer (used to prove idempotency). */
  async redeliver(consumer: ConsumerName, envelope: BusEnvelope): Promise<void> {
    await this.track(this.deliver(consumer, envelope));
  }

  /** Delivers a stored dead letter to its consumer again; it leaves the store once delivered. */
  async redrive(id: string): Promise<{ delivered: boolean; error?: string } | undefined> {
    const dead = (await this.storedDeadLetters()).find((d) => d.id === id);
    if (!dead) return undefined;
    await this.removeDeadLetter(id);
    const ok = await this.track(this.deliver(dead.consumer, dead.envelope));
    return ok ? { delivered: true } : { delivered: false, error: (await this.storedDeadLetters()).at(-1)?.error };
  }

  private track<T>(p: Promise<T>): Promise<T> {
    const settled = p.then(() => undefined, () => undefined);
    this.inflight.add(settled);
    void settled.finally(() => this.inflight.delete(settled));
    return p;
  }

  private consumer(name: ConsumerName): Promise<ConsumerFn> {
    const override = this.opts.overrides?.[name];
    if (override) return Promise.resolve(override);
    let c = this.cache.get(name);
    if (!c) {
      c = import(resolve(this.opts.root, consumerLambdas[name].entry)).then((m: { handler: ConsumerFn }) => m.handler);
      this.cache.set(name, c);
    }
    return c;
  }

  /** True when the consumer handled the event; false when it was dead-lettered. */
  private async deliver(name: ConsumerName, envelope: BusEnvelope): Promise<boolean> {
    // EventBridge delivers asynchronously: never in the producer's call stack.
    await new Promise((r) => setImmediate(r));
    const max = this.opts.maxAttempts ?? retryPolicy.maximumRetryAttempts + 1;
    let lastError = '';
    let leaseEnds: number | undefined;
    for (let attempt = 1; attempt <= max; attempt++) {
      try {
        const fn = await this.consumer(name);
        // A test's stand-in consumer sees the event as a real one does once consumerHandler has opened it.
        await fn(this.opts.overrides?.[name] ? openEnvelope(envelope) : envelope);
        return true;
      } catch (e) {
        const inProgress = e as { name?: string; retryAfterMs?: number };
        if (inProgress.name === 'EventInProgress' && typeof inProgress.retryAfterMs === 'number') {
          // Another run holds the event: usually a live one about to finish, after a crash one that
          // no longer exists. Until its lease ends, looking again is not a failed try.
          leaseEnds ??= Date.now() + inProgress.retryAfterMs;
          if (Date.now() < leaseEnds) {
            await new Promise((r) => setTimeout(r, Math.min(leaseEnds! - Date.now(), this.opts.retryDelayMs?.(1) ?? 1000)));
            attempt--;
            continue;
          }
        }
        lastError = e instanceof Error ? e.message : String(e);
        log.warn('consumer failed', { consumer: name, detailType: envelope['detail-type'], attempt, error: lastError });
        if (attempt < max) await new Promise((r) => setTimeout(r, this.opts.retryDelayMs?.(attempt) ?? 1000 * attempt));
      }
    }
    // Kept opened (plain detail, outbox id as id): readable in /_dev/dead-letters, and a redrive is the same event.
    const dead: DeadLetter = { id: randomUUID(), consumer: name, envelope: openEnvelope(envelope), error: lastError, attempts: max, failedAt: new Date().toISOString() };
    this.deadLetters.push(dead);
    log.error('event dead-lettered', { consumer: name, detailType: envelope['detail-type'], id: envelope.id, error: lastError });
    if (this.opts.deadLetterFile) {
      const file = this.opts.deadLetterFile;
      await this.withFile(async () => {
        await mkdir(dirname(file), { recursive: true });
        await appendFile(file, JSON.stringify(dead) + '\n');
      });
    }
    return false;
  }

  async storedDeadLetters(): Promise<DeadLetter[]> {
    if (!this.opts.deadLetterFile) return [...this.deadLetters];
    let text = '';
    try {
      text = await readFile(this.opts.deadLetterFile, 'utf8');
    } catch {
      return [];
    }
    return text
      .split('\n')
      .filter(Boolean)
      .flatMap((l) => {
        try {
          // Dead letters written before they had ids get one from their position.
          const d = JSON.parse(l) as DeadLetter;
          return [{ ...d, id: d.id ?? `${d.consumer}:${d.envelope.id}` }];
        } catch {
          return []; // a line cut short by a crash
        }
      });
  }

  private async removeDeadLetter(id: string): Promise<void> {
    const i = this.deadLetters.findIndex((d) => d.id === id);
    if (i >= 0) this.deadLetters.splice(i, 1);
    const file = this.opts.deadLetterFile;
    if (!file) return;
    await this.withFile(async () => {
      const rest = (await this.storedDeadLetters()).filter((d) => d.id !== id);
      await writeFile(`${file}.tmp`, rest.map((d) => JSON.stringify(d) + '\n').join(''));
      await rename(`${file}.tmp`, file);
    });
  }

  /** One writer at a time on the dead-letter file. */
  private withFile<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.fileLock.then(fn, fn);
    this.fileLock = run.catch(() => undefined);
    return run;
  }
}
