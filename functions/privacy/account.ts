/**
 * A member's own data (docs/members.md, docs/security.md): the export of everything held about
 * their address, and closing the account. Closing signs the address out everywhere at once,
 * stops marketing (unsubscribed and blocked), cancels upcoming reservations through the normal
 * cancellation (so waitlists move up), asks the subscription to end with its period, and records
 * the closure; the retention job (retention.ts) purges the personal data 90 days later.
 */
import { eventBySlug } from '../../content/events/index';
import { ACCOUNT_DELETION_DAYS } from '../../content/site/promises';
import { BadRequest, Conflict } from '../lib/errors';
import { normEmail } from '../lib/keys';
import type { Ports } from '../lib/ports';
import { revokeAllCredentials } from '../lib/auth/tokens';
import { revokeFeed } from '../calendar/personal';
import * as signups from '../lib/mail/signups';
import * as mailLanguage from '../lib/mail/language';
import { processUnsubscribe } from '../unsubscribe/unsubscribe';
import { blockEmail, lookupEmail } from '../admin/blocking';
import * as reservations from '../reservations/store';
import { cancelReservation } from '../reservations/service';
import { cancellationDecision } from '../reservations/policy';
import { getSubscription } from '../billing/subscriptions';
import { changeSubscription } from '../billing/cancel';
import { checkoutsOf } from '../billing/checkout';
import { isActiveSubscription } from '../billing/rules';
import * as passports from '../passport/store';
import { listCheckins, getGoal } from '../member/store';
import { getMemberRecord } from '../member/membership';
import { findApplicationByEmail } from '../curated/model';
import * as curated from '../curated/store';
import * as privacy from './store';
import { messagesOf } from '../contact/contact';
import * as stayInTouch from '../stay-in-touch/touch';

/** The version of the export's layout (a field added later raises it). */
export const EXPORT_FORMAT = 1;

export const CLOSE_MESSAGES = {
  confirmMismatch: 'To close your account, type the email address you signed in with, exactly as shown.',
  closed: `Your account is closed. You have been signed out everywhere; your personal data will be deleted within ${ACCOUNT_DELETION_DAYS} days.`,
} as const;

/** What a store keeps for itself only (keys, index entries, locks): not the person's data. */
const INTERNAL = /^(pk|sk|gsi\d(pk|sk)|ttl|rev|cancelTokenHash|codeHash|tokenHash)$/;
const clean = <T extends Record<string, unknown>>(item: T | undefined | null): Record<string, unknown> | null =>
  item ? Object.fromEntries(Object.entries(item).filter(([k]) => !INTERNAL.test(k))) : null;

/** Everything held about the signed-in member's address, as one JSON document. */
export async function exportMyData(p: Ports, email: string) {
  const who = normEmail(email);
  const [signup, member, blocked, reservationItems, subscription, checkouts, passport, attendances, checkins, goal, application, participations, closure, messages] = await Promise.all([
    signups.get(p, who, { consistent: true }),
    getMemberRecord(p, who),
    lookupEmail(p, who),
    reservations.allOfEmail(p, who),
    getSubscription(p, who),
    checkoutsOf(p, who),
    passports.get(p, who),
    passports.attendancesOf(p, who),
    listCheckins(p, who),
    getGoal(p, who),
    findApplicationByEmail(p, who),
    curated.participationsOf(p, who),
    privacy.getClosure(p, who),
    messagesOf(p, who),
  ]);
  const [language, touches] = await Promise.all([mailLanguage.get(p, who), stayInTouch.exportOf(p, who)]);
  const personal = await privacy.personItems(p, who);
  const unsubscribes = personal.filter((i) => i.type === 'Unsubscribe' || String(i.sk).startsWith('UNSUB'));
  return {
    format: EXPORT_FORMAT,
    email: who,
    exported_at: p.clock.now().toISOString(),
    signup: clean(signup),
    consent: { newsletter: signup?.status === 'active', status: signup?.status ?? null, subscribed_at: signup?.subscribed_at ?? null, unsubscribed_at: signup?.unsubscribed_at ?? null },
    membership: clean(member),
    email_language: language ? { language: language.language, chosen: language.chosen, updated_at: language.updated_at } : null,
    blocked: clean(blocked.blocked as Record<string, unknown> | null),
    unsubscribes: unsubscribes.map((u) => clean(u)!),
    reservations: reservationItems.map((r) => clean(r)!),
    /** Series registrations ("Come every week"), in the person's partition. */
    series: personal.filter((i) => i.type === 'Series').map((s) => clean(s)!),
    payments: checkouts.map((c) => clean(c)!),
    subscription: clean(subscription),
    passport: clean(passport),
    attendance: attendances.map((a) => clean(a)!),
    checkins,
    goal,
    curated_application: clean(application as Record<string, unknown> | undefined),
    curated_participations: participations.map((x) => clean(x)!),
    contact_messages: messages.filter((m) => m.type === 'ContactMessage').map((m) => clean(m)!),
    discoveries: messages.filter((m) => m.type === 'Discovery').map((m) => clean(m)!),
    /** Stay in touch after a date: the first name given, whom they chose, and the mutual choices (with the other's address). */
    stay_in_touch: touches,
    closure: clean(closure),
  };
}

/**
 * delete_my_account: `confirmEmail` must be the signed-in address typed again (400 otherwise).
 * Closing twice answers the first closure.
 */
export async function closeAccount(p: Ports, email: string, confirmEmail: unknown) {
  const who = normEmail(email);
  if (typeof confirmEmail !== 'string' || normEmail(confirmEmail) !== who) throw new BadRequest(CLOSE_MESSAGES.confirmMismatch);
  const sessionsRevoked = await revokeAllCredentials(p, who);
  // The personal calendar feed's URL stops answering too.
  await revokeFeed(p, who);
  const cancelled = await cancelUpcomingReservations(p, who);
  await stopSubscription(p, who);
  await stopMarketing(p, who);
  // Stay in touch: their names leave every date's list, so their choices and matches are withdrawn at once.
  await stayInTouch.withdrawAll(p, who);
  const closure = await privacy.putClosure(p, { email: who, closed_at: p.clock.now().toISOString(), sessions_revoked: sessionsRevoked, reservations_cancelled: cancelled });
  // Anything signed in while closing (a link used meanwhile) is signed out too.
  await revokeAllCredentials(p, who);
  return { closed: true as const, closed_at: closure.closed_at, purge_after: purgeAfter(closure.closed_at), message: CLOSE_MESSAGES.closed };
}

/** How long a closed account's personal data is kept before the retention job purges it. */
export const PURGE_AFTER_DAYS = ACCOUNT_DELETION_DAYS;
export const purgeAfter = (closedAt: string) => new Date(Date.parse(closedAt) + PURGE_AFTER_DAYS * 86_400_000).toISOString();

/** Upcoming places and waitlist entries are cancelled as the member would (late ones acknowledged): the waitlist moves up. */
async function cancelUpcomingReservations(p: Ports, email: string): Promise<number> {
  let cancelled = 0;
  for (const r of await reservations.allOfEmail(p, email)) {
    const event = eventBySlug(r.eventSlug);
    if (!event || r.status === 'cancelled' || !cancellationDecision(event, r.occurrence, r.status, p.clock.now()).allowed) continue;
    await cancelReservation(
      p,
      async () => ({ reservation: (await reservations.get(p, r.eventSlug, r.occurrence, email)) ?? r, event }),
      true,
    );
    cancelled++;
  }
  return cancelled;
}

/** A live subscription ends with its paid period (no further charge). */
async function stopSubscription(p: Ports, email: string): Promise<void> {
  const sub = await getSubscription(p, email);
  if (sub && isActiveSubscription(sub, p.clock.now()) && !sub.cancel_at_period_end) await changeSubscription(p, 'cancel', email);
}

/** Unsubscribed from the newsletter and blocked from every mail, through the existing rules. */
async function stopMarketing(p: Ports, email: string): Promise<void> {
  await processUnsubscribe(p, { email, reason: 'account_closed', method: 'account_closure', sourceType: 'member_dashboard' });
  try {
    await blockEmail(p, { email, reason: 'Account closed by its member', by: email });
  } catch (e) {
    if (!(e instanceof Conflict)) throw e; // already blocked
  }
}
