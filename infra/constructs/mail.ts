/**
 * SES v2: the sending domain, a configuration set (suppression list, reputation metrics) and an
 * encrypted SNS topic that receives bounces and complaints for the `ses-events` route.
 */
import { CfnOutput, Stack } from 'aws-cdk-lib';
import type * as iam from 'aws-cdk-lib/aws-iam';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type * as kms from 'aws-cdk-lib/aws-kms';
import * as ses from 'aws-cdk-lib/aws-ses';
import * as sns from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';

export interface MailProps {
  /** Domain verified in SES (DKIM CNAMEs are printed as outputs). */
  readonly mailDomain: string;
  /** Key for the notifications topic (must allow ses.amazonaws.com). */
  readonly topicKey: kms.IKey;
}

export class Mail extends Construct {
  readonly identity: ses.EmailIdentity;
  readonly configurationSet: ses.ConfigurationSet;
  readonly notifications: sns.Topic;

  constructor(scope: Construct, id: string, props: MailProps) {
    super(scope, id);
    this.configurationSet = new ses.ConfigurationSet(this, 'ConfigurationSet', {
      suppressionReasons: ses.SuppressionReasons.BOUNCES_AND_COMPLAINTS,
      reputationMetrics: true,
      sendingEnabled: true,
    });
    this.identity = new ses.EmailIdentity(this, 'Identity', {
      identity: ses.Identity.domain(props.mailDomain),
      configurationSet: this.configurationSet,
    });
    this.notifications = new sns.Topic(this, 'Notifications', {
      displayName: 'fika SES bounces and complaints',
      masterKey: props.topicKey,
      enforceSSL: true,
    });
    this.configurationSet.addEventDestination('ToSns', {
      destination: ses.EventDestination.snsTopic(this.notifications),
      events: [ses.EmailSendingEvent.BOUNCE, ses.EmailSendingEvent.COMPLAINT, ses.EmailSendingEvent.REJECT],
    });

    this.identity.dkimRecords.forEach((record, i) => {
      new CfnOutput(this, `DkimRecord${i + 1}`, {
        description: `DKIM CNAME ${i + 1} to add to the DNS of ${props.mailDomain}`,
        value: `${record.name} CNAME ${record.value}`,
      });
    });
  }

  /** ses:SendEmail / SendRawEmail on exactly this identity and configuration set. */
  grantSend(grantee: iam.IGrantable): void {
    const stack = Stack.of(this);
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['ses:SendEmail', 'ses:SendRawEmail'],
        resources: [
          this.identity.emailIdentityArn,
          stack.formatArn({ service: 'ses', resource: 'configuration-set', resourceName: this.configurationSet.configurationSetName }),
        ],
      }),
    );
  }
}
