/**
 * Limits on unpaid payment holds (docs/security.md): a place held for a Checkout that nobody
 * pays is a place nobody else can take, so one client address and one email may hold only a few at once.
 *
 * Each subject has a ledger item (`keys.holdLedger`) with a string set `holds` of hold entries
 * ([slug, occurrence, email]). Taking a hold adds its entry IN THE SAME TRANSACTION as the place, on
 * the condition that the set is below the limit; every transaction that ends the hold (paid,
 * cancelled, released) deletes the entry. Concurrent takes of one subject all write its ledger item,
 * so the transactions serialise on it and the limit holds exactly. A hold that ran out but was not
 * released yet still has its entry: a refused take looks at the few entries, releases the expired
 * holds (holds.ts, makeRoomForHold) and tries again, so only live holds ever refuse.
 */
import { TooManyRequests } from '../lib/errors';
import { keys } from '../lib/keys';
import type { Ports, TransactOp } from '../lib/ports';
import type { Reservation } from './model';
import { clientAddress } from '../lib/auth/client-address';

export { clientAddress };

/** Live unpaid holds at once: per client address (across all events) and per email (across events; one email holds one place per occurrence). */
export const HOLD_LIMITS = { perAddress: 5, perEmail: 2 };

/** A ledger item outlives its holds by this much (Checkout holds last 36 minutes), then TTL tidies it. */
const LEDGER_TTL_S = 86_400;

export const HOLD_LIMIT_MESSAGES = {
  address: `Too many unpaid places are on hold from your network (${HOLD_LIMITS.perAddress} at most). Complete or cancel a payment before holding another.`,
  email: `You already have ${HOLD_LIMITS.perEmail} unpaid places on hold. Complete or cancel a payment before holding another.`,
};

export type LedgerKind = keyof typeof HOLD_LIMIT_MESSAGES;

export interface Ledger {
  kind: LedgerKind;
  key: { pk: string; sk: string };
  max: number;
}

/** The ledgers a hold counts in (none for a hold taken without a client address, e.g. a waitlist promotion). */
export function ledgersOf(r: Pick<Reservation, 'email' | 'holdAddress'>): Ledger[] {
  if (!r.holdAddress) return [];
  return [
    { kind: 'address', key: keys.holdLedger(`ip#${r.holdAddress}`), max: HOLD_LIMITS.perAddress },
    { kind: 'email', key: keys.holdLedger(`email#${r.email}`), max: HOLD_LIMITS.perEmail },
  ];
}

export const holdEntry = (r: Pick<Reservation, 'eventSlug' | 'occurrence' | 'email'>) => JSON.stringify([r.eventSlug, r.occurrence, r.email]);

export function parseHoldEntry(entry: string): { slug: string; occurrence: string; email: string } | null {
  try {
    const parsed: unknown = JSON.parse(entry);
    if (!Array.isArray(parsed) || parsed.length !== 3 || !parsed.every((x) => typeof x === 'string')) return null;
    const [slug, occurrence, email] = parsed as string[];
    return { slug, occurrence, email };
  } catch {
    return null;
  }
}

const ttl = (now: Date) => Math.floor(now.getTime() / 1000) + LEDGER_TTL_S;

/** Transaction ops that count a new hold in its ledgers, each refused (ConditionalCheckFailed) when its ledger is full. */
export function takeHoldOps(r: Reservation, now: Date): TransactOp[] {
  return ledgersOf(r).map((l) => ({
    update: l.key,
    expression: 'ADD holds :entry SET #ttl = :ttl',
    condition: 'attribute_not_exists(holds) OR size(holds) < :max',
    names: { '#ttl': 'ttl' },
    values: { ':entry': new Set([holdEntry(r)]), ':max': l.max, ':ttl': ttl(now) },
  }));
}

/** The op that takes one entry out of a ledger (idempotent: an entry that is not there changes nothing). */
export function dropEntryOp(key: Ledger['key'], entry: string, now: Date): TransactOp {
  return { update: key, expression: 'DELETE holds :entry SET #ttl = if_not_exists(#ttl, :ttl)', names: { '#ttl': 'ttl' }, values: { ':entry': new Set([entry]), ':ttl': ttl(now) } };
}

/** Transaction ops for a transaction that ends a reservation's hold (paid, cancelled, released); none when it is no counted hold. */
export function endHoldOps(r: Reservation, now: Date): TransactOp[] {
  if (r.status !== 'pending_payment') return [];
  return ledgersOf(r).map((l) => dropEntryOp(l.key, holdEntry(r), now));
}

export function tooManyHolds(kind: LedgerKind, retryAfterSeconds: number): TooManyRequests {
  return new TooManyRequests(HOLD_LIMIT_MESSAGES[kind], retryAfterSeconds);
}

/** Deletes the payment-hold ledger of one email (the purge of a closed account). */
export async function dropEmailLedger(p: Pick<Ports, 'table'>, email: string): Promise<void> {
  await p.table.delete(keys.holdLedger(`email#${email}`));
}
