/**
 * The upload store: where organisers' images arrive and where their accepted originals live.
 * In AWS a private S3 bucket (UPLOADS_BUCKET); locally a folder (UPLOADS_DIR: DATA_DIR/uploads under
 * `npm start`). The same two places in both:
 *
 *   incoming/<key>          what the browser posted, not checked yet (deleted by confirm_upload, or
 *                           by the bucket's lifecycle after a day)
 *   originals/<key>.jpg     the accepted original, as a JPEG; GET /img/<key> renders its variants.
 *                           Written once: a key names one image for ever.
 *
 * The browser posts the file straight to the store with a presigned POST (S3's, with a
 * content-length-range of at most 10 MB and a short expiry); locally the same form goes to
 * `/_dev/uploads/<key>` of the local server, which holds it to the same policy (infra/local/uploads.ts).
 * The AWS SDK is imported on first use, so a function that never touches the bucket never loads it.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from './config';
import type { ClockPort } from './ports';
import { UPLOADED_IMAGE_KEY } from '../../content/images/uploads';

export const INCOMING_PREFIX = 'incoming/';
export const ORIGINALS_PREFIX = 'originals/';
/** How long an upload form may be used: 5 minutes. */
export const UPLOAD_POST_EXPIRES_S = 300;
/** The random part of a new key. */
export const UPLOAD_KEY_RANDOM_LENGTH = 24;

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** `upload-` and 24 random lowercase letters and digits (about 124 bits). */
export function newUploadKey(): string {
  let out = '';
  while (out.length < UPLOAD_KEY_RANDOM_LENGTH) {
    for (const b of randomBytes(32)) {
      // 252 = 7 × 36: bytes above it are dropped, so every character is equally likely.
      if (b < 252 && out.length < UPLOAD_KEY_RANDOM_LENGTH) out += ALPHABET[b % 36];
    }
  }
  return `upload-${out}`;
}

export const incomingPath = (key: string) => `${INCOMING_PREFIX}${key}`;
export const originalPath = (key: string) => `${ORIGINALS_PREFIX}${key}.jpg`;

function checkedKey(key: string): string {
  // Letters, digits and one hyphen: a key cannot leave its folder or prefix.
  if (!UPLOADED_IMAGE_KEY.test(key)) throw new Error(`Not an upload key: ${JSON.stringify(key).slice(0, 80)}`);
  return key;
}

/** Where the browser posts the file: the URL and the form fields to send before the file (the file goes last, as `file`). */
export interface PresignedUpload {
  url: string;
  fields: Record<string, string>;
}

export interface UploadStore {
  readonly kind: 's3' | 'local';
  /** A form the browser may post once it has the file: this key only, this content type, at most maxBytes, for UPLOAD_POST_EXPIRES_S. */
  presignPost(key: string, contentType: string, maxBytes: number): Promise<PresignedUpload>;
  /** What was posted for the key; undefined when nothing was; 'too-large' (unread) past maxBytes. */
  readIncoming(key: string, maxBytes: number): Promise<Buffer | 'too-large' | undefined>;
  deleteIncoming(key: string): Promise<void>;
  /** Stores the accepted original; false (nothing written) when the key already has one. */
  putOriginal(key: string, jpeg: Buffer): Promise<boolean>;
  readOriginal(key: string): Promise<Buffer | undefined>;
  hasOriginal(key: string): Promise<boolean>;
}

/** The store of this runtime: the bucket in AWS, the folder locally. */
export function uploadStore(p: { config: Config; secrets: { signingSecret: string }; clock: ClockPort }): UploadStore {
  if (p.config.ports === 'aws') {
    if (!p.config.uploadsBucket) throw new Error('Invalid configuration: UPLOADS_BUCKET is required to read or write uploaded images');
    return s3UploadStore(p.config.uploadsBucket);
  }
  if (!p.config.uploadsDir) throw new Error('Invalid configuration: UPLOADS_DIR is required to read or write uploaded images locally');
  return localUploadStore({ dir: p.config.uploadsDir, siteUrl: p.config.siteUrl, signingSecret: p.secrets.signingSecret, clock: p.clock });
}

// ---------- S3 ----------

type S3Module = typeof import('@aws-sdk/client-s3');
let s3: Promise<{ m: S3Module; client: InstanceType<S3Module['S3Client']> }> | undefined;
const s3Client = () => (s3 ??= import('@aws-sdk/client-s3').then((m) => ({ m, client: new m.S3Client({}) })));

const errorName = (e: unknown): string | undefined => (e as { name?: string })?.name;
const notFound = (e: unknown) => ['NoSuchKey', 'NotFound'].includes(errorName(e) ?? '') || (e as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode === 404;

export function s3UploadStore(bucket: string): UploadStore {
  const get = async (path: string, maxBytes?: number): Promise<Buffer | 'too-large' | undefined> => {
    const { m, client } = await s3Client();
    try {
      const out = await client.send(new m.GetObjectCommand({ Bucket: bucket, Key: path }));
      if (maxBytes !== undefined && (out.ContentLength ?? 0) > maxBytes) {
        (out.Body as { destroy?: () => void } | undefined)?.destroy?.();
        return 'too-large';
      }
      return Buffer.from((await out.Body?.transformToByteArray()) ?? new Uint8Array());
    } catch (e) {
      if (notFound(e)) return undefined;
      throw e;
    }
  };
  return {
    kind: 's3',
    async presignPost(key, contentType, maxBytes) {
      const { client } = await s3Client();
      const { createPresignedPost } = await import('@aws-sdk/s3-presigned-post');
      const post = await createPresignedPost(client, {
        Bucket: bucket,
        Key: incomingPath(checkedKey(key)),
        Conditions: [
          ['content-length-range', 1, maxBytes],
          ['eq', '$Content-Type', contentType],
        ],
        Fields: { 'Content-Type': contentType },
        Expires: UPLOAD_POST_EXPIRES_S,
      });
      return { url: post.url, fields: post.fields };
    },
    async readIncoming(key, maxBytes) {
      return get(incomingPath(checkedKey(key)), maxBytes);
    },
    async deleteIncoming(key) {
      const { m, client } = await s3Client();
      await client.send(new m.DeleteObjectCommand({ Bucket: bucket, Key: incomingPath(checkedKey(key)) }));
    },
    async putOriginal(key, jpeg) {
      const { m, client } = await s3Client();
      try {
        // S3's conditional write: refused when the key has an object already.
        await client.send(new m.PutObjectCommand({ Bucket: bucket, Key: originalPath(checkedKey(key)), Body: jpeg, ContentType: 'image/jpeg', IfNoneMatch: '*' }));
        return true;
      } catch (e) {
        if (['PreconditionFailed', 'ConditionalRequestConflict'].includes(errorName(e) ?? '')) return false;
        throw e;
      }
    },
    async readOriginal(key) {
      const out = await get(originalPath(checkedKey(key)));
      return out === 'too-large' ? undefined : out;
    },
    async hasOriginal(key) {
      const { m, client } = await s3Client();
      try {
        await client.send(new m.HeadObjectCommand({ Bucket: bucket, Key: originalPath(checkedKey(key)) }));
        return true;
      } catch (e) {
        if (notFound(e)) return false;
        throw e;
      }
    },
  };
}

// ---------- local ----------

/** The local form's policy, as S3's: which key, which content type, how many bytes at most, until when. */
export interface LocalUploadPolicy {
  key: string;
  contentType: string;
  maxBytes: number;
  expires: string;
}

export const LOCAL_SIGNATURE_FIELD = 'X-Fika-Signature';

const sign = (secret: string, policy: string) => createHmac('sha256', secret).update(`local-upload:${policy}`).digest('hex');

/** The policy of a local upload form when its signature holds, else undefined. */
export function verifyLocalPolicy(secret: string, policy: string | undefined, signature: string | undefined): LocalUploadPolicy | undefined {
  if (!policy || !signature) return undefined;
  const expected = Buffer.from(sign(secret, policy));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    return JSON.parse(Buffer.from(policy, 'base64url').toString('utf8')) as LocalUploadPolicy;
  } catch {
    return undefined;
  }
}

export interface LocalUploadStoreOptions {
  dir: string;
  /** The local server's origin: the form goes to `<siteUrl>/_dev/uploads/<key>`. */
  siteUrl: string;
  signingSecret: string;
  clock: ClockPort;
}

async function readIfExists(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw e;
  }
}

export function localUploadStore(o: LocalUploadStoreOptions): UploadStore & { writeIncoming(key: string, bytes: Buffer): Promise<void> } {
  const file = (path: string) => join(o.dir, path);
  return {
    kind: 'local',
    async presignPost(key, contentType, maxBytes) {
      const policy: LocalUploadPolicy = {
        key: incomingPath(checkedKey(key)),
        contentType,
        maxBytes,
        expires: new Date(o.clock.now().getTime() + UPLOAD_POST_EXPIRES_S * 1000).toISOString(),
      };
      const encoded = Buffer.from(JSON.stringify(policy)).toString('base64url');
      return {
        url: `${o.siteUrl.replace(/\/$/, '')}/_dev/uploads/${key}`,
        fields: { key: policy.key, 'Content-Type': contentType, Policy: encoded, [LOCAL_SIGNATURE_FIELD]: sign(o.signingSecret, encoded) },
      };
    },
    async readIncoming(key, maxBytes) {
      const path = file(incomingPath(checkedKey(key)));
      const s = await stat(path).catch(() => undefined);
      if (!s?.isFile()) return undefined;
      if (s.size > maxBytes) return 'too-large';
      return readIfExists(path);
    },
    async writeIncoming(key, bytes) {
      await mkdir(file(INCOMING_PREFIX), { recursive: true });
      await writeFile(file(incomingPath(checkedKey(key))), bytes);
    },
    async deleteIncoming(key) {
      await rm(file(incomingPath(checkedKey(key))), { force: true });
    },
    async putOriginal(key, jpeg) {
      await mkdir(file(ORIGINALS_PREFIX), { recursive: true });
      try {
        await writeFile(file(originalPath(checkedKey(key))), jpeg, { flag: 'wx' });
        return true;
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'EEXIST') return false;
        throw e;
      }
    },
    async readOriginal(key) {
      return readIfExists(file(originalPath(checkedKey(key))));
    },
    async hasOriginal(key) {
      return (await stat(file(originalPath(checkedKey(key)))).catch(() => undefined))?.isFile() ?? false;
    },
  };
}
