/**
 * Loads the effects of many transactions at once, for the scale bench: the items the stores' own op
 * builders put (`signups.createOps`, …) go in BatchWriteItem calls of 25, and the counters their
 * transactions ADD are summed per item and added once. The result is the table those transactions
 * would have left, written in a fraction of the calls (no conditions are checked: the bench loads
 * fresh keys only). An update that only SETs values (`a = :x`, `b = if_not_exists(b, :y)`) on a fresh
 * key is the item it would create. Any other op (a delete, a condition check, an update mixing ADD
 * and SET) is refused: such changes go through the API.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { BatchWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Item, Key, TransactOp } from '../functions/lib/ports';

/** `ADD #a :a, #b :b` → [[name, value], …], with the op's names and values. */
export function addsOf(op: Extract<TransactOp, { update: Key }>): [string, number][] {
  const m = /^ADD\s+(.+)$/s.exec(op.expression.trim());
  if (!m || op.condition) throw new Error(`bulk load: only pure ADD updates can be summed, not "${op.expression}"`);
  return m[1].split(',').map((pair) => {
    const [n, v] = pair.trim().split(/\s+/);
    const name = op.names?.[n] ?? n;
    const value = op.values?.[v];
    if (typeof value !== 'number') throw new Error(`bulk load: ADD of a non-number in "${op.expression}"`);
    return [name, value];
  });
}

const SET_CLAUSE = /(#?\w+)\s*=\s*(?:if_not_exists\(\s*#?\w+\s*,\s*(:\w+)\s*\)|(:\w+))\s*(?:,|$)/g;

/** `SET #a = :a, b = if_not_exists(b, :b)` on a fresh key → the attributes it writes, or undefined when the update is not a pure SET. */
export function setsOf(op: Extract<TransactOp, { update: Key }>): Record<string, unknown> | undefined {
  const m = /^SET\s+(.+)$/s.exec(op.expression.trim());
  if (!m || op.condition) return undefined;
  const out: Record<string, unknown> = {};
  let matched = '';
  for (const c of m[1].matchAll(SET_CLAUSE)) {
    out[op.names?.[c[1]] ?? c[1]] = op.values?.[c[2] ?? c[3]];
    matched += c[0];
  }
  return matched.replace(/\s/g, '') === m[1].replace(/\s/g, '') ? out : undefined;
}

export async function bulkApply(doc: DynamoDBDocumentClient, tableName: string, transactions: readonly TransactOp[][], concurrency = 4): Promise<{ puts: number; counters: number }> {
  const puts = new Map<string, Item>();
  const put = (item: Item) => {
    const id = `${item.pk}\u0000${item.sk}`;
    puts.set(id, { ...puts.get(id), ...item });
  };
  const adds = new Map<string, { key: Key; sums: Map<string, number> }>();
  for (const ops of transactions) {
    for (const op of ops) {
      if ('put' in op) put(op.put);
      else if ('update' in op) {
        const sets = setsOf(op);
        if (sets) {
          put({ ...op.update, ...sets });
          continue;
        }
        const id = `${op.update.pk}\u0000${op.update.sk}`;
        const entry = adds.get(id) ?? { key: op.update, sums: new Map() };
        for (const [name, n] of addsOf(op)) entry.sums.set(name, (entry.sums.get(name) ?? 0) + n);
        adds.set(id, entry);
      } else throw new Error('bulk load: deletes and condition checks go through the API');
    }
  }
  const batches: Item[][] = [];
  const items = [...puts.values()];
  for (let i = 0; i < items.length; i += 25) batches.push(items.slice(i, i + 25));
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, batches.length) }, async () => {
      while (next < batches.length) {
        let pending = batches[next++].map((item) => ({ PutRequest: { Item: item } }));
        while (pending.length) {
          const out = await doc.send(new BatchWriteCommand({ RequestItems: { [tableName]: pending } }));
          pending = (out.UnprocessedItems?.[tableName] ?? []) as typeof pending;
        }
      }
    }),
  );
  for (const { key, sums } of adds.values()) {
    const moves = [...sums].filter(([, n]) => n !== 0);
    if (!moves.length) continue;
    await doc.send(
      new UpdateCommand({
        TableName: tableName,
        Key: key,
        UpdateExpression: `ADD ${moves.map((_, i) => `#a${i} :a${i}`).join(', ')}`,
        ExpressionAttributeNames: Object.fromEntries(moves.map(([n], i) => [`#a${i}`, n])),
        ExpressionAttributeValues: Object.fromEntries(moves.map(([, v], i) => [`:a${i}`, v])),
      }),
    );
  }
  return { puts: items.length, counters: adds.size };
}
