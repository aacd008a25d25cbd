/** Fault injection for integration tests: the next table transaction fails before anything is written. */
import type { DynamoTableOptions } from '../../functions/lib/adapters/dynamo-table';

export const INJECTED = 'injected: the transaction did not go through';

/** Pass `table` to setupIntegration; `failNext()` makes the next transaction fail as an unavailable table would. */
export function transactFault(): { table: Partial<DynamoTableOptions>; failNext(): void; disarm(): void } {
  let armed = false;
  return {
    table: {
      beforeTransact: () => {
        if (!armed) return;
        armed = false;
        throw Object.assign(new Error(INJECTED), { name: 'InternalServerError' });
      },
    },
    failNext: () => void (armed = true),
    disarm: () => void (armed = false),
  };
}
