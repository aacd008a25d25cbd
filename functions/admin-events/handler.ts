/**
 * POST /api/admin-events (admin only: the authorizer runs first, and each action checks the admin
 * from its context): the events console. Rules in console.ts; the store in functions/lib/event-store.ts.
 */
import { httpHandler, serve } from '../lib/http';
import { adminActions } from '../lib/admin-context';
import { ports } from '../lib/runtime';
import { adminEventsActions } from '../../api/admin-events';
import { getAuditLog, getEvent, listEvents, saveEvent, setState } from './console';

const actionsHandler = serve(
  adminEventsActions,
  adminActions(adminEventsActions, {
    async list_events() {
      return listEvents(await ports());
    },
    async get_event(req) {
      return getEvent(await ports(), req.input().slug);
    },
    async save_event(req, admin) {
      const d = req.input();
      return saveEvent(await ports(), d.event, d.version, admin);
    },
    async publish_event(req, admin) {
      return setState(await ports(), req.input().slug, 'published', admin);
    },
    async unpublish_event(req, admin) {
      return setState(await ports(), req.input().slug, 'draft', admin);
    },
    async archive_event(req, admin) {
      return setState(await ports(), req.input().slug, 'archived', admin);
    },
    async get_audit_log(req) {
      const d = req.input();
      return getAuditLog(await ports(), d.slug, d.before);
    },
  }),
);

export const handler = httpHandler(actionsHandler);
