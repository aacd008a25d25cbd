/**
 * The shape of the HTTP API contract. An endpoint is one path with one group (Lambda) and one
 * auth; an `actions` endpoint takes `{action, data}` bodies, a `json` endpoint one JSON body, and a
 * `raw` endpoint (health, webhooks, images) is not called by the web app through the client.
 *
 * Every action declares its input schema (the texts of its validation messages are the ones users
 * see), its output schema (the `data` of a successful `{success, data}` answer), optionally the
 * extra top-level fields of that answer, and a sample request the contract test sends through the
 * local gateway.
 */
import type * as z from '../domain/zod';

export type EndpointAuth = 'public' | 'admin';
export type EndpointKind = 'actions' | 'json' | 'raw';

/** What a sample may ask of the contract test to build the state it needs. */
export interface SampleFixture {
  /** A fresh address, unique in this run. */
  email(tag?: string): string;
  /** A member who joined the list and signed in: their session token. */
  memberToken(email: string): Promise<string>;
  /** A passport sign-in for this address: its session token. */
  passportToken(email: string): Promise<string>;
  /** This address subscribes to the monthly plan through Checkout and pays (the local payment simulator). */
  subscribe(email: string): Promise<void>;
  /** The signed-in admin's bearer token. */
  adminToken(): Promise<string>;
  /** The last link in this address's mailbox whose path matches, as a URL. */
  lastLink(email: string, path: RegExp): URL;
  /** The text of the last message mailed to this address whose subject matches. */
  lastMail(email: string, subject: RegExp): string;
  /** Calls an action through the gateway and returns the whole envelope (it throws on a non-2xx answer). */
  call(endpoint: string, action: string, data: unknown, opts?: { token?: string; extra?: Record<string, unknown> }): Promise<{ data: unknown; [k: string]: unknown }>;
  /** Posts a plain JSON body to a `json` endpoint; as `call`. */
  post(endpoint: string, body: unknown): Promise<{ data: unknown; [k: string]: unknown }>;
  /** Pays a Stripe Checkout in the local simulator and delivers its webhook events, as /_dev/checkout/{id} does. */
  payCheckout(checkoutSessionId: string): Promise<void>;
  /** The next bookable occurrence of a catalogue event (a free one unless a slug is given). */
  event(slug?: string): { slug: string; occurrence: string };
  /** The harness clock's now. */
  now(): Date;
  /** Sets the harness clock for this sample (e.g. into an event's check-in window); the test sets it back after each sample. */
  travelTo(instant: Date | string): void;
  /** The token of a digest reader's RSVP link, signed as the weekly-digest job signs it. */
  rsvpToken(link: { slug: string; occurrence: string; email: string }): Promise<string>;
  /** The token of an attendee's stay-in-touch link, signed as the stay-in-touch job signs it. */
  touchToken(link: { slug: string; occurrence: string; email: string }): Promise<string>;
  /** Puts an upload's bytes where the local upload form would (the local stack only). */
  putUpload(key: string, bytes: Uint8Array): Promise<void>;
}

/** A request the contract test sends: the action's `data`, a bearer token, extra top-level fields. */
export interface SampleRequest<In> {
  data: In;
  token?: string;
  extra?: Record<string, unknown>;
}

export type Sample<In> = SampleRequest<In> | ((fx: SampleFixture) => SampleRequest<In> | Promise<SampleRequest<In>>);

export interface ActionContract<I extends z.ZodMiniType = z.ZodMiniType, O extends z.ZodMiniType = z.ZodMiniType, E extends z.ZodMiniType | undefined = z.ZodMiniType | undefined> {
  input: I;
  output: O;
  /** Top-level fields of the success envelope beside `data` (e.g. pagination), when there are any. */
  extra?: E;
  /** HTTP status of a success (default 200). */
  status?: number;
  sample: Sample<z.input<I>>;
  /** One line for the catalogue's reader. */
  summary: string;
}

export type ActionMapContract = Record<string, ActionContract>;

export interface EndpointBase {
  method: 'GET' | 'POST';
  /** API Gateway path; `{proxy+}` is a greedy path parameter. */
  path: string;
  /** Action group: one Lambda per group, handler at functions/<group>/handler.ts */
  group: string;
  auth: EndpointAuth;
}

export type Input<C extends ActionContract> = z.output<C['input']>;
export type WireInput<C extends ActionContract> = z.input<C['input']>;
export type Output<C extends ActionContract> = z.output<C['output']>;
/** `extra` is an optional property: its schema is the type without `undefined` (none at all: no extra fields). */
type ExtraSchema<C extends ActionContract> = NonNullable<C['extra']>;
export type Extra<C extends ActionContract> = [ExtraSchema<C>] extends [never] ? Record<string, never> : z.output<ExtraSchema<C>>;

/** Declares an action; the generic parameters keep the schemas' own types. */
export function action<I extends z.ZodMiniType, O extends z.ZodMiniType, E extends z.ZodMiniType | undefined = undefined>(
  c: Omit<ActionContract<I, O, E>, 'output'> & { output: O | (() => O) },
): ActionContract<I, O, E> {
  const { output } = c;
  if (typeof output !== 'function') return c as ActionContract<I, O, E>;
  // An output schema given as a function is built when first read: the handler parses inputs only,
  // so its cold start does not build the answers' schemas (the contract test reads them).
  const built = once(output);
  return Object.defineProperty({ ...c }, 'output', { get: built, enumerable: true }) as ActionContract<I, O, E>;
}

/** A function that calls `build` once, on its first call, and returns that value ever after. */
export function once<T>(build: () => T): () => T {
  let done = false;
  let value: T;
  return () => {
    if (!done) {
      value = build();
      done = true;
    }
    return value;
  };
}

/** Declares the actions of one `{action, data}` endpoint. */
export function actions<A extends ActionMapContract>(a: A): A {
  return a;
}
