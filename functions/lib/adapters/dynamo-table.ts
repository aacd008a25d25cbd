/**
 * TablePort over DynamoDB (AWS) and DynamoDB Local (local stack and integration tests).
 * The SDK is imported lazily so that importing a handler stays cheap (cold start).
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ConditionFailed } from '../errors';
import { keys } from '../keys';
import type { Item, Key, QueryInput, TablePort, TransactOp, UpdateInput, Expr } from '../ports';

export interface DynamoTableOptions {
  tableName: string;
  endpoint?: string;
  region?: string;
  /** Called with the capacity each call consumed (bench, capacity tests). */
  onCapacity?: (operation: string, wcu: number, rcu: number) => void;
  /**
   * Called with the items each read is billed for (a GetItem 1, a BatchGetItem its keys, a Query
   * its ScannedCount, filtered-out items included): the scale bench and the tests that prove a
   * call reads a bounded number of items.
   */
  onRead?: (operation: 'get' | 'batchGet' | 'query', items: number) => void;
  /** Called with the keys of each write that succeeded (a transaction's puts, updates and deletes): tests that prove a refused request wrote nothing. */
  onWrite?: (operation: 'put' | 'update' | 'delete' | 'transact', keys: Key[]) => void;
  /** Test hook: lets a test inject TransactionConflict to prove the retry path. */
  beforeTransact?: (attempt: number) => void;
}

type Lib = typeof import('@aws-sdk/lib-dynamodb');

export function dynamoTable(opts: DynamoTableOptions): TablePort & { client(): Promise<DynamoDBDocumentClient> } {
  let docPromise: Promise<{ doc: DynamoDBDocumentClient; lib: Lib }> | undefined;
  const TableName = opts.tableName;
  const rcc = opts.onCapacity ? ('TOTAL' as const) : undefined;

  /** What a Query and a Count share: table, index, conditions, names and values, consistency. */
  const queryParams = (q: QueryInput) => ({
    TableName,
    IndexName: q.index,
    KeyConditionExpression: q.keyCondition,
    FilterExpression: q.filter,
    ...(q.names && Object.keys(q.names).length ? { ExpressionAttributeNames: q.names } : {}),
    ExpressionAttributeValues: q.values,
    // Global secondary indexes cannot be read consistently.
    ConsistentRead: q.index ? false : (q.consistent ?? false),
    ReturnConsumedCapacity: rcc,
  });

  function load() {
    docPromise ??= (async () => {
      const [{ DynamoDBClient }, lib] = await Promise.all([import('@aws-sdk/client-dynamodb'), import('@aws-sdk/lib-dynamodb')]);
      const base = new DynamoDBClient({
        endpoint: opts.endpoint,
        region: opts.region ?? process.env.AWS_REGION ?? 'ap-northeast-1',
        ...(opts.endpoint ? { credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
        maxAttempts: 5,
      });
      const doc = lib.DynamoDBDocumentClient.from(base, { marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false } });
      return { doc, lib };
    })();
    return docPromise;
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  function capacity(op: string, out: any) {
    if (!opts.onCapacity || !out?.ConsumedCapacity) return;
    const list = Array.isArray(out.ConsumedCapacity) ? out.ConsumedCapacity : [out.ConsumedCapacity];
    let w = 0;
    let r = 0;
    for (const c of list) {
      w += c.WriteCapacityUnits ?? 0;
      r += c.ReadCapacityUnits ?? 0;
      if (!c.WriteCapacityUnits && !c.ReadCapacityUnits) {
        // DynamoDB Local reports only CapacityUnits; attribute them by operation type.
        if (/put|update|delete|transact/i.test(op)) w += c.CapacityUnits ?? 0;
        else r += c.CapacityUnits ?? 0;
      }
    }
    opts.onCapacity(op, w, r);
  }

  /**
   * DynamoDB Local answers a TransactWriteItems before its SQLite COMMIT has run: the commit is
   * queued on its single database thread and the answer goes out at once, so a kill in the next
   * milliseconds loses a transaction that was already answered. Every read waits in that same queue
   * behind the commit, so one read after the transaction returns only once it is on disk. (DynamoDB
   * in AWS is durable when it answers: no endpoint, no extra read.)
   */
  async function localCommit(doc: DynamoDBDocumentClient, lib: Lib) {
    await doc.send(new lib.GetCommand({ TableName, Key: keys.localCommitBarrier(), ConsistentRead: true }));
  }

  function exprParts(e: Expr | undefined) {
    return {
      ...(e?.condition ? { ConditionExpression: e.condition } : {}),
      ...(e?.names && Object.keys(e.names).length ? { ExpressionAttributeNames: e.names } : {}),
      ...(e?.values && Object.keys(e.values).length ? { ExpressionAttributeValues: e.values } : {}),
    };
  }

  function isConditional(e: unknown): boolean {
    return (e as { name?: string })?.name === 'ConditionalCheckFailedException';
  }

  const table = {
    async client() {
      return (await load()).doc;
    },
    async get(key: Key, o?: { consistent?: boolean }) {
      const { doc, lib } = await load();
      const out = await doc.send(new lib.GetCommand({ TableName, Key: key, ConsistentRead: o?.consistent ?? false, ReturnConsumedCapacity: rcc }));
      capacity('get', out);
      opts.onRead?.('get', 1);
      return out.Item as Item | undefined;
    },
    async put(item: Item, e?: Expr) {
      const { doc, lib } = await load();
      try {
        const out = await doc.send(new lib.PutCommand({ TableName, Item: item, ...exprParts(e), ReturnConsumedCapacity: rcc }));
        capacity('put', out);
        opts.onWrite?.('put', [{ pk: item.pk, sk: item.sk } as Key]);
      } catch (err) {
        if (isConditional(err)) throw new ConditionFailed();
        throw err;
      }
    },
    async update(key: Key, input: UpdateInput) {
      const { doc, lib } = await load();
      try {
        const out = await doc.send(
          new lib.UpdateCommand({
            TableName,
            Key: key,
            UpdateExpression: input.update,
            ...exprParts(input),
            ReturnValues: input.returnValues ?? 'ALL_NEW',
            ReturnConsumedCapacity: rcc,
          }),
        );
        capacity('update', out);
        opts.onWrite?.('update', [key]);
        return out.Attributes as Item | undefined;
      } catch (err) {
        if (isConditional(err)) throw new ConditionFailed();
        throw err;
      }
    },
    async delete(key: Key, e?: Expr & { returnOld?: boolean }) {
      const { doc, lib } = await load();
      try {
        const out = await doc.send(
          new lib.DeleteCommand({ TableName, Key: key, ...exprParts(e), ReturnValues: e?.returnOld ? 'ALL_OLD' : 'NONE', ReturnConsumedCapacity: rcc }),
        );
        capacity('delete', out);
        opts.onWrite?.('delete', [key]);
        return out.Attributes as Item | undefined;
      } catch (err) {
        if (isConditional(err)) throw new ConditionFailed();
        throw err;
      }
    },
    async query(q: QueryInput) {
      const { doc, lib } = await load();
      const out = await doc.send(
        new lib.QueryCommand({ ...queryParams(q), Limit: q.limit, ScanIndexForward: q.forward ?? true, ExclusiveStartKey: q.startKey }),
      );
      capacity('query', out);
      opts.onRead?.('query', out.ScannedCount ?? out.Items?.length ?? 0);
      return { items: (out.Items ?? []) as Item[], lastKey: out.LastEvaluatedKey as Item | undefined };
    },
    async queryAll(q: QueryInput, max = 10_000) {
      const items: Item[] = [];
      let startKey: Item | undefined;
      do {
        const page = await table.query({ ...q, startKey });
        items.push(...page.items);
        startKey = page.lastKey;
      } while (startKey && items.length < max);
      return items.slice(0, max);
    },
    async count(q: QueryInput) {
      const { doc, lib } = await load();
      let n = 0;
      let startKey: Item | undefined;
      do {
        const out = await doc.send(
          new lib.QueryCommand({ ...queryParams(q), Select: 'COUNT', ExclusiveStartKey: startKey }),
        );
        capacity('query', out);
        opts.onRead?.('query', out.ScannedCount ?? out.Count ?? 0);
        n += out.Count ?? 0;
        startKey = out.LastEvaluatedKey as Item | undefined;
      } while (startKey);
      return n;
    },
    async batchGet(keys: Key[]) {
      if (keys.length === 0) return [];
      const { doc, lib } = await load();
      const result: Item[] = [];
      for (let i = 0; i < keys.length; i += 100) {
        let pending: Key[] | undefined = keys.slice(i, i + 100);
        for (let attempt = 0; pending && pending.length && attempt < 6; attempt++) {
          const out: { Responses?: Record<string, Item[]>; UnprocessedKeys?: Record<string, { Keys?: Item[] }> } = await doc.send(
            new lib.BatchGetCommand({ RequestItems: { [TableName]: { Keys: pending } }, ReturnConsumedCapacity: rcc }),
          );
          capacity('batchGet', out);
          opts.onRead?.('batchGet', pending.length);
          result.push(...(out.Responses?.[TableName] ?? []));
          pending = out.UnprocessedKeys?.[TableName]?.Keys as Key[] | undefined;
          if (pending?.length) await sleep(50 * 2 ** attempt);
        }
      }
      return result;
    },
    async transact(ops: TransactOp[]) {
      const { doc, lib } = await load();
      const items = ops.map((op) => {
        const e = exprParts(op as Expr);
        if ('put' in op) return { Put: { TableName, Item: op.put, ...e } };
        if ('update' in op) return { Update: { TableName, Key: op.update, UpdateExpression: op.expression, ...e } };
        if ('delete' in op) return { Delete: { TableName, Key: op.delete, ...e } };
        return { ConditionCheck: { TableName, Key: op.check, ...e, ConditionExpression: op.condition } };
      });
      for (let attempt = 1; ; attempt++) {
        try {
          opts.beforeTransact?.(attempt);
          const out = await doc.send(new lib.TransactWriteCommand({ TransactItems: items, ReturnConsumedCapacity: rcc }));
          capacity('transact', out);
          if (opts.endpoint) await localCommit(doc, lib);
          opts.onWrite?.('transact', ops.flatMap((op) => ('put' in op ? [{ pk: op.put.pk, sk: op.put.sk } as Key] : 'update' in op ? [op.update] : 'delete' in op ? [op.delete] : [])));
          return;
        } catch (err) {
          const e = err as { name?: string; CancellationReasons?: { Code?: string }[] };
          const reasons = e.CancellationReasons?.map((r) => r.Code);
          const conflict = e.name === 'TransactionConflictException' || (e.name === 'TransactionCanceledException' && reasons?.some((c) => c === 'TransactionConflict'));
          if (conflict && attempt < 8) {
            await sleep(Math.random() * 20 * 2 ** attempt);
            continue;
          }
          if (e.name === 'TransactionCanceledException' && reasons?.includes('ConditionalCheckFailed')) throw new ConditionFailed(reasons);
          throw err;
        }
      }
    },
  };
  return table;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
