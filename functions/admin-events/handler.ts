/**
 * POST /api/admin-events (admin only: the authorizer runs first, and each action checks the admin
 * from its context): the events console. Rules in console.ts (events), occurrence.ts (one date:
 * who is coming, the CSV, cancelling, capacity, messages), change.ts (changing a date) and
 * figures.ts (the month's numbers); the store in functions/lib/event-store.ts.
 */
import { httpHandler, serve } from '../lib/http';
import { adminActions } from '../lib/admin-context';
import { ports } from '../lib/runtime';
import { adminEventsActions } from '../../api/admin-events';
import { getAuditLog, getEvent, listEvents, saveEvent, setState } from './console';
import { cancelOccurrence, exportAttendees, getOccurrence, messageAttendees, setCapacity } from './occurrence';
import { changeOccurrence } from './change';
import { monthFigures } from './figures';

const asAdmin = (email: string) => ({ email, role: 'admin' as const });

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
    async get_occurrence(req, admin) {
      const d = req.input();
      return getOccurrence(await ports(), d.slug, d.occurrence, asAdmin(admin));
    },
    async export_attendees(req, admin) {
      const d = req.input();
      return exportAttendees(await ports(), d.slug, d.occurrence, asAdmin(admin), true);
    },
    async cancel_occurrence(req, admin) {
      const d = req.input();
      return cancelOccurrence(await ports(), d.slug, d.occurrence, { reason: d.reason, ...(d.reason_ja ? { reasonJa: d.reason_ja } : {}) }, asAdmin(admin));
    },
    async set_capacity(req, admin) {
      const d = req.input();
      return setCapacity(await ports(), d.slug, d.occurrence, d.capacity, asAdmin(admin));
    },
    async message_attendees(req, admin) {
      const d = req.input();
      return messageAttendees(await ports(), d.slug, d.occurrence, d, asAdmin(admin));
    },
    async change_occurrence(req, admin) {
      const { slug, occurrence, ...change } = req.input();
      return changeOccurrence(await ports(), slug, occurrence, change, asAdmin(admin));
    },
    async get_figures(req) {
      return monthFigures(await ports(), req.input().month);
    },
  }),
);

export const handler = httpHandler(actionsHandler);
