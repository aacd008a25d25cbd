/**
 * Vitest globalSetup for integration tests: in-memory DynamoDB Locals for the run, one per worker
 * the integration project may run at once (INTEGRATION_WORKERS in vitest.config.ts). A DynamoDB
 * Local serves one request at a time on about one core, so two files on two of them run side by
 * side where two files on one would queue. Each file picks its instance by its worker's slot
 * (tests/support/integration.ts).
 */
import type { TestProject } from 'vitest/node';
import { startDynamoLocal, type DynamoLocal } from '../../infra/local/dynamodb';

declare module 'vitest' {
  export interface ProvidedContext {
    dynamoEndpoints: string[];
  }
}

export default async function setup(project: TestProject) {
  const count = Math.max(1, Number(project.config.maxWorkers || project.vitest.config.maxWorkers) || 1);
  const started = await Promise.allSettled(Array.from({ length: count }, () => startDynamoLocal()));
  const ok = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const stopAll = async (list: DynamoLocal[]) => void (await Promise.all(list.map((d) => d.stop())));
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await stopAll(ok);
    throw (failed as PromiseRejectedResult).reason;
  }
  project.provide('dynamoEndpoints', ok.map((d) => d.endpoint));
  return () => stopAll(ok);
}
