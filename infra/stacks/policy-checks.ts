/**
 * The AWS hardening checks that gate every synth (cdk synth, deploy and the infra test): cdk-nag's
 * AwsSolutions pack and cfn-guard with the AWS Control Tower proactive-control rules. A finding
 * fails synth unless it is fixed or acknowledged with its reason. The acknowledgements that hold
 * for every resource of a type are listed here, once; the ones that belong to one construct
 * (a public route, the log bucket, a dead-letter queue, a distribution without a certificate) sit
 * beside that construct.
 */
import { Aspects, CfnResource, Stack, Validations, type App, type IAspect } from 'aws-cdk-lib';
import { CfnFunction, CfnPermission } from 'aws-cdk-lib/aws-lambda';
import { CfnLogGroup } from 'aws-cdk-lib/aws-logs';
import { CfnBucket } from 'aws-cdk-lib/aws-s3';
import { CfnTable } from 'aws-cdk-lib/aws-dynamodb';
import { CfnDistribution } from 'aws-cdk-lib/aws-cloudfront';
import { CfnGuardValidator } from '@cdklabs/cdk-validator-cfnguard';
import type { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';

/** Validation-rule id of a cfn-guard finding, for Validations.acknowledge. */
export const guardRule = (rule: string): string => `cdk-validator-cfnguard::${rule}`;

/** A Control Tower rule acknowledged for every resource of one type, and why. */
interface TypeWideAcknowledgement {
  readonly type: new (...args: never[]) => CfnResource;
  readonly rule: string;
  readonly reason: string;
}

export const TYPE_WIDE_ACKNOWLEDGEMENTS: readonly TypeWideAcknowledgement[] = [
  {
    type: CfnTable,
    rule: 'dynamodb_table_encrypted_kms_check',
    reason: 'Encrypted at rest with the AWS owned key; a customer managed key adds a cost per request and a key policy to keep, for no threat this data faces that the owned key leaves open.',
  },
  {
    type: CfnLogGroup,
    rule: 'cloudwatch_log_group_retention_period_check',
    reason: 'Operational logs, not an audit trail: they hold IP addresses and hashed identifiers, so they are kept only as long as debugging needs (function logs 1 month, API access logs 3 months; set in code), not a year.',
  },
  {
    type: CfnLogGroup,
    rule: 'cloudwatch_log_group_encrypted_check',
    reason: 'CloudWatch Logs encrypts every log group at rest with a service key; a customer managed key would add a key policy for the logs service and a cost per call, and no personal data is logged in clear.',
  },
  {
    type: CfnFunction,
    rule: 'lambda_inside_vpc_check',
    reason: 'The functions reach only public AWS endpoints (DynamoDB, SES, Secrets Manager, EventBridge) and Stripe over TLS; a VPC would add NAT gateways or endpoints at a fixed monthly cost and no isolation the IAM policies do not already give.',
  },
  {
    type: CfnPermission,
    rule: 'lambda_function_public_access_prohibited_check',
    reason: 'Each permission names a service principal with SourceArn (this API, Scheduler or rule, account included) and SourceAccount set to the deploying account; the rule only reads literal strings, and the stacks are environment-agnostic (the account is a reference).',
  },
  {
    type: CfnBucket,
    rule: 's3_bucket_default_encryption_kms_check',
    reason: 'SSE-S3: the site bucket holds the public web build and the uploads bucket images published on the site; CloudFront standard logging cannot write to an SSE-KMS bucket.',
  },
  {
    type: CfnBucket,
    rule: 's3_event_notifications_enabled_check',
    reason: 'Nothing reacts to objects in these buckets (a web build, access logs, uploaded images the console confirms through the API); a notification would need a consumer that does nothing.',
  },
  {
    type: CfnBucket,
    rule: 's3_bucket_object_lock_enabled_check',
    reason: 'The site bucket is rewritten and pruned by every deploy, the logs expire by lifecycle, and refused or unconfirmed uploads are deleted; Object Lock would block all three. Versioning keeps what a deploy replaced.',
  },
  {
    type: CfnDistribution,
    rule: 'cloudfront_origin_failover_enabled_check',
    reason: 'Both origins (the site bucket and the HTTP API) live in one region with the table; a failover origin would need a second region copy of the whole stack.',
  },
];

/** Acknowledges the type-wide rules on each matching resource (so the acknowledgement is no broader than the type). */
class AcknowledgeTypeWide implements IAspect {
  visit(node: IConstruct): void {
    for (const a of TYPE_WIDE_ACKNOWLEDGEMENTS) {
      if (node instanceof a.type) Validations.of(node).acknowledge({ id: guardRule(a.rule), reason: a.reason });
    }
  }
}

/**
 * Every Lambda permission for a service principal also names the account (confused-deputy guard
 * beside SourceArn); API Gateway's generated permissions set only SourceArn.
 */
class PermissionSourceAccount implements IAspect {
  visit(node: IConstruct): void {
    if (node instanceof CfnPermission && /\.amazonaws\.com$/.test(String(node.principal)) && node.sourceAccount === undefined) {
      node.sourceAccount = Stack.of(node).account;
    }
  }
}

/** Adds both checkers to the app and the fixes and acknowledgements that apply across it. */
export function addPolicyChecks(app: App, nag: AwsSolutionsChecks): CfnGuardValidator {
  const guard = new CfnGuardValidator({ controlTowerRulesEnabled: true });
  Validations.of(app).addPlugins(nag, guard);
  Aspects.of(app).add(new PermissionSourceAccount());
  Aspects.of(app).add(new AcknowledgeTypeWide());
  return guard;
}
