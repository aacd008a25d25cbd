/**
 * The upload store on S3 (functions/lib/uploads.ts), which the local stack never runs: the presigned
 * POST's policy (one key, the type, 1 byte to 10 MB, 5 minutes) and the S3 answers the store turns
 * into "nothing there", "too large" and "already written". The S3 client is mocked; the form is
 * really signed (with made-up credentials, no network).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, NoSuchKey, NotFound, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { UPLOAD_MAX_BYTES } from '../../../content/images/uploads';
import { UPLOAD_POST_EXPIRES_S, s3UploadStore, uploadStore } from '../../../functions/lib/uploads';
import { readConfig } from '../../../functions/lib/config';
import { systemClock } from '../../../functions/lib/adapters/system';

const KEY = 'upload-abcdefghij0123456789klmn';
const s3 = mockClient(S3Client);
const saved = { ...process.env };

/** A GetObject body as the SDK gives it. */
const body = (bytes: Buffer) => ({ transformToByteArray: async () => new Uint8Array(bytes), destroy: () => undefined }) as never;

describe('the upload store on S3', () => {
  beforeAll(() => {
    Object.assign(process.env, { AWS_REGION: 'ap-northeast-1', AWS_ACCESS_KEY_ID: 'AKIAEXAMPLEEXAMPLE00', AWS_SECRET_ACCESS_KEY: 'example-secret-key-example-secret-key-00' });
  });
  afterAll(() => {
    for (const k of ['AWS_REGION', 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY']) if (saved[k] === undefined) delete process.env[k];
    Object.assign(process.env, saved);
  });
  beforeEach(() => s3.reset());
  const store = s3UploadStore('fika-uploads');

  it('signs a POST form for incoming/<key> only, this type, 1 byte to 10 MB, for 5 minutes', async () => {
    const before = Date.now();
    const form = await store.presignPost(KEY, 'image/webp', UPLOAD_MAX_BYTES);
    expect(form.url).toMatch(/^https:\/\/fika-uploads\.s3\.ap-northeast-1\.amazonaws\.com\/?$/);
    expect(form.fields).toMatchObject({ key: `incoming/${KEY}`, 'Content-Type': 'image/webp', 'X-Amz-Algorithm': 'AWS4-HMAC-SHA256' });
    expect(form.fields['X-Amz-Signature']).toMatch(/^[0-9a-f]{64}$/);
    const policy = JSON.parse(Buffer.from(form.fields.Policy, 'base64').toString('utf8')) as { expiration: string; conditions: unknown[] };
    expect(policy.conditions).toEqual(
      expect.arrayContaining([{ bucket: 'fika-uploads' }, { key: `incoming/${KEY}` }, ['content-length-range', 1, UPLOAD_MAX_BYTES], ['eq', '$Content-Type', 'image/webp']]),
    );
    const expires = Date.parse(policy.expiration) - before;
    expect(expires).toBeGreaterThan((UPLOAD_POST_EXPIRES_S - 5) * 1000);
    expect(expires).toBeLessThanOrEqual((UPLOAD_POST_EXPIRES_S + 1) * 1000);
    // Signing makes no call to S3.
    expect(s3.calls()).toHaveLength(0);
  });

  it('reads what was posted, refuses it unread past the limit, and says when there is nothing', async () => {
    s3.on(GetObjectCommand)
      .resolvesOnce({ ContentLength: 3, Body: body(Buffer.from('abc')) })
      .resolvesOnce({ ContentLength: UPLOAD_MAX_BYTES + 1, Body: body(Buffer.alloc(1)) })
      .rejectsOnce(new NoSuchKey({ message: 'The specified key does not exist.', $metadata: { httpStatusCode: 404 } }))
      .rejectsOnce(Object.assign(new Error('Access Denied'), { name: 'AccessDenied', $metadata: { httpStatusCode: 403 } }));
    expect(await store.readIncoming(KEY, 10)).toEqual(Buffer.from('abc'));
    expect(s3.commandCalls(GetObjectCommand)[0].args[0].input).toEqual({ Bucket: 'fika-uploads', Key: `incoming/${KEY}` });
    expect(await store.readIncoming(KEY, UPLOAD_MAX_BYTES)).toBe('too-large');
    expect(await store.readIncoming(KEY, 10)).toBeUndefined();
    await expect(store.readIncoming(KEY, 10)).rejects.toThrow('Access Denied');
  });

  it('writes an original once: If-None-Match, and false when S3 says one is there', async () => {
    s3.on(PutObjectCommand)
      .resolvesOnce({})
      .rejectsOnce(Object.assign(new Error('At least one of the pre-conditions you specified did not hold'), { name: 'PreconditionFailed', $metadata: { httpStatusCode: 412 } }));
    expect(await store.putOriginal(KEY, Buffer.from('jpeg'))).toBe(true);
    expect(s3.commandCalls(PutObjectCommand)[0].args[0].input).toMatchObject({ Bucket: 'fika-uploads', Key: `originals/${KEY}.jpg`, ContentType: 'image/jpeg', IfNoneMatch: '*' });
    expect(await store.putOriginal(KEY, Buffer.from('jpeg'))).toBe(false);
  });

  it('reads originals and answers whether one exists; deletes what was posted', async () => {
    s3.on(HeadObjectCommand).rejectsOnce(new NotFound({ message: 'Not Found', $metadata: { httpStatusCode: 404 } })).resolvesOnce({});
    expect(await store.hasOriginal(KEY)).toBe(false);
    expect(await store.hasOriginal(KEY)).toBe(true);
    s3.on(GetObjectCommand).resolvesOnce({ ContentLength: 4, Body: body(Buffer.from('jpeg')) });
    expect(await store.readOriginal(KEY)).toEqual(Buffer.from('jpeg'));
    expect(s3.commandCalls(GetObjectCommand)[0].args[0].input).toEqual({ Bucket: 'fika-uploads', Key: `originals/${KEY}.jpg` });
    s3.on(DeleteObjectCommand).resolvesOnce({});
    await store.deleteIncoming(KEY);
    expect(s3.commandCalls(DeleteObjectCommand)[0].args[0].input).toEqual({ Bucket: 'fika-uploads', Key: `incoming/${KEY}` });
  });

  it('never touches a key outside the upload keys', async () => {
    await expect(store.readOriginal('../site/index.html')).rejects.toThrow(/Not an upload key/);
    await expect(store.presignPost('upload-x/../../y', 'image/png', 1)).rejects.toThrow(/Not an upload key/);
    expect(s3.calls()).toHaveLength(0);
  });

  it('is the store in AWS, and says which variable is missing without a bucket', () => {
    const config = readConfig({ PORTS: 'aws', TABLE_NAME: 't', SITE_URL: 'https://x.test', UPLOADS_BUCKET: 'fika-uploads' });
    expect(uploadStore({ config, secrets: { signingSecret: 's' }, clock: systemClock }).kind).toBe('s3');
    expect(() => uploadStore({ config: { ...config, uploadsBucket: undefined }, secrets: { signingSecret: 's' }, clock: systemClock })).toThrow(/UPLOADS_BUCKET/);
  });
});
