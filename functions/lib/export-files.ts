/**
 * Where the admin's CSV exports are written (functions/exports): the `exports/` prefix of the
 * private uploads bucket in AWS (UPLOADS_BUCKET; the images use `incoming/` and `originals/`), the
 * `exports/` folder of the uploads folder locally (UPLOADS_DIR: DATA_DIR/uploads under `npm start`).
 *
 * A file is written as it is built, never held whole:
 * - in AWS by S3 multipart upload: the text is kept until it makes a part of PART_BYTES (S3's
 *   smallest part is 5 MiB, the last one excepted), that part is uploaded, and so on; a file under
 *   one part is a single PutObject. The most held at once is one part plus what the last write added.
 * - locally by appending each write to `<name>.part`, renamed to `<name>` when it is complete; a
 *   new file first removes those older than EXPORT_KEEP_DAYS, as the bucket's lifecycle does.
 *
 * The download link is short-lived and names one file: in AWS a presigned GET URL (SigV4 query
 * signing, `presignGetUrl` below: the SDK's request presigner is not among the dependencies, and
 * the signature is a few HMACs); locally a link to the local server's `/_dev/exports/<name>` signed
 * with the signing secret (HMAC), which the local server checks before it streams the file
 * (`localExportFile`; the route itself is infra/local's, EXPORTS-LOCAL.patch).
 * The AWS SDK is imported on first use.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { mkdir, open, readdir, rename, rm, stat, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from './config';
import type { ClockPort } from './ports';

export const EXPORTS_PREFIX = 'exports/';
/** How long a download link works: 5 minutes (get_export gives a new one each time it is asked). */
export const EXPORT_LINK_EXPIRES_S = 300;
/** How long the bucket keeps an export (its lifecycle rule, infra/constructs/uploads.ts). */
export const EXPORT_KEEP_DAYS = 7;
/** The size of one uploaded part in AWS (S3: at least 5 MiB, except the last). */
export const PART_BYTES = 8 * 1024 * 1024;

/** A file name of the exports: letters, digits, `_`, `-`, one `.csv` (it is also a path segment of the local link). */
const FILE_NAME = /^[A-Za-z0-9_-]{1,120}\.csv$/;
/** A download name: what the browser saves the file as. */
const DOWNLOAD_NAME = /^[A-Za-z0-9_.-]{1,120}$/;

function checkedName(name: string): string {
  if (!FILE_NAME.test(name)) throw new Error(`Not an export file name: ${JSON.stringify(name).slice(0, 80)}`);
  return name;
}

/** One file being written. */
export interface ExportFileWriter {
  /** Adds text to the file (UTF-8). */
  write(text: string): Promise<void>;
  /** Completes the file: it exists from now on. */
  close(): Promise<{ bytes: number }>;
  /** Drops what was written (a failed export leaves no file). Never throws. */
  abort(): Promise<void>;
  /** The most bytes this writer held in memory at once. */
  readonly peakBufferedBytes: number;
}

export interface ExportFiles {
  readonly kind: 's3' | 'local';
  /** A new file `name` (exports/<name>), downloaded as `downloadName`. */
  create(name: string, downloadName: string): ExportFileWriter;
  /** A link that downloads the file for EXPORT_LINK_EXPIRES_S. */
  downloadUrl(name: string, downloadName: string): Promise<{ url: string; expiresAt: string }>;
}

/** The store of this runtime: the uploads bucket in AWS, the uploads folder locally. */
export function exportFiles(p: { config: Config; secrets: { signingSecret: string }; clock: ClockPort }): ExportFiles {
  if (p.config.ports === 'aws') {
    if (!p.config.uploadsBucket) throw new Error('Invalid configuration: UPLOADS_BUCKET is required to write or link export files');
    return s3ExportFiles(p.config.uploadsBucket, p.clock);
  }
  if (!p.config.uploadsDir) throw new Error('Invalid configuration: UPLOADS_DIR is required to write or link export files locally');
  return localExportFiles({ dir: p.config.uploadsDir, siteUrl: p.config.siteUrl, signingSecret: p.secrets.signingSecret, clock: p.clock });
}

const disposition = (downloadName: string) => {
  if (!DOWNLOAD_NAME.test(downloadName)) throw new Error(`Not a download name: ${JSON.stringify(downloadName).slice(0, 80)}`);
  return `attachment; filename="${downloadName}"`;
};
const CSV_TYPE = 'text/csv; charset=utf-8';

// ---------- S3 ----------

type S3Module = typeof import('@aws-sdk/client-s3');
let s3: Promise<{ m: S3Module; client: InstanceType<S3Module['S3Client']> }> | undefined;
const s3Client = () => (s3 ??= import('@aws-sdk/client-s3').then((m) => ({ m, client: new m.S3Client({}) })));

export function s3ExportFiles(bucket: string, clock: ClockPort): ExportFiles {
  return {
    kind: 's3',
    create(name, downloadName) {
      const Key = `${EXPORTS_PREFIX}${checkedName(name)}`;
      const meta = { ContentType: CSV_TYPE, ContentDisposition: disposition(downloadName) };
      let held: Buffer[] = [];
      let heldBytes = 0;
      let total = 0;
      let peak = 0;
      let uploadId: string | undefined;
      const parts: { ETag: string; PartNumber: number }[] = [];
      const take = () => {
        const body = Buffer.concat(held, heldBytes);
        held = [];
        heldBytes = 0;
        return body;
      };
      const uploadPart = async () => {
        const { m, client } = await s3Client();
        if (!uploadId) {
          const created = await client.send(new m.CreateMultipartUploadCommand({ Bucket: bucket, Key, ...meta }));
          if (!created.UploadId) throw new Error('S3 gave no upload id');
          uploadId = created.UploadId;
        }
        const PartNumber = parts.length + 1;
        const out = await client.send(new m.UploadPartCommand({ Bucket: bucket, Key, UploadId: uploadId, PartNumber, Body: take() }));
        if (!out.ETag) throw new Error(`S3 gave no ETag for part ${PartNumber}`);
        parts.push({ ETag: out.ETag, PartNumber });
      };
      return {
        get peakBufferedBytes() {
          return peak;
        },
        async write(text) {
          const b = Buffer.from(text, 'utf8');
          held.push(b);
          heldBytes += b.length;
          total += b.length;
          peak = Math.max(peak, heldBytes);
          if (heldBytes >= PART_BYTES) await uploadPart();
        },
        async close() {
          const { m, client } = await s3Client();
          if (!uploadId) {
            await client.send(new m.PutObjectCommand({ Bucket: bucket, Key, Body: take(), ...meta }));
          } else {
            if (heldBytes > 0) await uploadPart();
            await client.send(new m.CompleteMultipartUploadCommand({ Bucket: bucket, Key, UploadId: uploadId, MultipartUpload: { Parts: parts } }));
          }
          return { bytes: total };
        },
        async abort() {
          held = [];
          heldBytes = 0;
          if (!uploadId) return;
          try {
            const { m, client } = await s3Client();
            await client.send(new m.AbortMultipartUploadCommand({ Bucket: bucket, Key, UploadId: uploadId }));
          } catch {
            // The bucket's lifecycle aborts incomplete uploads after a day.
          }
        },
      };
    },
    async downloadUrl(name, downloadName) {
      disposition(downloadName);
      const { client } = await s3Client();
      const [credentials, region] = await Promise.all([client.config.credentials(), client.config.region()]);
      const now = clock.now();
      const url = presignGetUrl({ bucket, key: `${EXPORTS_PREFIX}${checkedName(name)}`, region, credentials, now, expiresS: EXPORT_LINK_EXPIRES_S });
      return { url, expiresAt: new Date(now.getTime() + EXPORT_LINK_EXPIRES_S * 1000).toISOString() };
    },
  };
}

/** RFC 3986 percent-encoding, as SigV4 wants it (encodeURIComponent leaves !'()* alone). */
const rfc3986 = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const hmac = (key: Buffer | string, text: string) => createHmac('sha256', key).update(text, 'utf8').digest();

export interface PresignInput {
  bucket: string;
  key: string;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
  now: Date;
  expiresS: number;
  /** The S3 endpoint's host; default the bucket's virtual-hosted one in the region. */
  host?: string;
}

/**
 * A presigned GET URL of one object (S3's "query string authentication", AWS Signature Version 4:
 * the credential scope, signed header `host`, an unsigned payload; a session token is signed too).
 */
export function presignGetUrl(o: PresignInput): string {
  const host = o.host ?? `${o.bucket}.s3.${o.region}.amazonaws.com`;
  const amzDate = o.now.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}Z$/, 'Z');
  const day = amzDate.slice(0, 8);
  const scope = `${day}/${o.region}/s3/aws4_request`;
  const path = `/${o.key.split('/').map(rfc3986).join('/')}`;
  const params: [string, string][] = [
    ['X-Amz-Algorithm', 'AWS4-HMAC-SHA256'],
    ['X-Amz-Credential', `${o.credentials.accessKeyId}/${scope}`],
    ['X-Amz-Date', amzDate],
    ['X-Amz-Expires', String(o.expiresS)],
    ['X-Amz-SignedHeaders', 'host'],
    ...(o.credentials.sessionToken ? [['X-Amz-Security-Token', o.credentials.sessionToken] as [string, string]] : []),
  ];
  const query = params
    .map(([k, v]) => [rfc3986(k), rfc3986(v)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonical = ['GET', path, query, `host:${host}`, '', 'host', 'UNSIGNED-PAYLOAD'].join('\n');
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, createHash('sha256').update(canonical, 'utf8').digest('hex')].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${o.credentials.secretAccessKey}`, day), o.region), 's3'), 'aws4_request');
  const signature = createHmac('sha256', key).update(toSign, 'utf8').digest('hex');
  return `https://${host}${path}?${query}&X-Amz-Signature=${signature}`;
}

// ---------- local ----------

export interface LocalExportFilesOptions {
  /** The uploads folder: the files go under `<dir>/exports/`. */
  dir: string;
  /** The local server's origin: the link goes to `<siteUrl>/_dev/exports/<name>`. */
  siteUrl: string;
  signingSecret: string;
  clock: ClockPort;
}

/** The local path of the exports' folder. */
export const localExportsDir = (uploadsDir: string) => join(uploadsDir, EXPORTS_PREFIX);

const signLocal = (secret: string, name: string, downloadName: string, expires: string) => createHmac('sha256', secret).update(`local-export:${name}:${downloadName}:${expires}`).digest('hex');

/** Removes the files of a folder last written before `before` (epoch ms); never throws. */
async function pruneLocal(folder: string, before: number): Promise<void> {
  try {
    for (const name of await readdir(folder)) {
      const path = join(folder, name);
      const s = await stat(path).catch(() => undefined);
      if (s?.isFile() && s.mtimeMs < before) await rm(path, { force: true });
    }
  } catch {
    // Best effort: an old file left behind is only disk space.
  }
}

export function localExportFiles(o: LocalExportFilesOptions): ExportFiles {
  const folder = localExportsDir(o.dir);
  return {
    kind: 'local',
    create(name, downloadName) {
      disposition(downloadName);
      const final = join(folder, checkedName(name));
      const partial = `${final}.part`;
      let fh: FileHandle | undefined;
      let total = 0;
      let peak = 0;
      const handle = async () => {
        if (!fh) {
          await mkdir(folder, { recursive: true });
          // File times are the machine's, so is this clock (a test's fixed clock is not the disk's).
          await pruneLocal(folder, Date.now() - EXPORT_KEEP_DAYS * 86_400_000);
          fh = await open(partial, 'w');
        }
        return fh;
      };
      return {
        get peakBufferedBytes() {
          return peak;
        },
        async write(text) {
          const b = Buffer.from(text, 'utf8');
          peak = Math.max(peak, b.length);
          await (await handle()).write(b);
          total += b.length;
        },
        async close() {
          const h = await handle();
          await h.close();
          fh = undefined;
          await rename(partial, final);
          return { bytes: total };
        },
        async abort() {
          await fh?.close().catch(() => undefined);
          fh = undefined;
          await rm(partial, { force: true }).catch(() => undefined);
        },
      };
    },
    async downloadUrl(name, downloadName) {
      disposition(downloadName);
      const expiresAt = new Date(o.clock.now().getTime() + EXPORT_LINK_EXPIRES_S * 1000);
      const expires = String(Math.floor(expiresAt.getTime() / 1000));
      const q = new URLSearchParams({ download: downloadName, expires, signature: signLocal(o.signingSecret, checkedName(name), downloadName, expires) });
      return { url: `${o.siteUrl.replace(/\/$/, '')}/_dev/exports/${name}?${q}`, expiresAt: expiresAt.toISOString() };
    },
  };
}

/** What the local server answers to a link of localExportFiles: the file to stream, or why not. */
export type LocalExportAnswer =
  | { ok: true; path: string; bytes: number; headers: Record<string, string> }
  | { ok: false; status: 403 | 404; message: string };

/**
 * Checks a local download link (`/_dev/exports/<name>?download&expires&signature`): signed with the
 * signing secret, not expired, naming a file that exists. The local server streams `path`.
 */
export async function localExportFile(o: { dir: string; signingSecret: string; clock: ClockPort }, name: string, query: URLSearchParams): Promise<LocalExportAnswer> {
  const download = query.get('download') ?? '';
  const expires = query.get('expires') ?? '';
  const given = Buffer.from(query.get('signature') ?? '');
  if (!FILE_NAME.test(name) || !DOWNLOAD_NAME.test(download) || !/^\d{1,12}$/.test(expires)) return { ok: false, status: 403, message: 'This download link is not valid.' };
  const expected = Buffer.from(signLocal(o.signingSecret, name, download, expires));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, status: 403, message: 'This download link is not valid.' };
  if (Number(expires) * 1000 < o.clock.now().getTime()) return { ok: false, status: 403, message: 'This download link has expired: ask for the export again to get a new one.' };
  const path = join(localExportsDir(o.dir), name);
  const s = await stat(path).catch(() => undefined);
  if (!s?.isFile()) return { ok: false, status: 404, message: 'This export file is no longer kept.' };
  return { ok: true, path, bytes: s.size, headers: { 'content-type': CSV_TYPE, 'content-disposition': disposition(download), 'content-length': String(s.size), 'cache-control': 'no-store' } };
}
