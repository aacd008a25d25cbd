/**
 * The outbox relay in AWS: the table's DynamoDB Stream feeds an EventBridge Pipe that keeps only
 * new outbox items and puts each on the bus as its event (detail-type and detail from the item).
 * The filter and the template are the ones the local relay applies to DynamoDB Local's stream
 * (functions/lib/event-outbox.ts), so both ways of running deliver events the same way.
 * A batch the bus keeps refusing goes, after the retries, to a dead-letter queue with an alarm.
 */
import { Aws, Validations } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as events from 'aws-cdk-lib/aws-events';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as pipes from 'aws-cdk-lib/aws-pipes';
import { Construct } from 'constructs';
import { EVENT_SOURCE } from '../../events/catalogue';
import { OUTBOX_DETAIL_TEMPLATE, OUTBOX_DETAIL_TYPE_PATH, OUTBOX_STREAM_FILTER } from '../../functions/lib/event-outbox';
import type { Alarms } from './alarms';

export interface OutboxPipeProps {
  readonly table: dynamodb.ITable;
  readonly bus: events.IEventBus;
  readonly alarms: Alarms;
}

/** Tries of a batch before it is set aside in the dead-letter queue (the stream keeps records 24 hours). */
export const PIPE_RETRY_ATTEMPTS = 10;

export class OutboxPipe extends Construct {
  readonly pipe: pipes.CfnPipe;
  readonly role: iam.Role;

  constructor(scope: Construct, id: string, props: OutboxPipeProps) {
    super(scope, id);
    const { table, bus, alarms } = props;
    const streamArn = table.tableStreamArn;
    if (!streamArn) throw new Error('The table needs its stream (tableDefinition.streamViewType) for the outbox pipe');

    const dlq = alarms.deadLetterQueue(this, 'Dlq', 'The outbox pipe could not put events on the bus');
    this.role = new iam.Role(this, 'Role', {
      description: 'EventBridge Pipe: read the table stream, put outbox events on the bus',
      assumedBy: new iam.ServicePrincipal('pipes.amazonaws.com', {
        conditions: { StringEquals: { 'aws:SourceAccount': Aws.ACCOUNT_ID } },
      }),
    });
    this.role.addToPolicy(
      new iam.PolicyStatement({ actions: ['dynamodb:DescribeStream', 'dynamodb:GetRecords', 'dynamodb:GetShardIterator'], resources: [streamArn] }),
    );
    this.role.addToPolicy(new iam.PolicyStatement({ actions: ['dynamodb:ListStreams'], resources: ['*'] }));
    bus.grantPutEventsTo(this.role);
    dlq.grantSendMessages(this.role);
    Validations.of(this.role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason: 'dynamodb:ListStreams cannot be scoped to a resource; every other action is on this table\'s stream, this bus and this queue.',
    });

    this.pipe = new pipes.CfnPipe(this, 'Pipe', {
      description: 'Outbox items from the table stream → the fika bus',
      roleArn: this.role.roleArn,
      source: streamArn,
      sourceParameters: {
        dynamoDbStreamParameters: {
          startingPosition: 'TRIM_HORIZON',
          batchSize: 10,
          maximumRetryAttempts: PIPE_RETRY_ATTEMPTS,
          deadLetterConfig: { arn: dlq.queueArn },
        },
        filterCriteria: { filters: [{ pattern: JSON.stringify(OUTBOX_STREAM_FILTER) }] },
      },
      target: bus.eventBusArn,
      targetParameters: {
        inputTemplate: OUTBOX_DETAIL_TEMPLATE,
        eventBridgeEventBusParameters: { detailType: OUTBOX_DETAIL_TYPE_PATH, source: EVENT_SOURCE },
      },
    });
    this.pipe.node.addDependency(this.role);
  }
}
