/**
 * Every item in the harness's table (DynamoDB Local), every page of the scan, but the event
 * catalogue's (the initial data every harness loads, functions/lib/event-store.ts): what a test
 * proves was, or was not, written.
 */
import { DynamoDBClient, ScanCommand } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { Harness } from '../support/integration';

export async function allItems(h: Pick<Harness, 'endpoint' | 'tableName'>): Promise<Record<string, unknown>[]> {
  const client = new DynamoDBClient({ endpoint: h.endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const out = await client.send(new ScanCommand({ TableName: h.tableName, ConsistentRead: true, ExclusiveStartKey: startKey as never }));
    items.push(...(out.Items ?? []).map((i) => unmarshall(i)).filter((i) => !String(i.pk).startsWith('CATALOGUE')));
    startKey = out.LastEvaluatedKey;
  } while (startKey);
  return items;
}
