/**
 * Builds every application function with the same environment contract
 * (functions/lib/config.ts) and the same scoped grants, so no function is wired by hand.
 */
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Validations } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { FunctionWithDefaults, type FunctionWithDefaultsProps } from './function-with-defaults';
import type { Mail } from './mail';

export interface FunctionFactoryProps {
  readonly table: dynamodb.ITable;
  readonly secret: secretsmanager.ISecret;
  readonly mail: Mail;
  /** MAIL_FROM, TEAM_EMAIL, ADMIN_EMAILS (and SITE_URL when known up front). */
  readonly environment: Record<string, string>;
}

export class FunctionFactory {
  readonly all: FunctionWithDefaults[] = [];

  constructor(private readonly props: FunctionFactoryProps) {}

  create(scope: Construct, id: string, props: Omit<FunctionWithDefaultsProps, 'environment'>): FunctionWithDefaults {
    const { mail, secret, table } = this.props;
    const fn = new FunctionWithDefaults(scope, id, {
      ...props,
      environment: {
        PORTS: 'aws',
        SES_CONFIGURATION_SET: mail.configurationSet.configurationSetName,
        SECRETS_ARN: secret.secretArn,
        ...this.props.environment,
      },
    });
    fn.useTable(table);
    mail.grantSend(fn);
    secret.grantRead(fn);
    acknowledgeFunctionFindings(fn);
    this.all.push(fn);
    return fn;
  }

  /** Sets a variable on every function made so far (SITE_URL once the distribution exists). */
  addEnvironment(key: string, value: string): void {
    for (const fn of this.all) fn.addEnvironment(key, value);
  }
}

/** The findings every house function shares, each acknowledged with its reason. */
export function acknowledgeFunctionFindings(fn: FunctionWithDefaults): void {
  Validations.of(fn).acknowledge(
    {
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      reason: 'AWS managed policy that only allows writing to CloudWatch Logs; the function writes to its own log group.',
    },
    {
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason: 'X-Ray tracing: xray:PutTraceSegments and xray:PutTelemetryRecords do not support resource-level permissions.',
    },
    {
      id: 'AwsSolutions-L1',
      reason: 'Node.js 22 is the runtime the project targets and tests on (Lambda supports it until 2027); moving to a newer runtime is a deliberate upgrade.',
    },
  );
}
