/**
 * The HTTP API catalogue: every endpoint (api/endpoints.ts: path, group, auth, kind) and, for
 * each `{action, data}` endpoint, its actions with their input schema, output schema and sample
 * (api/<endpoint>.ts). The handlers are typed from it (functions/lib/http.ts `serve`), the web
 * app's client is derived from it (web/src/lib/api.ts), and the contract test sends every sample
 * through the local gateway and checks the answer against the output schema.
 *
 * Beside it: events/catalogue.ts (the events), functions/lib/table-def.ts (the table) and
 * infra/lambdas.ts (every Lambda).
 */
import type { ActionContract, ActionMapContract } from './contract';
import { endpoints, type EndpointName } from './endpoints';
import { pollActions } from './poll';
import { reservationsActions } from './reservations';
import { rsvpActions } from './rsvp';
import { stayInTouchActions } from './stay-in-touch';
import { subscriptionActions } from './subscription';
import { unsubscribeActions } from './unsubscribe';
import { memberActions } from './member';
import { passportActions } from './passport';
import { curatedActions } from './curated';
import { curatedAdminActions } from './curated-admin';
import { adminBillingActions } from './admin-billing';
import { adminConsoleActions } from './admin-console';
import { adminAuthActions } from './admin-auth';
import { emailSignupContract } from './email-signup';
import { contactContract } from './contact';
import { discoveryContract } from './discovery';
import { clientErrorsContract } from './client-errors';
import { analyticsContract } from './analytics';
import { adminAnalyticsActions } from './admin-analytics';
import { adminEventsActions } from './admin-events';
import { adminEventImagesActions } from './admin-event-images';
import { hostEventsActions } from './host-events';

/** The actions of every `actions` endpoint, and the single contract of every `json` endpoint. */
export const catalogue = {
  poll: pollActions,
  reservations: reservationsActions,
  rsvp: rsvpActions,
  stayInTouch: stayInTouchActions,
  subscription: subscriptionActions,
  unsubscribe: unsubscribeActions,
  member: memberActions,
  passport: passportActions,
  curated: curatedActions,
  curatedAdmin: curatedAdminActions,
  adminBilling: adminBillingActions,
  adminConsole: adminConsoleActions,
  adminAuth: adminAuthActions,
  emailSignup: emailSignupContract,
  contact: contactContract,
  discovery: discoveryContract,
  clientErrors: clientErrorsContract,
  analytics: analyticsContract,
  adminAnalytics: adminAnalyticsActions,
  adminEvents: adminEventsActions,
  adminEventImages: adminEventImagesActions,
  hostEvents: hostEventsActions,
} satisfies Partial<Record<EndpointName, ActionMapContract | ActionContract>>;

export type Catalogue = typeof catalogue;
export { endpoints };
