/**
 * Every key of the single table is built here (docs/data.md lists the access patterns).
 * Emails are always normalised (trimmed, lower-cased) before they reach a key.
 */
import { normaliseEmail as normEmail } from '../../domain/email-address';

export { normEmail };

export const keys = {
  // --- auth primitives ---
  /** Link token, stored by hash only. */
  linkToken: (hash: string) => ({ pk: `TOKEN#${hash}`, sk: 'TOKEN' }),
  /** Session, stored by hash only. */
  session: (hash: string) => ({ pk: `SESSION#${hash}`, sk: 'SESSION' }),
  /** One-time code per purpose and email (only the latest counts). */
  code: (purpose: string, email: string) => ({ pk: `CODE#${purpose}#${normEmail(email)}`, sk: 'CODE' }),
  /** Fixed-window rate-limit counter. */
  rateLimit: (bucket: string, subject: string, window: string) => ({ pk: `RL#${bucket}#${subject}`, sk: window }),
  /** Consumer idempotency record per (consumer, event id): in progress under a lease, then done. */
  consumed: (consumer: string, eventId: string) => ({ pk: `CONSUMED#${consumer}#${eventId}`, sk: 'CONSUMED' }),
  /** One email a consumer sent while handling an event (its idempotency key), so a retry does not send it again. */
  consumedMail: (consumer: string, eventId: string, mailKey: string) => ({ pk: `CONSUMED#${consumer}#${eventId}`, sk: `MAIL#${mailKey}` }),
  /** Outbox item: one event, written in the same transaction as the change it announces (functions/lib/event-outbox.ts). */
  outboxEvent: (eventId: string) => ({ pk: `OUTBOX#${eventId}`, sk: 'OUTBOX' }),
  /** A key no item has: the local table adapter reads it to wait for DynamoDB Local's queued commits (functions/lib/adapters/dynamo-table.ts). */
  localCommitBarrier: () => ({ pk: 'LOCAL#COMMIT', sk: 'LOCAL#COMMIT' }),

  // --- people ---
  /** Email signup (email_signups): the newsletter list and its marketing consent (status). */
  signup: (email: string) => ({ pk: `EMAIL#${normEmail(email)}`, sk: 'SIGNUP' }),
  signupsByStatus: (status: string) => ({ gsi1pk: `SIGNUPS#${status}` }),
  unsubscribe: (email: string, trackingId: string) => ({ pk: `EMAIL#${normEmail(email)}`, sk: `UNSUB#${trackingId}` }),
  blocked: (email: string) => ({ pk: `EMAIL#${normEmail(email)}`, sk: 'BLOCKED' }),
  /** Membership (joined, founding member), kept apart from the signup's marketing consent. */
  member: (email: string) => ({ pk: `EMAIL#${normEmail(email)}`, sk: 'MEMBER' }),
  /** GSI1 on member items of founding members (gsi1sk = email): the admin's list. */
  foundingMembers: (email: string) => ({ gsi1pk: 'FOUNDING_MEMBERS', gsi1sk: normEmail(email) }),
  /** The language a person reads their email in (functions/lib/mail/language.ts). */
  mailLanguage: (email: string) => ({ pk: `EMAIL#${normEmail(email)}`, sk: 'LANGUAGE' }),
  /** A member's personal calendar feed: the id its secret URL is derived from (functions/calendar/personal.ts). */
  calendarFeedOf: (email: string) => ({ pk: `EMAIL#${normEmail(email)}`, sk: 'CALFEED' }),
  /** The lookup from a personal feed URL's token (by its SHA-256) to the member. */
  calendarFeed: (tokenHash: string) => ({ pk: `CALFEED#${tokenHash}`, sk: 'CALFEED' }),
  /** GSI1 on blocked items (ses-events and the admin page write it): every blocked address by `at`. */
  blockedIndex: (at: string) => ({ gsi1pk: 'BLOCKED', gsi1sk: at }),
  /** GSI1 on unsubscribe records (gsi1sk = unsubscribed_at): the admin's unsubscribe stats. */
  unsubscribesAll: () => ({ gsi1pk: 'UNSUBSCRIBES' }),

  // --- privacy (functions/privacy/store.ts) ---
  /** One person's whole partition (every item keyed by their email): the retention job deletes it. */
  person: (email: string) => ({ pk: `EMAIL#${normEmail(email)}` }),
  /** An account closed by its member (delete_my_account); GSI1 = every closure by closed_at (the retention job's list). */
  accountClosure: (email: string) => ({ pk: `EMAIL#${normEmail(email)}`, sk: 'CLOSURE' }),
  accountClosures: () => ({ gsi1pk: 'CLOSURES' }),
  /** GSI1 on sessions and link tokens: every sign-in credential of one address (revoked when the account closes). */
  credentialsOf: (email: string) => ({ gsi1pk: `CREDENTIALS#${normEmail(email)}` }),
  /** A payment kept for the accounting retention period after a purge, under a pseudonym instead of the email. */
  retainedPayment: (pseudonym: string, ref: string) => ({ pk: `ACCOUNTING#${pseudonym}`, sk: `PAYMENT#${ref}` }),
  /** GSI1 on Checkout Session items: one payer's Checkouts (gsi1sk = createdAt), found by the privacy export and purge. */
  checkoutsOfEmail: (email: string) => ({ gsi1pk: `CHECKOUTS#${normEmail(email)}` }),
  /** The open subscription Checkout that answers one (email, plan, event) request again while it can be paid (functions/billing/checkout.ts). */
  openCheckout: (email: string, ref: string) => ({ pk: `EMAIL#${normEmail(email)}`, sk: `CHECKOUT_OPEN#${ref}` }),

  // --- reservations ---
  eventCounter: (slug: string, occurrence: string) => ({ pk: `EVENT#${slug}#${occurrence}`, sk: 'COUNTER' }),
  reservation: (slug: string, occurrence: string, email: string) => ({ pk: `EVENT#${slug}#${occurrence}`, sk: `RSVP#${normEmail(email)}` }),
  /** Every reservation of one occurrence: its partition and the sort-key prefix of reservation items. */
  occurrenceReservations: (slug: string, occurrence: string) => ({ pk: `EVENT#${slug}#${occurrence}`, skPrefix: 'RSVP#' }),
  /** The unpaid payment holds of one client address or one email (`ip#<address>` / `email#<email>`): a string set of hold entries. */
  holdLedger: (subject: string) => ({ pk: `HOLDS#${subject}`, sk: 'HOLDS' }),
  /** One message an organiser or a host sent to the people of an occurrence (who, what, which reservations it reached), in the occurrence's partition. */
  occurrenceMessage: (slug: string, occurrence: string, at: string, id: string) => ({ pk: `EVENT#${slug}#${occurrence}`, sk: `MESSAGE#${at}#${id}` }),
  /** Every message of one occurrence: its partition and the sort-key prefix of message items. */
  occurrenceMessages: (slug: string, occurrence: string) => ({ pk: `EVENT#${slug}#${occurrence}`, skPrefix: 'MESSAGE#' }),
  /** When the people of an occurrence were last messaged: one send per occurrence per minute. */
  occurrenceMessageGate: (slug: string, occurrence: string) => ({ pk: `EVENT#${slug}#${occurrence}`, sk: 'MESSAGE_GATE' }),
  /** The organisers' figures of an occurrence, written with the change that moves them: check-ins, no-shows, money paid and refunded. */
  occurrenceFigures: (slug: string, occurrence: string) => ({ pk: `EVENT#${slug}#${occurrence}`, sk: 'FIGURES' }),
  /** GSI1 on reservation items: a person's reservations (gsi1sk = RSVP#<occurrence>#<slug>). */
  reservationsByEmail: (email: string, slug: string, occurrence: string) => ({ gsi1pk: `EMAIL#${normEmail(email)}`, gsi1sk: `RSVP#${occurrence}#${slug}` }),
  /** GSI1: every reservation of one person (the partition and the gsi1sk prefix of reservation entries). */
  reservationsOfEmail: (email: string) => ({ gsi1pk: `EMAIL#${normEmail(email)}`, gsi1skPrefix: 'RSVP#' }),
  /** GSI2 on waiting reservations: the waitlist in promotion order (0 = subscriber, then the ticket). */
  waitlist: (slug: string, occurrence: string, subscriber: boolean, seq: number) => ({ gsi2pk: `WAIT#${slug}#${occurrence}`, gsi2sk: `${subscriber ? 0 : 1}#${String(seq).padStart(10, '0')}` }),

  // --- series RSVP (functions/reservations/series-store.ts) ---
  /** One person's standing registration for every occurrence of one recurring event, in their partition. */
  series: (email: string, slug: string) => ({ pk: `EMAIL#${normEmail(email)}`, sk: `SERIES#${slug}` }),
  /** Every series registration of one person: their partition and the sort-key prefix of series items (the member's bookings). */
  seriesOf: (email: string) => ({ pk: `EMAIL#${normEmail(email)}`, skPrefix: 'SERIES#' }),
  /** GSI1 on series items: every series with one status (gsi1sk = `<slug>#<email>`), read by the series job. */
  seriesByStatus: (status: string, slug?: string, email?: string) => ({ gsi1pk: `SERIES#${status}`, gsi1sk: slug && email ? `${slug}#${normEmail(email)}` : '' }),
  /**
   * GSI2 on an active series (issue 28): the event's series by horizon (the last date registered, '' for
   * none), so the series job reads only those whose horizon is before the last date of the window.
   */
  seriesDue: (slug: string, horizon = '', email = '') => ({ gsi2pk: `SERIES_DUE#${slug}`, gsi2sk: email ? `${horizon}#${normEmail(email)}` : horizon }),

  // --- billing ---
  subscription: (email: string) => ({ pk: `EMAIL#${normEmail(email)}`, sk: 'SUBSCRIPTION' }),
  stripeEvent: (eventId: string) => ({ pk: `STRIPE_EVENT#${eventId}`, sk: 'STRIPE_EVENT' }),
  checkoutSession: (sessionId: string) => ({ pk: `CHECKOUT#${sessionId}`, sk: 'CHECKOUT' }),
  /** GSI2 on subscription items: every subscription, live ones (active, trialing) first, then by status, then last change (the admin's list; issue 28 below). */
  subscriptionsIndex: (live: boolean, status: string, updatedAt: string) => ({ gsi2pk: 'SUBSCRIPTIONS', gsi2sk: `${live ? 1 : 0}#${status}#${updatedAt}` }),

  // --- members ---
  checkin: (email: string, week: string) => ({ pk: `EMAIL#${normEmail(email)}`, sk: `CHECKIN#${week}` }),
  /** Every check-in of one member: the partition and the sort-key prefix of check-in items. */
  checkinsOf: (email: string) => ({ pk: `EMAIL#${normEmail(email)}`, skPrefix: 'CHECKIN#' }),
  goals: (email: string) => ({ pk: `EMAIL#${normEmail(email)}`, sk: 'GOALS' }),
  /** GSI1 on check-in items (gsi1sk = updated_at): every member's check-ins by time (admin programme health). */
  checkinsIndex: (at: string) => ({ gsi1pk: 'CHECKINS', gsi1sk: at }),
  passport: (email: string) => ({ pk: `EMAIL#${normEmail(email)}`, sk: 'PASSPORT' }),
  attendance: (email: string, slug: string, occurrence: string) => ({ pk: `EMAIL#${normEmail(email)}`, sk: `ATTEND#${occurrence}#${slug}` }),
  /** Every attendance of one member: the partition and the sort-key prefix of attendance items. */
  attendancesOf: (email: string) => ({ pk: `EMAIL#${normEmail(email)}`, skPrefix: 'ATTEND#' }),
  /** GSI1 on attendance items: who checked in to one occurrence (gsi1sk = email). */
  attendeesByEvent: (slug: string, occurrence: string) => ({ gsi1pk: `ATTENDEES#${slug}#${occurrence}` }),
  /** GSI2 on passport items with stamps: gsi2sk = zero-padded stamps#email, read highest first. */
  leaderboard: (stamps: number, email: string) => ({ gsi2pk: 'LEADERBOARD', gsi2sk: `${String(stamps).padStart(6, '0')}#${normEmail(email)}` }),
  leaderboardAll: () => ({ gsi2pk: 'LEADERBOARD' }),

  // --- door kit (functions/passport/hosts.ts, door.ts) ---
  /** An admin's assignment of a host to an event (every occurrence of it); GSI1 = the events one address hosts, GSI2 = every assignment. */
  hostAssignment: (slug: string, email: string) => ({ pk: `HOSTS#${slug}`, sk: `HOST#${normEmail(email)}` }),
  hostedBy: (email: string, slug: string) => ({ gsi1pk: `HOSTING#${normEmail(email)}`, gsi1sk: slug }),
  hostAssignmentsAll: (slug: string, email: string) => ({ gsi2pk: 'HOST_ASSIGNMENTS', gsi2sk: `${slug}#${normEmail(email)}` }),
  /** One door check-in by the door kit's own id: a check-in synced again answers what the first sync did. */
  doorCheckin: (slug: string, occurrence: string, clientId: string) => ({ pk: `DOOR#${slug}#${occurrence}`, sk: `CLIENT#${clientId}` }),

  // --- poll ---
  poll: (pollId: string) => ({ pk: `POLL#${pollId}`, sk: 'POLL' }),
  pollVote: (pollId: string, identifier: string) => ({ pk: `POLL#${pollId}`, sk: `VOTE#${identifier}` }),
  /** The poll's vote counters (one attribute per option), changed in the transaction of each vote. */
  /** Every vote of one poll: the partition and the sort-key prefix of vote items. */
  pollVotes: (pollId: string) => ({ pk: `POLL#${pollId}`, skPrefix: 'VOTE#' }),
  pollCounts: (pollId: string) => ({ pk: `POLL#${pollId}`, sk: 'COUNTS' }),

  // --- contact, discovery ---
  contactMessage: (id: string) => ({ pk: `CONTACT#${id}`, sk: 'CONTACT' }),
  discovery: (id: string) => ({ pk: `DISCOVERY#${id}`, sk: 'DISCOVERY' }),
  /** GSI1 on contact messages and discoveries: everything one address sent us (gsi1sk = when), found by the privacy export and purge. */
  messagesOfEmail: (email: string) => ({ gsi1pk: `MESSAGES#${normEmail(email)}` }),

  // --- admin: newsletters ---
  /** A newsletter sent to the list; GSI1 = all newsletters by createdAt. */
  newsletter: (id: string) => ({ pk: `NEWSLETTER#${id}`, sk: 'NEWSLETTER' }),
  newslettersAll: () => ({ gsi1pk: 'NEWSLETTERS' }),
  /**
   * One per newsletter and recipient, written before the send: a retried batch never mails anyone twice.
   * In the recipient's partition (issue 28), so the purge of a closed account takes them with it.
   */
  newsletterDelivery: (id: string, email: string) => ({ pk: `EMAIL#${normEmail(email)}`, sk: `NEWSLETTER#${id}` }),
  /** Where delivery markers were written before issue 28 (the newsletter's partition): the migration moves them. */
  newsletterDeliveriesBefore: (id: string) => ({ pk: `NEWSLETTER#${id}`, skPrefix: 'TO#' }),

  // --- curated ---
  /** Curated Fika application; GSI1 = all by submitted_at, GSI2 = by status (gsi2sk submitted_at#id). */
  cfApplication: (id: string) => ({ pk: `CF_APP#${id}`, sk: 'APP' }),
  cfApplicationsAll: () => ({ gsi1pk: 'CF_APPS' }),
  cfApplicationsByStatus: (status: string) => ({ gsi2pk: `CF_APPS#${status}` }),
  /** One application per email: pointer on the person partition. */
  cfApplicationByEmail: (email: string) => ({ pk: `EMAIL#${normEmail(email)}`, sk: 'CF_APP' }),
  /** Session; its participants and feedback share the partition. GSI1 = all sessions by session_date#id. */
  cfSession: (id: string) => ({ pk: `CF_SESSION#${id}`, sk: 'SESSION' }),
  cfSessionsByDate: () => ({ gsi1pk: 'CF_SESSIONS' }),
  cfParticipant: (sessionId: string, applicationId: string) => ({ pk: `CF_SESSION#${sessionId}`, sk: `PART#${applicationId}` }),
  /** The participants of one session: the partition and the sort-key prefix of participant items. */
  cfParticipantsOf: (sessionId: string) => ({ pk: `CF_SESSION#${sessionId}`, skPrefix: 'PART#' }),
  /** GSI1 on participant items: one person's participations by session_date#sessionId (My Sessions). */
  cfParticipationsByEmail: (email: string) => ({ gsi1pk: `CF_PARTS#${normEmail(email)}` }),
  cfFeedback: (sessionId: string, applicationId: string) => ({ pk: `CF_SESSION#${sessionId}`, sk: `FEEDBACK#${applicationId}` }),
  /** The feedback of one session: the partition and the sort-key prefix of feedback items. */
  cfFeedbackOf: (sessionId: string) => ({ pk: `CF_SESSION#${sessionId}`, skPrefix: 'FEEDBACK#' }),
  cfFeedbackAll: () => ({ gsi1pk: 'CF_FEEDBACK' }),
  cfVenue: (id: string) => ({ pk: `CF_VENUE#${id}`, sk: 'VENUE' }),
  cfVenuesAll: () => ({ gsi1pk: 'CF_VENUES' }),
  /** Revenue recorded per calendar month (YYYY-MM) and currency, for the overview. */
  cfRevenue: (month: string, currency: string) => ({ pk: 'CF_REVENUE', sk: `${month}#${currency}` }),

  // --- error reports (functions/lib/error-reports/store.ts) ---
  /** One error group (fingerprint): first/last seen, total, the last report; GSI1 = every group by last seen. */
  errorGroup: (fingerprint: string) => ({ pk: `ERROR#${fingerprint}`, sk: 'ERROR' }),
  errorGroupsByLastSeen: (lastSeen: string) => ({ gsi1pk: 'ERRORS', gsi1sk: lastSeen }),
  /** GSI1: every error group (the partition of errorGroupsByLastSeen). */
  errorGroupsAll: () => ({ gsi1pk: 'ERRORS' }),
  /** One error group's count on one Asia/Tokyo day (YYYY-MM-DD); the group's partition holds its days. */
  errorDay: (fingerprint: string, day: string) => ({ pk: `ERROR#${fingerprint}`, sk: `DAY#${day}` }),
  errorDaysOf: (fingerprint: string) => ({ pk: `ERROR#${fingerprint}`, skPrefix: 'DAY#' }),

  // --- the event catalogue (functions/lib/event-store.ts) ---
  /** The catalogue's version: moved by every change to an event, so a reader reloads only when it moved. */
  catalogueMeta: () => ({ pk: 'CATALOGUE', sk: 'META' }),
  /** One event (listing, Japanese text, kept-back venue, publication state, version); never deleted, so a slug is never reused. */
  catalogueEvent: (slug: string) => ({ pk: 'CATALOGUE', sk: `EVENT#${slug}` }),
  /** Every event of the catalogue: its partition and the sort-key prefix of event items. */
  catalogueEvents: () => ({ pk: 'CATALOGUE', skPrefix: 'EVENT#' }),
  /** The audit entry of one version of an event (who changed what, when), in version order. */
  catalogueAudit: (slug: string, version: number) => ({ pk: `CATALOGUE#${slug}`, sk: `AUDIT#${String(version).padStart(10, '0')}` }),
  /**
   * An audit entry that makes no new version (a date viewed, exported, messaged, cancelled, its
   * capacity set): filed after the entry of the version it was made on, in time order.
   */
  catalogueActivity: (slug: string, version: number, at: string, id: string) => ({ pk: `CATALOGUE#${slug}`, sk: `AUDIT#${String(version).padStart(10, '0')}#${at}#${id}` }),
  /** Every audit entry of an event: its partition and sort-key prefix. */
  catalogueAuditOf: (slug: string) => ({ pk: `CATALOGUE#${slug}`, skPrefix: 'AUDIT#' }),

  // --- analytics (functions/analytics/store.ts) ---
  /** A daily counter: one partition per metric, sort key = Japan-time day then the dimension (path, slug, source…). */
  analyticsDaily: (metric: string, day: string, dimension: string) => ({ pk: `ANALYTICS#${metric}`, sk: `${day}#${dimension}` }),
  /** One metric's daily counters from day `from` to day `to`, both included: the partition and the sort-key bounds. */
  analyticsDays: (metric: string, from: string, to: string) => ({ pk: `ANALYTICS#${metric}`, skFrom: `${from}#`, skTo: `${to}#\uffff` }),
  /** The total of one event name over one calendar month (YYYY-MM), kept once its daily detail is reduced. */
  analyticsMonthly: (month: string, name: string) => ({ pk: 'ANALYTICS_MONTHLY', sk: `${month}#${name}` }),
  /** Marks a bus event the analytics consumer has counted (written with its counts), so a redelivery counts once. */
  analyticsCounted: (eventId: string) => ({ pk: `ANALYTICS_COUNTED#${eventId}`, sk: 'COUNTED' }),

  // --- local stand-ins ---
  /** The local Stripe simulator's own records (checkout sessions, subscriptions, customers). */
  stripeSimulator: (kind: string, id: string) => ({ pk: `SIM#${kind}#${id}`, sk: 'SIM' }),

  // issue 28: hot items
  /** One of a poll's vote-count shards: a vote adds to one of them; a read sums them with the base `COUNTS` item. */
  pollCountShard: (pollId: string, shard: number) => ({ pk: `POLL#${pollId}`, sk: `COUNTS#${String(shard).padStart(2, '0')}` }),
  /** Every counts item of a poll (the base `COUNTS` and its shards): the partition and the sort-key prefix. */
  pollCountItems: (pollId: string) => ({ pk: `POLL#${pollId}`, skPrefix: 'COUNTS' }),
  /**
   * One analytics shard's counters of one Japan-time day: every event name, path and card slug
   * counted on that shard that day, one attribute each (a batch adds to one shard at random). One
   * partition per shard, the day as sort key, so a window of days is one Query per shard.
   */
  analyticsShardDay: (shard: number, day: string) => ({ pk: `ANALYTICS_SHARD#${String(shard).padStart(2, '0')}`, sk: day }),
  /** The partition of one analytics shard (its days are the sort keys). */
  analyticsShard: (shard: number) => ({ pk: `ANALYTICS_SHARD#${String(shard).padStart(2, '0')}` }),

  // issue 28: curated (functions/curated/store.ts alone calls these)
  /** GSI2 of an application: its status and city (lower-cased); gsi2sk = submitted_at#id. Matching reads one city's approved. */
  cfApplicationsByStatusCity: (status: string, city: string) => ({ gsi2pk: `CF_APPS#${status}#${city.trim().toLowerCase()}` }),
  /** The curated figures, moved in the transaction of each change: applications by status, city and premium. */
  cfApplicationCounts: () => ({ pk: 'CF_COUNTS', sk: 'APPS' }),
  /** Applications submitted on one UTC day (YYYY-MM-DD). */
  cfApplicationsOnDay: (day: string) => ({ pk: 'CF_COUNTS', sk: `APPS_DAY#${day}` }),
  /** The day counters from day `from` to day `to`, both included: the partition and the sort-key bounds. */
  cfApplicationDays: (from: string, to: string) => ({ pk: 'CF_COUNTS', skFrom: `APPS_DAY#${from}`, skTo: `APPS_DAY#${to}` }),
  /** Feedback figures: responses, rating sums, connection and would-attend-again counts. */
  cfFeedbackCounts: () => ({ pk: 'CF_COUNTS', sk: 'FEEDBACK' }),
  /** Session figures: by status, seats taken and offered (sessions not cancelled), emptied open sessions. */
  cfSessionCounts: () => ({ pk: 'CF_COUNTS', sk: 'SESSIONS' }),

  // issue 28: the curated admin's session and venue lists (functions/curated/store.ts alone calls the session ones)
  /** GSI2 on a session item: the sessions with one status, by session_date#id. */
  cfSessionsByStatus: (status: string) => ({ gsi2pk: `CF_SESSIONS#${status}` }),
  /** A session's area entry (only while its venue_area is set), in the session's partition: the area lists index it. */
  cfSessionArea: (sessionId: string) => ({ pk: `CF_SESSION#${sessionId}`, sk: 'AREA' }),
  /** GSI1 on area entries: the sessions of one area (lower-cased), by session_date#id. */
  cfSessionsInArea: (area: string) => ({ gsi1pk: `CF_SESSION_AREA#${area.trim().toLowerCase()}` }),
  /** GSI2 on area entries: the sessions of one area with one status, by session_date#id. */
  cfSessionsInAreaWithStatus: (area: string, status: string) => ({ gsi2pk: `CF_SESSION_AREA#${area.trim().toLowerCase()}#${status}` }),
  /** GSI2 on a venue: the venues of one city (lower-cased) and type, by area#name#id (lower-cased). */
  cfVenuesByCityType: (city: string, type: string) => ({ gsi2pk: `CF_VENUES#${city.trim().toLowerCase()}#${type}` }),
  /** Venue figures: how many venues per city, type, area and each combination, moved with each venue added. */
  cfVenueCounts: () => ({ pk: 'CF_COUNTS', sk: 'VENUES' }),

  // issue 28: reservations and jobs
  /** GSI2 on a payment hold while it is one: the date's holds by expiry, so "the holds that ran out" is a bounded query (gsi2sk <= now). */
  heldPlaces: (slug: string, occurrence: string, expiresAt = '') => ({ gsi2pk: `HELD#${slug}#${occurrence}`, gsi2sk: expiresAt }),
  /**
   * GSI2 on a confirmed reservation: the date's places, with the notices still to send in the sort key
   * (`C#<reminder><series check><venue reveal>#<email>`, 1 = still to send), so each job queries its own.
   */
  datePlace: (slug: string, occurrence: string, email: string, pending: { reminder: boolean; check: boolean; reveal: boolean }) => ({
    gsi2pk: `PLACE#${slug}#${occurrence}`,
    gsi2sk: `C#${pending.reminder ? 1 : 0}${pending.check ? 1 : 0}${pending.reveal ? 1 : 0}#${normEmail(email)}`,
  }),
  /** GSI2 on a same-day cancellation (noShow) whose no-show is not counted yet: the no-show sweep's other candidates. */
  dateNoShow: (slug: string, occurrence: string, email: string) => ({ gsi2pk: `PLACE#${slug}#${occurrence}`, gsi2sk: `N#${normEmail(email)}` }),
  /**
   * GSI2: the date's places (the partition), the sort-key prefix of confirmed places, and the prefixes
   * under which a notice is still to send (one per combination of the other notices).
   */
  datePlaces: (slug: string, occurrence: string) => ({
    gsi2pk: `PLACE#${slug}#${occurrence}`,
    confirmedPrefix: 'C#',
    pendingPrefixes: (notice: 'reminder' | 'check' | 'reveal'): string[] => {
      const at = { reminder: 0, check: 1, reveal: 2 }[notice];
      return ['00', '01', '10', '11'].slice(0, 2 ** at).map((before) => `C#${before.slice(2 - at)}1`);
    },
  }),
  /** A one-off data migration that ran (functions/reservations/backfill.ts): written when it finished. */
  migration: (name: string) => ({ pk: `MIGRATION#${name}`, sk: 'MIGRATION' }),

  // issue 28: counters and lists
  /** One group of figures kept as counters (functions/lib/figures.ts), moved in the transaction of each change they count. */
  figures: (group: string) => ({ pk: 'FIGURES', sk: group }),
  /** One of a figures group's shards: a change adds to one at random, so no one item takes every signup. */
  figuresShard: (group: string, shard: number) => ({ pk: 'FIGURES', sk: `${group}#${String(shard).padStart(2, '0')}` }),
  /** A group's items: its base item (the recount, `recountedAt`) and its shards. */
  figuresOf: (group: string) => ({ pk: 'FIGURES', skPrefix: group }),
  /** One shard of a group's figures of one day (community time, YYYY-MM-DD): a window's figures are the sum of its days. */
  figuresDay: (group: string, day: string, shard: number) => ({ pk: `FIGURES_DAY#${group}`, sk: `${day}#${String(shard).padStart(2, '0')}` }),
  /** A day's base item: the recount of items written before the day counters existed (the migration). */
  figuresDayBase: (group: string, day: string) => ({ pk: `FIGURES_DAY#${group}`, sk: `${day}#base` }),
  /** Every shard of a group's days from one day to another (one Query). */
  figuresDays: (group: string, fromDay: string, toDay: string) => ({ pk: `FIGURES_DAY#${group}`, skFrom: `${fromDay}#`, skTo: `${toDay}#~` }),
  /** A member's latest check-ins (enough for their trend and a 4-week window), rewritten in each check-in's transaction (functions/member/store.ts). */
  checkinSummary: (email: string) => ({ pk: `EMAIL#${normEmail(email)}`, sk: 'CHECKIN_SUMMARY' }),
  /** GSI1 on check-in summaries (gsi1sk = the member's last check-in save): the members checking in, for goal accountability. */
  checkinMembers: (at: string) => ({ gsi1pk: 'CHECKIN_MEMBERS', gsi1sk: at }),
  /** GSI2 on the check-in summaries of members whose trend is needs_support (sparse; gsi2sk = the last save). */
  checkinNeedsSupport: (at: string) => ({ gsi2pk: 'CHECKIN_NEEDS_SUPPORT', gsi2sk: at }),

  // issue 28: admin CSV exports as jobs (functions/exports/store.ts alone calls these)
  /** One CSV export an admin asked for (kind, filters, status, the file once written); GSI1 = every export, by `<requestedAt>#<id>`. */
  adminExport: (id: string) => ({ pk: `EXPORT#${id}`, sk: 'EXPORT' }),
  adminExportsAll: () => ({ gsi1pk: 'EXPORTS' }),
  // issue 28: subscriptions in the admin (functions/billing/store.ts alone calls these)
  /** GSI1 on subscription items: the subscriptions of one billing interval (`none`: no plan), the same sort key as GSI2 (`<1 live | 0>#<status>#<updatedAt>`). */
  subscriptionsOfInterval: (interval: string, live: boolean, status: string, updatedAt: string) => ({ gsi1pk: `SUBSCRIPTIONS#${interval}`, gsi1sk: `${live ? 1 : 0}#${status}#${updatedAt}` }),
  /**
   * The partition and sort-key prefix of one admin list: every subscription (GSI2) or one interval's
   * (GSI1), narrowed to the live ones (`1#`) or one status (`<live>#<status>#`).
   */
  subscriptionsList: (filter: { interval?: string; live?: boolean; status?: string; statusLive?: boolean }) => ({
    index: filter.interval ? ('gsi1' as const) : ('gsi2' as const),
    pk: filter.interval ? `SUBSCRIPTIONS#${filter.interval}` : 'SUBSCRIPTIONS',
    skPrefix: filter.status ? `${filter.statusLive ? 1 : 0}#${filter.status}#` : filter.live ? '1#' : '',
  }),
  /**
   * The Stripe ids of a subscription, beside it in the person's partition: GSI1 = the Stripe customer
   * id, GSI2 = the Stripe subscription id (gsi sort key = email), the admin's exact lookups.
   */
  subscriptionRef: (email: string) => ({ pk: `EMAIL#${normEmail(email)}`, sk: 'SUBSCRIPTION_REF' }),
  subscriptionOfCustomer: (customerId: string, email = '') => ({ gsi1pk: `STRIPE_CUSTOMER#${customerId}`, gsi1sk: email && normEmail(email) }),
  subscriptionOfStripeId: (subscriptionId: string, email = '') => ({ gsi2pk: `STRIPE_SUBSCRIPTION#${subscriptionId}`, gsi2sk: email && normEmail(email) }),
  // issue 29: the weekly digest (functions/lib/mail/signups.ts alone calls digestReader/digestReaders; functions/jobs/digest.ts the marks)
  /** A reader of one city's weekly digest: one per active signup and chosen city, in the person's partition. */
  digestReader: (city: string, email: string) => ({ pk: `EMAIL#${normEmail(email)}`, sk: `DIGESTCITY#${city}` }),
  /** GSI1 on digest readers: a city's readers, by address (gsi1sk = email). */
  digestReaders: (city: string) => ({ gsi1pk: `DIGESTREADERS#${city}` }),
  /** The week's digest went (or was handed to the mail door) to this address: the once-a-week mark. */
  digestSent: (week: string, email: string) => ({ pk: `EMAIL#${normEmail(email)}`, sk: `DIGESTWEEK#${week}` }),
  /** The week's digest run: done once every reader of every city was handled. */
  digestRun: (week: string) => ({ pk: `DIGESTRUN#${week}`, sk: 'RUN' }),

  // issue 29: "Stay in touch" (functions/stay-in-touch/store.ts alone calls these; docs/stay-in-touch.md)
  /** One attendee's stay-in-touch item for one date (their first name, whom they chose), in their partition: made with the attendance. */
  touch: (email: string, slug: string, occurrence: string) => ({ pk: `EMAIL#${normEmail(email)}`, sk: `TOUCH#${occurrence}#${slug}` }),
  /** Every stay-in-touch item of one person: the partition and the sort-key prefix. */
  touchesOf: (email: string) => ({ pk: `EMAIL#${normEmail(email)}`, skPrefix: 'TOUCH#' }),
  /** GSI1 on stay-in-touch items while their attendee has opted in (gsi1sk = the item's id): the date's list. */
  touchList: (slug: string, occurrence: string) => ({ gsi1pk: `TOUCHLIST#${slug}#${occurrence}` }),
  /** GSI2 on a stay-in-touch item whose invitation is still to send: due from the date's end (gsi2sk = `<due>#<slug>#<date>#<email>`). */
  touchDue: (due: string, slug: string, occurrence: string, email: string) => ({ gsi2pk: 'TOUCH_DUE', gsi2sk: `${due}#${slug}#${occurrence}#${normEmail(email)}` }),
  touchDueAll: () => ({ gsi2pk: 'TOUCH_DUE' }),
};
