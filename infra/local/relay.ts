/**
 * The local relay: what the EventBridge Pipe does in AWS, on one machine. It reads the table's
 * stream from DynamoDB Local, keeps the records the Pipe's filter keeps (new outbox items), shapes
 * each with the Pipe's template and puts it on the local bus.
 *
 * Its position (the last sequence number per shard whose every delivery has ended: handled or
 * dead-lettered and stored) is saved in DATA_DIR, so after a crash the next start reads on from
 * there: an event that was written but not yet delivered is delivered then. An event can be
 * delivered twice after a crash (at least once); consumers are idempotent by event id.
 */
import { readFile, rename, writeFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { DetailType } from '../../events/catalogue';
import { OUTBOX_DETAIL_TEMPLATE, OUTBOX_DETAIL_TYPE_PATH, OUTBOX_STREAM_FILTER } from '../../functions/lib/event-outbox';
import { localEnvelope, type BusSource, type LocalBus } from './bus';
import { log } from '../../functions/lib/log';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

/** An EventBridge event pattern, the subset the outbox filter uses: arrays list allowed values, objects nest. */
export function matchesPattern(pattern: Json, value: Json): boolean {
  if (Array.isArray(pattern)) return pattern.some((allowed) => allowed === value);
  if (pattern && typeof pattern === 'object') {
    if (!value || typeof value !== 'object') return false;
    return Object.entries(pattern).every(([k, p]) => matchesPattern(p, value[k]));
  }
  return pattern === value;
}

/** A JSON path of the dotted form Pipes templates use (`$.a.b.c`). */
export function readPath(path: string, value: Json): Json {
  return path
    .replace(/^\$\.?/, '')
    .split('.')
    .filter(Boolean)
    .reduce((v, k) => (v == null ? undefined : v[k]), value);
}

/** An EventBridge Pipes input template: each `<$.path>` becomes that value as JSON. */
export function fillTemplate(template: string, value: Json): string {
  return template.replace(/<(\$[^>]*)>/g, (_, path: string) => JSON.stringify(readPath(path, value) ?? null));
}

interface Position {
  streamArn: string;
  /** shard id → last sequence number whose deliveries have all ended. */
  shards: Record<string, string>;
}

export interface RelayOptions {
  endpoint: string;
  tableName: string;
  bus: LocalBus;
  /** Where the position is kept; in memory only when absent. */
  positionFile?: string;
  /** Idle wait between reads of the stream when running in the background. */
  pollMs?: number;
}

const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
/** How long the stream's shard list is trusted before it is looked up again. */
const TOPOLOGY_TTL_MS = 5_000;
/**
 * The background read's idle wait: an event reaches its consumers within this of its write (a
 * drain reads at once). Each read is a GetRecords per shard, which an idle DynamoDB Local answers
 * at about a millisecond of CPU.
 */
export const RELAY_POLL_MS = 100;
/** Longest pause between two tries of an event the bus refused. */
export const RELAY_MAX_PAUSE_MS = 5_000;

export class LocalRelay implements BusSource {
  private position: Position = { streamArn: '', shards: {} };
  private iterators = new Map<string, string | null>();
  /** Per shard, the records put on the bus whose deliveries have not all ended, in order. */
  private pending = new Map<string, { seq: string; done: boolean }[]>();
  private running = false;
  private timer?: NodeJS.Timeout;
  private reading: Promise<number> | undefined;
  private saving: Promise<void> = Promise.resolve();
  private clients?: Promise<{ ddb: Json; streams: Json; lib: Json; slib: Json }>;
  /** Events put on the bus since start. */
  relayed = 0;
  /** Puts not yet taken by the bus, or taken and still being delivered. */
  private puts = new Set<Promise<void>>();
  private described?: { at: number; streamArn: string; shards: string[] };

  outstanding(): Promise<unknown>[] {
    return [...this.puts];
  }

  constructor(private readonly o: RelayOptions) {}

  private load() {
    return (this.clients ??= Promise.all([import('@aws-sdk/client-dynamodb'), import('@aws-sdk/client-dynamodb-streams')]).then(([lib, slib]) => {
      const cfg = { endpoint: this.o.endpoint, region: 'us-east-1', credentials };
      return { ddb: new lib.DynamoDBClient(cfg), streams: new slib.DynamoDBStreamsClient(cfg), lib, slib };
    }));
  }

  /** Loads the saved position and reads in the background until stop(). */
  async start(): Promise<void> {
    await this.restore();
    this.running = true;
    const loop = async () => {
      if (!this.running) return;
      try {
        await this.catchUp();
      } catch (e) {
        log.warn('relay read failed', { error: e instanceof Error ? e.message : String(e) });
      }
      if (this.running) this.timer = setTimeout(loop, this.o.pollMs ?? RELAY_POLL_MS);
    };
    this.timer = setTimeout(loop, 0);
  }

  /** Stops reading; what was put on the bus still finishes (the bus drains it) and the position is saved. */
  async stop(): Promise<void> {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    await this.reading?.catch(() => undefined);
    await this.saving;
  }

  private async restore(): Promise<void> {
    if (!this.o.positionFile) return;
    try {
      this.position = JSON.parse(await readFile(this.o.positionFile, 'utf8')) as Position;
    } catch {
      // no position yet: read the stream from its start
    }
  }

  catchUp(): Promise<number> {
    // One reader at a time; a caller arriving while a read runs waits for it and reads again.
    const run = (this.reading ?? Promise.resolve(0)).catch(() => 0).then(() => this.readAll());
    this.reading = run;
    return run;
  }

  private async readAll(): Promise<number> {
    const { streams, slib } = await this.load();
    const topology = await this.topology();
    if (!topology) return 0;
    const { streamArn, shards } = topology;
    let relayed = 0;
    for (const shardId of shards) {
      if (this.iterators.get(shardId) === null) continue; // closed and read to its end
      let iterator = this.iterators.get(shardId);
      if (iterator === undefined) {
        const after = this.position.shards[shardId];
        const out = await streams.send(
          new slib.GetShardIteratorCommand({
            StreamArn: streamArn,
            ShardId: shardId,
            ...(after ? { ShardIteratorType: 'AFTER_SEQUENCE_NUMBER', SequenceNumber: after } : { ShardIteratorType: 'TRIM_HORIZON' }),
          }),
        );
        iterator = out.ShardIterator ?? null;
      }
      try {
        while (iterator) {
          const out = await streams.send(new slib.GetRecordsCommand({ ShardIterator: iterator }));
          const records: Json[] = out.Records ?? [];
          for (const record of records) if (this.relay(shardId, record)) relayed++;
          iterator = out.NextShardIterator ?? null;
          if (!records.length) break;
        }
      } catch (e) {
        // An expired iterator, or DynamoDB Local restarted: start the shard again from the position.
        this.iterators.delete(shardId);
        this.described = undefined;
        throw e;
      }
      this.iterators.set(shardId, iterator ?? null);
      // A closed shard has children: look the shards up again on the next read.
      if (!iterator) this.described = undefined;
    }
    this.relayed += relayed;
    return relayed;
  }

  /**
   * The table's stream and its shards, looked up again every TOPOLOGY_TTL_MS (a shard can close and
   * be followed by another); in between, a read of the stream is one GetRecords per open shard.
   */
  private async topology(): Promise<{ streamArn: string; shards: string[] } | undefined> {
    if (this.described && Date.now() - this.described.at < TOPOLOGY_TTL_MS) return this.described;
    const { ddb, streams, lib, slib } = await this.load();
    const table = await ddb.send(new lib.DescribeTableCommand({ TableName: this.o.tableName }));
    const streamArn: string | undefined = table.Table?.LatestStreamArn;
    if (!streamArn) return undefined;
    if (streamArn !== this.position.streamArn) {
      // A new table (or its first stream): read it from the start.
      this.position = { streamArn, shards: {} };
      this.iterators.clear();
      this.pending.clear();
    }
    const description = await streams.send(new slib.DescribeStreamCommand({ StreamArn: streamArn }));
    const shards: string[] = (description.StreamDescription?.Shards ?? []).map((sh: { ShardId: string }) => sh.ShardId);
    this.described = { at: Date.now(), streamArn, shards };
    return this.described;
  }

  /** Puts one stream record on the bus if the outbox filter keeps it; true when it did. */
  private relay(shardId: string, record: Json): boolean {
    const seq: string = record.dynamodb.SequenceNumber;
    const entry = { seq, done: false };
    const queue = this.pending.get(shardId) ?? [];
    this.pending.set(shardId, queue);
    queue.push(entry);
    const finish = () => {
      entry.done = true;
      this.advance(shardId);
    };
    if (!matchesPattern(OUTBOX_STREAM_FILTER, record)) {
      finish();
      return false;
    }
    const type = readPath(OUTBOX_DETAIL_TYPE_PATH, record) as DetailType;
    const detail = JSON.parse(fillTemplate(OUTBOX_DETAIL_TEMPLATE, record));
    const created = record.dynamodb.ApproximateCreationDateTime;
    const put = this.putUntilAccepted(type, detail, created ? new Date(created) : new Date()).finally(finish);
    this.puts.add(put);
    void put.finally(() => this.puts.delete(put));
    return true;
  }

  /**
   * Puts one event on the bus, trying again (with growing pauses up to RELAY_MAX_PAUSE_MS) while
   * the bus refuses it, as the Pipe retries a failed PutEvents; resolves when its deliveries have
   * ended, and the position does not pass the event before that.
   */
  private async putUntilAccepted(type: DetailType, detail: unknown, time: Date): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        // Like the Pipe, every put gets a new envelope id; the event's own id is detail.outboxId.
        const { delivered } = await this.o.bus.put(localEnvelope(type, detail as never, randomUUID(), time));
        await delivered;
        return;
      } catch (e) {
        log.warn('relay: the bus refused an event; trying again', { detailType: type, attempt, error: e instanceof Error ? e.message : String(e) });
        await new Promise((r) => setTimeout(r, Math.min(RELAY_MAX_PAUSE_MS, 20 * 2 ** attempt)));
      }
    }
  }

  private advance(shardId: string): void {
    const queue = this.pending.get(shardId)!;
    let last: string | undefined;
    while (queue.length && queue[0].done) last = queue.shift()!.seq;
    if (!last) return;
    this.position.shards[shardId] = last;
    this.save();
  }

  private save(): void {
    const file = this.o.positionFile;
    if (!file) return;
    const snapshot = JSON.stringify(this.position);
    this.saving = this.saving.then(async () => {
      await mkdir(dirname(file), { recursive: true });
      await writeFile(`${file}.tmp`, snapshot);
      await rename(`${file}.tmp`, file);
    }).catch((e: unknown) => log.warn('relay position not saved', { error: e instanceof Error ? e.message : String(e) }));
  }
}
