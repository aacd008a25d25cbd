/**
 * HTTP helpers shared by every handler: body parsing (size, content type, JSON, zod),
 * the `{action, data}` dispatcher, the `{ success, data | error }` response envelope and the one
 * error mapper.
 */
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import middy from '@middy/core';
import * as z from '../../domain/zod';
import { BadRequest, Forbidden, HttpError, PayloadTooLarge, UnsupportedMediaType, isHttpError } from './errors';
import { NOT_FROM_THE_EDGE, ORIGIN_VERIFY_HEADER, VIEWER_IP_HEADER, isOriginSecret, originCheckRequired } from './edge';
import { log } from './log';
import { clientAddress } from './auth/client-address';
import { ports } from './runtime';
import { ensureCatalogue } from './event-store';
import { reportServerError } from './error-reports/report';
import { answerLanguage, type Lang } from './i18n/lang';
import { messageJa } from './i18n/messages-ja';
import type { ActionContract, ActionMapContract, Extra, Input, Output } from '../../api/contract';

export type HttpEvent = APIGatewayProxyEventV2 & {
  requestContext: APIGatewayProxyEventV2['requestContext'] & {
    authorizer?: { lambda?: Record<string, unknown> };
  };
};
export type HttpResult = APIGatewayProxyStructuredResultV2;
export type HttpHandler = (event: HttpEvent) => Promise<HttpResult>;

export const MAX_BODY_BYTES = 64 * 1024;

const baseHeaders = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

export function json(status: number, body: unknown, headers: Record<string, string> = {}): HttpResult {
  return { statusCode: status, headers: { ...baseHeaders, ...headers }, body: JSON.stringify(body) };
}

/** Success envelope: { success: true, data, ...extra } */
export function ok(data: unknown, extra: Record<string, unknown> = {}, status = 200): HttpResult {
  return json(status, { success: true, data, ...extra });
}

/**
 * The error answer, its message in the request's language: English as thrown, Japanese through the
 * table of functions/lib/i18n/messages-ja.ts (a message it lacks stays English). A form's per-field
 * messages (`fields`, `errors`) are translated the same way.
 */
export function errorResult(e: unknown, lang: Lang = 'en'): HttpResult {
  const say = (m: string) => (lang === 'ja' ? messageJa(m) : m);
  if (isHttpError(e)) {
    const headers: Record<string, string> = {};
    if (e.status === 429 && typeof e.extra.retryAfter === 'number') headers['retry-after'] = String(e.extra.retryAfter);
    const extra = { ...e.extra };
    if (lang === 'ja' && extra.fields && typeof extra.fields === 'object' && !Array.isArray(extra.fields)) {
      extra.fields = Object.fromEntries(Object.entries(extra.fields as Record<string, unknown>).map(([k, v]) => [k, typeof v === 'string' ? say(v) : v]));
    }
    if (lang === 'ja' && Array.isArray(extra.errors)) extra.errors = extra.errors.map((v: unknown) => (typeof v === 'string' ? say(v) : v));
    return json(e.status, { success: false, error: say(e.message), ...extra }, headers);
  }
  log.error('unhandled error', { error: e instanceof Error ? { name: e.name, message: e.message, stack: e.stack } : String(e) });
  return json(500, { success: false, error: say('Something went wrong. Please try again.') });
}

export function header(event: HttpEvent, name: string): string | undefined {
  const h = event.headers ?? {};
  return h[name.toLowerCase()] ?? Object.entries(h).find(([k]) => k.toLowerCase() === name.toLowerCase())?.[1];
}

/** The raw body as a Buffer, with base64 handled and the size limit enforced. */
export function rawBody(event: HttpEvent): Buffer {
  if (event.body == null) return Buffer.alloc(0);
  const buf = event.isBase64Encoded ? Buffer.from(event.body, 'base64') : Buffer.from(event.body, 'utf8');
  if (buf.length > MAX_BODY_BYTES) throw new PayloadTooLarge();
  return buf;
}

/** Parse a JSON body: content type, size, syntax; then the zod schema. */
export function parseJson<T extends z.ZodMiniType>(event: HttpEvent, schema: T): z.infer<T> {
  const ct = header(event, 'content-type') ?? '';
  const buf = rawBody(event);
  if (buf.length === 0) throw new BadRequest('Request body is required');
  if (!/^application\/(.+\+)?json\b/i.test(ct.trim())) throw new UnsupportedMediaType();
  let value: unknown;
  try {
    value = JSON.parse(buf.toString('utf8'));
  } catch {
    throw new BadRequest('Request body is not valid JSON');
  }
  return validate(schema, value);
}

/** Validate with zod; the first issue's message becomes the 400 error (schemas carry the user-facing texts). */
export function validate<T extends z.ZodMiniType>(schema: T, value: unknown): z.infer<T> {
  const r = schema.safeParse(value);
  if (!r.success) {
    const issue = r.error.issues[0];
    throw new BadRequest(issue?.message && !issue.message.startsWith('Invalid input') ? issue.message : `Invalid request: ${issue?.path.join('.') || 'body'}`);
  }
  return r.data;
}

export interface ActionContext {
  event: HttpEvent;
  /** The viewer address as the edge reported it; never a limit key (use `address`). */
  ip: string;
  /** The client address every per-address limit keys on: `clientAddress(ip)` (an IPv6 address by its /64). */
  address: string;
  userAgent: string;
}

export type ActionMap = Record<string, (data: unknown, ctx: ActionContext, body: Record<string, unknown>) => Promise<HttpResult>>;

const envelopeSchema = z.looseObject({ action: z.string({ error: 'action is required' }).check(z.minLength(1, 'action is required')) });

/**
 * The `{action, data}` wire contract: parse, dispatch, 400 `Unknown action` otherwise.
 * `data` defaults to the whole body when absent (some clients put fields at the top level).
 */
export function actionHandler(actions: ActionMap): HttpHandler {
  return async (event) => {
    const body = parseJson(event, envelopeSchema) as Record<string, unknown> & { action: string };
    const fn = Object.prototype.hasOwnProperty.call(actions, body.action) ? actions[body.action] : undefined;
    if (!fn) throw new BadRequest('Unknown action');
    const data = body.data !== undefined ? body.data : body;
    return fn(data, requestContext(event), body);
  };
}

/** What a typed action handler receives. */
export interface ActionRequest<C extends ActionContract> {
  /** The request's `data` as sent (the whole body when `data` is absent). */
  data: unknown;
  /** The whole request body. */
  body: Record<string, unknown>;
  ctx: ActionContext;
  /**
   * `data` checked against the action's input schema (a 400 with the schema's message otherwise).
   * A handler calls it after any sign-in check that must answer first.
   */
  input(): Input<C>;
}

/** A success answer with a status or top-level fields beside `data`. */
export class Reply<C extends ActionContract> {
  constructor(
    readonly data: Output<C>,
    readonly extra: Extra<C>,
    readonly status?: number,
  ) {}
}

export const reply = <C extends ActionContract>(data: Output<C>, extra: Extra<C>, status?: number) => new Reply<C>(data, extra, status);

export type TypedAction<C extends ActionContract> = (req: ActionRequest<C>) => Promise<Output<C> | Reply<C>>;

/** One handler per action of the catalogue entry, no more, no fewer, each returning its output type. */
export type ActionHandlers<A extends ActionMapContract> = { [K in keyof A]: TypedAction<A[K]> };

export type ServedHandler = HttpHandler & { readonly actions: readonly string[] };

/** A success answer's `message` (beside `data` or inside it) in the request's language, the rest as it is. */
function localized<T>(v: T, lang: Lang): T {
  if (lang === 'en' || !v || typeof v !== 'object' || Array.isArray(v)) return v;
  const m = (v as Record<string, unknown>).message;
  return typeof m === 'string' ? { ...v, message: messageJa(m) } : v;
}

function answer(c: ActionContract, r: unknown, lang: Lang = 'en'): HttpResult {
  if (r instanceof Reply) return ok(localized(r.data, lang), localized(r.extra as Record<string, unknown>, lang), r.status ?? c.status ?? 200);
  return ok(localized(r, lang), {}, c.status ?? 200);
}

function typedRequest<C extends ActionContract>(c: C, data: unknown, ctx: ActionContext, body: Record<string, unknown>): ActionRequest<C> {
  return { data, body, ctx, input: () => validate(c.input, data) as Input<C> };
}

/**
 * The `{action, data}` endpoint of a catalogue entry (api/catalogue.ts): dispatches each action to
 * its typed handler and answers `{success: true, data}` with the action's success status.
 * `actions` lists the handled names (the contract test compares it with the catalogue).
 */
export function serve<A extends ActionMapContract>(contract: A, handlers: ActionHandlers<A>): ServedHandler {
  const map: ActionMap = {};
  for (const name of Object.keys(handlers)) {
    const c = contract[name];
    const fn = handlers[name] as TypedAction<ActionContract>;
    map[name] = async (data, ctx, body) => answer(c, await fn(typedRequest(c, data, ctx, body)), answerLanguage(ctx.event));
  }
  return Object.assign(actionHandler(map), { actions: Object.keys(handlers) });
}

/** A plain JSON endpoint of the catalogue: the whole body is the action's input. */
export function serveBody<C extends ActionContract>(contract: C, fn: TypedAction<C>, bodySchema: z.ZodMiniType = z.unknown()): HttpHandler {
  return async (event) => {
    const body = parseJson(event, bodySchema);
    return answer(contract, await fn(typedRequest(contract, body, requestContext(event), (body ?? {}) as Record<string, unknown>)), answerLanguage(event));
  };
}

export function requestContext(event: HttpEvent): ActionContext {
  // Behind CloudFront the source IP is the edge's; a CloudFront Function sets x-viewer-ip to the
  // real viewer address (overwriting any client value), and the local gateway does the same.
  // httpHandler has already refused any request that did not come through one of them.
  const ip = header(event, VIEWER_IP_HEADER) ?? event.requestContext?.http?.sourceIp ?? 'unknown';
  return { event, ip, address: clientAddress(ip), userAgent: header(event, 'user-agent') ?? '' };
}

/** A HEAD request gets the response GET would, headers and status, without the body. */
export function withoutBodyForHead(event: HttpEvent, result: HttpResult): HttpResult {
  if (event.requestContext?.http?.method?.toUpperCase() !== 'HEAD') return result;
  const { body: _body, isBase64Encoded: _encoded, ...rest } = result;
  return rest;
}

/** Refuses (403) a request that lacks the origin secret the edge adds, where one is required. */
export async function verifyOrigin(event: HttpEvent): Promise<void> {
  const { config } = await ports();
  if (!originCheckRequired(config.ports, config.originVerifySecret)) return;
  if (!isOriginSecret(header(event, ORIGIN_VERIFY_HEADER), config.originVerifySecret)) throw new Forbidden(NOT_FROM_THE_EDGE);
}

/** Where a request went, for an error report: the path, and the action of an `{action, data}` body (`/api/poll vote`). */
export function routeOf(event: HttpEvent): string {
  const path = event.rawPath ?? '';
  try {
    const action = (JSON.parse(rawBody(event).toString('utf8')) as { action?: unknown })?.action;
    return typeof action === 'string' && /^[a-z0-9_]{1,64}$/i.test(action) ? `${path} ${action}` : path;
  } catch {
    return path;
  }
}

/**
 * The house middleware stack: every handler is `httpHandler(fn)`; a request that did not come
 * through the edge is refused first; the event catalogue in use is the table's (one read of its
 * version, unless `catalogue: false`: the handler reads no event); errors are mapped once, here,
 * and HEAD answers as GET does without a body.
 */
export function httpHandler(fn: HttpHandler | ServedHandler, opts: { catalogue?: boolean } = {}) {
  const handled = 'actions' in fn ? { actions: fn.actions } : {};
  const readsEvents = opts.catalogue ?? true;
  return Object.assign(middy<HttpEvent, HttpResult>().handler(async (event) => {
    let result: HttpResult;
    try {
      await verifyOrigin(event);
      if (readsEvents) await ensureCatalogue(await ports());
      result = await fn(event);
    } catch (e) {
      result = errorResult(e, answerLanguage(event));
      // An unexpected error (the 500) is reported with the request id; reporting never fails the answer.
      if (!isHttpError(e)) await reportServerError(e, { path: routeOf(event), requestId: event.requestContext?.requestId });
    }
    return withoutBodyForHead(event, result);
  }), handled);
}

export { HttpError };
