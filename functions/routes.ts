/**
 * The route table, derived from the API catalogue's endpoint list (api/endpoints.ts), and route
 * matching. Read by the CDK API stack (one API Gateway route per entry) and by the local gateway
 * (same handlers, same authorizer); each group's Lambda is declared in infra/lambdas.ts.
 */
import { endpoints } from '../api/endpoints';
import type { GroupName } from '../infra/lambdas';

export type RouteAuth = 'public' | 'admin';

export interface RouteDef {
  /** A GET route answers HEAD too (routeMethods). */
  method: 'GET' | 'POST';
  /** API Gateway path; `{proxy+}` is a greedy path parameter. */
  path: string;
  /** Action group: the Lambda that answers (infra/lambdas.ts). */
  group: GroupName;
  /** `admin` routes pass the admin authorizer first (Lambda authorizer in AWS, same function locally). */
  auth: RouteAuth;
}

/**
 * One route per endpoint of the API catalogue (api/endpoints.ts). An endpoint's group names a
 * Lambda of infra/lambdas.ts (the route table test checks each one).
 */
export const routes: RouteDef[] = Object.values(endpoints).map(({ method, path, group, auth }) => ({ method, path, group: group as GroupName, auth }));

export type HttpMethodName = 'GET' | 'HEAD' | 'POST';

/** HEAD is answered wherever GET is, by the same handler (without a body): the methods a route serves. */
export function routeMethods(route: RouteDef): HttpMethodName[] {
  return route.method === 'GET' ? ['GET', 'HEAD'] : [route.method];
}

/** API Gateway route keys ("GET /img/{proxy+}"): one per method a route serves. */
export function routeKeys(route: RouteDef): string[] {
  return routeMethods(route).map((m) => `${m} ${route.path}`);
}

/** The 400 answer to a path whose percent-escapes do not decode (`/calendar/%E0%A4%A`, `/img/%`). */
export const MALFORMED_PATH_MESSAGE = 'The address has a malformed percent-escape: every % must start a valid UTF-8 escape such as %20.';

/** Thrown by matchRoute when a path parameter of the matched route does not decode. */
export class MalformedPath extends Error {
  constructor() {
    super(MALFORMED_PATH_MESSAGE);
  }
}

/** A path segment decoded; MalformedPath when its percent-escapes are not valid UTF-8. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new MalformedPath();
  }
}

/**
 * Turns an API Gateway path into a matcher (used by the local server and tests). Throws
 * MalformedPath when the route matches but a parameter's percent-escapes do not decode.
 */
export function matchRoute(method: string, rawPath: string): { route: RouteDef; pathParameters: Record<string, string> } | undefined {
  for (const route of routes) {
    if (!routeMethods(route).includes(method.toUpperCase() as HttpMethodName)) continue;
    const params = matchPath(route.path, rawPath);
    if (params) return { route, pathParameters: params };
  }
  return undefined;
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
      params[greedy[1]] = decodeSegment(rest);
      return params;
    }
    const single = /^\{(\w+)\}$/.exec(seg);
    if (i >= a.length) return undefined;
    if (single) {
      if (!a[i]) return undefined;
      params[single[1]] = decodeSegment(a[i]);
    } else if (seg !== a[i]) return undefined;
  }
  return a.length === p.length ? params : undefined;
}
