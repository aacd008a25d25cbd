/**
 * POST /api/host-events: hosts of an event (and admins) see who is coming on its dates, export them
 * and message them. Public at the gateway: every action first checks the caller itself, with the
 * door kit's rule (functions/passport/hosts.ts requireDoorAccess): an admin session, or a host
 * session whose address is assigned to this event (read on every call); 401 without one, 403 for
 * a host of other events. The answers carry no money. The rules are the events console's
 * (functions/admin-events/occurrence.ts); every action is audited with who did it and as what.
 */
import { header, httpHandler, serve, type ActionRequest } from '../lib/http';
import { ports } from '../lib/runtime';
import type { ActionContract } from '../../api/contract';
import { hostEventsActions } from '../../api/host-events';
import { requireDoorAccess } from '../passport/hosts';
import { exportAttendees, getOccurrence, messageAttendees, withoutMoney, type Actor } from '../admin-events/occurrence';

/** The caller of an action on one event's date, checked before its input is read (a stranger learns nothing from a 400). */
async function caller(req: ActionRequest<ActionContract>) {
  const p = await ports();
  const raw = (req.data ?? {}) as { slug?: unknown };
  const user = await requireDoorAccess(p, header(req.ctx.event, 'authorization'), typeof raw.slug === 'string' ? raw.slug : '');
  // On this endpoint everyone gets the host's view: no payments, no cancelling.
  const actor: Actor = { email: user.email, role: user.role };
  return { p, actor };
}

export const handler = httpHandler(
  serve(hostEventsActions, {
    async get_occurrence(req) {
      const { p, actor } = await caller(req);
      const d = req.input();
      return withoutMoney(await getOccurrence(p, d.slug, d.occurrence, actor));
    },
    async export_attendees(req) {
      const { p, actor } = await caller(req);
      const d = req.input();
      return exportAttendees(p, d.slug, d.occurrence, actor, false);
    },
    async message_attendees(req) {
      const { p, actor } = await caller(req);
      const d = req.input();
      return messageAttendees(p, d.slug, d.occurrence, d, actor);
    },
  }),
);
