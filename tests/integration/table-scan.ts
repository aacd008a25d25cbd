/** Every item in the harness's table (DynamoDB Local): what a test proves was, or was not, written. */
import { inject } from 'vitest';
import type { Harness } from '../support/integration';

export async function allItems(h: Harness): Promise<Record<string, unknown>[]> {
  const { DynamoDBClient, ScanCommand } = await import('@aws-sdk/client-dynamodb');
  const { unmarshall } = await import('@aws-sdk/util-dynamodb');
  const client = new DynamoDBClient({ endpoint: inject('dynamoEndpoint'), region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  const out = await client.send(new ScanCommand({ TableName: h.tableName, ConsistentRead: true }));
  return (out.Items ?? []).map((i) => unmarshall(i));
}
