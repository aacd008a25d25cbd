/**
 * Routing of the site's pages, as CloudFront Function source. Pure string builders, so the tests
 * and the local server run the exact code that ships.
 *
 * Why functions and not custom error responses: CloudFront error responses apply to the whole
 * distribution, so an API 403/404 from /api/* would be rewritten to an HTML page.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { VIEWER_IP_HEADER } from '../../functions/lib/edge';

/**
 * The app's known paths, written by the web build (web/scripts/prerender.ts) from the route table
 * and the content: every other path answers 404.
 */
export interface KnownRoutes {
  /** Paths with a prerendered `<path>/index.html` (`/` is `index.html`). */
  pages: string[];
  /** Paths the app renders in the browser only (member and admin screens): served the app shell. */
  shell: string[];
  /** Parents whose every single child segment is a browser-only route (`/cancel-reservation` for `/cancel-reservation/:token`). */
  anyChild: string[];
  /**
   * Parents whose children come from the event catalogue (`/events` for `/events/<slug>`, `/host`
   * for the door kits' `/host/<slug>`), which organisers change without a deploy. Those children
   * are not written into the function's code: the function looks them up in its key value store
   * (liveRouteEntries), which the site publisher keeps in step with the catalogue.
   */
  live?: string[];
}

/** The file in a web build that holds its KnownRoutes. */
export const KNOWN_ROUTES_FILE = 'spa-routes.json';
/** The prerendered not-found page, served with status 404 for every unknown path. */
export const NOT_FOUND_PAGE = '/404.html';
/** The app shell without content, for routes the browser renders on its own. */
export const SHELL_PAGE = '/spa-shell.html';
/** Set by the viewer-request function on a path it sent to the not-found page (any value a client sent is removed). */
export const NOT_FOUND_HEADER = 'x-fika-not-found';
/** CloudFront Functions may hold at most 10 KB of code. */
export const MAX_FUNCTION_BYTES = 10 * 1024;

/** The value of a live route in the key value store: a page, or a parent whose every child is browser-only. */
export type LiveRouteKind = 'page' | 'any';

const parentOf = (route: string) => route.slice(0, route.lastIndexOf('/'));

/**
 * The known routes under the `live` parents, as the key value store holds them: route → its kind.
 * Keys are paths (at most 512 bytes each, CloudFront's limit for a key).
 */
export function liveRouteEntries(known: KnownRoutes): Record<string, LiveRouteKind> {
  const live = new Set(known.live ?? []);
  const out: Record<string, LiveRouteKind> = {};
  for (const p of known.pages) if (live.has(parentOf(p))) out[p] = 'page';
  for (const p of known.anyChild) if (live.has(parentOf(p))) out[p] = 'any';
  return out;
}

/** The known routes of a web build; undefined when the build does not exist or predates them. */
export function readKnownRoutes(distDir: string): KnownRoutes | undefined {
  const file = path.join(distDir, KNOWN_ROUTES_FILE);
  if (!fs.existsSync(file)) return undefined;
  return JSON.parse(fs.readFileSync(file, 'utf8')) as KnownRoutes;
}

/**
 * The routes as one object: parent path → its children's last segments joined with `|`, a
 * browser-only child marked `!`, `!*` for any child. About 25 bytes per listed path.
 */
function routeTable(known: KnownRoutes): Record<string, string> {
  const inStore = liveRouteEntries(known);
  const table: Record<string, string[]> = {};
  const add = (route: string, marker: '' | '!') => {
    const segments = route.split('/').slice(1);
    const name = segments[segments.length - 1];
    if (!route.startsWith('/') || segments.some((s) => !s || s.includes('|') || s.startsWith('!')) || name.includes('.')) {
      throw new Error(`Route ${route} cannot be matched at the edge: expected /segment[/segment...], no "|", no leading "!", no "." in the last segment`);
    }
    (table[route.slice(0, route.lastIndexOf('/'))] ??= []).push(marker + name);
  };
  for (const p of known.pages) if (p !== '/' && !inStore[p]) add(p, '');
  for (const p of known.shell) if (p !== '/') add(p, '!');
  for (const p of known.anyChild) if (!inStore[p]) (table[p] ??= []).push('!*');
  return Object.fromEntries(Object.entries(table).map(([k, v]) => [k, [...new Set(v)].sort().join('|')]));
}

/** The first line of a function that reads its key value store (CloudFront Functions' runtime 2.0 module). */
const KVS_IMPORT = "import cf from 'cloudfront';";

/**
 * Viewer-request rewrite for the S3 behaviour:
 *  - a path with a segment that starts with a dot (a hidden file: the site publisher's state, the
 *    build's manifest) is not served: the not-found page;
 *  - a path whose last segment has a dot is a file: unchanged;
 *  - `/`: `/index.html` (the prerendered home);
 *  - a prerendered page: `<path>/index.html` (with or without a trailing slash);
 *  - a browser-only route: the app shell;
 *  - a child of a `live` parent: looked up in the key value store (an event's page, an event's door
 *    kit), as the site publisher last wrote it;
 *  - anything else: the not-found page, marked with NOT_FOUND_HEADER for the response function.
 * Without `live` parents the function reads no store and is synchronous.
 */
export function spaRewriteCode(known: KnownRoutes): string {
  const live = [...new Set(known.live ?? [])].sort();
  const store = live.length > 0;
  const notFound = `{
    request.uri = '${NOT_FOUND_PAGE}';
    request.headers['${NOT_FOUND_HEADER}'] = { value: '1' };
  }`;
  const code = `${store ? `${KVS_IMPORT}\nvar kvs = cf.kvs();\n` : ''}var routes = ${JSON.stringify(routeTable(known))};
${
  store
    ? `var live = ${JSON.stringify(`|${live.join('|')}|`)};
async function stored(key) {
  try {
    return await kvs.get(key);
  } catch (e) {
    return '';
  }
}
async function handler(event) {`
    : 'function handler(event) {'
}
  var request = event.request;
  var uri = request.uri;
  delete request.headers['${NOT_FOUND_HEADER}'];
${
  store
    ? `  if (uri.indexOf('/.') !== -1) {
    request.uri = '${NOT_FOUND_PAGE}';
    request.headers['${NOT_FOUND_HEADER}'] = { value: '1' };
    return request;
  }
`
    : ''
}  if (uri.substring(uri.lastIndexOf('/') + 1).indexOf('.') !== -1) return request;
  var route = uri.length > 1 && uri.charAt(uri.length - 1) === '/' ? uri.substring(0, uri.length - 1) : uri;
  if (route === '/') {
    request.uri = '/index.html';
    return request;
  }
  var cut = route.lastIndexOf('/');
  var name = route.substring(cut + 1);
  var names = '|' + (routes[route.substring(0, cut)] || '') + '|';
  if (name && names.indexOf('|' + name + '|') !== -1) request.uri = route + '/index.html';
  else if (name && (names.indexOf('|!' + name + '|') !== -1 || names.indexOf('|!*|') !== -1)) request.uri = '${SHELL_PAGE}';
${
  store
    ? `  else if (name && live.indexOf('|' + route.substring(0, cut) + '|') !== -1 && (await stored(route)) === 'page') request.uri = route + '/index.html';
  else if (name && cut > 0 && live.indexOf('|' + route.substring(0, route.lastIndexOf('/', cut - 1)) + '|') !== -1 && (await stored(route.substring(0, cut))) === 'any') request.uri = '${SHELL_PAGE}';
`
    : ''
}  else ${notFound}
  return request;
}
`;
  const bytes = Buffer.byteLength(code);
  if (bytes > MAX_FUNCTION_BYTES) {
    throw new Error(`The site's routes make a ${bytes}-byte CloudFront Function, over the ${MAX_FUNCTION_BYTES}-byte limit: shorten the table in spaRewriteCode (infra/constructs/spa-routing.ts).`);
  }
  return code;
}

/** Viewer-response function for the S3 behaviour: the not-found page answers with status 404. */
export function notFoundStatusCode(): string {
  return `function handler(event) {
  var response = event.response;
  if (event.request.headers['${NOT_FOUND_HEADER}'] || event.request.uri === '${NOT_FOUND_PAGE}') {
    response.statusCode = 404;
    response.statusDescription = 'Not Found';
  }
  return response;
}
`;
}

interface CfRequest {
  uri: string;
  headers: Record<string, { value: string }>;
}
interface CfResponse {
  statusCode: number;
  statusDescription?: string;
  headers: Record<string, { value: string }>;
}

/** A key value store as CloudFront Functions read it (`cf.kvs()`): `get` throws for a missing key. */
export interface FunctionKeyValueStore {
  get(key: string): Promise<string>;
  exists(key: string): Promise<boolean>;
}

/** A key value store over a plain object (the local server's and the tests' stand-in for CloudFront's). */
export function memoryKeyValueStore(entries: Readonly<Record<string, string>>): FunctionKeyValueStore {
  return {
    get: async (key) => {
      if (!Object.hasOwn(entries, key)) throw new Error(`The key ${key} was not found`);
      return entries[key];
    },
    exists: async (key) => Object.hasOwn(entries, key),
  };
}

/**
 * Runs CloudFront Function source as CloudFront does: its `handler` on an event. A function that
 * imports the `cloudfront` module reads `kvs` as its key value store.
 */
export function cloudFrontFunction<E, R>(code: string, kvs?: FunctionKeyValueStore): (event: E) => R {
  const cf = { kvs: () => kvs ?? memoryKeyValueStore({}) };
  return new Function('cf', `${code.replace(KVS_IMPORT, '')}\nreturn handler;`)(cf) as (event: E) => R;
}

/**
 * The page CloudFront serves for a path, and its status, by running the two functions that ship
 * (the rewrite with the live routes as its key value store): the local server answers exactly as
 * the distribution does.
 */
export function siteRouter(known: KnownRoutes): (uri: string) => Promise<{ file: string; status: number }> {
  const rewrite = cloudFrontFunction<{ request: CfRequest }, CfRequest | Promise<CfRequest>>(spaRewriteCode(known), memoryKeyValueStore(liveRouteEntries(known)));
  const respond = cloudFrontFunction<{ request: CfRequest; response: CfResponse }, CfResponse>(notFoundStatusCode());
  return async (uri) => {
    const request = await rewrite({ request: { uri, headers: {} } });
    const response = respond({ request, response: { statusCode: 200, headers: {} } });
    return { file: request.uri, status: response.statusCode };
  };
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
