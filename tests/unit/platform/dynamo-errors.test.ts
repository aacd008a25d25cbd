/** Error paths of the table adapter that DynamoDB Local never produces, shown with aws-sdk-client-mock. */
import { describe, it, expect, beforeEach } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient, TransactWriteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException, ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { dynamoTable } from '../../../functions/lib/adapters/dynamo-table';
import { ConditionFailed } from '../../../functions/lib/errors';

const ddb = mockClient(DynamoDBDocumentClient);

describe('dynamo table adapter error paths', () => {
  beforeEach(() => ddb.reset());

  it('retries a transaction cancelled by a conflict, then succeeds', async () => {
    const conflict = new TransactionCanceledException({ message: 'conflict', $metadata: {}, CancellationReasons: [{ Code: 'TransactionConflict' }, { Code: 'None' }] });
    ddb.on(TransactWriteCommand).rejectsOnce(conflict).rejectsOnce(conflict).resolves({});
    const t = dynamoTable({ tableName: 't', endpoint: 'http://127.0.0.1:1' });
    await t.transact([{ put: { pk: 'a', sk: 'b' } }]);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(3);
  });

  it('maps a failed condition inside a transaction to ConditionFailed with the reasons', async () => {
    ddb.on(TransactWriteCommand).rejects(new TransactionCanceledException({ message: 'cc', $metadata: {}, CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }] }));
    const t = dynamoTable({ tableName: 't', endpoint: 'http://127.0.0.1:1' });
    const err = await t.transact([{ put: { pk: 'a', sk: 'b' }, condition: 'attribute_not_exists(pk)' }]).catch((e) => e);
    expect(err).toBeInstanceOf(ConditionFailed);
    expect((err as ConditionFailed).cancellationReasons).toEqual(['ConditionalCheckFailed', 'None']);
  });

  it('maps ConditionalCheckFailedException on put, and passes other errors through', async () => {
    ddb.on(PutCommand).rejectsOnce(new ConditionalCheckFailedException({ message: 'x', $metadata: {} })).rejectsOnce(new Error('throttled'));
    const t = dynamoTable({ tableName: 't', endpoint: 'http://127.0.0.1:1' });
    await expect(t.put({ pk: 'a', sk: 'b' }, { condition: 'attribute_not_exists(pk)' })).rejects.toBeInstanceOf(ConditionFailed);
    await expect(t.put({ pk: 'a', sk: 'b' })).rejects.toThrow('throttled');
  });
});
