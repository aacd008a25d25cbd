/**
 * Builds the whole CDK app from context. Shared by infra/app.ts (cdk synth/deploy) and the
 * infra tests, so the tests check exactly what gets deployed.
 */
import * as path from 'node:path';
import { CfnOutput, Tags, type App } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { projectRoot } from '../constructs/function-with-defaults';
import { AppStack, fixedSiteUrl, type AppSettings } from './app-stack';
import { DataStack } from './data-stack';
import { addPolicyChecks } from './policy-checks';

export interface FikaStacks {
  readonly data: DataStack;
  readonly app: AppStack;
  readonly nag: AwsSolutionsChecks;
}

const CROSS_STACK_REFERENCES = '@aws-cdk/core:defaultCrossStackReferences';

/** Reads the context values documented in docs/deploy.md. */
export function settingsFromContext(app: App): AppSettings {
  const str = (key: string): string | undefined => {
    const v: unknown = app.node.tryGetContext(key);
    if (v === undefined || v === null || v === '') return undefined;
    if (typeof v !== 'string') throw new Error(`Context "${key}" must be a string`);
    return v.trim();
  };
  const adminRaw: unknown = app.node.tryGetContext('adminEmails');
  const adminEmails = (Array.isArray(adminRaw) ? adminRaw.map(String) : typeof adminRaw === 'string' ? adminRaw.split(',') : [])
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean);
  const mailDomain = str('mailDomain') ?? 'fika.community';
  return {
    siteUrl: str('siteUrl'),
    domainName: str('domainName'),
    certificateArn: str('certificateArn'),
    mailDomain,
    mailFrom: str('mailFrom') ?? `hello@${mailDomain}`,
    teamEmail: str('teamEmail') ?? `team@${mailDomain}`,
    adminEmails,
    alarmEmail: str('alarmEmail'),
    webDistDir: path.resolve(projectRoot, str('webDist') ?? 'web/dist'),
    originSecretVersionId: str('originSecretVersionId'),
  };
}

/** Adds the stacks (environment-agnostic: no account/region, no lookups), cdk-nag and cfn-guard to `app`. */
export function buildFika(app: App, settings: AppSettings = settingsFromContext(app)): FikaStacks {
  // Lock in today's behaviour explicitly: DataStack's exports are protected while AppStack imports them.
  if (app.node.tryGetContext(CROSS_STACK_REFERENCES) === undefined) app.node.setContext(CROSS_STACK_REFERENCES, 'strong');
  const prefix = (app.node.tryGetContext('stackPrefix') as string | undefined) ?? 'Fika';
  const siteUrl = fixedSiteUrl(settings);
  const data = new DataStack(app, `${prefix}Data`, {
    description: 'fika: single table, application secret and uploaded images (retained)',
    uploadOrigins: siteUrl ? [new URL(siteUrl).origin] : undefined,
  });
  const stack = new AppStack(app, `${prefix}App`, {
    description: 'fika: HTTP API, functions, events, schedules, mail and CloudFront',
    table: data.table,
    secret: data.secret,
    uploads: data.uploads.bucket,
    settings,
  });
  new CfnOutput(data, 'TableName', { value: data.table.tableName });
  new CfnOutput(data, 'SecretArn', { value: data.secret.secretArn });
  new CfnOutput(data, 'UploadsBucketName', { value: data.uploads.bucket.bucketName });
  Tags.of(app).add('project', 'fika');

  const nag = new AwsSolutionsChecks(app);
  addPolicyChecks(app, nag);
  return { data, app: stack, nag };
}
