/**
 * The DynamoDB Local of this test file: the run's instance for its worker's slot
 * (tests/support/dynamo-global-setup.ts starts one per worker; VITEST_POOL_ID counts the workers
 * from 1), so files running side by side never share one. Only files of one slot follow each other
 * on an instance, and each drops its tables when it ends.
 */
import { inject } from 'vitest';

export function slotDynamoEndpoint(): string {
  const endpoints = inject('dynamoEndpoints');
  const slot = Math.max(0, Number(process.env.VITEST_POOL_ID ?? 1) - 1);
  return endpoints[slot % endpoints.length];
}

/** The same, or undefined outside a project whose global setup started DynamoDB Locals. */
export function slotDynamoEndpointIfAny(): string | undefined {
  try {
    return inject('dynamoEndpoints')?.length ? slotDynamoEndpoint() : undefined;
  } catch {
    return undefined;
  }
}
