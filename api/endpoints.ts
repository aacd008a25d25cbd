/**
 * Every HTTP endpoint: its path, the group (Lambda) that answers it, its auth and its kind. The
 * route table (functions/routes.ts), the CDK API stack, the local gateway and the web client read
 * this list; the actions of each `actions` endpoint, with their schemas and samples, are in
 * api/catalogue.ts. This module holds no schema, so the browser bundle can import it.
 */
import type { EndpointBase, EndpointKind } from './contract';

export interface EndpointDef extends EndpointBase {
  kind: EndpointKind;
}

const post = (path: string, group: string, kind: EndpointKind, auth: EndpointDef['auth'] = 'public'): EndpointDef => ({ method: 'POST', path, group, auth, kind });

export const endpoints = {
  health: { method: 'GET', path: '/api/health', group: 'health', auth: 'public', kind: 'raw' },
  emailSignup: post('/api/email-signup', 'signup', 'json'),
  // The weekly digest's one-click RSVP page.
  rsvp: post('/api/rsvp', 'rsvp', 'actions'),
  // An attendee's stay-in-touch page after a date (its link carries a signed token).
  stayInTouch: post('/api/stay-in-touch', 'stay-in-touch', 'actions'),
  reservations: post('/api/reservations', 'reservations', 'actions'),
  subscription: post('/api/subscription-management', 'billing', 'actions'),
  stripeWebhook: post('/api/stripe-webhook', 'stripe-webhook', 'raw'),
  unsubscribe: post('/api/unsubscribe', 'unsubscribe', 'actions'),
  member: post('/api/member-dashboard', 'member', 'actions'),
  passport: post('/api/send-passport-magic-link', 'passport', 'actions'),
  poll: post('/api/poll', 'poll', 'actions'),
  contact: post('/api/contact-form', 'contact', 'json'),
  discovery: post('/api/submit-discovery', 'contact', 'json'),
  curated: post('/api/curated-fika', 'curated', 'actions'),
  curatedAdmin: post('/api/curated-fika-admin', 'curated-admin', 'actions', 'admin'),
  adminBilling: post('/api/admin-subscription-queries', 'admin-billing', 'actions', 'admin'),
  adminConsole: post('/api/admin-console', 'admin', 'actions', 'admin'),
  adminAuth: post('/api/admin-auth', 'admin-auth', 'actions'),
  sesEvents: post('/api/ses-events', 'ses-events', 'raw'),
  clientErrors: post('/api/client-errors', 'client-errors', 'json'),
  images: { method: 'GET', path: '/img/{proxy+}', group: 'images', auth: 'public', kind: 'raw' },
  // Calendar feeds (.ics): a city's events, one event type in a city, a member's own (secret URL).
  calendar: { method: 'GET', path: '/calendar/{proxy+}', group: 'calendar', auth: 'public', kind: 'raw' },
  // First-party analytics: the collector and the organiser's summary.
  analytics: post('/api/analytics', 'analytics', 'json'),
  adminAnalytics: post('/api/admin-analytics', 'admin-analytics', 'actions', 'admin'),
  // The events console: events as data, their versions, publication and audit log.
  adminEvents: post('/api/admin-events', 'admin-events', 'actions', 'admin'),
  // An event's image: a presigned upload form, then the content check that stores it for /img.
  adminEventImages: post('/api/admin-event-images', 'admin-event-images', 'actions', 'admin'),
  // Hosts of an event: who is coming on its dates, the CSV, messages (each action checks the host
  // or admin session and the assignment itself: the admin authorizer admits admins only).
  hostEvents: post('/api/host-events', 'host-events', 'actions'),
} as const satisfies Record<string, EndpointDef>;

export type EndpointName = keyof typeof endpoints;

/**
 * The path prefixes the functions answer ("/api/", "/img/", "/calendar/"): CloudFront sends each to
 * the HTTP API (one behaviour per prefix, infra/constructs/web.ts) and so do the local server and
 * the dev server's proxy. Everything else is the site's files.
 */
export const FUNCTION_PATH_PREFIXES: readonly string[] = [...new Set(Object.values(endpoints).map((e) => `/${e.path.split('/')[1]}/`))];
export type EndpointOfKind<K extends EndpointKind> = { [N in EndpointName]: (typeof endpoints)[N]['kind'] extends K ? N : never }[EndpointName];
