/**
 * The site publisher's AWS store (functions/consumers/site-publisher/s3-store.ts), against mocked
 * clients: files as objects of the site bucket (revalidated, typed), its state under a dot path,
 * the key value store made to hold exactly the catalogue's live routes (in batches, each on the
 * last ETag), and invalidations of the changed paths (one wildcard past the limit).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { CloudFrontClient, CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import { CloudFrontKeyValueStoreClient, DescribeKeyValueStoreCommand, ListKeysCommand, UpdateKeysCommand } from '@aws-sdk/client-cloudfront-keyvaluestore';
import { MAX_INVALIDATION_PATHS, STATE_KEY, s3SiteStore } from '../../../functions/consumers/site-publisher/s3-store';
import type { KnownRoutes } from '../../../infra/constructs/spa-routing';

const s3 = mockClient(S3Client);
const cf = mockClient(CloudFrontClient);
const kvs = mockClient(CloudFrontKeyValueStoreClient);
const KVS_ARN = 'arn:aws:cloudfront::123456789012:key-value-store/abc';

const store = () =>
  s3SiteStore({ bucket: 'site-bucket', distributionId: 'E123', kvsArn: KVS_ARN, s3: new S3Client({}), cloudFront: new CloudFrontClient({}), kvs: new CloudFrontKeyValueStoreClient({}) });

beforeEach(() => {
  s3.reset();
  cf.reset();
  kvs.reset();
});

describe('the site bucket', () => {
  it('writes pages and data files revalidated on every visit, with their type, and removes them', async () => {
    s3.on(PutObjectCommand).resolves({});
    s3.on(DeleteObjectCommand).resolves({});
    await store().write('events/x/index.html', '<html></html>');
    await store().write('data/events/en/x.json', '{}');
    await store().remove('events/y/index.html');
    const puts = s3.commandCalls(PutObjectCommand).map((c) => c.args[0].input);
    expect(puts).toEqual([
      expect.objectContaining({ Bucket: 'site-bucket', Key: 'events/x/index.html', ContentType: 'text/html; charset=utf-8', CacheControl: 'public, max-age=0, must-revalidate' }),
      expect.objectContaining({ Key: 'data/events/en/x.json', ContentType: 'application/json' }),
    ]);
    expect(s3.commandCalls(DeleteObjectCommand).map((c) => c.args[0].input)).toEqual([{ Bucket: 'site-bucket', Key: 'events/y/index.html' }]);
  });

  it('keeps its state under a dot path (never served), and has none before the first publish', async () => {
    expect(STATE_KEY.startsWith('.')).toBe(true);
    s3.on(GetObjectCommand).rejects(new NoSuchKey({ message: 'none', $metadata: {} }));
    expect(await store().readState()).toBeUndefined();
    s3.on(PutObjectCommand).resolves({});
    await store().writeState({ build: 'b1', stamp: 's', version: 3, pages: {} });
    expect(s3.commandCalls(PutObjectCommand)[0].args[0].input).toMatchObject({ Key: STATE_KEY, CacheControl: 'no-store' });
  });
});

describe('the edge routes', () => {
  const known = (slugs: string[]): KnownRoutes => ({
    pages: ['/', '/events', ...slugs.flatMap((s) => [`/events/${s}`, `/ja/events/${s}`])],
    shell: ['/host'],
    anyChild: slugs.map((s) => `/host/${s}`),
    live: ['/events', '/host', '/ja/events', '/ja/host'],
  });

  it('puts the new routes and deletes the gone ones, leaving the rest', async () => {
    kvs.on(ListKeysCommand).resolves({ Items: [{ Key: '/events/old', Value: 'page' }, { Key: '/events/kept', Value: 'page' }, { Key: '/ja/events/kept', Value: 'page' }, { Key: '/host/kept', Value: 'any' }] });
    kvs.on(DescribeKeyValueStoreCommand).resolves({ ETag: 'e1' });
    kvs.on(UpdateKeysCommand).resolves({ ETag: 'e2' });
    await store().setRoutes(known(['kept', 'new']));
    const update = kvs.commandCalls(UpdateKeysCommand).map((c) => c.args[0].input);
    expect(update).toEqual([
      {
        KvsARN: KVS_ARN,
        IfMatch: 'e1',
        Puts: [
          { Key: '/events/new', Value: 'page' },
          { Key: '/ja/events/new', Value: 'page' },
          { Key: '/host/new', Value: 'any' },
        ],
        Deletes: [{ Key: '/events/old' }],
      },
    ]);
  });

  it('writes a large change in batches of 50, each on the ETag the last one returned, after reading every page of keys', async () => {
    kvs.on(ListKeysCommand, { KvsARN: KVS_ARN, NextToken: undefined }).resolves({ Items: [{ Key: '/events/a', Value: 'page' }], NextToken: 't2' });
    kvs.on(ListKeysCommand, { KvsARN: KVS_ARN, NextToken: 't2' }).resolves({ Items: [{ Key: '/events/b', Value: 'page' }] });
    kvs.on(DescribeKeyValueStoreCommand).resolves({ ETag: 'e0' });
    kvs.on(UpdateKeysCommand).callsFake((input: { IfMatch: string }) => ({ ETag: `${input.IfMatch}+` }));
    const slugs = Array.from({ length: 40 }, (_, i) => `e${i}`);
    await store().setRoutes(known(slugs));
    const calls = kvs.commandCalls(UpdateKeysCommand).map((c) => c.args[0].input);
    expect(calls.map((c) => c.IfMatch)).toEqual(['e0', 'e0+', 'e0++']);
    expect(calls.reduce((n, c) => n + (c.Puts?.length ?? 0) + (c.Deletes?.length ?? 0), 0)).toBe(120 + 2);
    expect(calls.every((c) => (c.Puts?.length ?? 0) + (c.Deletes?.length ?? 0) <= 50)).toBe(true);
    expect(kvs.commandCalls(ListKeysCommand)).toHaveLength(2);
  });
});

describe('CloudFront', () => {
  it('invalidates the changed paths, or everything at once past the limit', async () => {
    cf.on(CreateInvalidationCommand).resolves({});
    await store().invalidate(['/events/x', '/events/x/', '/events/x/index.html']);
    await store().invalidate(Array.from({ length: MAX_INVALIDATION_PATHS + 1 }, (_, i) => `/p${i}`));
    await store().invalidate([]);
    const batches = cf.commandCalls(CreateInvalidationCommand).map((c) => c.args[0].input);
    expect(batches).toHaveLength(2);
    expect(batches[0]).toMatchObject({ DistributionId: 'E123', InvalidationBatch: { Paths: { Quantity: 3, Items: ['/events/x', '/events/x/', '/events/x/index.html'] } } });
    expect(batches[1].InvalidationBatch?.Paths).toEqual({ Quantity: 1, Items: ['/*'] });
    expect(batches[0].InvalidationBatch?.CallerReference).not.toBe(batches[1].InvalidationBatch?.CallerReference);
  });
});
