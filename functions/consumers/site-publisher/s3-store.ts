/**
 * The site publisher's store on AWS:
 * - pages, data files and sitemap.xml are objects of the site bucket (as the deploy writes them:
 *   revalidated on every visit), and the publisher's state is `.publisher/state.json` there (the
 *   edge never serves a dot path);
 * - the routes the catalogue adds (an event's page, an event's door kit) are the entries of the
 *   CloudFront key value store the viewer-request function reads (infra/constructs/spa-routing.ts
 *   `liveRouteEntries`): a new event's page is served, an unpublished one is not found;
 * - what CloudFront cached of the changed paths is invalidated.
 * Environment (infra/constructs/web.ts `publishTo`): SITE_BUCKET, SITE_DISTRIBUTION_ID,
 * SITE_ROUTES_KVS_ARN; SITE_RENDERER_DIR, where the asset carries the renderer (web/dist-ssr).
 */
import { randomUUID } from 'node:crypto';
import type { S3Client } from '@aws-sdk/client-s3';
import type { CloudFrontClient } from '@aws-sdk/client-cloudfront';
import type { CloudFrontKeyValueStoreClient } from '@aws-sdk/client-cloudfront-keyvaluestore';
import { liveRouteEntries, type KnownRoutes } from '../../../infra/constructs/spa-routing';
import type { SiteState, SiteStore } from '../../../web/scripts/render-site';
import type { SiteTarget } from './target';

/** The publisher's state in the bucket: a dot path, which the edge never serves. */
export const STATE_KEY = '.publisher/state.json';
/** More changed paths than this are invalidated as one wildcard (each path of an invalidation is billed). */
export const MAX_INVALIDATION_PATHS = 100;
/** CloudFront takes at most 50 changes per UpdateKeys call. */
const KVS_BATCH = 50;

const TYPES: Record<string, string> = { html: 'text/html; charset=utf-8', json: 'application/json', xml: 'application/xml', txt: 'text/plain; charset=utf-8' };
const REVALIDATE = 'public, max-age=0, must-revalidate';

export interface S3SiteStoreOptions {
  bucket: string;
  distributionId: string;
  kvsArn: string;
  s3: S3Client;
  cloudFront: CloudFrontClient;
  kvs: CloudFrontKeyValueStoreClient;
}

export function s3SiteStore(o: S3SiteStoreOptions): SiteStore {
  return {
    async write(file, body) {
      const { PutObjectCommand } = await import('@aws-sdk/client-s3');
      const ext = file.slice(file.lastIndexOf('.') + 1);
      await o.s3.send(new PutObjectCommand({ Bucket: o.bucket, Key: file, Body: body, ContentType: TYPES[ext] ?? 'application/octet-stream', CacheControl: REVALIDATE }));
    },
    async remove(file) {
      const { DeleteObjectCommand } = await import('@aws-sdk/client-s3');
      await o.s3.send(new DeleteObjectCommand({ Bucket: o.bucket, Key: file }));
    },
    async readState() {
      const { GetObjectCommand, NoSuchKey } = await import('@aws-sdk/client-s3');
      try {
        const out = await o.s3.send(new GetObjectCommand({ Bucket: o.bucket, Key: STATE_KEY }));
        return JSON.parse((await out.Body?.transformToString()) ?? 'null') as SiteState | undefined;
      } catch (e) {
        if (e instanceof NoSuchKey || (e as { name?: string }).name === 'NoSuchKey') return undefined;
        throw e;
      }
    },
    async writeState(state) {
      const { PutObjectCommand } = await import('@aws-sdk/client-s3');
      await o.s3.send(new PutObjectCommand({ Bucket: o.bucket, Key: STATE_KEY, Body: JSON.stringify(state), ContentType: 'application/json', CacheControl: 'no-store' }));
    },
    async setRoutes(known) {
      await syncKeyValueStore(o.kvs, o.kvsArn, known);
    },
    async invalidate(paths) {
      if (paths.length === 0) return;
      const { CreateInvalidationCommand } = await import('@aws-sdk/client-cloudfront');
      const items = paths.length > MAX_INVALIDATION_PATHS ? ['/*'] : paths.map((p) => encodeURI(p));
      await o.cloudFront.send(
        new CreateInvalidationCommand({
          DistributionId: o.distributionId,
          InvalidationBatch: { CallerReference: `site-publisher-${randomUUID()}`, Paths: { Quantity: items.length, Items: items } },
        }),
      );
    },
  };
}

/** Makes the key value store hold exactly the live routes of `known`: puts what is new or different, deletes what is gone. */
export async function syncKeyValueStore(kvs: CloudFrontKeyValueStoreClient, arn: string, known: KnownRoutes): Promise<{ puts: number; deletes: number }> {
  const { DescribeKeyValueStoreCommand, ListKeysCommand, UpdateKeysCommand } = await import('@aws-sdk/client-cloudfront-keyvaluestore');
  const wanted = liveRouteEntries(known);
  const have = new Map<string, string>();
  let next: string | undefined;
  do {
    const page = await kvs.send(new ListKeysCommand({ KvsARN: arn, NextToken: next }));
    for (const item of page.Items ?? []) if (item.Key !== undefined) have.set(item.Key, item.Value ?? '');
    next = page.NextToken;
  } while (next);
  const puts = Object.entries(wanted)
    .filter(([key, value]) => have.get(key) !== value)
    .map(([Key, Value]) => ({ Key, Value }));
  const deletes = [...have.keys()].filter((key) => !(key in wanted)).map((Key) => ({ Key }));
  let etag = (await kvs.send(new DescribeKeyValueStoreCommand({ KvsARN: arn }))).ETag;
  const changes: { put?: { Key: string; Value: string }; del?: { Key: string } }[] = [...puts.map((put) => ({ put })), ...deletes.map((del) => ({ del }))];
  for (let i = 0; i < changes.length; i += KVS_BATCH) {
    const batch = changes.slice(i, i + KVS_BATCH);
    const out = await kvs.send(
      new UpdateKeysCommand({
        KvsARN: arn,
        IfMatch: etag,
        Puts: batch.flatMap((c) => (c.put ? [c.put] : [])),
        Deletes: batch.flatMap((c) => (c.del ? [c.del] : [])),
      }),
    );
    etag = out.ETag;
  }
  return { puts: puts.length, deletes: deletes.length };
}

/** The target of the deployed function, from its environment. */
export async function awsSiteTarget(): Promise<SiteTarget> {
  const env = (name: string): string => {
    const v = process.env[name];
    if (!v) throw new Error(`Invalid configuration: ${name} is required by the site publisher`);
    return v;
  };
  // The key value store's API is signed with SigV4a: its JavaScript signer registers itself on import.
  const [{ S3Client }, { CloudFrontClient }, { CloudFrontKeyValueStoreClient }] = await Promise.all([
    import('@aws-sdk/client-s3'),
    import('@aws-sdk/client-cloudfront'),
    import('@aws-sdk/client-cloudfront-keyvaluestore'),
    import('@aws-sdk/signature-v4a'),
  ]);
  return {
    rendererDir: env('SITE_RENDERER_DIR'),
    store: s3SiteStore({
      bucket: env('SITE_BUCKET'),
      distributionId: env('SITE_DISTRIBUTION_ID'),
      kvsArn: env('SITE_ROUTES_KVS_ARN'),
      s3: new S3Client({}),
      cloudFront: new CloudFrontClient({}),
      kvs: new CloudFrontKeyValueStoreClient({}),
    }),
  };
}
