/**
 * POST /api/send-passport-magic-link: the passport. Its sign-in link (send, validate), the reads of
 * one member's passport (get-passport-data, get-event-history and the RPC-style reads), the /checkin
 * flow (get_checkin_events, record_attendance) and the host screen (get_checkin_codes,
 * admin_record_attendance: admin sign-in session as `Authorization: Bearer`), a member's check-in QR
 * codes, and the door kit (docs/door-kit.md): host assignments (admin), host sign-in, the door list,
 * the sync of check-ins and walk-ins (host or admin session as `Authorization: Bearer`).
 *
 * Every wire form older clients send still works: fields in `data` or at the top level of the body
 * (`{action: 'send', email}`), and `p_email`/`p_limit` beside `email`/`limit`.
 */
import * as z from '../domain/zod';
import { accessEmailSchema } from '../domain/member/schemas';
import { PASSPORT_FEATURES, TIER_IDS } from '../domain/passport/rules';
import { occurrencesAround } from '../domain/passport/occurrences';
import { action, actions, once, type SampleFixture } from './contract';
import { SYNC_BATCH_MAX } from '../domain/passport/rules';

const LIMIT_RANGE = 'limit must be 1 to 100';
const limitSchema = z.optional(z.coerce.number().check(z.refine(Number.isInteger, LIMIT_RANGE), z.gte(1, LIMIT_RANGE), z.lte(100, LIMIT_RANGE)));
/** Event slugs and occurrence dates go into attendance keys. */
const SLUG_MAX = 120;
const OCCURRENCE_MAX = 40;
const slugTooLong = `eventSlug must be at most ${SLUG_MAX} characters`;
const occurrenceTooLong = `occurrence must be at most ${OCCURRENCE_MAX} characters`;

const fieldsOf = (d: unknown): Record<string, unknown> => (d && typeof d === 'object' ? (d as Record<string, unknown>) : {});

/**
 * Who a member read is about (`email` or `p_email`, the session's own when absent) and the sign-in
 * proving it: a passport sign-in session (`sessionToken`, or the X-Passport-Session header) or a
 * member sign-in session (`token`, or `Authorization: Bearer`). Any value passes this schema: the
 * passport sign-in check judges them and answers 401 first.
 */
const credentials = {
  email: z.optional(z.custom<string>()),
  p_email: z.optional(z.custom<string>()),
  sessionToken: z.optional(z.custom<string>()),
  token: z.optional(z.custom<string>()),
};
const credentialsOnly = z.object(credentials);

/** The history's length: `p_limit` or `limit` (1 to 100), 50 when absent. */
const historyInput = z.pipe(
  z.transform((d: z.input<typeof credentialsOnly> & { limit?: number; p_limit?: number }) => {
    const fields = fieldsOf(d);
    return fields.p_limit ?? fields.limit;
  }),
  limitSchema,
);

const tierId = once(() => z.enum(TIER_IDS));
const nextTier = once(() => z.nullable(z.object({ id: tierId(), name: z.string(), stamps_needed: z.number() })));

const featureFlags = once(() => Object.fromEntries(Object.keys(PASSPORT_FEATURES).map((k) => [k, z.boolean()])) as Record<keyof typeof PASSPORT_FEATURES, z.ZodMiniBoolean>);

const summary = once(() => z.object({
  email: z.string(),
  stamps: z.number(),
  yearly_stamps: z.number(),
  current_year: z.number(),
  tier: tierId(),
  tier_name: z.string(),
  tier_icon: z.string(),
  next_tier: nextTier(),
  tier_progress: z.number(),
  member_status: z.string(),
  subscribed_at: z.nullable(z.string()),
  signup_source: z.nullable(z.string()),
  cities: z.array(z.string()),
  current_streak: z.number(),
  checkin_streak: z.number(),
  achievements_count: z.number(),
  tier_just_unlocked: z.boolean(),
  yearly_status: z.union([
    z.object({ archived: z.literal(true), previousYear: z.number(), message: z.string() }),
    z.object({ archived: z.literal(false), daysUntilReset: z.number(), message: z.string() }),
  ]),
  no_show_count: z.number(),
  no_show_limit: z.number(),
  membership_revoked: z.boolean(),
  /** The feature switches; `enabled` is the whole passport's. */
  features: z.object({ enabled: z.boolean(), ...featureFlags() }),
}));

const attendance = once(() => z.object({
  attendanceId: z.string(),
  email: z.string(),
  event_slug: z.string(),
  event_title: z.string(),
  occurrence: z.string(),
  event_date: z.string(),
  location: z.string(),
  city: z.string(),
  event_type: z.string(),
  created_at: z.string(),
  source: z.enum(['checkin-code', 'admin']),
}));

const yearStats = once(() => z.object({ year: z.number(), stamps: z.number(), cities: z.array(z.string()), event_types: z.record(z.string(), z.number()) }));
const yearlyComparison = once(() => z.object({
  current_year: z.number(),
  previous_year: z.number(),
  current: yearStats(),
  previous: yearStats(),
  change: z.object({ stamps: z.number(), percent: z.nullable(z.number()) }),
}));

const leaderboard = once(() => z.array(z.object({ rank: z.number(), member: z.string(), stamps: z.number(), tier: tierId() })));

const detailedPassport = once(() => z.object({
  summary: summary(),
  member_stats: z.object({
    totalEvents: z.number(),
    totalCities: z.number(),
    firstEventDate: z.nullable(z.string()),
    lastEventDate: z.nullable(z.string()),
    favoriteEventType: z.nullable(z.string()),
    eventsThisMonth: z.number(),
    eventsThisYear: z.number(),
    memberSince: z.nullable(z.string()),
  }),
  /** The latest 10 stamps. */
  event_history: z.array(attendance()),
  yearly_comparison: z.nullable(yearlyComparison()),
  leaderboard: leaderboard(),
  tiers: z.readonly(z.array(z.object({ id: tierId(), name: z.string(), min: z.number(), icon: z.string(), description: z.string() }))),
}));

const recordResult = once(() => z.object({
  duplicate: z.boolean(),
  attendance: attendance(),
  stamps: z.number(),
  stampsGained: z.number(),
  previousTier: tierId(),
  tier: tierId(),
  tierName: z.string(),
  tierUnlocked: z.boolean(),
  next_tier: nextTier(),
}));

const occurrenceTimes = once(() => ({
  eventSlug: z.string(),
  title: z.string(),
  city: z.string(),
  location: z.string(),
  occurrence: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  closesAt: z.string(),
  timezone: z.string(),
}));

// ---------- samples ----------

/** A member signed in with a passport link: their address and passport sign-in session token. */
async function passportReader(fx: SampleFixture) {
  const email = fx.email();
  await fx.memberToken(email);
  return { email, sessionToken: await fx.passportToken(email) };
}

/** A member signed in on the site: their address and member sign-in session token (sent as Bearer). */
async function memberReader(fx: SampleFixture) {
  const email = fx.email();
  return { email, token: await fx.memberToken(email) };
}

/** A read by a member signed in with a passport link, the form /member-passport sends. */
const asPassportReader =
  <E extends Record<string, unknown>>(extra = {} as E) =>
  async (fx: SampleFixture) => ({ data: { ...(await passportReader(fx)), ...extra } });

/** An RPC-style read by a member signed in on the site: `p_email` and the member token as Bearer. */
const asSignedInMember =
  <E extends Record<string, unknown>>(extra = {} as E) =>
  async (fx: SampleFixture) => {
    const { email, token } = await memberReader(fx);
    return { data: { p_email: email, ...extra }, token };
  };

/** The latest occurrence of a stamp event that has started by now (back-fills need one). */
function lastStarted(now: Date) {
  const started = occurrencesAround(now, 14, 0).filter((o) => o.startsAt <= now);
  const o = started.at(-1);
  if (!o) throw new Error('no stamp event started in the last 14 days');
  return o;
}


// ---------- the door kit ----------

const slugField = z.string().check(z.minLength(1, 'eventSlug is required'), z.maxLength(SLUG_MAX, slugTooLong));
const occurrenceField = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'occurrence must be a date (YYYY-MM-DD)'));
const clientIdField = z.string().check(z.regex(/^[\w-]{8,64}$/, 'clientId must be 8 to 64 letters, digits, - or _'));
const atField = z.string().check(z.refine((v) => !Number.isNaN(Date.parse(v)), 'at must be an ISO time'), z.maxLength(40, 'at must be an ISO time'));
const doorCounts = once(() => z.object({ confirmed: z.number(), checkedIn: z.number(), noShows: z.number(), waitlisted: z.number() }));
const syncResult = once(() => z.object({ clientId: z.string(), status: z.enum(['recorded', 'duplicate', 'refused']), email: z.nullable(z.string()), error: z.nullable(z.string()) }));
const hostAssignment = once(() => z.object({ eventSlug: z.string(), eventTitle: z.string(), email: z.string(), assignedBy: z.string(), assignedAt: z.string() }));

/** A fresh clientId, as the door kit makes them. */
const clientId = () => `c-${Math.random().toString(36).slice(2, 12)}${Date.now().toString(36)}`;

/** A host assigned by the admin to a stamp event: their address and a host sign-in session. */
async function signedInHost(fx: SampleFixture, slug: string) {
  const email = fx.email('host');
  await fx.call('passport', 'assign_host', { eventSlug: slug, email }, { token: await fx.adminToken() });
  const o = lastStarted(fx.now());
  await fx.call('passport', 'host_request_link', { email, eventSlug: slug, occurrence: o.occurrence });
  const token = fx.lastLink(email, /\/host\//).searchParams.get('token')!;
  return { email, token };
}

export const passportActions = actions({
  send: action({
    summary: "Mails a one-time passport link when the address is a member's; the answer is the same either way.",
    input: z.object({ email: accessEmailSchema }),
    output: () => z.object({ message: z.string() }),
    sample: (fx) => ({ data: { email: fx.email() } }),
  }),
  validate: action({
    summary: 'Exchanges a passport link (once) for a 60-minute passport sign-in session.',
    input: z.object({ token: z.optional(z.custom<string>()) }),
    output: () => z.object({ email: z.string(), sessionToken: z.string(), authenticatedAt: z.string(), expiresAt: z.string() }),
    sample: async (fx) => {
      const email = fx.email();
      await fx.memberToken(email);
      await fx.call('passport', 'send', { email });
      return { data: { token: fx.lastLink(email, /\/member-passport\?/).searchParams.get('token')! } };
    },
  }),
  'get-passport-data': action({
    summary: "The member's whole passport: summary, stats, latest stamps, yearly comparison, leaderboard and tiers.",
    input: credentialsOnly,
    output: () => detailedPassport(),
    sample: asPassportReader(),
  }),
  'get-event-history': action({
    summary: "The member's stamps, newest event first (50 unless a limit is given).",
    input: historyInput,
    output: () => z.array(attendance()),
    sample: asPassportReader({ limit: 20 }),
  }),
  get_passport_summary: action({
    summary: "The member's passport summary (the header's stamps and tier).",
    input: credentialsOnly,
    output: () => summary(),
    sample: asSignedInMember(),
  }),
  get_detailed_passport_data: action({
    summary: 'The same as get-passport-data.',
    input: credentialsOnly,
    output: () => detailedPassport(),
    sample: asSignedInMember(),
  }),
  get_member_event_history: action({
    summary: 'The same as get-event-history.',
    input: historyInput,
    output: () => z.array(attendance()),
    sample: asSignedInMember({ p_limit: 10 }),
  }),
  get_member_achievements: action({
    summary: 'Achievements: switched off, so always an empty list with the switch.',
    input: credentialsOnly,
    output: () => z.object({ enabled: z.boolean(), achievements: z.array(z.never()) }),
    sample: asPassportReader(),
  }),
  get_yearly_stats_comparison: action({
    summary: "This year's stamps, cities and event types against last year's.",
    input: credentialsOnly,
    output: () => yearlyComparison(),
    sample: asPassportReader(),
  }),
  refresh_member_passport: action({
    summary: "Recomputes the member's stored passport and answers the summary.",
    input: credentialsOnly,
    output: () => summary(),
    sample: asPassportReader(),
  }),
  get_leaderboard: action({
    summary: 'The top 10 members by stamps, addresses masked.',
    input: credentialsOnly,
    output: () => leaderboard(),
    sample: asPassportReader(),
  }),
  get_checkin_events: action({
    summary: 'What members can check in to right now (never the codes).',
    input: z.object({}),
    output: () => z.array(z.object({ ...occurrenceTimes(), iconValue: z.string() })),
    sample: { data: {} },
  }),
  record_attendance: action({
    summary: "Records the member's attendance (one stamp) with the occurrence's check-in code.",
    input: z.pipe(
      z.transform((d: z.input<typeof credentialsOnly> & { eventSlug: string; code: string; occurrence?: string }) => fieldsOf(d)),
      z.object({
        eventSlug: z.string({ error: 'Please choose the event you are at' }).check(z.minLength(1, 'Please choose the event you are at'), z.maxLength(SLUG_MAX, slugTooLong)),
        /** Any case, spaces or dashes; an empty one is refused by the check-in rule. */
        code: z.custom<string>(),
        occurrence: z.optional(z.string().check(z.maxLength(OCCURRENCE_MAX, occurrenceTooLong))),
      }),
    ),
    output: () => recordResult(),
    sample: async (fx) => {
      // Check-in is open only around an occurrence: the sample takes place while one is.
      const admin = await fx.adminToken();
      const o = lastStarted(fx.now());
      fx.travelTo(o.startsAt);
      const { token } = await memberReader(fx);
      const codes = (await fx.call('passport', 'get_checkin_codes', {}, { token: admin })) as { data: { eventSlug: string; occurrence: string; code: string }[] };
      const row = codes.data.find((r) => r.eventSlug === o.event.slug && r.occurrence === o.occurrence);
      if (!row) throw new Error(`no check-in code for ${o.event.slug} ${o.occurrence}`);
      return { data: { eventSlug: row.eventSlug, occurrence: row.occurrence, code: row.code }, token };
    },
  }),
  get_checkin_codes: action({
    summary: "Admin: today's and the next 7 days' occurrences with their check-in codes, QR codes and check-in counts.",
    input: z.object({}),
    output: () => z.array(
      z.object({
        ...occurrenceTimes(),
        opensAt: z.string(),
        open: z.boolean(),
        code: z.string(),
        checkinUrl: z.string(),
        qrSvgDataUrl: z.string(),
        checkedIn: z.number(),
      }),
    ),
    sample: async (fx) => ({ data: {}, token: await fx.adminToken() }),
  }),
  admin_record_attendance: action({
    summary: "Admin: records a member's attendance at an occurrence that has started (and reverses a no-show counted for it).",
    input: z.object({
      email: accessEmailSchema,
      eventSlug: z.string().check(z.minLength(1, 'eventSlug is required'), z.maxLength(SLUG_MAX, slugTooLong)),
      occurrence: z.string().check(z.minLength(1, 'occurrence is required'), z.maxLength(OCCURRENCE_MAX, occurrenceTooLong)),
    }),
    output: () => recordResult(),
    sample: async (fx) => {
      const o = lastStarted(fx.now());
      return { data: { email: fx.email(), eventSlug: o.event.slug, occurrence: o.occurrence }, token: await fx.adminToken() };
    },
  }),
  get_my_checkin_qr: action({
    summary: "The member's check-in QR codes: one per confirmed reservation not yet closed, for the host's door kit to scan.",
    input: credentialsOnly,
    output: () => z.array(
      z.object({ eventSlug: z.string(), title: z.string(), location: z.string(), occurrence: z.string(), startsAt: z.string(), timezone: z.string(), token: z.string(), qrSvgDataUrl: z.string() }),
    ),
    sample: asSignedInMember(),
  }),
  assign_host: action({
    summary: 'Admin: assigns a host (by address) to an event; the host may then open its door kit for every occurrence.',
    input: z.object({ eventSlug: slugField, email: accessEmailSchema }),
    output: () => hostAssignment(),
    sample: async (fx) => ({ data: { eventSlug: lastStarted(fx.now()).event.slug, email: fx.email('host') }, token: await fx.adminToken() }),
  }),
  remove_host: action({
    summary: "Admin: removes a host's assignment to an event (their door kit stops working at once).",
    input: z.object({ eventSlug: slugField, email: accessEmailSchema }),
    output: () => z.object({ removed: z.boolean() }),
    sample: async (fx) => ({ data: { eventSlug: lastStarted(fx.now()).event.slug, email: fx.email('host') }, token: await fx.adminToken() }),
  }),
  list_hosts: action({
    summary: 'Admin: one page of host assignments (by event, then address), the total and the next page cursor.',
    input: z.object({ cursor: z.nullish(z.string().check(z.maxLength(2000))) }),
    output: () => z.object({ rows: z.array(hostAssignment()), total: z.number(), next: z.nullable(z.string()) }),
    sample: async (fx) => ({ data: {}, token: await fx.adminToken() }),
  }),
  host_request_link: action({
    summary: "Mails a one-time link to an occurrence's door kit when the address hosts the event; the answer is the same either way.",
    input: z.object({ email: accessEmailSchema, eventSlug: slugField, occurrence: occurrenceField, lang: z.optional(z.enum(['en', 'ja'])) }),
    output: () => z.object({ message: z.string() }),
    sample: (fx) => ({ data: { email: fx.email('not-a-host'), eventSlug: fx.event().slug, occurrence: fx.event().occurrence } }),
  }),
  host_verify: action({
    summary: 'Exchanges a door kit link (once) for a host sign-in session, sent back as `Authorization: Bearer`.',
    input: z.object({ token: z.string({ error: 'No security token provided' }).check(z.maxLength(1000, 'This sign-in link is invalid, expired or already used. Please request a new one.')) }),
    output: () => z.object({ token: z.string(), email: z.string(), expiresAt: z.string() }),
    sample: async (fx) => ({ data: { token: (await signedInHost(fx, lastStarted(fx.now()).event.slug)).token } }),
  }),
  get_door_list: action({
    summary: "Host or admin: an occurrence's confirmed people, the first 20 waiting (in promotion order), who checked in, and the counts (the number waiting included).",
    input: z.object({ eventSlug: slugField, occurrence: occurrenceField }),
    output: () => z.object({
      event: z.object({ slug: z.string(), title: z.string(), location: z.string(), occurrence: z.string(), startsAt: z.string(), endsAt: z.string(), opensAt: z.string(), timezone: z.string() }),
      rows: z.array(z.object({ email: z.string(), name: z.string(), status: z.enum(['confirmed', 'waitlisted']), walkIn: z.boolean(), checkedIn: z.boolean() })),
      counts: doorCounts(),
      serverTime: z.string(),
    }),
    sample: async (fx) => {
      const o = lastStarted(fx.now());
      return { data: { eventSlug: o.event.slug, occurrence: o.occurrence }, token: await fx.adminToken() };
    },
  }),
  sync_checkins: action({
    summary: "Host or admin: records the door kit's queued check-ins (by QR code or email); each answers recorded, duplicate or refused, and a clientId synced again changes nothing.",
    input: z.object({
      eventSlug: slugField,
      occurrence: occurrenceField,
      checkins: z.array(z.object({ clientId: clientIdField, token: z.optional(z.string().check(z.maxLength(600, 'token is too long'))), email: z.optional(accessEmailSchema), at: atField })).check(z.maxLength(SYNC_BATCH_MAX, `At most ${SYNC_BATCH_MAX} check-ins per sync`)),
    }),
    output: () => z.object({ results: z.array(syncResult()), counts: doorCounts() }),
    sample: async (fx) => {
      const o = lastStarted(fx.now());
      return { data: { eventSlug: o.event.slug, occurrence: o.occurrence, checkins: [{ clientId: clientId(), email: fx.email('not-on-list'), at: fx.now().toISOString() }] }, token: await fx.adminToken() };
    },
  }),
  add_walk_in: action({
    summary: 'Host or admin: a person not on the list, added at the door: a confirmed reservation marked walk-in and their attendance.',
    input: z.object({
      eventSlug: slugField,
      occurrence: occurrenceField,
      clientId: clientIdField,
      name: z.string().check(z.trim(), z.minLength(1, 'Please enter the name'), z.maxLength(100, 'The name must be at most 100 characters')),
      email: accessEmailSchema,
      at: atField,
    }),
    output: () => z.object({ result: syncResult(), counts: doorCounts() }),
    sample: async (fx) => {
      const o = lastStarted(fx.now());
      const host = await signedInHost(fx, o.event.slug);
      const session = (await fx.call('passport', 'host_verify', { token: host.token })) as { data: { token: string } };
      return { data: { eventSlug: o.event.slug, occurrence: o.occurrence, clientId: clientId(), name: 'Walk In', email: fx.email('walk-in'), at: fx.now().toISOString() }, token: session.data.token };
    },
  }),
});
