/**
 * The local HTTP server: serves the production SPA build like CloudFront (prerendered pages, the
 * app shell for browser-only routes, the not-found page with 404 for unknown paths, long-cached
 * assets), with the site publisher's overlay over it (infra/local/site-overlay.ts: the pages and
 * routes of published changes, as the site bucket holds them on AWS), sends the functions' paths (/api/*, /img/*, /calendar/*: api/endpoints.ts) through the
 * shared route table to the same handlers, and /_dev/* to the local-only tools.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { createHash } from 'node:crypto';
import type { GatewayRequest, GatewayResponse } from './gateway';
import { handleDev, type DevDeps } from './dev-routes';
import { log } from '../../functions/lib/log';
import { MAX_BODY_BYTES } from '../../functions/lib/http';
import { KNOWN_ROUTES_FILE, NOT_FOUND_PAGE, readKnownRoutes, siteRouter } from '../constructs/spa-routing';
import { overlayRemoved } from './site-overlay';
import { SECURITY_HEADERS, securityHeadersFor } from '../constructs/security-headers';
import { FUNCTION_PATH_PREFIXES } from '../../api/endpoints';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.ics': 'text/calendar; charset=utf-8',
};

export interface ServerDeps {
  webRoot: string;
  /** The site publisher's overlay folder, served before webRoot (infra/local/site-overlay.ts). */
  overlayRoot?: string;
  dispatch: (req: GatewayRequest) => Promise<GatewayResponse>;
  dev?: DevDeps;
}

/** A body this far over the limit is not read to its end: the connection is dropped instead. */
const DRAIN_MAX_BYTES = 16 * 1024 * 1024;

/**
 * The request body; 'too-large' past twice the functions' limit. An oversized body is still read to
 * its end (and discarded) so the 413 reaches the client and the connection stays in step; only a
 * body past DRAIN_MAX_BYTES stops the reading, which drops the connection.
 */
async function readBody(req: IncomingMessage): Promise<Buffer | 'too-large'> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const c of req) {
    size += (c as Buffer).length;
    if (size > DRAIN_MAX_BYTES) break;
    if (size <= MAX_BODY_BYTES * 2) chunks.push(c as Buffer);
  }
  return size > MAX_BODY_BYTES * 2 ? 'too-large' : Buffer.concat(chunks);
}

async function fileIfExists(path: string): Promise<Buffer | undefined> {
  try {
    const s = await stat(path);
    if (!s.isFile()) return undefined;
    return await readFile(path);
  } catch {
    return undefined;
  }
}

const compressible = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg)/;
const compressed = new Map<string, Buffer>();

/** Compresses text responses as CloudFront does (brotli, else gzip), caching the result per file. */
function encode(req: IncomingMessage, file: string, type: string, body: Buffer): { body: Buffer; headers: Record<string, string> } {
  if (!compressible.test(type) || body.length < 1024) return { body, headers: {} };
  const accept = String(req.headers['accept-encoding'] ?? '');
  const enc = /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : undefined;
  if (!enc) return { body, headers: { vary: 'Accept-Encoding' } };
  // By content: the site publisher rewrites pages in place (the same length is no proof of the same page).
  const key = `${enc}:${file}:${createHash('sha1').update(body).digest('base64')}`;
  let out = compressed.get(key);
  if (!out) {
    out = enc === 'br' ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }) : gzipSync(body, { level: 9 });
    compressed.set(key, out);
  }
  return { body: out, headers: { 'content-encoding': enc, vary: 'Accept-Encoding' } };
}

/**
 * The site's routing, made from the known routes by the CloudFront Functions' code (the overlay's,
 * which the site publisher keeps, else the build's); rebuilt when the file changes.
 */
const routings = new Map<string, { stamp: number; route: ReturnType<typeof siteRouter> }>();
async function siteRouting(roots: string[]): Promise<ReturnType<typeof siteRouter> | undefined> {
  for (const root of roots) {
    const s = await stat(join(root, KNOWN_ROUTES_FILE)).catch(() => undefined);
    if (!s) continue;
    let routing = routings.get(root);
    if (routing?.stamp !== s.mtimeMs) {
      const known = readKnownRoutes(root);
      if (!known) continue;
      routings.set(root, (routing = { stamp: s.mtimeMs, route: siteRouter(known) }));
    }
    return routing.route;
  }
  return undefined;
}

async function sendFile(req: IncomingMessage, res: ServerResponse, file: string, body: Buffer, status: number, cacheControl: string) {
  const type = types[extname(file)] ?? 'application/octet-stream';
  const out = encode(req, file, type, body);
  const path = new URL(req.url ?? '/', 'http://local').pathname;
  res.writeHead(status, { 'content-type': type, 'cache-control': cacheControl, ...out.headers, ...securityHeadersFor(path) });
  res.end(req.method === 'HEAD' ? undefined : out.body);
}

/**
 * As CloudFront does: a file is served as it is (404 when missing); a page path goes through the
 * same routing as the distribution's functions: its prerendered page, the app shell for
 * browser-only routes, or the not-found page with status 404.
 */
async function serveStatic(req: IncomingMessage, res: ServerResponse, webRoot: string, overlayRoot: string | undefined, pathname: string) {
  const root = resolve(webRoot);
  const overlay = overlayRoot ? resolve(overlayRoot) : undefined;
  const removed = overlay ? await overlayRemoved(overlay) : undefined;
  /** A file of the site: the overlay's, else the build's unless the publisher removed it. */
  const siteFile = async (target: string): Promise<{ file: string; body: Buffer } | undefined> => {
    for (const base of removed ? [overlay!, root] : [root]) {
      const file = join(base, target);
      if (!file.startsWith(base)) return undefined;
      if (base === root && removed?.has(target.replace(/^\//, ''))) return undefined;
      const body = await fileIfExists(file);
      if (body) return { file, body };
    }
    return undefined;
  };
  const revalidate = 'public, max-age=0, must-revalidate';
  let rel: string;
  try {
    rel = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  } catch {
    rel = pathname;
  }
  const route = await siteRouting(removed ? [overlay!, root] : [root]);
  if (!route) {
    res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('The web app is not built yet: run `npm run build:web`.');
    return;
  }
  const { file: target, status } = await route(rel);
  const found = await siteFile(target);
  if (found) return sendFile(req, res, found.file, found.body, status, target.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : revalidate);
  if (extname(target) && target !== rel) {
    // A routed page missing from the build: the not-found page stands in.
    const notFound = await siteFile(NOT_FOUND_PAGE);
    if (notFound) return sendFile(req, res, notFound.file, notFound.body, 404, revalidate);
  }
  res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', ...SECURITY_HEADERS });
  res.end(req.method === 'HEAD' ? undefined : 'Not found');
}

export function createLocalServer(d: ServerDeps): Server {
  return createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    try {
      if (FUNCTION_PATH_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) {
        const body = await readBody(req);
        if (body === 'too-large') {
          // The connection is closed after the answer: the client opens a new one for its next request.
          res.writeHead(413, { 'content-type': 'application/json', connection: 'close', ...SECURITY_HEADERS });
          res.end(JSON.stringify({ success: false, error: 'Request body is too large (max 64 KB)' }));
          return;
        }
        const r = await d.dispatch({ method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers, body, sourceIp: req.socket.remoteAddress ?? '127.0.0.1' });
        // CloudFront's behaviours for these paths apply the same response headers policy (override on).
        res.writeHead(r.status, { ...r.headers, ...SECURITY_HEADERS });
        res.end(req.method === 'HEAD' ? undefined : r.body);
        return;
      }
      if (url.pathname.startsWith('/_dev/') && d.dev) return await handleDev(req, res, url, d.dev);
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { allow: 'GET, HEAD' });
        res.end();
        return;
      }
      await serveStatic(req, res, d.webRoot, d.overlayRoot, url.pathname);
    } catch (e) {
      log.error('local server error', { path: url.pathname, error: e instanceof Error ? e.stack : String(e) });
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: false, error: 'Something went wrong. Please try again.' }));
    }
  });
}
