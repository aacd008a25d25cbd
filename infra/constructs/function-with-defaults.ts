/**
 * The house Lambda: every function in the stack is one of these, so runtime, architecture,
 * bundling, logs, tracing and the shared environment are decided in exactly one place.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Duration, Tags } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as destinations from 'aws-cdk-lib/aws-lambda-destinations';
import { NodejsFunction, OutputFormat, type ICommandHooks, type NodejsFunctionProps } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { tableDefinition } from '../../functions/lib/table-def';
import { bundlingDefaults, copiedModules, externalModules } from '../bundling';
import type { AssetFiles, LambdaDef } from '../lambdas';

/** Repository root: the directory holding package-lock.json (entry paths are relative to it). */
export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface FunctionWithDefaultsProps {
  /** The function's entry in infra/lambdas.ts: entry module, size, flags, and the `fika:role`/`fika:name` tags. */
  readonly lambda: LambdaDef;
  /** Shared environment (the contract in functions/lib/config.ts). */
  readonly environment: Record<string, string>;
  /** Where asynchronous invocations (EventBridge, Scheduler) go after the last retry. */
  readonly onFailureQueue?: sqs.IQueue;
  /** Retries Lambda makes for a failed asynchronous invocation (0–2). */
  readonly asyncRetryAttempts?: number;
  /** Oldest asynchronous event Lambda still tries, in seconds. */
  readonly maxEventAgeS?: number;
}

export class FunctionWithDefaults extends NodejsFunction {
  readonly logGroupRef: logs.LogGroup;

  constructor(scope: Construct, id: string, props: FunctionWithDefaultsProps) {
    const { lambda: def } = props;
    const copied = copiedModules(def);
    const logGroup = new logs.LogGroup(scope, `${id}Logs`, { retention: logs.RetentionDays.ONE_MONTH });
    const fnProps: NodejsFunctionProps = {
      entry: path.join(projectRoot, def.entry),
      handler: 'handler',
      projectRoot,
      depsLockFilePath: path.join(projectRoot, 'package-lock.json'),
      runtime: lambda.Runtime.NODEJS_22_X,
      // sharp ships prebuilt linux-x64 binaries we can copy offline; everything else runs on Graviton.
      architecture: def.nodeModules.length > 0 ? lambda.Architecture.X86_64 : lambda.Architecture.ARM_64,
      memorySize: def.memoryMb,
      timeout: Duration.seconds(def.timeoutS),
      tracing: lambda.Tracing.ACTIVE,
      logGroup,
      loggingFormat: lambda.LoggingFormat.JSON,
      environment: {
        NODE_OPTIONS: '--enable-source-maps',
        ...props.environment,
        ...(def.assetFiles ? { [def.assetFiles.env]: `/var/task/${def.assetFiles.toDir}` } : {}),
      },
      onFailure: props.onFailureQueue ? new destinations.SqsDestination(props.onFailureQueue) : undefined,
      retryAttempts: props.asyncRetryAttempts,
      reservedConcurrentExecutions: def.reservedConcurrency,
      maxEventAge: props.maxEventAgeS !== undefined ? Duration.seconds(props.maxEventAgeS) : undefined,
      bundling: {
        // The same options the bundle benchmark uses (infra/bundling.ts).
        format: OutputFormat.ESM,
        target: bundlingDefaults.target,
        mainFields: bundlingDefaults.mainFields,
        minify: bundlingDefaults.minify,
        // As an esbuild argument: this CDK version accepts `charset` but does not pass it to esbuild.
        esbuildArgs: { '--charset': bundlingDefaults.charset },
        sourceMap: true,
        sourcesContent: false,
        banner: bundlingDefaults.banner,
        // The AWS SDK v3 comes with the Lambda Node.js runtime; stripe-node only where Stripe is called.
        bundleAwsSDK: false,
        externalModules: externalModules(def),
        forceDockerBundling: false,
        commandHooks: copied.length > 0 || def.assetFiles ? afterBundling(copied, def.assetFiles) : undefined,
      },
    };
    super(scope, id, fnProps);
    this.logGroupRef = logGroup;
    Tags.of(this).add('fika:role', def.role);
    Tags.of(this).add('fika:name', def.name);
  }

  /**
   * Grants item-level read/write on the single table and its named indexes, and sets TABLE_NAME,
   * together. No Scan (no request path scans), no index wildcard, no table management.
   */
  useTable(table: dynamodb.ITable): this {
    this.addToRolePolicy(
      new iam.PolicyStatement({
        actions: TABLE_DATA_ACTIONS,
        resources: [table.tableArn, ...tableDefinition.globalSecondaryIndexes.map((g) => `${table.tableArn}/index/${g.name}`)],
      }),
    );
    this.addEnvironment('TABLE_NAME', table.tableName);
    return this;
  }
}

/** Item operations used by functions/lib/adapters/dynamo-table.ts (TransactWriteItems is authorised per item action). */
const TABLE_DATA_ACTIONS = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:ConditionCheckItem',
  'dynamodb:DescribeTable',
];

/**
 * Packages a copied module needs at run time (on Lambda x86_64 with glibc for native ones): the
 * module, its `dependencies` (transitively), and for sharp the linux-x64 binding and libvips.
 * Resolved from the repository's node_modules at synth time, so bundling works offline.
 */
export function nativeRuntimePackages(modules: readonly string[], root = projectRoot): string[] {
  const out = new Set<string>();
  const visit = (name: string): void => {
    if (out.has(name)) return;
    out.add(name);
    const manifest = path.join(root, 'node_modules', name, 'package.json');
    if (!fs.existsSync(manifest)) return;
    const pkg = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { dependencies?: Record<string, string> };
    for (const dep of Object.keys(pkg.dependencies ?? {})) visit(dep);
  };
  for (const m of modules) {
    visit(m);
    if (m === 'sharp') {
      visit('@img/sharp-linux-x64');
      visit('@img/sharp-libvips-linux-x64');
    }
  }
  return [...out].sort();
}

function afterBundling(modules: readonly string[], files: AssetFiles | undefined): ICommandHooks {
  return {
    beforeBundling: () => [],
    beforeInstall: () => [],
    afterBundling: (inputDir: string, outputDir: string): string[] => [
      ...nativeRuntimePackages(modules).flatMap((pkg) => {
        const from = `${inputDir}/node_modules/${pkg}`;
        const to = `${outputDir}/node_modules/${pkg}`;
        return [
          // On macOS/Windows npm skips the linux optional packages: say how to get them instead of shipping a broken function.
          `test -d "${from}" || { echo "Missing ${pkg}: run ${pkg.startsWith('@img/') ? "'npm install --no-save --os=linux --cpu=x64 sharp'" : "'npm ci'"} before synth" >&2; exit 1; }`,
          `mkdir -p "${path.posix.dirname(to)}"`,
          `cp -RL "${from}" "${to}"`,
        ];
      }),
      ...(files
        ? [
            `mkdir -p "${outputDir}/${files.toDir}"`,
            files.recursive
              ? // A build output (the web build's renderer): without it the function is deployed without it, as the site without the web build (infra/constructs/web.ts warns).
                `if [ -d "${inputDir}/${files.fromDir}" ]; then cp -R "${inputDir}/${files.fromDir}/." "${outputDir}/${files.toDir}/"; else echo "${files.fromDir} does not exist: run 'npm run build:web' before synth" >&2; fi`
              : `find "${inputDir}/${files.fromDir}" -maxdepth 1 -type f -name '${files.pattern}' -exec cp {} "${outputDir}/${files.toDir}/" \\;`,
          ]
        : []),
    ],
  };
}
