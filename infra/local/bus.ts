/**
 * The local event bus: the same routing as the CDK EventBridge rules (events/catalogue.ts),
 * delivered asynchronously with retries; after the last try the event goes to a dead-letter
 * store that is kept (DATA_DIR/dead-letters.jsonl) and printed — never dropped in silence.
 */
import { appendFile, mkdir, readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { randomUUID } from 'node:crypto';
import { EVENT_SOURCE, consumerModule, retryPolicy, routing, type ConsumerName, type Detail, type DetailType } from '../../events/catalogue';
import { validateDetail, type BusEnvelope } from '../../functions/lib/adapters/events';
import type { EventsPort } from '../../functions/lib/ports';
import { log } from '../../functions/lib/log';

export interface DeadLetter {
  consumer: ConsumerName;
  envelope: BusEnvelope;
  error: string;
  attempts: number;
  failedAt: string;
}

export type ConsumerFn = (event: BusEnvelope) => Promise<void>;

/** The envelope EventBridge hands a consumer, as the local bus builds it: one id per event, kept by every retry. */
export function localEnvelope<T extends DetailType>(type: T, detail: Detail<T>, id: string = randomUUID()): BusEnvelope<T> {
  return { version: '0', id, 'detail-type': type, source: EVENT_SOURCE, account: '000000000000', time: new Date().toISOString(), region: 'local', resources: [], detail };
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

export class LocalBus implements EventsPort {
  readonly deadLetters: DeadLetter[] = [];
  readonly published: BusEnvelope[] = [];
  private inflight = new Set<Promise<void>>();
  private cache = new Map<ConsumerName, Promise<ConsumerFn>>();

  constructor(private readonly opts: LocalBusOptions) {}

  async publish<T extends DetailType>(type: T, detail: Detail<T>): Promise<void> {
    const envelope = localEnvelope(type, await validateDetail(type, detail));
    this.published.push(envelope as BusEnvelope);
    for (const consumer of routing[type]) this.track(this.deliver(consumer, envelope as BusEnvelope));
  }

  /** Waits until every delivery (including retries and the events they publish) has finished. */
  async drain(): Promise<void> {
    while (this.inflight.size) await Promise.allSettled([...this.inflight]);
  }

  /** Re-delivers an event to one consumer (used to prove idempotency). */
  redeliver(consumer: ConsumerName, envelope: BusEnvelope): Promise<void> {
    return this.track(this.deliver(consumer, envelope));
  }

  private track(p: Promise<void>): Promise<void> {
    this.inflight.add(p);
    void p.finally(() => this.inflight.delete(p));
    return p;
  }

  private consumer(name: ConsumerName): Promise<ConsumerFn> {
    const override = this.opts.overrides?.[name];
    if (override) return Promise.resolve(override);
    let c = this.cache.get(name);
    if (!c) {
      c = import(resolve(this.opts.root, consumerModule(name))).then((m: { handler: ConsumerFn }) => m.handler);
      this.cache.set(name, c);
    }
    return c;
  }

  private async deliver(name: ConsumerName, envelope: BusEnvelope): Promise<void> {
    // EventBridge delivers asynchronously: never in the producer's call stack.
    await new Promise((r) => setImmediate(r));
    const max = this.opts.maxAttempts ?? retryPolicy.maximumRetryAttempts + 1;
    let lastError = '';
    for (let attempt = 1; attempt <= max; attempt++) {
      try {
        const fn = await this.consumer(name);
        await fn(envelope);
        return;
      } catch (e) {
        lastError = e instanceof Error ? e.message : String(e);
        log.warn('consumer failed', { consumer: name, detailType: envelope['detail-type'], attempt, error: lastError });
        if (attempt < max) await new Promise((r) => setTimeout(r, this.opts.retryDelayMs?.(attempt) ?? 1000 * attempt));
      }
    }
    const dead: DeadLetter = { consumer: name, envelope, error: lastError, attempts: max, failedAt: new Date().toISOString() };
    this.deadLetters.push(dead);
    log.error('event dead-lettered', { consumer: name, detailType: envelope['detail-type'], id: envelope.id, error: lastError });
    if (this.opts.deadLetterFile) {
      await mkdir(dirname(this.opts.deadLetterFile), { recursive: true });
      await appendFile(this.opts.deadLetterFile, JSON.stringify(dead) + '\n');
    }
  }

  async storedDeadLetters(): Promise<DeadLetter[]> {
    if (!this.opts.deadLetterFile) return this.deadLetters;
    try {
      const text = await readFile(this.opts.deadLetterFile, 'utf8');
      return text
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as DeadLetter);
    } catch {
      return [];
    }
  }
}
