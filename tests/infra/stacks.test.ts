/**
 * The CDK app against its sources of truth: infra/lambdas.ts, functions/routes.ts,
 * events/catalogue.ts, functions/lib/table-def.ts. The app is built (and every function bundled)
 * once per file.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { App, SecretValue, Stack, Stage, type PolicyViolation } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_SOURCE, detailTypes, retryPolicy, routing } from '../../events/catalogue';
import { routeKeys, routes } from '../../functions/routes';
import { FUNCTION_PATH_PREFIXES } from '../../api/endpoints';
import { authorizerLambda, consumerNames, groupLambdas, groupNames, jobsLambda, lambdas } from '../../infra/lambdas';
import { attributeDefinitions, tableDefinition } from '../../functions/lib/table-def';
import { Web } from '../../infra/constructs/web';
import { CONTENT_SECURITY_POLICY, DOOR_KIT_PERMISSIONS_POLICY, SECURITY_HEADERS, securityHeadersFor } from '../../infra/constructs/security-headers';
import { ORIGIN_VERIFY_HEADER } from '../../functions/lib/edge';
import { CfnGuardValidator } from '@cdklabs/cdk-validator-cfnguard';
import { KNOWN_ROUTES_FILE, notFoundStatusCode, spaRewriteCode } from '../../infra/constructs/spa-routing';
import { buildFika, type FikaStacks } from '../../infra/stacks/index';
import { projectRoot } from '../../infra/constructs/function-with-defaults';
import { BUNDLE_BUDGET_BYTES, overBudget } from '../../infra/bundling';
import { PIPE_RETRY_ATTEMPTS } from '../../infra/constructs/outbox-pipe';
import { OUTBOX_DETAIL_TEMPLATE, OUTBOX_DETAIL_TYPE_PATH, OUTBOX_STREAM_FILTER } from '../../functions/lib/event-outbox';

type Resource = { Type: string; Properties: Record<string, any>; DependsOn?: string[]; DeletionPolicy?: string; Metadata?: Record<string, any> };

/** Every variable of the contract in functions/lib/config.ts that CDK must set. */
const ENV_CONTRACT = ['PORTS', 'TABLE_NAME', 'SITE_URL', 'MAIL_FROM', 'TEAM_EMAIL', 'ADMIN_EMAILS', 'SES_CONFIGURATION_SET', 'SECRETS_ARN'];

/** The stand-in web build's routes: its event pages are the catalogue's (`live`), read from the key value store. */
const STAND_IN_ROUTES = { pages: ['/', '/about', '/events/tokyo-october-fika'], shell: ['/admin'], anyChild: [], live: ['/events'] };

let tmp: string;
let stacks: FikaStacks;
let appT: Template;
let dataT: Template;
let res: Record<string, Resource>;
let nagViolations: PolicyViolation[];
type GuardViolation = { ruleName: string; reason?: string; violatingConstructs: { constructPath: string }[] };
let guardReport: { violations: GuardViolation[]; suppressedViolations?: GuardViolation[] } | undefined;

const ofType = (type: string): [string, Resource][] => Object.entries(res).filter(([, r]) => r.Type === type);
const tag = (r: Resource, key: string): string | undefined =>
  (r.Properties.Tags as { Key: string; Value: string }[] | undefined)?.find((t) => t.Key === key)?.Value;
const fnLogicalId = (role: string, name: string): string => {
  const found = ofType('AWS::Lambda::Function').filter(([, r]) => tag(r, 'fika:role') === role && tag(r, 'fika:name') === name);
  expect(found, `${role} function ${name}`).toHaveLength(1);
  return found[0][0];
};

beforeAll(() => {
  const started = Date.now();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'fika-infra-'));
  // A stand-in web build, so the BucketDeployment path (and its cdk-nag findings) is exercised.
  const dist = path.join(tmp, 'dist');
  for (const dir of ['assets', 'about', 'events/tokyo-october-fika']) fs.mkdirSync(path.join(dist, dir), { recursive: true });
  for (const file of ['index.html', 'about/index.html', 'events/tokyo-october-fika/index.html']) fs.writeFileSync(path.join(dist, file), '<!doctype html>');
  fs.writeFileSync(path.join(dist, 'assets/app-1234.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dist, '404.html'), '<!doctype html>');
  fs.writeFileSync(path.join(dist, KNOWN_ROUTES_FILE), JSON.stringify(STAND_IN_ROUTES));

  // The built-in CloudFormation schema validation (~5-20 s) still runs in `npm run synth`; here cdk-nag is run directly below.
  const app = new App({
    outdir: path.join(tmp, 'cdk.out'),
    builtinCloudFormationValidation: false,
    context: { webDist: dist, adminEmails: 'Admin@Example.com, ops@example.com' },
  });
  stacks = buildFika(app);
  appT = Template.fromStack(stacks.app);
  dataT = Template.fromStack(stacks.data);
  res = appT.toJSON().Resources as Record<string, Resource>;
  nagViolations = new AwsSolutionsChecks().validateScope(app).violations;
  // Synth ran both plugins (and throws on any unacknowledged finding); its report lists what was acknowledged.
  const report = JSON.parse(fs.readFileSync(path.join(Stage.of(stacks.app)!.outdir, 'validation-report.json'), 'utf8'));
  guardReport = report.pluginReports.find((r: { pluginName: string }) => r.pluginName === 'cdk-validator-cfnguard');
  console.log(`infra: app built, bundled and synthesised in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}, 240_000);

afterAll(() => {
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

describe('cdk-nag AwsSolutions', () => {
  it('has no unacknowledged findings (errors or warnings)', () => {
    const summary = nagViolations.map((v) => `${v.ruleName}: ${v.violatingResources.map((r) => r.constructPath).join(', ')}`);
    expect(summary).toEqual([]);
  });

  it('leaves no CDK warnings or errors on the stacks', () => {
    // The messages of the assembly synthesised above (Annotations.fromStack would synthesise the whole
    // app again, bundling every function, on each call).
    const assembly = Stage.of(stacks.app)!.synth();
    for (const stack of [stacks.app, stacks.data]) {
      const messages = assembly.getStackArtifact(stack.artifactId).messages.filter((m) => m.level === 'error' || m.level === 'warning');
      expect(messages.map((m) => `${m.level} ${m.id}: ${String(m.entry.data)}`)).toEqual([]);
    }
  });
});

describe('cfn-guard (AWS Control Tower proactive controls)', () => {
  it('has no unacknowledged findings, and every acknowledged one says why', () => {
    expect(guardReport, 'cfn-guard ran and acknowledged findings').toBeDefined();
    expect(guardReport!.violations.map((v) => `${v.ruleName}: ${v.violatingConstructs.map((c) => c.constructPath).join(', ')}`)).toEqual([]);
    for (const v of guardReport!.suppressedViolations ?? []) expect(v.reason?.trim().split(/\s+/).length ?? 0, `${v.ruleName} needs a reason`).toBeGreaterThanOrEqual(6);
  });

  it('fixes, rather than acknowledges, S3 versioning and lifecycle, KMS grants and DLQ findings', () => {
    const acknowledged = new Set((guardReport!.suppressedViolations ?? []).map((v) => v.ruleName));
    for (const rule of ['s3_bucket_versioning_enabled_check', 's3_lifecycle_policy_check', 'kms_create_grant_aws_service_check', 'sqs_queue_encrypted_check']) {
      expect(acknowledged.has(rule), rule).toBe(false);
    }
    for (const [id, b] of ofType('AWS::S3::Bucket')) {
      expect(b.Properties.VersioningConfiguration, id).toEqual({ Status: 'Enabled' });
      expect(b.Properties.LifecycleConfiguration.Rules, id).toEqual(expect.arrayContaining([expect.objectContaining({ NoncurrentVersionExpiration: expect.anything() })]));
    }
  });

  it('every Lambda permission for a service names the source and the account', () => {
    const permissions = ofType('AWS::Lambda::Permission').filter(([, p]) => String(p.Properties.Principal).endsWith('.amazonaws.com'));
    expect(permissions.length).toBeGreaterThan(routes.length);
    for (const [id, p] of permissions) {
      expect(p.Properties.SourceArn, id).toBeDefined();
      expect(p.Properties.SourceAccount, id).toEqual({ Ref: 'AWS::AccountId' });
    }
  });

  it('with a custom domain the distribution passes the TLS rules (TLS 1.2 minimum, SNI, own certificate) without acknowledgement', () => {
    const app = new App({ outdir: path.join(tmp, 'cdk.out.tls'), builtinCloudFormationValidation: false });
    const stack = new Stack(app, 'Tls');
    new Web(stack, 'Web', {
      apiDomainName: 'abc123.execute-api.ap-northeast-1.amazonaws.com',
      originSecret: SecretValue.unsafePlainText('test-origin-secret'),
      webDistDir: path.join(tmp, 'missing'),
      domainName: 'fika.example.com',
      certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
    });
    const assembly = app.synth();
    const tls = ['cloudfront_custom_ssl_certificate_check', 'cloudfront_sni_enabled_check', 'cloudfront_security_policy_check'];
    const found = new CfnGuardValidator().validate({ appConstruct: app, templatePaths: [assembly.getStackByName('Tls').templateFullPath] } as never);
    expect(found.violations.map((v) => v.ruleName).filter((r) => tls.includes(r))).toEqual([]);
    const [dist] = Object.values(Template.fromStack(stack).findResources('AWS::CloudFront::Distribution')) as Resource[];
    expect(dist.Properties.DistributionConfig.ViewerCertificate).toMatchObject({ MinimumProtocolVersion: 'TLSv1.2_2021', SslSupportMethod: 'sni-only' });
  });
});

describe('functions', () => {
  it('one Lambda per action group, sized from lambdas.ts', () => {
    const groupFns = ofType('AWS::Lambda::Function').filter(([, r]) => tag(r, 'fika:role') === 'group');
    expect(groupFns.map(([, r]) => tag(r, 'fika:name')).sort()).toEqual([...groupNames].sort());
    for (const [group, def] of Object.entries(groupLambdas)) {
      const fn = res[fnLogicalId('group', group)].Properties;
      expect(fn.MemorySize, group).toBe(def.memoryMb);
      expect(fn.Timeout, group).toBe(def.timeoutS);
      expect(fn.Architectures, group).toEqual([def.nodeModules.length ? 'x86_64' : 'arm64']);
    }
  });

  it('one Lambda per consumer, plus the jobs function and the admin authorizer', () => {
    for (const name of consumerNames) fnLogicalId('consumer', name);
    fnLogicalId('job', 'jobs');
    fnLogicalId('authorizer', authorizerLambda.name);
  });

  it('every Lambda of lambdas.ts, with its memory and timeout, and no other', () => {
    expect(ofType('AWS::Lambda::Function').filter(([, r]) => tag(r, 'fika:role') !== undefined)).toHaveLength(lambdas.length);
    for (const def of lambdas) {
      const fn = res[fnLogicalId(def.role, def.name)].Properties;
      expect(fn.MemorySize, def.name).toBe(def.memoryMb);
      expect(fn.Timeout, def.name).toBe(def.timeoutS);
    }
  });

  it('house defaults and the full environment contract on every application function', () => {
    const appFns = ofType('AWS::Lambda::Function').filter(([, r]) => tag(r, 'fika:role') !== undefined);
    expect(appFns).toHaveLength(groupNames.length + consumerNames.length + 2);
    for (const [id, { Properties: p }] of appFns) {
      expect(p.Runtime, id).toBe('nodejs22.x');
      expect(p.TracingConfig, id).toEqual({ Mode: 'Active' });
      expect(p.LoggingConfig?.LogGroup, id).toBeDefined();
      const env = p.Environment.Variables as Record<string, unknown>;
      for (const key of ENV_CONTRACT) expect(env[key], `${id} ${key}`).toBeDefined();
      expect(env.PORTS).toBe('aws');
      expect(env.ADMIN_EMAILS).toBe('admin@example.com,ops@example.com');
    }
  });

  it('grants are scoped: table + named indexes, the SES identity and set, the secret; no function puts events on the bus', () => {
    const policies = ofType('AWS::IAM::Policy').filter(([id]) => /^(Api|Events)/.test(id) && !id.startsWith('EventsSchedulerRole'));
    for (const [id, p] of policies) {
      const statements = p.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[];
      const actions = statements.flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]));
      expect(actions, id).toEqual(expect.arrayContaining(['dynamodb:Query', 'ses:SendEmail', 'secretsmanager:GetSecretValue']));
      expect(actions, id).not.toContain('events:PutEvents');
      expect(actions, id).not.toContain('dynamodb:Scan');
      expect(actions.filter((a) => a.endsWith('*')), id).toEqual([]);
      const wildcards = statements.filter((s) => s.Resource === '*').flatMap((s) => s.Action);
      expect(wildcards, id).toEqual(['xray:PutTraceSegments', 'xray:PutTelemetryRecords']);
    }
  });

  it('images bundles sharp with its linux-x64 binaries into the asset', () => {
    const fn = res[fnLogicalId('group', 'images')];
    const hash = (fn.Properties.Code.S3Key as string).replace(/\.zip$/, '');
    const assetDir = path.join(Stage.of(stacks.app)!.outdir, `asset.${hash}`);
    for (const pkg of ['sharp', '@img/sharp-linux-x64', '@img/sharp-libvips-linux-x64', 'detect-libc', 'semver']) {
      expect(fs.existsSync(path.join(assetDir, 'node_modules', pkg, 'package.json')), pkg).toBe(true);
    }
    const binding = fs.readdirSync(path.join(assetDir, 'node_modules/@img/sharp-linux-x64/lib'));
    expect(binding.some((f) => f.endsWith('.node'))).toBe(true);
    expect(fs.existsSync(path.join(assetDir, 'index.mjs'))).toBe(true);
    // The originals travel in the asset, where IMAGES_DIR points.
    const originals = fs.readdirSync(path.join(projectRoot, 'content/images')).filter((f) => f.endsWith('.jpg'));
    expect(fs.readdirSync(path.join(assetDir, 'images')).sort()).toEqual(originals.sort());
    expect(fn.Properties.Environment.Variables.IMAGES_DIR).toBe('/var/task/images');
  });

  it(`every function's bundle (index.mjs as deployed) is within ${BUNDLE_BUDGET_BYTES / 1024} KB`, () => {
    const sizes: Record<string, number> = {};
    for (const [, fn] of ofType('AWS::Lambda::Function').filter(([, r]) => tag(r, 'fika:name'))) {
      const hash = (fn.Properties.Code.S3Key as string).replace(/\.zip$/, '');
      sizes[`${tag(fn, 'fika:role')} ${tag(fn, 'fika:name')}`] = fs.statSync(path.join(Stage.of(stacks.app)!.outdir, `asset.${hash}`, 'index.mjs')).size;
    }
    expect(Object.keys(sizes)).toHaveLength(lambdas.length);
    expect(overBudget(sizes)).toEqual([]);
    // The check itself: one byte over the budget is named.
    expect(overBudget({ ...sizes, inflated: BUNDLE_BUDGET_BYTES + 1 })).toEqual([`inflated: ${(BUNDLE_BUDGET_BYTES / 1024 + 1 / 1024).toFixed(1)} KB (budget ${BUNDLE_BUDGET_BYTES / 1024} KB)`]);
  });
});

describe('HTTP API', () => {
  it('every route of routes.ts, GET ones with HEAD too, with the authorizer exactly on admin routes', () => {
    const apiRoutes = ofType('AWS::ApiGatewayV2::Route');
    expect(apiRoutes.map(([, r]) => r.Properties.RouteKey).sort()).toEqual(routes.flatMap(routeKeys).sort());
    expect(apiRoutes.map(([, r]) => r.Properties.RouteKey)).toContain('HEAD /img/{proxy+}');
    for (const route of routes) {
      for (const key of routeKeys(route)) {
        appT.hasResourceProperties('AWS::ApiGatewayV2::Route', {
          RouteKey: key,
          AuthorizationType: route.auth === 'admin' ? 'CUSTOM' : 'NONE',
          ...(route.auth === 'admin' ? { AuthorizerId: Match.anyValue() } : {}),
        });
      }
    }
  });

  it("each route integrates its own group's function (payload 2.0)", () => {
    for (const [, r] of ofType('AWS::ApiGatewayV2::Route')) {
      const route = routes.find((x) => routeKeys(x).includes(r.Properties.RouteKey))!;
      const integrationId = (r.Properties.Target['Fn::Join'][1] as unknown[])[1] as { Ref: string };
      const integration = res[integrationId.Ref].Properties;
      expect(integration.PayloadFormatVersion).toBe('2.0');
      expect(integration.IntegrationUri).toEqual({ 'Fn::GetAtt': [fnLogicalId('group', route.group), 'Arn'] });
    }
  });

  it('admin authorizer: Lambda REQUEST, simple responses, authorization header, no cache', () => {
    appT.resourceCountIs('AWS::ApiGatewayV2::Authorizer', 1);
    appT.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'REQUEST',
      AuthorizerPayloadFormatVersion: '2.0',
      EnableSimpleResponses: true,
      IdentitySource: ['$request.header.authorization'],
      AuthorizerResultTtlInSeconds: 0,
      AuthorizerUri: Match.objectLike({ 'Fn::Join': Match.arrayWith([Match.arrayWith([{ 'Fn::GetAtt': [fnLogicalId('authorizer', authorizerLambda.name), 'Arn'] }])]) }),
    });
  });

  it('default stage: access logs, default throttling and per-route throttling from the groups', () => {
    const [[, stage]] = ofType('AWS::ApiGatewayV2::Stage');
    expect(stage.Properties.StageName).toBe('$default');
    expect(stage.Properties.AccessLogSettings.DestinationArn).toBeDefined();
    expect(stage.Properties.DefaultRouteSettings.ThrottlingRateLimit).toBeGreaterThan(0);
    const expected = Object.fromEntries(
      routes.flatMap((r) => routeKeys(r).map((key) => [key, { ThrottlingRateLimit: groupLambdas[r.group].rateLimit, ThrottlingBurstLimit: groupLambdas[r.group].burstLimit }])),
    );
    expect(stage.Properties.RouteSettings).toEqual(expected);
    const routeIds = ofType('AWS::ApiGatewayV2::Route').map(([id]) => id);
    expect(stage.DependsOn).toEqual(expect.arrayContaining(routeIds));
  });
});

describe('events', () => {
  it('one rule per detail-type, one target per consumer, each with retries and the rule DLQ', () => {
    const rules = ofType('AWS::Events::Rule');
    expect(rules).toHaveLength(detailTypes.length);
    const dlqs = new Set<string>();
    for (const dt of detailTypes) {
      const matching = rules.filter(([, r]) => JSON.stringify(r.Properties.EventPattern) === JSON.stringify({ source: [EVENT_SOURCE], 'detail-type': [dt] }));
      expect(matching, dt).toHaveLength(1);
      const [[, rule]] = matching;
      expect(rule.Properties.EventBusName).toBeDefined();
      const targets = rule.Properties.Targets as { Arn: unknown; DeadLetterConfig?: { Arn: { 'Fn::GetAtt': [string, string] } }; RetryPolicy?: unknown }[];
      expect(targets, dt).toHaveLength(routing[dt].length);
      expect(targets.map((t) => t.Arn)).toEqual(expect.arrayContaining(routing[dt].map((c) => ({ 'Fn::GetAtt': [fnLogicalId('consumer', c), 'Arn'] }))));
      const ruleDlqs = new Set(targets.map((t) => t.DeadLetterConfig?.Arn['Fn::GetAtt'][0]));
      expect(ruleDlqs.size, dt).toBe(1);
      for (const t of targets) {
        expect(t.DeadLetterConfig, dt).toBeDefined();
        expect(t.RetryPolicy, dt).toEqual({ MaximumRetryAttempts: retryPolicy.maximumRetryAttempts, MaximumEventAgeInSeconds: retryPolicy.maximumEventAgeSeconds });
      }
      dlqs.add([...ruleDlqs][0]!);
    }
    expect(dlqs.size).toBe(detailTypes.length);
  });

  it('consumers send what keeps failing to an on-failure queue', () => {
    for (const name of consumerNames) {
      appT.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
        FunctionName: { Ref: fnLogicalId('consumer', name) },
        MaximumRetryAttempts: Match.anyValue(),
        DestinationConfig: { OnFailure: { Destination: Match.objectLike({ 'Fn::GetAtt': Match.arrayWith(['Arn']) }) } },
      });
    }
  });

  it('every queue is a DLQ that is encrypted, SSL-only, and alarmed when it holds a message', () => {
    const queues = ofType('AWS::SQS::Queue');
    expect(queues.length).toBeGreaterThanOrEqual(detailTypes.length + consumerNames.length);
    const alarms = ofType('AWS::CloudWatch::Alarm');
    for (const [id, q] of queues) {
      expect(q.Properties.SqsManagedSseEnabled, id).toBe(true);
      expect(q.Properties.MessageRetentionPeriod, id).toBe(14 * 24 * 3600);
      const alarm = alarms.filter(([, a]) =>
        (a.Properties.Dimensions as { Name: string; Value: unknown }[]).some((d) => d.Name === 'QueueName' && JSON.stringify(d.Value) === JSON.stringify({ 'Fn::GetAtt': [id, 'QueueName'] })),
      );
      expect(alarm, id).toHaveLength(1);
      expect(alarm[0][1].Properties).toMatchObject({ MetricName: 'ApproximateNumberOfMessagesVisible', Threshold: 0, ComparisonOperator: 'GreaterThanThreshold' });
      expect(alarm[0][1].Properties.AlarmActions).toHaveLength(1);
      appT.hasResourceProperties('AWS::SQS::QueuePolicy', {
        Queues: [{ Ref: id }],
        PolicyDocument: { Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]) },
      });
    }
  });

  it('the outbox pipe: the table stream, new outbox items only, each put on the bus as its event, a DLQ behind it', () => {
    dataT.hasResourceProperties('AWS::DynamoDB::Table', { StreamSpecification: { StreamViewType: tableDefinition.streamViewType } });
    const pipes = ofType('AWS::Pipes::Pipe');
    expect(pipes).toHaveLength(1);
    const p = pipes[0][1].Properties;
    expect(JSON.stringify(p.Source)).toMatch(/StreamArn/);
    expect(JSON.parse(p.SourceParameters.FilterCriteria.Filters[0].Pattern)).toEqual(OUTBOX_STREAM_FILTER);
    expect(p.SourceParameters.DynamoDBStreamParameters).toMatchObject({ StartingPosition: 'TRIM_HORIZON', MaximumRetryAttempts: PIPE_RETRY_ATTEMPTS });
    expect(JSON.stringify(p.SourceParameters.DynamoDBStreamParameters.DeadLetterConfig.Arn)).toMatch(/OutboxDlq/);
    expect(JSON.stringify(p.Target)).toMatch(/Bus/);
    expect(p.TargetParameters).toEqual({
      InputTemplate: OUTBOX_DETAIL_TEMPLATE,
      EventBridgeEventBusParameters: { DetailType: OUTBOX_DETAIL_TYPE_PATH, Source: EVENT_SOURCE },
    });
    // The pipe's role reads the stream, puts on the bus and sends to its DLQ, nothing else.
    const roleId = (p.RoleArn as { 'Fn::GetAtt': string[] })['Fn::GetAtt'][0];
    const policies = ofType('AWS::IAM::Policy').filter(([, r]) => JSON.stringify(r.Properties.Roles).includes(roleId));
    const actions = policies.flatMap(([, r]) => r.Properties.PolicyDocument.Statement.flatMap((st: { Action: string | string[] }) => [st.Action].flat()));
    expect(actions.sort()).toEqual(['dynamodb:DescribeStream', 'dynamodb:GetRecords', 'dynamodb:GetShardIterator', 'dynamodb:ListStreams', 'events:PutEvents', 'sqs:GetQueueAttributes', 'sqs:GetQueueUrl', 'sqs:SendMessage'].sort());
  });

  it('one schedule per job, invoking the jobs function with {"job": name}', () => {
    const found = ofType('AWS::Scheduler::Schedule');
    expect(found).toHaveLength(jobsLambda.schedules.length);
    const jobsArn = { 'Fn::GetAtt': [fnLogicalId('job', 'jobs'), 'Arn'] };
    for (const s of jobsLambda.schedules) {
      appT.hasResourceProperties('AWS::Scheduler::Schedule', {
        ScheduleExpression: `rate(${s.rateMinutes} minutes)`,
        State: 'ENABLED',
        Target: Match.objectLike({ Arn: jobsArn, Input: JSON.stringify({ job: s.job }), DeadLetterConfig: Match.anyValue() }),
      });
    }
  });
});

describe('data', () => {
  it('the single table matches tableDefinition', () => {
    dataT.resourceCountIs('AWS::DynamoDB::Table', 1);
    const [table] = Object.values(dataT.findResources('AWS::DynamoDB::Table')) as Resource[];
    const p = table.Properties;
    expect(p.KeySchema).toEqual([
      { AttributeName: tableDefinition.partitionKey, KeyType: 'HASH' },
      { AttributeName: tableDefinition.sortKey, KeyType: 'RANGE' },
    ]);
    const byName = (a: { AttributeName: string }, b: { AttributeName: string }): number => a.AttributeName.localeCompare(b.AttributeName);
    expect([...p.AttributeDefinitions].sort(byName)).toEqual([...attributeDefinitions()].sort(byName));
    expect(p.GlobalSecondaryIndexes).toEqual(
      tableDefinition.globalSecondaryIndexes.map((g) => ({
        IndexName: g.name,
        KeySchema: [
          { AttributeName: g.partitionKey, KeyType: 'HASH' },
          { AttributeName: g.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    );
    expect(p.BillingMode).toBe('PAY_PER_REQUEST');
    expect(p.TimeToLiveSpecification).toEqual({ AttributeName: tableDefinition.ttlAttribute, Enabled: true });
    expect(p.PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
    expect(p.DeletionProtectionEnabled).toBe(true);
    expect(table.DeletionPolicy).toBe('Retain');
  });

  it('the application secret holds the three keys and is retained', () => {
    dataT.hasResource('AWS::SecretsManager::Secret', {
      DeletionPolicy: 'Retain',
      Properties: {
        GenerateSecretString: Match.objectLike({
          GenerateStringKey: 'signingSecret',
          SecretStringTemplate: Match.serializedJson({ stripeSecretKey: Match.anyValue(), stripeWebhookSecret: Match.anyValue() }),
        }),
      },
    });
  });
});

describe('uploads', () => {
  it("the uploads bucket: the data stack's, retained, private, SSE-S3, SSL-only, versioned; unconfirmed uploads and exports expire; POST from the site's pages", () => {
    const buckets = Object.entries(dataT.toJSON().Resources as Record<string, Resource>).filter(([, r]) => r.Type === 'AWS::S3::Bucket');
    expect(buckets).toHaveLength(1);
    const [[id, b]] = buckets;
    expect(b.DeletionPolicy).toBe('Retain');
    expect(b.Properties.PublicAccessBlockConfiguration).toEqual({ BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true });
    expect(b.Properties.BucketEncryption.ServerSideEncryptionConfiguration[0].ServerSideEncryptionByDefault.SSEAlgorithm).toBe('AES256');
    expect(b.Properties.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    expect(b.Properties.LifecycleConfiguration.Rules).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ Prefix: 'incoming/', ExpirationInDays: 1, NoncurrentVersionExpiration: { NoncurrentDays: 1 } }),
        // The admin's CSV exports (personal data): 7 days, an unfinished multipart upload a day.
        expect.objectContaining({ Prefix: 'exports/', ExpirationInDays: 7, NoncurrentVersionExpiration: { NoncurrentDays: 1 }, AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 } }),
        expect.objectContaining({ NoncurrentVersionExpiration: { NoncurrentDays: 30 } }),
      ]),
    );
    // No custom domain in this app's context: any origin may post (the form's signature is what admits a file).
    expect(b.Properties.CorsConfiguration.CorsRules).toEqual([expect.objectContaining({ AllowedMethods: ['POST'], AllowedOrigins: ['*'] })]);
    const policies = Object.values(dataT.findResources('AWS::S3::BucketPolicy')) as Resource[];
    const sslOnly = policies.find((p) => p.Properties.Bucket.Ref === id)?.Properties.PolicyDocument.Statement as { Effect: string; Condition?: unknown }[];
    expect(sslOnly).toEqual(expect.arrayContaining([expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]));
  });

  it('least privilege: admin-event-images signs, reads and deletes incoming/* and writes originals/*; images reads originals/*; the exports consumer writes exports/*, the admin group reads them (its signed links); no other function touches S3 (but the site publisher, on the site bucket: below) or knows the bucket', () => {
    const s3Grants = (fnId: string): string[] => {
      const roleId = res[fnId].Properties.Role['Fn::GetAtt'][0] as string;
      return ofType('AWS::IAM::Policy')
        .filter(([, p]) => (p.Properties.Roles as { Ref: string }[]).some((r) => r.Ref === roleId))
        .flatMap(([, p]) => p.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[])
        .flatMap((st) => (Array.isArray(st.Action) ? st.Action : [st.Action]).filter((a) => a.startsWith('s3:')).map((a) => `${a} ${/\/(incoming|originals|exports)\/\*"\]\]\}$/.exec(JSON.stringify(st.Resource))?.[1] ?? 'bucket'}`))
        .sort();
    };
    const uploader = fnLogicalId('group', 'admin-event-images');
    const images = fnLogicalId('group', 'images');
    const sitePublisher = fnLogicalId('consumer', 'site-publisher');
    expect(s3Grants(uploader)).toEqual(['s3:DeleteObject incoming', 's3:GetObject incoming', 's3:GetObject originals', 's3:ListBucket bucket', 's3:PutObject incoming', 's3:PutObject originals']);
    expect(s3Grants(images)).toEqual(['s3:GetObject originals', 's3:ListBucket bucket']);
    // The admin's CSV exports (infra/lambdas.ts `exportFiles`): written in parts by the consumer, linked by the admin group.
    const exporter = fnLogicalId('consumer', 'exports');
    const admin = fnLogicalId('group', 'admin');
    expect(s3Grants(exporter)).toEqual(['s3:AbortMultipartUpload exports', 's3:PutObject exports']);
    expect(s3Grants(admin)).toEqual(['s3:GetObject exports']);
    const bucketUsers = [uploader, images, exporter, admin];
    for (const [id, fn] of ofType('AWS::Lambda::Function').filter(([, r]) => tag(r, 'fika:role') !== undefined)) {
      const knows = (fn.Properties.Environment.Variables as Record<string, unknown>).UPLOADS_BUCKET !== undefined;
      expect(knows, id).toBe(bucketUsers.includes(id));
      if (!bucketUsers.includes(id) && id !== sitePublisher) expect(s3Grants(id), id).toEqual([]);
    }
    // sharp travels with the upload function too (the content check decodes with it).
    const hash = (res[uploader].Properties.Code.S3Key as string).replace(/\.zip$/, '');
    expect(fs.existsSync(path.join(Stage.of(stacks.app)!.outdir, `asset.${hash}`, 'node_modules/@img/sharp-linux-x64/package.json'))).toBe(true);
  });
});

describe('mail', () => {
  it('ses-events only trusts the stack\'s own notification topic', () => {
    const env = res[fnLogicalId('group', 'ses-events')].Properties.Environment.Variables;
    const [[topicId]] = ofType('AWS::SNS::Topic').filter(([id]) => id.startsWith('MailNotifications'));
    expect(env.SES_EVENTS_TOPIC_ARN).toEqual({ Ref: topicId });
  });

  it('SES identity, configuration set, and bounces/complaints to an encrypted topic subscribed to /api/ses-events', () => {
    appT.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: 'fika.community' });
    appT.resourceCountIs('AWS::SES::ConfigurationSet', 1);
    appT.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      EventDestination: Match.objectLike({ MatchingEventTypes: Match.arrayWith(['bounce', 'complaint']), SnsDestination: Match.anyValue() }),
    });
    for (const [, topic] of ofType('AWS::SNS::Topic')) expect(topic.Properties.KmsMasterKeyId).toBeDefined();
    appT.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'https',
      Endpoint: { 'Fn::Join': ['', Match.arrayWith([Match.stringLikeRegexp('/api/ses-events$')])] },
    });
  });
});

describe('web', () => {
  it('private, encrypted, SSL-only buckets; the site bucket logs its access', () => {
    for (const [id, b] of ofType('AWS::S3::Bucket')) {
      expect(b.Properties.PublicAccessBlockConfiguration, id).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(b.Properties.BucketEncryption, id).toBeDefined();
    }
    appT.hasResourceProperties('AWS::S3::Bucket', { LoggingConfiguration: Match.objectLike({ DestinationBucketName: Match.anyValue() }) });
  });

  it('CloudFront: OAC to S3, page routing functions, /api/* and /img/* to the HTTP API, logs, security headers', () => {
    appT.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    const [[, dist]] = ofType('AWS::CloudFront::Distribution');
    const c = dist.Properties.DistributionConfig;
    expect(c.DefaultRootObject).toBe('index.html');
    expect(c.Logging.Bucket).toBeDefined();
    expect(c.CustomErrorResponses).toBeUndefined(); // they would rewrite API errors too
    // The build's routes in the viewer-request function; the viewer-response one gives the not-found page its 404.
    const functionCode = (eventType: string) => {
      const association = c.DefaultCacheBehavior.FunctionAssociations.find((a: { EventType: string }) => a.EventType === eventType);
      const [id] = association.FunctionARN['Fn::GetAtt'];
      return res[id].Properties.FunctionCode;
    };
    expect(c.DefaultCacheBehavior.FunctionAssociations).toHaveLength(2);
    expect(functionCode('viewer-request')).toBe(spaRewriteCode(STAND_IN_ROUTES));
    expect(functionCode('viewer-response')).toBe(notFoundStatusCode());
    // S3 may list the bucket, so a missing file is a 404 rather than a 403.
    const siteBucketPolicy = ofType('AWS::S3::BucketPolicy').map(([, p]) => JSON.stringify(p.Properties.PolicyDocument));
    expect(siteBucketPolicy.some((p) => p.includes('s3:ListBucket') && p.includes('cloudfront.amazonaws.com'))).toBe(true);
    const api = c.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === '/api/*');
    expect(api.AllowedMethods).toHaveLength(7);
    expect(api.CachePolicyId).toBe('4135ea2d-6df8-44a3-9df3-4b5a84be39ad'); // CachingDisabled
    expect(api.OriginRequestPolicyId).toBe('b689b0a8-53d0-40ab-baf2-68738e2966ac'); // AllViewerExceptHostHeader
    expect(api.FunctionAssociations).toEqual([expect.objectContaining({ EventType: 'viewer-request' })]); // x-viewer-ip
    const img = c.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === '/img/*');
    expect(img.TargetOriginId).toBe(api.TargetOriginId);
    // Every path the functions answer (api/endpoints.ts) has its behaviour, to the API origin.
    for (const prefix of FUNCTION_PATH_PREFIXES) {
      const b = c.CacheBehaviors.find((x: { PathPattern: string }) => x.PathPattern === `${prefix}*`);
      expect(b?.TargetOriginId, prefix).toBe(api.TargetOriginId);
    }
    // Calendar feeds: cached as the function says (Cache-Control), one entry per language.
    appT.hasResourceProperties('AWS::CloudFront::CachePolicy', {
      CachePolicyConfig: Match.objectLike({
        ParametersInCacheKeyAndForwardedToOrigin: Match.objectLike({
          QueryStringsConfig: { QueryStringBehavior: 'whitelist', QueryStrings: ['lang'] },
          HeadersConfig: { HeaderBehavior: 'none' },
          CookiesConfig: { CookieBehavior: 'none' },
        }),
      }),
    });
    appT.hasResourceProperties('AWS::CloudFront::CachePolicy', {
      CachePolicyConfig: Match.objectLike({
        ParametersInCacheKeyAndForwardedToOrigin: Match.objectLike({
          QueryStringsConfig: { QueryStringBehavior: 'whitelist', QueryStrings: ['w', 'h', 'q', 'f', 'fit', 'p'] },
          HeadersConfig: { HeaderBehavior: 'whitelist', Headers: ['Accept'] },
        }),
      }),
    });
    appT.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: Match.objectLike({
          ContentSecurityPolicy: { ContentSecurityPolicy: CONTENT_SECURITY_POLICY, Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          StrictTransportSecurity: Match.objectLike({ IncludeSubdomains: true }),
          ContentTypeOptions: { Override: true },
          ReferrerPolicy: Match.anyValue(),
        }),
      }),
    });
  });

  it('the API answers only CloudFront: the origin secret header, the same secret on every HTTP function and no other', () => {
    const [[, dist]] = ofType('AWS::CloudFront::Distribution');
    const c = dist.Properties.DistributionConfig;
    const api = c.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === '/api/*');
    const origin = c.Origins.find((o: { Id: string }) => o.Id === api.TargetOriginId);
    const headers = origin.OriginCustomHeaders as { HeaderName: string; HeaderValue: unknown }[];
    expect(headers.map((h) => h.HeaderName)).toEqual([ORIGIN_VERIFY_HEADER]);
    const value = headers[0].HeaderValue;
    const [[secretId, secret]] = ofType('AWS::SecretsManager::Secret');
    expect(secret.Properties.GenerateSecretString).toMatchObject({ PasswordLength: 48, ExcludePunctuation: true });
    // A dynamic reference to the generated secret, resolved by CloudFormation: never in the template in clear.
    expect(JSON.stringify(value)).toContain('{{resolve:secretsmanager:');
    expect(JSON.stringify(value)).toContain(JSON.stringify({ Ref: secretId }));
    for (const [id, fn] of ofType('AWS::Lambda::Function').filter(([, r]) => tag(r, 'fika:role') !== undefined)) {
      const env = fn.Properties.Environment.Variables as Record<string, unknown>;
      if (tag(fn, 'fika:role') === 'group') expect(env.ORIGIN_VERIFY_SECRET, id).toEqual(value);
      else expect(env.ORIGIN_VERIFY_SECRET, id).toBeUndefined();
    }
  });

  it("the door kit's pages (/host/*, /ja/host/*) are routed as the site's and may use the camera; the local server agrees", () => {
    const [[, dist]] = ofType('AWS::CloudFront::Distribution');
    const c = dist.Properties.DistributionConfig;
    const policies = Object.fromEntries(ofType('AWS::CloudFront::ResponseHeadersPolicy'));
    const permissions = (ref: { Ref: string }) =>
      (policies[ref.Ref].Properties.ResponseHeadersPolicyConfig.CustomHeadersConfig.Items as { Header: string; Value: string }[]).find((h) => h.Header === 'Permissions-Policy')!.Value;
    expect(permissions(c.DefaultCacheBehavior.ResponseHeadersPolicyId)).toBe('camera=(), microphone=(), geolocation=()');
    for (const path of ['/host/*', '/ja/host/*']) {
      const b = c.CacheBehaviors.find((x: { PathPattern: string }) => x.PathPattern === path);
      expect(b.TargetOriginId, path).toBe(c.DefaultCacheBehavior.TargetOriginId);
      expect(b.FunctionAssociations, path).toEqual(c.DefaultCacheBehavior.FunctionAssociations);
      expect(permissions(b.ResponseHeadersPolicyId), path).toBe(DOOR_KIT_PERMISSIONS_POLICY);
    }
    expect(securityHeadersFor('/host/weekly-fika/2027-01-23')['permissions-policy']).toBe(DOOR_KIT_PERMISSIONS_POLICY);
    expect(securityHeadersFor('/ja/host/weekly-fika/2027-01-23')['permissions-policy']).toBe(DOOR_KIT_PERMISSIONS_POLICY);
    expect(securityHeadersFor('/events')).toEqual(SECURITY_HEADERS);
    expect(securityHeadersFor('/hosting')).toEqual(SECURITY_HEADERS);
  });

  it('the local server sends exactly the headers the response headers policy adds', () => {
    const [[, policy]] = ofType('AWS::CloudFront::ResponseHeadersPolicy').filter(([, p]) => p.Properties.ResponseHeadersPolicyConfig.Comment === 'fika security headers');
    const cfg = policy.Properties.ResponseHeadersPolicyConfig;
    const sec = cfg.SecurityHeadersConfig;
    const hsts = sec.StrictTransportSecurity;
    const sent: Record<string, string> = {
      'content-security-policy': sec.ContentSecurityPolicy.ContentSecurityPolicy,
      'strict-transport-security': `max-age=${hsts.AccessControlMaxAgeSec}${hsts.IncludeSubdomains ? '; includeSubDomains' : ''}${hsts.Preload ? '; preload' : ''}`,
      'x-frame-options': sec.FrameOptions.FrameOption,
      'x-content-type-options': 'nosniff',
      'referrer-policy': sec.ReferrerPolicy.ReferrerPolicy,
      ...Object.fromEntries((cfg.CustomHeadersConfig?.Items ?? []).map((h: { Header: string; Value: string }) => [h.Header.toLowerCase(), h.Value])),
    };
    expect(Object.keys(sec).sort()).toEqual(['ContentSecurityPolicy', 'ContentTypeOptions', 'FrameOptions', 'ReferrerPolicy', 'StrictTransportSecurity']);
    expect(SECURITY_HEADERS).toEqual(sent);
    expect(SECURITY_HEADERS['content-security-policy']).toContain("object-src 'none'");
  });

  it("the viewer-request function reads the catalogue's routes from a key value store the site publisher writes", () => {
    const [[kvsId]] = ofType('AWS::CloudFront::KeyValueStore');
    const [[, dist]] = ofType('AWS::CloudFront::Distribution');
    const association = dist.Properties.DistributionConfig.DefaultCacheBehavior.FunctionAssociations.find((a: { EventType: string }) => a.EventType === 'viewer-request');
    const fn = res[association.FunctionARN['Fn::GetAtt'][0]].Properties;
    expect(fn.FunctionConfig.KeyValueStoreAssociations).toEqual([{ KeyValueStoreARN: { 'Fn::GetAtt': [kvsId, 'Arn'] } }]);
    expect(fn.FunctionCode).toContain("import cf from 'cloudfront';");
    expect(fn.FunctionCode).not.toContain('tokyo-october-fika');
  });

  it('deploys the web build, hashed assets before the pages, and invalidates', () => {
    const deployments = ofType('Custom::CDKBucketDeployment');
    expect(deployments).toHaveLength(2);
    expect(deployments.filter(([, d]) => d.Properties.DistributionPaths?.[0] === '/*')).toHaveLength(1);
    expect(deployments.find(([, d]) => d.Properties.DistributionPaths)![1].Properties.Exclude).toContain(KNOWN_ROUTES_FILE);
  });
});

describe('the site publisher', () => {
  it('writes the site bucket, the routes and invalidations, one instance at a time, with the renderer in its asset', () => {
    const id = fnLogicalId('consumer', 'site-publisher');
    const fn = res[id].Properties;
    const env = fn.Environment.Variables as Record<string, unknown>;
    const [[bucketId]] = ofType('AWS::S3::Bucket').filter(([, b]) => b.Properties.LoggingConfiguration?.LogFilePrefix === 's3/site/');
    const [[distId]] = ofType('AWS::CloudFront::Distribution');
    const [[kvsId]] = ofType('AWS::CloudFront::KeyValueStore');
    expect(env.SITE_BUCKET).toEqual({ Ref: bucketId });
    expect(env.SITE_DISTRIBUTION_ID).toEqual({ Ref: distId });
    expect(env.SITE_ROUTES_KVS_ARN).toEqual({ 'Fn::GetAtt': [kvsId, 'Arn'] });
    expect(env.SITE_RENDERER_DIR).toBe('/var/task/site');
    expect(fn.ReservedConcurrentExecutions).toBe(1);
    const statements = ofType('AWS::IAM::Policy')
      .filter(([, p]) => (p.Properties.Roles as { Ref: string }[]).some((r) => r.Ref === fn.Role['Fn::GetAtt'][0]))
      .flatMap(([, p]) => p.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[]);
    const grant = (action: string) => statements.find((s) => [s.Action].flat().includes(action))?.Resource;
    expect(grant('s3:PutObject')).toEqual({ 'Fn::Join': ['', [{ 'Fn::GetAtt': [bucketId, 'Arn'] }, '/*']] });
    expect(grant('s3:DeleteObject')).toBeDefined();
    expect(grant('cloudfront:CreateInvalidation')).toBeDefined();
    expect(grant('cloudfront-keyvaluestore:UpdateKeys')).toEqual({ 'Fn::GetAtt': [kvsId, 'Arn'] });
    // The key value store's client and its SigV4a signer travel together in the asset.
    const hash = (fn.Code.S3Key as string).replace(/\.zip$/, '');
    const assetDir = path.join(Stage.of(stacks.app)!.outdir, `asset.${hash}`);
    for (const pkg of ['@aws-sdk/client-cloudfront-keyvaluestore', '@aws-sdk/signature-v4a', '@smithy/signature-v4a', '@smithy/signature-v4']) {
      expect(fs.existsSync(path.join(assetDir, 'node_modules', pkg, 'package.json')), pkg).toBe(true);
    }
    // The web build's renderer (when this checkout has one: npm test builds it first).
    if (fs.existsSync(path.join(projectRoot, 'web/dist-ssr/site.json'))) {
      for (const f of ['site.json', 'server/entry-server.js', 'client/index.html', 'client/manifest.json']) expect(fs.existsSync(path.join(assetDir, 'site', f)), f).toBe(true);
    }
  });

  it('runs once after every deploy of the site, after the pages are in the bucket', () => {
    const [[, trigger]] = ofType('Custom::Trigger');
    expect(trigger.Properties.HandlerArn).toBeDefined();
    expect(trigger.Properties.InvocationType).toBe('Event');
    const deploySite = ofType('Custom::CDKBucketDeployment').find(([, d]) => d.Properties.DistributionPaths)![0];
    expect(trigger.DependsOn).toEqual(expect.arrayContaining([deploySite]));
  });
});

describe('without a web build', () => {
  it('skips the deployment with a warning instead of failing', () => {
    // The Web construct alone: rebuilding the whole app would bundle every function again.
    const app = new App({ outdir: path.join(tmp, 'cdk.out.noweb'), builtinCloudFormationValidation: false });
    const stack = new Stack(app, 'NoWeb');
    new Web(stack, 'Web', { apiDomainName: 'abc123.execute-api.ap-northeast-1.amazonaws.com', originSecret: SecretValue.unsafePlainText('test-origin-secret'), webDistDir: path.join(tmp, 'missing') });
    Template.fromStack(stack).resourceCountIs('Custom::CDKBucketDeployment', 0);
    expect(Annotations.fromStack(stack).findWarning('*', Match.stringLikeRegexp('does not exist'))).toHaveLength(1);
  });
});
