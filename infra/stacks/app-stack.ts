/**
 * Everything that can be redeployed freely: functions, HTTP API, EventBridge (bus, rules, the
 * outbox pipe from the table's stream), Scheduler, SES,
 * CloudFront. One stack, so the CloudFront domain can reach the functions' SITE_URL without a
 * cross-stack cycle; the retained state lives in DataStack.
 */
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as events from 'aws-cdk-lib/aws-events';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subs from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Construct } from 'constructs';
import { Alarms } from '../constructs/alarms';
import { Api } from '../constructs/api';
import { EventWiring } from '../constructs/event-wiring';
import { FunctionFactory } from '../constructs/function-factory';
import { Mail } from '../constructs/mail';
import { OutboxPipe } from '../constructs/outbox-pipe';
import { Web } from '../constructs/web';

export interface AppSettings {
  /** Public origin used in e-mailed links; default https://<domainName> or the CloudFront domain. */
  readonly siteUrl?: string;
  readonly domainName?: string;
  readonly certificateArn?: string;
  /** Domain verified in SES. */
  readonly mailDomain: string;
  readonly mailFrom: string;
  readonly teamEmail: string;
  readonly adminEmails: readonly string[];
  readonly alarmEmail?: string;
  /** Built SPA directory (absolute). */
  readonly webDistDir: string;
}

export interface AppStackProps extends StackProps {
  readonly table: dynamodb.ITable;
  readonly secret: secretsmanager.ISecret;
  readonly settings: AppSettings;
}

export class AppStack extends Stack {
  readonly bus: events.EventBus;
  readonly alarms: Alarms;
  readonly mail: Mail;
  readonly functions: FunctionFactory;
  readonly api: Api;
  readonly eventWiring: EventWiring;
  readonly outboxPipe: OutboxPipe;
  readonly web: Web;
  readonly siteUrl: string;

  constructor(scope: Construct, id: string, props: AppStackProps) {
    super(scope, id, props);
    const { settings } = props;

    this.alarms = new Alarms(this, 'Alarms', { alarmEmail: settings.alarmEmail });
    this.bus = new events.EventBus(this, 'Bus', { description: 'fika domain events' });
    this.mail = new Mail(this, 'Mail', { mailDomain: settings.mailDomain, topicKey: this.alarms.key });

    const fixedSiteUrl = settings.siteUrl ?? (settings.domainName && settings.certificateArn ? `https://${settings.domainName}` : undefined);
    this.functions = new FunctionFactory({
      table: props.table,
      secret: props.secret,
      mail: this.mail,
      environment: {
        MAIL_FROM: settings.mailFrom,
        TEAM_EMAIL: settings.teamEmail,
        ADMIN_EMAILS: settings.adminEmails.join(','),
      },
    });

    this.api = new Api(this, 'Api', { functions: this.functions });
    this.eventWiring = new EventWiring(this, 'Events', { bus: this.bus, functions: this.functions, alarms: this.alarms });
    // Functions never put events on the bus themselves: they write outbox items, and this pipe carries them.
    this.outboxPipe = new OutboxPipe(this, 'Outbox', { table: props.table, bus: this.bus, alarms: this.alarms });

    this.web = new Web(this, 'Web', {
      apiDomainName: this.api.domainName,
      webDistDir: settings.webDistDir,
      domainName: settings.domainName,
      certificateArn: settings.certificateArn,
    });
    this.siteUrl = (fixedSiteUrl ?? `https://${this.web.distribution.distributionDomainName}`).replace(/\/$/, '');
    this.functions.addEnvironment('SITE_URL', this.siteUrl);

    // ses-events accepts notifications from this topic only.
    this.api.groupFunctions['ses-events']?.addEnvironment('SES_EVENTS_TOPIC_ARN', this.mail.notifications.topicArn);

    // SES bounces/complaints → SNS (signed envelope) → POST /api/ses-events. The handler confirms the subscription.
    this.mail.notifications.addSubscription(
      new subs.UrlSubscription(`${this.siteUrl}/api/ses-events`, { protocol: sns.SubscriptionProtocol.HTTPS }),
    );

    new CfnOutput(this, 'SiteUrl', { value: this.siteUrl });
    new CfnOutput(this, 'DistributionId', { value: this.web.distribution.distributionId });
    new CfnOutput(this, 'ApiEndpoint', { value: this.api.httpApi.apiEndpoint });
    new CfnOutput(this, 'EventBusName', { value: this.bus.eventBusName });
    new CfnOutput(this, 'SiteBucketName', { value: this.web.siteBucket.bucketName });
    new CfnOutput(this, 'AlarmTopicArn', { value: this.alarms.topic.topicArn });
  }
}
