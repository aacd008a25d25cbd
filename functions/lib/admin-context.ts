/** Admin handlers read who is calling from the authorizer context (set by the authorizer in AWS and locally). */
import { Forbidden } from './errors';
import { validate, type ActionHandlers, type ActionRequest, type HttpEvent, type Reply, type TypedAction } from './http';
import type { ActionContract, ActionMapContract, Output } from '../../api/contract';

export function adminEmail(event: HttpEvent): string {
  const email = event.requestContext?.authorizer?.lambda?.email;
  if (typeof email !== 'string' || !email) throw new Forbidden('Admin sign-in required');
  return email;
}

/** One action of an admin endpoint: it runs after the admin check and gets the admin's address. */
export type AdminAction<C extends ActionContract> = (req: ActionRequest<C>, admin: string) => Promise<Output<C> | Reply<C>>;

/**
 * The typed handlers of an admin endpoint. Every action first checks that the caller is the
 * signed-in admin (here too, not only at the gateway), then reads its data: `read(data, body)`,
 * by default the request's data with absent (null) data read as `{}`; `req.data` and what
 * `req.input()` validates are that value.
 */
export function adminActions<A extends ActionMapContract>(
  contract: A,
  handlers: { [K in keyof A]: AdminAction<A[K]> },
  read: (data: unknown, body: Record<string, unknown>) => unknown = (data) => data ?? {},
): ActionHandlers<A> {
  const typed: Record<string, TypedAction<ActionContract>> = {};
  for (const name of Object.keys(handlers)) {
    const c = contract[name];
    const fn = handlers[name] as AdminAction<ActionContract>;
    typed[name] = async (req) => {
      const who = adminEmail(req.ctx.event);
      const data = read(req.data, req.body);
      return fn({ ...req, data, input: () => validate(c.input, data) }, who);
    };
  }
  return typed as ActionHandlers<A>;
}
