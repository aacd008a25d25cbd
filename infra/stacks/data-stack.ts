/**
 * State that outlives any redeploy of the application: the single table, the secret the operator
 * fills in by hand, and the organisers' uploaded images (an event in the table names its image by
 * key). All three are retained if the stack is ever deleted.
 */
import { RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { tableDefinition } from '../../functions/lib/table-def';
import { UploadsBucket } from '../constructs/uploads';

export interface DataStackProps extends StackProps {
  /** The site's origins, which post upload forms to the uploads bucket (CORS); `*` when not known at synth. */
  readonly uploadOrigins?: readonly string[];
}

export class DataStack extends Stack {
  readonly table: dynamodb.Table;
  readonly secret: secretsmanager.Secret;
  readonly uploads: UploadsBucket;

  constructor(scope: Construct, id: string, props: DataStackProps = {}) {
    super(scope, id, props);

    this.table = new dynamodb.Table(this, 'Table', {
      partitionKey: { name: tableDefinition.partitionKey, type: dynamodb.AttributeType.STRING },
      sortKey: { name: tableDefinition.sortKey, type: dynamodb.AttributeType.STRING },
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: tableDefinition.ttlAttribute,
      // New outbox items reach the bus through this stream (infra/constructs/outbox-pipe.ts).
      stream: dynamodb.StreamViewType[tableDefinition.streamViewType],
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const index of tableDefinition.globalSecondaryIndexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: dynamodb.AttributeType.STRING },
        sortKey: { name: index.sortKey, type: dynamodb.AttributeType.STRING },
        projectionType: dynamodb.ProjectionType.ALL,
      });
    }

    // signingSecret is generated; the Stripe values are placeholders the operator replaces after
    // the first deploy (docs/deploy.md). Lambda reads the secret once per cold start.
    this.secret = new secretsmanager.Secret(this, 'AppSecret', {
      description: 'fika: {stripeSecretKey, stripeWebhookSecret, signingSecret}',
      generateSecretString: {
        secretStringTemplate: JSON.stringify({ stripeSecretKey: '', stripeWebhookSecret: 'whsec_replace_me' }),
        generateStringKey: 'signingSecret',
        passwordLength: 64,
        excludePunctuation: true,
      },
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.secret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason: 'Holds Stripe API keys issued by Stripe (rotated in the Stripe dashboard, then pasted here) and the link-signing key, which must stay stable for links already sent; no rotation Lambda can do either.',
    });

    this.uploads = new UploadsBucket(this, 'Uploads', { corsOrigins: props.uploadOrigins ?? ['*'] });
  }
}
