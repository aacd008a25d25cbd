/**
 * The public front door: a private S3 bucket for the SPA behind CloudFront (Origin Access
 * Control), with /api/*, /img/* and /calendar/* sent to the HTTP API, security headers on every response,
 * and access logs for both the bucket and the distribution.
 */
import * as fs from 'node:fs';
import { Annotations, CfnElement, DefaultStackSynthesizer, Duration, Stack, Validations, type SecretValue } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as triggers from 'aws-cdk-lib/triggers';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { ORIGIN_VERIFY_HEADER } from '../../functions/lib/edge';
import { guardRule } from '../stacks/policy-checks';
import { CONTENT_SECURITY_POLICY, DOOR_KIT_PATHS, DOOR_KIT_PERMISSIONS_POLICY, FRAME_OPTION, HSTS_MAX_AGE_SECONDS, PERMISSIONS_POLICY, REFERRER_POLICY } from './security-headers';
import { KNOWN_ROUTES_FILE, imageAcceptCode, notFoundStatusCode, readKnownRoutes, spaRewriteCode, viewerIpCode, type KnownRoutes } from './spa-routing';

export interface WebProps {
  /** `<api-id>.execute-api.<region>.amazonaws.com` */
  readonly apiDomainName: string;
  /** Sent to the API as the x-origin-verify header; the functions refuse requests without it. */
  readonly originSecret: SecretValue;
  /** The built SPA (web/dist); deployment is skipped with a warning when it does not exist. */
  readonly webDistDir: string;
  /** Custom domain served by the distribution (needs certificateArn). */
  readonly domainName?: string;
  /** ACM certificate in us-east-1 covering domainName. */
  readonly certificateArn?: string;
}

export class Web extends Construct {
  readonly siteBucket: s3.Bucket;
  readonly logsBucket: s3.Bucket;
  readonly distribution: cloudfront.Distribution;
  readonly deployment?: s3deploy.BucketDeployment;
  /** The paths the site answers (from the web build); every other path gets the not-found page with 404. */
  readonly knownRoutes: KnownRoutes;
  /**
   * The routes the event catalogue adds (an event's page, an event's door kit), which change
   * without a deploy: the viewer-request function reads them here; the site publisher writes them.
   */
  readonly liveRoutes: cloudfront.KeyValueStore;

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id);

    this.logsBucket = new s3.Bucket(this, 'LogsBucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // CloudFront standard logging writes with ACLs.
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_PREFERRED,
      // Versioned, so a log cannot be silently overwritten or deleted; every version expires after 90 days.
      versioned: true,
      lifecycleRules: [{ expiration: Duration.days(90), noncurrentVersionExpiration: Duration.days(90), abortIncompleteMultipartUploadAfter: Duration.days(7) }],
    });
    const selfLogging = 'This is the access-log bucket itself; logging it into itself would loop.';
    Validations.of(this.logsBucket).acknowledge(
      { id: 'AwsSolutions-S1', reason: selfLogging },
      { id: guardRule('s3_bucket_logging_enabled_check'), reason: selfLogging },
      { id: guardRule('s3_bucket_acl_prohibited_check'), reason: 'CloudFront standard logging writes log files with an ACL (it needs BucketOwnerPreferred); the bucket blocks every public ACL.' },
    );

    this.siteBucket = new s3.Bucket(this, 'SiteBucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      serverAccessLogsBucket: this.logsBucket,
      serverAccessLogsPrefix: 's3/site/',
      // Versioned, so a bad deploy can be rolled back for 30 days; replaced files then expire.
      versioned: true,
      lifecycleRules: [{ noncurrentVersionExpiration: Duration.days(30), abortIncompleteMultipartUploadAfter: Duration.days(7) }],
    });

    const known = fs.existsSync(props.webDistDir) ? readKnownRoutes(props.webDistDir) : { pages: [], shell: [], anyChild: [] };
    if (!known) throw new Error(`${props.webDistDir} has no list of the app's routes: run "npm run build:web".`);
    this.knownRoutes = known;
    this.liveRoutes = new cloudfront.KeyValueStore(this, 'LiveRoutes', { comment: "fika: the event catalogue's routes, written by the site publisher" });
    const spaFunction = new cloudfront.Function(this, 'SpaRewrite', {
      comment: 'Pages: prerendered <route>/index.html, the app shell for browser-only routes, else the not-found page',
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(spaRewriteCode(known)),
      keyValueStore: this.liveRoutes,
    });
    const notFoundStatus = new cloudfront.Function(this, 'NotFoundStatus', {
      comment: 'The not-found page answers with status 404',
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(notFoundStatusCode()),
    });
    const imageAccept = new cloudfront.Function(this, 'ImageAccept', {
      comment: 'Normalise Accept for the image cache key',
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(imageAcceptCode()),
    });
    const viewerIp = new cloudfront.Function(this, 'ViewerIp', {
      comment: 'Pass the viewer IP to the API (x-viewer-ip)',
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(viewerIpCode()),
    });

    const headersPolicy = (id: string, comment: string, permissionsPolicy: string) =>
      new cloudfront.ResponseHeadersPolicy(this, id, {
        comment,
        securityHeadersBehavior: {
          contentSecurityPolicy: { contentSecurityPolicy: CONTENT_SECURITY_POLICY, override: true },
          strictTransportSecurity: { accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS), includeSubdomains: true, override: true },
          frameOptions: { frameOption: FRAME_OPTION as cloudfront.HeadersFrameOption, override: true },
          contentTypeOptions: { override: true },
          referrerPolicy: { referrerPolicy: REFERRER_POLICY as cloudfront.HeadersReferrerPolicy, override: true },
        },
        customHeadersBehavior: {
          customHeaders: [{ header: 'Permissions-Policy', value: permissionsPolicy, override: true }],
        },
      });
    const securityHeaders = headersPolicy('SecurityHeaders', 'fika security headers', PERMISSIONS_POLICY);
    // The door kit's pages may ask for the camera (QR codes at the door); everything else the same.
    const doorKitHeaders = headersPolicy('DoorKitHeaders', 'fika security headers, camera allowed (door kit)', DOOR_KIT_PERMISSIONS_POLICY);

    const imageCache = new cloudfront.CachePolicy(this, 'ImageCache', {
      comment: 'Resized images: honour origin Cache-Control; key on size/format parameters and Accept',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.days(1),
      maxTtl: Duration.days(365),
      queryStringBehavior: cloudfront.CacheQueryStringBehavior.allowList('w', 'h', 'q', 'f', 'fit', 'p'),
      headerBehavior: cloudfront.CacheHeaderBehavior.allowList('Accept'),
      cookieBehavior: cloudfront.CacheCookieBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });

    const calendarCache = new cloudfront.CachePolicy(this, 'CalendarCache', {
      comment: 'Calendar feeds: honour origin Cache-Control (public feeds 15 min, personal feeds private); key on lang',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.minutes(15),
      maxTtl: Duration.hours(1),
      queryStringBehavior: cloudfront.CacheQueryStringBehavior.allowList('lang'),
      headerBehavior: cloudfront.CacheHeaderBehavior.none(),
      cookieBehavior: cloudfront.CacheCookieBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });

    const apiOrigin = new origins.HttpOrigin(props.apiDomainName, {
      protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
      // The functions refuse any request without it: the API answers only through this distribution.
      // (CloudFront replaces a viewer-sent header of the same name.)
      customHeaders: { [ORIGIN_VERIFY_HEADER]: props.originSecret.unsafeUnwrap() },
    });

    // Listing exposes no keys to viewers: the root has a default object and every other path is
    // rewritten by the viewer-request function, so a listing is never requested.
    Annotations.of(this).acknowledgeWarning(
      '@aws-cdk/aws-cloudfront-origins:listBucketSecurityRisk',
      'defaultRootObject is index.html and the SPA function rewrites every directory path to a page, so S3 never returns a listing; LIST only turns missing files into 404 instead of 403.',
    );
    const certificate = props.certificateArn ? acm.Certificate.fromCertificateArn(this, 'Certificate', props.certificateArn) : undefined;
    // LIST lets S3 answer 404 (not 403) for a file that does not exist.
    const siteOrigin = origins.S3BucketOrigin.withOriginAccessControl(this.siteBucket, {
      originAccessLevels: [cloudfront.AccessLevel.READ, cloudfront.AccessLevel.LIST],
    });
    const siteBehavior = (responseHeadersPolicy: cloudfront.IResponseHeadersPolicy): cloudfront.BehaviorOptions => ({
      origin: siteOrigin,
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy,
      compress: true,
      functionAssociations: [
        { function: spaFunction, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST },
        { function: notFoundStatus, eventType: cloudfront.FunctionEventType.VIEWER_RESPONSE },
      ],
    });
    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: 'fika',
      defaultRootObject: 'index.html',
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      priceClass: cloudfront.PriceClass.PRICE_CLASS_200,
      domainNames: props.domainName && certificate ? [props.domainName] : undefined,
      certificate,
      minimumProtocolVersion: certificate ? cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021 : undefined,
      sslSupportMethod: certificate ? cloudfront.SSLMethod.SNI : undefined,
      enableLogging: true,
      logBucket: this.logsBucket,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: siteBehavior(securityHeaders),
      additionalBehaviors: {
        ...Object.fromEntries(DOOR_KIT_PATHS.map((path) => [path, siteBehavior(doorKitHeaders)])),
        '/api/*': {
          origin: apiOrigin,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: securityHeaders,
          functionAssociations: [{ function: viewerIp, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
        },
        '/img/*': {
          origin: apiOrigin,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: imageCache,
          responseHeadersPolicy: securityHeaders,
          compress: true,
          functionAssociations: [{ function: imageAccept, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
        },
        '/calendar/*': {
          origin: apiOrigin,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: calendarCache,
          responseHeadersPolicy: securityHeaders,
          compress: true,
        },
      },
    });
    Validations.of(this.distribution).acknowledge(
      {
        id: 'AwsSolutions-CFR1',
        reason: 'The community is international (Japan, Hawaii, members travelling); there is no country to block.',
      },
      {
        id: 'AwsSolutions-CFR2',
        reason: 'No WAF web ACL (fixed monthly cost out of proportion for a community site); abuse is limited by API Gateway throttling per route and per-email/IP rate limits in the handlers.',
      },
    );
    if (!certificate) {
      const reason = 'Without a custom domain the distribution uses the default *.cloudfront.net certificate, whose TLS policy cannot be set; pass domainName and certificateArn to enforce TLSv1.2_2021 (with SNI).';
      Validations.of(this.distribution).acknowledge(
        { id: 'AwsSolutions-CFR4', reason },
        { id: guardRule('cloudfront_custom_ssl_certificate_check'), reason },
        { id: guardRule('cloudfront_sni_enabled_check'), reason },
        { id: guardRule('cloudfront_security_policy_check'), reason },
      );
    }

    if (fs.existsSync(props.webDistDir)) {
      // Hashed assets first and immutable; then everything else, revalidated on each visit, with the
      // old hashed files kept so pages already open keep working.
      const assets = new s3deploy.BucketDeployment(this, 'DeployAssets', {
        sources: [s3deploy.Source.asset(props.webDistDir)],
        destinationBucket: this.siteBucket,
        exclude: ['*'],
        include: ['assets/*'],
        prune: false,
        memoryLimit: 512,
        cacheControl: [s3deploy.CacheControl.fromString('public, max-age=31536000, immutable')],
      });
      this.deployment = new s3deploy.BucketDeployment(this, 'DeploySite', {
        sources: [s3deploy.Source.asset(props.webDistDir)],
        destinationBucket: this.siteBucket,
        // The route list is turned into the CloudFront Function; the site does not serve it.
        exclude: ['assets/*', KNOWN_ROUTES_FILE],
        prune: true,
        memoryLimit: 512,
        cacheControl: [s3deploy.CacheControl.fromString('public, max-age=0, must-revalidate')],
        distribution: this.distribution,
        distributionPaths: ['/*'],
      });
      this.deployment.node.addDependency(assets);
      this.acknowledgeDeploymentHandler();
    } else {
      Annotations.of(this).addWarningV2(
        'fika:no-web-build',
        `${props.webDistDir} does not exist: the site bucket is created but not filled. Run "npm run build:web" before deploying (npm run deploy does).`,
      );
    }
  }

  /**
   * Lets the site publisher (functions/consumers/site-publisher) write the site: the pages, data
   * files and sitemap in the bucket, the live routes in the key value store, invalidations of the
   * distribution. And after every deploy (which puts the build's pages back in the bucket) it runs
   * once: it loads the initial data into the table where it never was, then publishes the whole
   * catalogue over the build's pages (a CDK trigger, after the site's deployment).
   */
  publishTo(fn: lambda.Function): void {
    fn.addEnvironment('SITE_BUCKET', this.siteBucket.bucketName);
    fn.addEnvironment('SITE_DISTRIBUTION_ID', this.distribution.distributionId);
    fn.addEnvironment('SITE_ROUTES_KVS_ARN', this.liveRoutes.keyValueStoreArn);
    fn.addToRolePolicy(new iam.PolicyStatement({ actions: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'], resources: [this.siteBucket.arnForObjects('*')] }));
    fn.addToRolePolicy(new iam.PolicyStatement({ actions: ['cloudfront:CreateInvalidation'], resources: [this.distribution.distributionArn] }));
    fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['cloudfront-keyvaluestore:DescribeKeyValueStore', 'cloudfront-keyvaluestore:ListKeys', 'cloudfront-keyvaluestore:UpdateKeys'],
        resources: [this.liveRoutes.keyValueStoreArn],
      }),
    );
    const bucketId = Stack.of(this).getLogicalId(this.siteBucket.node.defaultChild as CfnElement);
    Validations.of(fn).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${bucketId}.Arn>/*]`,
      reason: 'The site publisher writes and removes the pages, data files and sitemap of any published event: object keys are the site\'s paths.',
    });
    if (!this.deployment) return;
    const trigger = new triggers.Trigger(this, 'PublishAfterDeploy', {
      handler: fn,
      executeAfter: [this.deployment],
      // Every deploy of a new build (its renderer changes the function's code), when the deployment
      // has just replaced the bucket's pages with the build's.
      executeOnHandlerChange: true,
      // Queued, not waited for: the function runs one instance at a time (a publish under way would
      // throttle a synchronous call and fail the deploy); a failure goes to its on-failure queue.
      invocationType: triggers.InvocationType.EVENT,
    });
    // The trigger invokes the function's current version: granted on the version itself.
    Annotations.of(fn).acknowledgeWarning(
      '@aws-cdk/aws-lambda:addPermissionsToVersionOrAlias',
      'Only the deploy trigger invokes a version of the site publisher, and the trigger grants itself invoke on that version (aws-cdk-lib triggers).',
    );
    this.acknowledgeTriggerProvider(trigger);
  }

  /** The trigger's provider is a CDK-owned singleton at stack level; its findings are acknowledged there. */
  private acknowledgeTriggerProvider(trigger: triggers.Trigger): void {
    const stack = Stack.of(this);
    const provider = stack.node.children.find((c) => c.node.id.startsWith('AWSCDK.TriggerCustomResourceProvider'));
    if (!provider) throw new Error(`Trigger provider not found for ${trigger.node.path}: has aws-cdk-lib changed its construct id?`);
    const why = 'CDK-managed trigger provider (invokes the site publisher once after each deploy); its role and runtime are generated by aws-cdk-lib.';
    Validations.of(provider).acknowledge(
      { id: 'AwsSolutions-L1', reason: `${why} Its runtime is pinned by aws-cdk-lib.` },
      { id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]', reason: `${why} Managed policy only for writing its logs.` },
      { id: guardRule('lambda_inside_vpc_check'), reason: `${why} It calls only the Lambda API, a public AWS endpoint; a VPC would add endpoints at a fixed cost.` },
    );
  }

  /** BucketDeployment runs a CDK-owned singleton Lambda at stack level; its findings are acknowledged there. */
  private acknowledgeDeploymentHandler(): void {
    const stack = Stack.of(this);
    const handler = stack.node.children.find((c) => c.node.id.startsWith('Custom::CDKBucketDeployment'));
    if (!handler) throw new Error('BucketDeployment handler not found: has aws-cdk-lib changed its construct id?');
    const qualifier = (this.node.tryGetContext('@aws-cdk/core:bootstrapQualifier') as string | undefined) ?? DefaultStackSynthesizer.DEFAULT_QUALIFIER;
    const siteBucketId = stack.getLogicalId(this.siteBucket.node.defaultChild as CfnElement);
    const why = 'CDK-managed BucketDeployment handler (copies web/dist from the CDK assets bucket to the site bucket and invalidates CloudFront); its role and runtime are generated by aws-cdk-lib.';
    Validations.of(handler).acknowledge(
      { id: 'AwsSolutions-L1', reason: `${why} Its runtime is pinned by aws-cdk-lib.` },
      { id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]', reason: `${why} Managed policy only for writing its logs.` },
      { id: 'AwsSolutions-IAM5[Resource::*]', reason: `${why} cloudfront:CreateInvalidation/GetInvalidation have no resource-level permissions in the generated policy.` },
      { id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::cdk-${qualifier}-assets-<AWS::AccountId>-<AWS::Region>/*]`, reason: `${why} Reads the uploaded zip from the bootstrap assets bucket.` },
      { id: `AwsSolutions-IAM5[Resource::<${siteBucketId}.Arn>/*]`, reason: `${why} Writes and prunes every object of the site bucket.` },
      { id: 'AwsSolutions-IAM5[Action::s3:GetObject*]', reason: `${why} Generated by bucket.grantRead/grantReadWrite.` },
      { id: 'AwsSolutions-IAM5[Action::s3:GetBucket*]', reason: `${why} Generated by bucket.grantRead/grantReadWrite.` },
      { id: 'AwsSolutions-IAM5[Action::s3:List*]', reason: `${why} Generated by bucket.grantRead/grantReadWrite (needed to prune).` },
      { id: 'AwsSolutions-IAM5[Action::s3:DeleteObject*]', reason: `${why} Prune deletes files no longer in the build.` },
      { id: 'AwsSolutions-IAM5[Action::s3:Abort*]', reason: `${why} Aborts failed multipart uploads.` },
    );
  }
}
