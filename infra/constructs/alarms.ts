/**
 * Where operational signals go: one encrypted SNS topic for alarms, and the helpers that make
 * every dead-letter queue loud (a queue that fills up raises an alarm, never fails in silence).
 */
import { Aws, Duration, Validations } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as cwActions from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subs from 'aws-cdk-lib/aws-sns-subscriptions';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { guardRule } from '../stacks/policy-checks';

export interface AlarmsProps {
  /** Optional address subscribed (after confirmation) to every alarm. */
  readonly alarmEmail?: string;
}

export class Alarms extends Construct {
  /** Customer-managed key for the SNS topics: AWS-managed keys can't be opened to SES or CloudWatch. */
  readonly key: kms.Key;
  readonly topic: sns.Topic;

  constructor(scope: Construct, id: string, props: AlarmsProps = {}) {
    super(scope, id);
    this.key = new kms.Key(this, 'TopicKey', {
      description: 'fika: encrypts the alarm and SES notification topics',
      enableKeyRotation: true,
    });
    for (const service of ['cloudwatch.amazonaws.com', 'ses.amazonaws.com']) {
      this.key.addToResourcePolicy(
        new iam.PolicyStatement({
          sid: `Allow-${service.split('.')[0]}-to-publish`,
          principals: [new iam.ServicePrincipal(service)],
          actions: ['kms:Decrypt', 'kms:GenerateDataKey*'],
          resources: ['*'],
          conditions: { StringEquals: { 'aws:SourceAccount': Aws.ACCOUNT_ID } },
        }),
      );
    }
    // Grants on the key only for AWS services acting for a resource (SNS, CloudWatch, SES), never for a person or role directly.
    this.key.addToResourcePolicy(
      new iam.PolicyStatement({
        sid: 'Deny-grants-except-for-AWS-services',
        effect: iam.Effect.DENY,
        principals: [new iam.AnyPrincipal()],
        actions: ['kms:CreateGrant'],
        resources: ['*'],
        conditions: { BoolIfExists: { 'kms:GrantIsForAWSResource': 'false', 'aws:PrincipalIsAWSService': 'false' } },
      }),
    );
    this.topic = new sns.Topic(this, 'Topic', {
      displayName: 'fika alarms',
      masterKey: this.key,
      enforceSSL: true,
    });
    if (props.alarmEmail) this.topic.addSubscription(new subs.EmailSubscription(props.alarmEmail));
  }

  /** An encrypted, SSL-only dead-letter queue that raises an alarm as soon as it holds a message. */
  deadLetterQueue(scope: Construct, id: string, description: string): sqs.Queue {
    const queue = new sqs.Queue(scope, id, {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    const reason = 'This queue is itself a dead-letter queue (EventBridge target, Scheduler target or Lambda on-failure destination); it is watched by a CloudWatch alarm and keeps a message for the 14-day maximum.';
    Validations.of(queue).acknowledge({ id: 'AwsSolutions-SQS3', reason }, { id: guardRule('sqs_dlq_check'), reason });
    const alarm = new cloudwatch.Alarm(scope, `${id}Alarm`, {
      alarmDescription: `${description}: messages are waiting in the dead-letter queue`,
      metric: queue.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(1), statistic: cloudwatch.Stats.MAXIMUM }),
      threshold: 0,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    });
    alarm.addAlarmAction(new cwActions.SnsAction(this.topic));
    return queue;
  }
}
