/**
 * EventBridge and Scheduler, made from events/catalogue.ts and infra/lambdas.ts: one Lambda per
 * consumer, one rule per detail-type with one target per consumer, a dead-letter queue (and alarm)
 * per rule, the jobs function and one schedule per job.
 *
 * Two failure paths are covered, because EventBridge → Lambda is an asynchronous invocation:
 *  - EventBridge cannot deliver (throttling, permissions): retried per `retryPolicy`, then the rule's DLQ;
 *  - the consumer itself keeps throwing: Lambda's async retries, then the consumer's on-failure queue.
 */
import { Aws, CfnElement, Duration, Stack, Validations } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as scheduler from 'aws-cdk-lib/aws-scheduler';
import * as schedulerTargets from 'aws-cdk-lib/aws-scheduler-targets';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { EVENT_SOURCE, detailTypes, retryPolicy, routing } from '../../events/catalogue';
import { consumerLambdas, jobsLambda, type ConsumerName } from '../lambdas';
import type { Alarms } from './alarms';
import type { FunctionFactory } from './function-factory';
import type { FunctionWithDefaults } from './function-with-defaults';
import { pascal } from './names';

/** Lambda allows at most 2 retries of an asynchronous invocation. */
const LAMBDA_ASYNC_RETRIES = Math.min(2, retryPolicy.maximumRetryAttempts);

/** `rate(15 minutes)`; EventBridge wants the singular for 1. */
export const rateMinutes = (n: number): string => `rate(${n} ${n === 1 ? 'minute' : 'minutes'})`;

export interface EventWiringProps {
  readonly bus: events.IEventBus;
  readonly functions: FunctionFactory;
  readonly alarms: Alarms;
}

export class EventWiring extends Construct {
  readonly consumerFunctions = {} as Record<ConsumerName, FunctionWithDefaults>;
  readonly rules: Record<string, events.Rule> = {};
  readonly ruleDeadLetterQueues: Record<string, sqs.Queue> = {};
  readonly jobsFunction: FunctionWithDefaults;

  constructor(scope: Construct, id: string, props: EventWiringProps) {
    super(scope, id);
    const { alarms, bus, functions } = props;

    for (const def of Object.values(consumerLambdas)) {
      const { name } = def;
      const onFailure = alarms.deadLetterQueue(this, `Consumer${pascal(name)}Failures`, `Consumer ${name} kept failing`);
      this.consumerFunctions[name] = functions.create(this, `Consumer${pascal(name)}`, {
        lambda: def,
        onFailureQueue: onFailure,
        asyncRetryAttempts: LAMBDA_ASYNC_RETRIES,
        maxEventAgeS: retryPolicy.maximumEventAgeSeconds,
      });
    }

    for (const detailType of detailTypes) {
      const dlq = alarms.deadLetterQueue(this, `Rule${pascal(detailType)}Dlq`, `Rule ${detailType} could not deliver`);
      const rule = new events.Rule(this, `Rule${pascal(detailType)}`, {
        eventBus: bus,
        description: `${detailType} → ${routing[detailType].join(', ')}`,
        eventPattern: { source: [EVENT_SOURCE], detailType: [detailType] },
      });
      for (const consumer of routing[detailType]) {
        rule.addTarget(
          new targets.LambdaFunction(this.consumerFunctions[consumer], {
            deadLetterQueue: dlq,
            retryAttempts: retryPolicy.maximumRetryAttempts,
            maxEventAge: Duration.seconds(retryPolicy.maximumEventAgeSeconds),
          }),
        );
      }
      this.rules[detailType] = rule;
      this.ruleDeadLetterQueues[detailType] = dlq;
    }

    const jobFailures = alarms.deadLetterQueue(this, 'JobsFailures', 'Scheduled job kept failing');
    this.jobsFunction = functions.create(this, 'Jobs', {
      lambda: jobsLambda,
      onFailureQueue: jobFailures,
      asyncRetryAttempts: 1, // one quick retry; after that the next tick of the schedule is the retry
    });
    const scheduleDlq = alarms.deadLetterQueue(this, 'SchedulesDlq', 'Scheduler could not invoke the jobs function');
    const schedulerRole = new iam.Role(this, 'SchedulerRole', {
      description: 'EventBridge Scheduler: invoke the jobs function',
      assumedBy: new iam.ServicePrincipal('scheduler.amazonaws.com', {
        conditions: { StringEquals: { 'aws:SourceAccount': Aws.ACCOUNT_ID } },
      }),
    });
    const jobsLogicalId = Stack.of(this).getLogicalId(this.jobsFunction.node.defaultChild as CfnElement);
    Validations.of(schedulerRole).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${jobsLogicalId}.Arn>:*]`,
      reason: 'grantInvoke also covers the function\'s versions/aliases (<arn>:*); the role can only invoke the jobs function.',
    });
    for (const s of jobsLambda.schedules) {
      new scheduler.Schedule(this, `Schedule${pascal(s.name)}`, {
        description: `fika job ${s.job} every ${s.rateMinutes} min`,
        // Spelled as the catalogue says (the L2 helper would turn 60 minutes into "rate(1 hour)").
        schedule: scheduler.ScheduleExpression.expression(rateMinutes(s.rateMinutes)),
        target: new schedulerTargets.LambdaInvoke(this.jobsFunction, {
          role: schedulerRole,
          input: scheduler.ScheduleTargetInput.fromObject({ job: s.job }),
          deadLetterQueue: scheduleDlq,
          retryAttempts: retryPolicy.maximumRetryAttempts,
          maxEventAge: Duration.seconds(Math.min(retryPolicy.maximumEventAgeSeconds, s.rateMinutes * 60)),
        }),
      });
    }
  }
}
