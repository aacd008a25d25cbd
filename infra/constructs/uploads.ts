/**
 * The uploads bucket: organisers' event images (functions/lib/uploads.ts). Private (every public
 * access blocked, SSL only, SSE-S3), versioned, retained with the table in DataStack: an event in
 * the table names its image by key, so the images live as long as the events.
 *
 *   incoming/<key>         posted by the browser through a presigned POST, until confirm_upload
 *                          checks it (and deletes it); what is never confirmed expires after a day
 *   originals/<key>.jpg    the accepted originals GET /img renders from
 *   exports/<id>-<run>.csv the admin's CSV exports (functions/lib/export-files.ts), written by the
 *                          exports consumer, downloaded through presigned GET URLs; gone after
 *                          EXPORT_KEEP_DAYS (7 days), an unfinished multipart upload after a day
 *
 * Grants (least privilege, each on its prefix): admin-event-images signs the POST forms (so it may
 * put `incoming/*`), reads and deletes `incoming/*`, and writes `originals/*` once (PutObject with
 * If-None-Match; HeadObject to answer a repeated confirm); images reads `originals/*`. Both may
 * list the bucket, only so that S3 answers 404 (not 403) for a key without an object. The
 * functions infra/lambdas.ts marks `exportFiles` get `exports/*` only: `write` puts (and aborts
 * the multipart uploads of) the files, `read` gets them (its presigned URLs act with that right).
 */
import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { INCOMING_PREFIX, ORIGINALS_PREFIX } from '../../functions/lib/uploads';
import { EXPORTS_PREFIX, EXPORT_KEEP_DAYS } from '../../functions/lib/export-files';
import { guardRule } from '../stacks/policy-checks';
import type { FunctionWithDefaults } from './function-with-defaults';

/** The variable that names the bucket to the functions (functions/lib/config.ts). */
export const UPLOADS_BUCKET_ENV = 'UPLOADS_BUCKET';

export interface UploadsBucketProps {
  /** Origins whose pages post upload forms (the site's); `*` when the site's address is not known at synth. */
  readonly corsOrigins: readonly string[];
}

export class UploadsBucket extends Construct {
  readonly bucket: s3.Bucket;

  constructor(scope: Construct, id: string, props: UploadsBucketProps) {
    super(scope, id);
    this.bucket = new s3.Bucket(this, 'Bucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      versioned: true,
      removalPolicy: RemovalPolicy.RETAIN,
      lifecycleRules: [
        // Posted and never confirmed (or refused: its earlier version too) — gone after a day.
        { id: 'incoming', prefix: INCOMING_PREFIX, expiration: Duration.days(1), noncurrentVersionExpiration: Duration.days(1) },
        // The admin's exports (personal data): kept EXPORT_KEEP_DAYS, their earlier versions a day.
        { id: 'exports', prefix: EXPORTS_PREFIX, expiration: Duration.days(EXPORT_KEEP_DAYS), noncurrentVersionExpiration: Duration.days(1), abortIncompleteMultipartUploadAfter: Duration.days(1) },
        // Originals are written once; a version replaced by a mistake is kept 30 days.
        { id: 'versions', noncurrentVersionExpiration: Duration.days(30), abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
      // The browser posts the form straight to the bucket: S3 answers the site's pages.
      cors: [{ allowedMethods: [s3.HttpMethods.POST], allowedOrigins: [...props.corsOrigins], allowedHeaders: ['*'], maxAge: 3600 }],
    });
    const noLogs =
      'Objects arrive only through presigned POST forms the admin-only API issues (each request logged by the function with the key and the hashed admin address) and are read only by two functions; the access-log bucket lives in the app stack, which depends on this one.';
    Validations.of(this.bucket).acknowledge(
      { id: 'AwsSolutions-S1', reason: noLogs },
      { id: guardRule('s3_bucket_logging_enabled_check'), reason: noLogs },
    );
  }
}

/** The bucket's name and ARN as `fn`'s stack sees them (an import of the data stack's export when the stacks differ). */
function bucketRefs(bucket: s3.IBucket, fn: FunctionWithDefaults): { bucketArn: string; bucketName: string } {
  const dataStack = Stack.of(bucket);
  const appStack = Stack.of(fn);
  if (appStack === dataStack) return { bucketArn: bucket.bucketArn, bucketName: bucket.bucketName };
  appStack.addStackDependency(dataStack, 'The functions read and write the uploads bucket');
  return { bucketArn: dataStack.exportValue(bucket.bucketArn), bucketName: dataStack.exportValue(bucket.bucketName) };
}

/** How cdk-nag writes an ARN in a finding: an imported value by its export's name. */
function arnInFindings(fn: FunctionWithDefaults, bucketArn: string): string {
  const resolved = Stack.of(fn).resolve(bucketArn) as { 'Fn::ImportValue'?: string } | string;
  return typeof resolved === 'string' ? resolved : (resolved['Fn::ImportValue'] ?? JSON.stringify(resolved));
}

/**
 * Gives the functions infra/lambdas.ts marks `exportFiles` the bucket's `exports/` prefix: its name in
 * UPLOADS_BUCKET; `write` may put objects there (a multipart upload's create, parts and completion
 * are s3:PutObject) and abort its uploads, `read` may get them (the presigned download links).
 */
export function grantExportFiles(bucket: s3.IBucket, fns: readonly { fn: FunctionWithDefaults; mode: 'read' | 'write' }[]): void {
  for (const { fn, mode } of fns) {
    const { bucketArn, bucketName } = bucketRefs(bucket, fn);
    const objects = `${bucketArn}/${EXPORTS_PREFIX}*`;
    fn.addEnvironment(UPLOADS_BUCKET_ENV, bucketName);
    fn.addToRolePolicy(new iam.PolicyStatement({ actions: mode === 'write' ? ['s3:PutObject', 's3:AbortMultipartUpload'] : ['s3:GetObject'], resources: [objects] }));
    Validations.of(fn).acknowledge({
      id: `AwsSolutions-IAM5[Resource::${arnInFindings(fn, bucketArn)}/${EXPORTS_PREFIX}*]`,
      reason:
        mode === 'write'
          ? 'Export files are named per export and run (exp_<ulid>-<run>.csv), made when the export runs; the grant is one prefix of the uploads bucket. Writes each file, in parts.'
          : 'Export files are named per export and run (exp_<ulid>-<run>.csv); the grant is one prefix of the uploads bucket. Signs the short-lived download links of ready exports.',
    });
  }
}

/**
 * Gives the two functions the bucket: its name in UPLOADS_BUCKET, and the grants of the header.
 * `bucketArn` is the bucket's ARN as the app stack sees it (an import of the data stack's export),
 * so that the acknowledged findings can name it.
 */
export function grantUploads(bucket: s3.IBucket, fns: { uploader: FunctionWithDefaults; reader: FunctionWithDefaults }): void {
  const dataStack = Stack.of(bucket);
  const appStack = Stack.of(fns.uploader);
  const bucketArn = appStack === dataStack ? bucket.bucketArn : dataStack.exportValue(bucket.bucketArn);
  const bucketName = appStack === dataStack ? bucket.bucketName : dataStack.exportValue(bucket.bucketName);
  if (appStack !== dataStack) appStack.addStackDependency(dataStack, 'The functions read and write the uploads bucket');
  const objects = (prefix: string) => `${bucketArn}/${prefix}*`;
  const list = new iam.PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucketArn] });

  fns.uploader.addEnvironment(UPLOADS_BUCKET_ENV, bucketName);
  fns.uploader.addToRolePolicy(list);
  fns.uploader.addToRolePolicy(new iam.PolicyStatement({ actions: ['s3:PutObject', 's3:GetObject', 's3:DeleteObject'], resources: [objects(INCOMING_PREFIX)] }));
  fns.uploader.addToRolePolicy(new iam.PolicyStatement({ actions: ['s3:PutObject', 's3:GetObject'], resources: [objects(ORIGINALS_PREFIX)] }));

  fns.reader.addEnvironment(UPLOADS_BUCKET_ENV, bucketName);
  fns.reader.addToRolePolicy(list);
  fns.reader.addToRolePolicy(new iam.PolicyStatement({ actions: ['s3:GetObject'], resources: [objects(ORIGINALS_PREFIX)] }));

  // How cdk-nag writes an imported value in a finding: the export's name.
  const resolved = appStack.resolve(bucketArn) as { 'Fn::ImportValue'?: string } | string;
  const arnText = typeof resolved === 'string' ? resolved : (resolved['Fn::ImportValue'] ?? JSON.stringify(resolved));
  const keys = 'Object keys are random (upload-…), made at request time; the grant is one prefix of the uploads bucket.';
  Validations.of(fns.uploader).acknowledge(
    { id: `AwsSolutions-IAM5[Resource::${arnText}/${INCOMING_PREFIX}*]`, reason: `${keys} Signs the upload forms, reads and deletes what was posted.` },
    { id: `AwsSolutions-IAM5[Resource::${arnText}/${ORIGINALS_PREFIX}*]`, reason: `${keys} Writes each accepted original once, and checks whether one exists.` },
  );
  Validations.of(fns.reader).acknowledge({ id: `AwsSolutions-IAM5[Resource::${arnText}/${ORIGINALS_PREFIX}*]`, reason: `${keys} Reads the originals it resizes.` });
}
