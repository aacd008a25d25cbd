/**
 * The SPA fallback, as CloudFront Function source. Pure string builders, so tests can run the
 * exact code that ships.
 *
 * Why a function and not custom error responses: CloudFront error responses apply to the whole
 * distribution, so an API 403/404 from /api/* would be rewritten to index.html with 200.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';

/** CloudFront Functions are limited to 10 KB of code; leave room for the handler itself. */
export const MAX_EMBEDDED_ROUTES_BYTES = 8 * 1024;

/**
 * Prerendered routes in a web build: every `<route>/index.html` below the root, as `/<route>`.
 * Empty when the build does not exist.
 */
export function prerenderedRoutes(distDir: string): string[] {
  if (!fs.existsSync(distDir)) return [];
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'index.html' && dir !== distDir) out.push('/' + path.relative(distDir, dir).split(path.sep).join('/'));
    }
  };
  walk(distDir);
  return out.sort();
}

/**
 * Viewer-request rewrite for the S3 behaviour:
 *  - a path whose last segment has a dot is a file: unchanged;
 *  - `/`: `/index.html` (the prerendered home);
 *  - unknown extensionless paths: `/spa-shell.html` (the empty app shell routes on the client);
 *  - an extensionless path with a prerendered page: `<path>/index.html` (with or without a trailing slash).
 * When the route list would not fit in a CloudFront Function, every route but `/` gets the shell.
 */
export function spaRewriteCode(routes: readonly string[]): { code: string; embedded: boolean } {
  const table = JSON.stringify(Object.fromEntries(routes.map((r) => [r, 1])));
  const embedded = Buffer.byteLength(table) <= MAX_EMBEDDED_ROUTES_BYTES;
  const code = `var prerendered = ${embedded ? table : '{}'};
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var last = uri.substring(uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') !== -1) return request;
  var route = uri.length > 1 && uri.charAt(uri.length - 1) === '/' ? uri.substring(0, uri.length - 1) : uri;
  request.uri = route === '/' ? '/index.html' : prerendered[route] === 1 ? route + '/index.html' : '/spa-shell.html';
  return request;
}
`;
  return { code, embedded };
}

/**
 * Viewer-request normaliser for /img/*: Accept is part of the image cache key, so collapse the
 * browsers' many Accept strings to the two variants the resizer distinguishes (WebP or not).
 */
export function imageAcceptCode(): string {
  return `function handler(event) {
  var request = event.request;
  var accept = request.headers.accept ? request.headers.accept.value : '';
  request.headers.accept = { value: accept.indexOf('image/webp') !== -1 ? 'image/webp' : '*/*' };
  return request;
}
`;
}

/** Header carrying the viewer's IP to the API (API Gateway only sees CloudFront's address). */
export const VIEWER_IP_HEADER = 'x-viewer-ip';

/**
 * Viewer-request function for /api/*: stamps the real viewer IP, overwriting anything the client
 * sent under that name, so per-IP rate limits see people rather than CloudFront edges.
 */
export function viewerIpCode(): string {
  return `function handler(event) {
  var request = event.request;
  request.headers['${VIEWER_IP_HEADER}'] = { value: event.viewer.ip };
  return request;
}
`;
}
