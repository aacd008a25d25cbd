/**
 * The local API Gateway: turns an HTTP request into an HTTP API payload-2.0 event, finds the
 * route in the shared route table, runs the admin authorizer on admin routes (as API Gateway
 * does), calls the same handler module Lambda runs, and maps the result back.
 * Used by the local server and by the integration tests.
 */
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import type { APIGatewayRequestAuthorizerEventV2 } from 'aws-lambda';
import { MalformedPath, matchRoute } from '../../functions/routes';
import { authorizerLambda, groupLambdas, type GroupName } from '../lambdas';
import type { HttpEvent, HttpHandler, HttpResult } from '../../functions/lib/http';
import { ORIGIN_VERIFY_HEADER, VIEWER_IP_HEADER } from '../../functions/lib/edge';
import { ports } from '../../functions/lib/runtime';
import type { AuthorizerResult } from '../../functions/admin-auth/authorizer';

export interface GatewayRequest {
  method: string;
  /** Path with query string, e.g. /api/poll?x=1 */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body?: Buffer;
  sourceIp?: string;
}

export interface GatewayResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

const textTypes = /^(text\/|application\/(json|xml|javascript)|image\/svg)/i;

export function createGateway(root: string) {
  const handlers = new Map<GroupName, Promise<HttpHandler>>();
  let authorizer: Promise<(e: APIGatewayRequestAuthorizerEventV2) => Promise<AuthorizerResult>> | undefined;

  const load = (group: GroupName) => {
    let h = handlers.get(group);
    if (!h) {
      h = import(resolve(root, groupLambdas[group].entry)).then((m: { handler: HttpHandler }) => m.handler);
      handlers.set(group, h);
    }
    return h;
  };

  return async function dispatch(req: GatewayRequest): Promise<GatewayResponse> {
    const u = new URL(req.url, 'http://localhost');
    let match: ReturnType<typeof matchRoute>;
    try {
      match = matchRoute(req.method, u.pathname);
    } catch (e) {
      if (e instanceof MalformedPath) return jsonResponse(400, { success: false, error: e.message });
      throw e;
    }
    if (!match) return jsonResponse(404, { message: 'Not Found' });

    const headers: Record<string, string> = {};
    const cookies: string[] = [];
    for (const [k, v] of Object.entries(req.headers)) {
      if (v === undefined) continue;
      const key = k.toLowerCase();
      if (key === 'cookie') cookies.push(...(Array.isArray(v) ? v : [v]).flatMap((c) => c.split(/;\s*/)));
      else headers[key] = Array.isArray(v) ? v.join(',') : v;
    }
    // As CloudFront does: the viewer's address from the connection itself, never the client's claim,
    // and the origin secret (any client-sent value is replaced, as an origin custom header does).
    headers[VIEWER_IP_HEADER] = req.sourceIp ?? '127.0.0.1';
    delete headers[ORIGIN_VERIFY_HEADER];
    const originSecret = (await ports()).config.originVerifySecret;
    if (originSecret) headers[ORIGIN_VERIFY_HEADER] = originSecret;
    const body = req.body ?? Buffer.alloc(0);
    const ct = headers['content-type'] ?? '';
    const isText = body.length === 0 || textTypes.test(ct) || ct === '';
    const routeKey = `${req.method.toUpperCase()} ${match.route.path}`;
    const now = new Date();
    const requestContext = {
      accountId: '000000000000',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: { method: req.method.toUpperCase(), path: u.pathname, protocol: 'HTTP/1.1', sourceIp: req.sourceIp ?? '127.0.0.1', userAgent: headers['user-agent'] ?? '' },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    };
    const queryStringParameters: Record<string, string> = {};
    for (const [k, v] of u.searchParams) queryStringParameters[k] = queryStringParameters[k] ? `${queryStringParameters[k]},${v}` : v;
    const event: HttpEvent = {
      version: '2.0',
      routeKey,
      rawPath: u.pathname,
      rawQueryString: u.search.slice(1),
      cookies: cookies.length ? cookies : undefined,
      headers,
      queryStringParameters: Object.keys(queryStringParameters).length ? queryStringParameters : undefined,
      pathParameters: Object.keys(match.pathParameters).length ? match.pathParameters : undefined,
      requestContext,
      body: body.length ? (isText ? body.toString('utf8') : body.toString('base64')) : undefined,
      isBase64Encoded: body.length > 0 && !isText,
    } as HttpEvent;

    if (match.route.auth === 'admin') {
      // API Gateway answers 401 when the identity source is missing, 403 when the authorizer denies.
      if (!headers.authorization) return jsonResponse(401, { message: 'Unauthorized' });
      authorizer ??= import(resolve(root, authorizerLambda.entry)).then((m) => m.handler);
      const auth = await (await authorizer)({
        version: '2.0',
        type: 'REQUEST',
        routeArn: `arn:aws:execute-api:local:000000000000:local/$default/${req.method}${u.pathname}`,
        identitySource: [headers.authorization],
        routeKey,
        rawPath: u.pathname,
        rawQueryString: event.rawQueryString,
        headers,
        requestContext,
      } as unknown as APIGatewayRequestAuthorizerEventV2);
      if (!auth.isAuthorized) return jsonResponse(403, { message: 'Forbidden' });
      event.requestContext.authorizer = { lambda: auth.context ?? {} };
    }

    let result: HttpResult;
    try {
      result = await (await load(match.route.group))(event);
    } catch {
      // Lambda crashed: API Gateway answers 500 Internal Server Error.
      return jsonResponse(500, { message: 'Internal Server Error' });
    }
    const outHeaders: Record<string, string> = {};
    for (const [k, v] of Object.entries(result.headers ?? {})) outHeaders[k.toLowerCase()] = String(v);
    if (result.cookies?.length) outHeaders['set-cookie'] = result.cookies.join(', ');
    const outBody = result.body ? (result.isBase64Encoded ? Buffer.from(result.body, 'base64') : Buffer.from(result.body, 'utf8')) : Buffer.alloc(0);
    return { status: result.statusCode ?? 200, headers: outHeaders, body: outBody };
  };
}

function jsonResponse(status: number, body: unknown): GatewayResponse {
  return { status, headers: { 'content-type': 'application/json' }, body: Buffer.from(JSON.stringify(body)) };
}
