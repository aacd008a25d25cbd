/**
 * The route table, derived from the API catalogue's endpoint list (api/endpoints.ts).
 * Read by the CDK API stack (one Lambda per group, one API Gateway route per entry)
 * and by the local server (same handlers, same authorizer).
 */
import { endpoints } from '../api/endpoints';

export type RouteAuth = 'public' | 'admin';

export interface RouteDef {
  /** A GET route answers HEAD too (routeMethods). */
  method: 'GET' | 'POST';
  /** API Gateway path; `{proxy+}` is a greedy path parameter. */
  path: string;
  /** Action group: one Lambda per group, handler at functions/<group>/handler.ts */
  group: string;
  /** `admin` routes pass the admin authorizer first (Lambda authorizer in AWS, same function locally). */
  auth: RouteAuth;
}

export interface GroupDef {
  /** Memory for the Lambda, MB. */
  memoryMb: number;
  /** Timeout, seconds. */
  timeoutS: number;
  /** Steady-state requests per second allowed on this group's routes (API Gateway throttling). */
  rateLimit: number;
  burstLimit: number;
  /** Needs the Stripe secret. */
  stripe?: boolean;
  /** Native modules the bundler must leave alone (installed into the asset instead). */
  nodeModules?: string[];
  /**
   * Pure-JS packages only some actions load (with a dynamic import): left out of the bundle and
   * copied into the asset, so that a cold start does not parse code most requests never run.
   */
  lazyModules?: string[];
}

export const groups: Record<string, GroupDef> = {
  health: { memoryMb: 128, timeoutS: 3, rateLimit: 50, burstLimit: 100 },
  signup: { memoryMb: 256, timeoutS: 10, rateLimit: 20, burstLimit: 50 },
  reservations: { memoryMb: 256, timeoutS: 10, rateLimit: 50, burstLimit: 100, stripe: true },
  billing: { memoryMb: 256, timeoutS: 15, rateLimit: 20, burstLimit: 40, stripe: true },
  'stripe-webhook': { memoryMb: 256, timeoutS: 15, rateLimit: 50, burstLimit: 100, stripe: true },
  unsubscribe: { memoryMb: 256, timeoutS: 10, rateLimit: 20, burstLimit: 40 },
  member: { memoryMb: 256, timeoutS: 10, rateLimit: 30, burstLimit: 60 },
  // qrcode (with pngjs) draws the admin check-in QR codes only.
  passport: { memoryMb: 256, timeoutS: 10, rateLimit: 30, burstLimit: 60, lazyModules: ['qrcode'] },
  poll: { memoryMb: 256, timeoutS: 10, rateLimit: 50, burstLimit: 100 },
  contact: { memoryMb: 256, timeoutS: 10, rateLimit: 10, burstLimit: 20 },
  curated: { memoryMb: 256, timeoutS: 10, rateLimit: 20, burstLimit: 40, stripe: true },
  'curated-admin': { memoryMb: 512, timeoutS: 30, rateLimit: 10, burstLimit: 20, stripe: true },
  'admin-billing': { memoryMb: 256, timeoutS: 15, rateLimit: 10, burstLimit: 20, stripe: true },
  admin: { memoryMb: 256, timeoutS: 15, rateLimit: 10, burstLimit: 20 },
  'admin-auth': { memoryMb: 256, timeoutS: 10, rateLimit: 10, burstLimit: 20 },
  'ses-events': { memoryMb: 256, timeoutS: 10, rateLimit: 20, burstLimit: 40 },
  images: { memoryMb: 1024, timeoutS: 10, rateLimit: 100, burstLimit: 200, nodeModules: ['sharp'] },
};

/** One route per endpoint of the API catalogue (api/endpoints.ts). */
export const routes: RouteDef[] = Object.values(endpoints).map(({ method, path, group, auth }) => ({ method, path, group, auth }));

export const handlerModule = (group: string): string => `functions/${group}/handler.ts`;

export type HttpMethodName = 'GET' | 'HEAD' | 'POST';

/** HEAD is answered wherever GET is, by the same handler (without a body): the methods a route serves. */
export function routeMethods(route: RouteDef): HttpMethodName[] {
  return route.method === 'GET' ? ['GET', 'HEAD'] : [route.method];
}

/** API Gateway route keys ("GET /img/{proxy+}"): one per method a route serves. */
export function routeKeys(route: RouteDef): string[] {
  return routeMethods(route).map((m) => `${m} ${route.path}`);
}

/** Turns an API Gateway path into a matcher (used by the local server and tests). */
export function matchRoute(method: string, rawPath: string): { route: RouteDef; pathParameters: Record<string, string> } | undefined {
  for (const route of routes) {
    if (!routeMethods(route).includes(method.toUpperCase() as HttpMethodName)) continue;
    const params = matchPath(route.path, rawPath);
    if (params) return { route, pathParameters: params };
  }
  return undefined;
}

export function pathExists(rawPath: string): boolean {
  return routes.some((r) => matchPath(r.path, rawPath) !== undefined);
}

function matchPath(pattern: string, rawPath: string): Record<string, string> | undefined {
  const p = pattern.split('/');
  const a = rawPath.split('/');
  const params: Record<string, string> = {};
  for (let i = 0; i < p.length; i++) {
    const seg = p[i];
    const greedy = /^\{(\w+)\+\}$/.exec(seg);
    if (greedy) {
      const rest = a.slice(i).join('/');
      if (!rest) return undefined;
      params[greedy[1]] = decodeURIComponent(rest);
      return params;
    }
    const single = /^\{(\w+)\}$/.exec(seg);
    if (i >= a.length) return undefined;
    if (single) {
      if (!a[i]) return undefined;
      params[single[1]] = decodeURIComponent(a[i]);
    } else if (seg !== a[i]) return undefined;
  }
  return a.length === p.length ? params : undefined;
}
