/**
 * POST /api/host-events: the hosts' side of running a date. An address an admin assigned as host
 * of an event (the door kit's hosts, functions/passport/hosts.ts) signs in with its host session
 * (`Authorization: Bearer`, from the door kit's link) and may, for that event's dates only, see who
 * is coming, export them and message them: never cancel a date, change its capacity, refund, or
 * see what anyone paid. Admins' sessions are accepted too (the same view).
 *
 * A separate endpoint because POST /api/admin-events is `admin` at the gateway: its authorizer
 * admits admin sessions only, and stays so. This endpoint is `public` at the gateway and every
 * action checks the session and the assignment itself (requireDoorAccess: 401 without a host or
 * admin session, 403 for a host of other events), as the door kit's actions do.
 */
import { action, actions, type SampleFixture } from './contract';
import { sampleEvent } from './admin-events';
import { csvOutput, hostOccurrenceOutput, messageInput, messageOutput, occurrenceInput, sampleDate } from './occurrences';

/** A published new event with a host signed in through the door kit's link: its slug, its date and the host's session. */
async function hostedDate(fx: SampleFixture): Promise<{ slug: string; occurrence: string; token: string }> {
  const slug = `hosted-${fx.email('ev').split('@')[0].replace(/[^a-z0-9]/g, '').slice(-12)}`;
  const admin = await fx.adminToken();
  await fx.call('adminEvents', 'save_event', { event: sampleEvent(slug, fx.now()) }, { token: admin });
  await fx.call('adminEvents', 'publish_event', { slug }, { token: admin });
  const email = fx.email('host');
  const occurrence = sampleDate(fx.now());
  await fx.call('passport', 'assign_host', { eventSlug: slug, email }, { token: admin });
  await fx.call('passport', 'host_request_link', { email, eventSlug: slug, occurrence });
  const link = fx.lastLink(email, /\/host\//).searchParams.get('token')!;
  const session = (await fx.call('passport', 'host_verify', { token: link })) as { data: { token: string } };
  return { slug, occurrence, token: session.data.token };
}

export const hostEventsActions = actions({
  get_occurrence: action({
    summary: "Host: one date of an event they host, its figures and its people with their RSVP answers, language and check-in (no payments).",
    input: occurrenceInput,
    output: () => hostOccurrenceOutput,
    sample: async (fx) => {
      const { token, ...data } = await hostedDate(fx);
      return { data, token };
    },
  }),
  export_attendees: action({
    summary: "Host: the date's people as a CSV file (formula-safe; no payments).",
    input: occurrenceInput,
    output: () => csvOutput,
    sample: async (fx) => {
      const { token, ...data } = await hostedDate(fx);
      return { data, token };
    },
  }),
  message_attendees: action({
    summary: 'Host: mails the people of one date (a segment), each in their language; at most one send per date per minute; test sends only to the host.',
    input: messageInput,
    output: messageOutput,
    sample: async (fx) => {
      const { token, ...data } = await hostedDate(fx);
      return { data: { ...data, segment: 'all' as const, subject: 'Where to find me', body: 'I will wait by the stone lantern with an orange tote bag.', test: true }, token };
    },
  }),
});

export type HostEventsActions = typeof hostEventsActions;
