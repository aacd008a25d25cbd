/**
 * The API client, derived from the API catalogue: `api.poll.vote({...})` POSTs the action `vote` with
 * its data to the poll endpoint's path and resolves with its typed envelope; `api.contact.post(body)`
 * POSTs a plain JSON endpoint's body. Only the endpoint list (paths, no schemas) is bundled; the
 * actions' input and output types come from api/catalogue.ts at compile time, so a renamed action
 * or a changed output fails the typecheck here.
 */
import type { Catalogue } from '@/api/catalogue';
import type { ActionContract, Extra, Output, WireInput } from '@/api/contract';
import { endpoints, type EndpointName } from '@/api/endpoints';
import { callApi, type CallOptions, type Envelope } from './api-client';

export interface ActionCallOptions extends CallOptions {
  /** Top-level body fields beside `action` and `data` (e.g. `filters`, `limit`, `offset`). */
  extra?: Record<string, unknown>;
}

export type Answer<C extends ActionContract> = Envelope<Output<C>> & Partial<Extra<C>> & { status: number };
export type ActionCall<C extends ActionContract> = (data: WireInput<C>, o?: ActionCallOptions) => Promise<Answer<C>>;

export type ApiClient = {
  [N in keyof Catalogue]: Catalogue[N] extends ActionContract
    ? { post: ActionCall<Catalogue[N]> }
    : { [A in keyof Catalogue[N]]: Catalogue[N][A] extends ActionContract ? ActionCall<Catalogue[N][A]> : never };
};

/** `/api/poll` → `poll`: the name callApi posts to. */
const fnOf = (name: EndpointName) => endpoints[name].path.replace(/^\/api\//, '');

function endpointClient(name: EndpointName) {
  const fn = fnOf(name);
  if (endpoints[name].kind === 'json') return { post: (body: unknown, o?: ActionCallOptions) => callApi(fn, body, o) };
  return new Proxy(
    {},
    {
      get: (_t, action) =>
        typeof action === 'string' ? (data: unknown, o: ActionCallOptions = {}) => callApi(fn, { ...o.extra, action, data }, o) : undefined,
    },
  );
}

const clients = new Map<string, unknown>();

export const api = new Proxy({} as ApiClient, {
  get(_t, name) {
    if (typeof name !== 'string' || !Object.prototype.hasOwnProperty.call(endpoints, name)) return undefined;
    if (!clients.has(name)) clients.set(name, endpointClient(name as EndpointName));
    return clients.get(name);
  },
});

/** The output type of one action, for components that hold an answer in state. */
export type ApiOutput<N extends keyof Catalogue, A extends keyof Catalogue[N]> = Catalogue[N][A] extends ActionContract ? Output<Catalogue[N][A]> : never;
