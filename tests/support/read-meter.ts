/**
 * Counts the items DynamoDB bills reads for (functions/lib/adapters/dynamo-table.ts `onRead`: a
 * GetItem 1, a BatchGetItem its keys, a Query its ScannedCount). Pass `meter.onRead` as the
 * harness's table option (`setupIntegration({ table: { onRead: meter.onRead } })`, or a bench's
 * dynamoTable) and `measure` a call: the items it read, whatever happened before it.
 */
export interface ReadMeter {
  onRead: (operation: 'get' | 'batchGet' | 'query', items: number) => void;
  /** Items read since the meter was made or last reset. */
  readonly items: number;
  /** Calls (GetItem, BatchGetItem, Query pages) since the meter was made or last reset. */
  readonly calls: number;
  reset(): void;
  /** The items and calls `fn` read (the meter counts from zero for it). */
  measure<T>(fn: () => Promise<T>): Promise<{ items: number; calls: number; result: T }>;
}

export function readMeter(): ReadMeter {
  let items = 0;
  let calls = 0;
  return {
    onRead: (_operation, n) => {
      items += n;
      calls++;
    },
    get items() {
      return items;
    },
    get calls() {
      return calls;
    },
    reset() {
      items = 0;
      calls = 0;
    },
    async measure(fn) {
      items = 0;
      calls = 0;
      const result = await fn();
      return { items, calls, result };
    },
  };
}
