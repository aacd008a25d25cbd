/**
 * The export store (functions/lib/export-files.ts): the presigned GET URL is AWS Signature Version 4
 * (checked against the S3 documentation's example and against the SDK's own signer), and the S3
 * writer sends a file in parts of PART_BYTES, holding at most one part, or in one PutObject when it
 * is smaller than a part; a failed file's upload is aborted.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createHash, createHmac } from 'node:crypto';
import { mockClient } from 'aws-sdk-client-mock';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { SignatureV4 } from '@smithy/signature-v4';
import { PART_BYTES, presignGetUrl, s3ExportFiles } from '../../../functions/lib/export-files';
import { fixedClock } from '../../../functions/lib/adapters/system';

const EXAMPLE = { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' };

type Data = string | ArrayBuffer | ArrayBufferView;
const bytes = (d: Data) => (typeof d === 'string' ? Buffer.from(d) : d instanceof ArrayBuffer ? Buffer.from(d) : Buffer.from(d.buffer, d.byteOffset, d.byteLength));

/** node:crypto as the SDK's checksum constructor. */
class Sha256 {
  private readonly h;
  constructor(secret?: Data) {
    this.h = secret ? createHmac('sha256', bytes(secret)) : createHash('sha256');
  }
  update(data: Data) {
    this.h.update(bytes(data));
  }
  async digest() {
    return new Uint8Array(this.h.digest());
  }
}

describe('presignGetUrl', () => {
  it('gives the S3 documentation’s example signature', () => {
    const url = presignGetUrl({ bucket: 'examplebucket', key: 'test.txt', region: 'us-east-1', credentials: EXAMPLE, now: new Date('2013-05-24T00:00:00Z'), expiresS: 86400, host: 'examplebucket.s3.amazonaws.com' });
    expect(url).toBe(
      'https://examplebucket.s3.amazonaws.com/test.txt?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404',
    );
  });

  it('signs as the SDK’s signer does, session token included', async () => {
    const credentials = { ...EXAMPLE, sessionToken: 'FwoGZXIvYXdzE+token/with=chars' };
    const now = new Date('2026-11-22T09:00:00Z');
    const ours = new URL(presignGetUrl({ bucket: 'fika-uploads-abc', key: 'exports/exp_01ABC-run_1.csv', region: 'ap-northeast-1', credentials, now, expiresS: 300 }));
    const signer = new SignatureV4({ service: 's3', region: 'ap-northeast-1', credentials, sha256: Sha256, uriEscapePath: false });
    // As @aws-sdk/s3-request-presigner asks it: an unsigned payload, named by a header that is neither signed nor moved to the query.
    const theirs = await signer.presign(
      { method: 'GET', protocol: 'https:', hostname: ours.hostname, path: ours.pathname, headers: { host: ours.hostname, 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD' }, query: {} },
      { signingDate: now, expiresIn: 300, unsignableHeaders: new Set(['x-amz-content-sha256']), unhoistableHeaders: new Set(['x-amz-content-sha256']) },
    );
    expect(ours.hostname).toBe('fika-uploads-abc.s3.ap-northeast-1.amazonaws.com');
    expect(Object.fromEntries(ours.searchParams)).toEqual(theirs.query);
  });
});

describe('the S3 export writer', () => {
  const s3 = mockClient(S3Client);
  afterEach(() => s3.reset());
  const files = s3ExportFiles('bucket', fixedClock('2026-11-22T09:00:00Z'));

  it('writes a file over a part in parts, holding at most one part and one write', async () => {
    s3.on(CreateMultipartUploadCommand).resolves({ UploadId: 'up-1' });
    s3.on(UploadPartCommand).callsFake((input: { PartNumber: number }) => ({ ETag: `"etag-${input.PartNumber}"` }));
    s3.on(CompleteMultipartUploadCommand).resolves({});
    const w = files.create('exp_01ABC-run.csv', 'active-signups-2026-11-22.csv');
    const page = 'x'.repeat(1024 * 1024 - 2) + '\r\n';
    for (let i = 0; i < 20; i++) await w.write(page);
    const { bytes } = await w.close();
    expect(bytes).toBe(20 * page.length);
    const parts = s3.commandCalls(UploadPartCommand).map((c) => c.args[0].input);
    expect(parts.map((p) => [p.PartNumber, (p.Body as Buffer).length])).toEqual([
      [1, PART_BYTES],
      [2, PART_BYTES],
      [3, 4 * page.length],
    ]);
    expect(w.peakBufferedBytes).toBeLessThanOrEqual(PART_BYTES + page.length);
    expect(s3.commandCalls(CreateMultipartUploadCommand)[0].args[0].input).toMatchObject({
      Bucket: 'bucket',
      Key: 'exports/exp_01ABC-run.csv',
      ContentType: 'text/csv; charset=utf-8',
      ContentDisposition: 'attachment; filename="active-signups-2026-11-22.csv"',
    });
    expect(s3.commandCalls(CompleteMultipartUploadCommand)[0].args[0].input.MultipartUpload?.Parts).toEqual([
      { ETag: '"etag-1"', PartNumber: 1 },
      { ETag: '"etag-2"', PartNumber: 2 },
      { ETag: '"etag-3"', PartNumber: 3 },
    ]);
    expect(s3.commandCalls(PutObjectCommand)).toHaveLength(0);
  });

  it('writes a small file with one PutObject', async () => {
    s3.on(PutObjectCommand).resolves({});
    const w = files.create('exp_01ABC-run.csv', 'unsubscribes-2026-11-22.csv');
    await w.write('email\r\n');
    await w.write('a@example.com\r\n');
    expect(await w.close()).toEqual({ bytes: 22 });
    expect(s3.commandCalls(PutObjectCommand)[0].args[0].input).toMatchObject({ Key: 'exports/exp_01ABC-run.csv', ContentDisposition: 'attachment; filename="unsubscribes-2026-11-22.csv"' });
    expect((s3.commandCalls(PutObjectCommand)[0].args[0].input.Body as Buffer).toString()).toBe('email\r\na@example.com\r\n');
    expect(s3.commandCalls(CreateMultipartUploadCommand)).toHaveLength(0);
  });

  it('aborts the upload of a file that failed', async () => {
    s3.on(CreateMultipartUploadCommand).resolves({ UploadId: 'up-2' });
    s3.on(UploadPartCommand).resolves({ ETag: '"e"' });
    s3.on(AbortMultipartUploadCommand).resolves({});
    const w = files.create('exp_01ABC-run.csv', 'x.csv');
    await w.write('y'.repeat(PART_BYTES));
    await w.abort();
    expect(s3.commandCalls(AbortMultipartUploadCommand)[0].args[0].input).toEqual({ Bucket: 'bucket', Key: 'exports/exp_01ABC-run.csv', UploadId: 'up-2' });
  });

  it('refuses a file name that could leave the prefix', () => {
    expect(() => files.create('../secrets.csv', 'x.csv')).toThrow(/Not an export file name/);
    expect(() => files.create('exp_1.csv', 'a"b.csv')).toThrow(/Not a download name/);
  });
});
