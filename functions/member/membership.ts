/**
 * Membership: who belongs to the community. It is kept apart from marketing consent: the signup
 * item (lib/mail/signups.ts) says only whether the person wants the newsletter, and unsubscribing changes
 * that item alone. A person is a member when any of these facts holds:
 *  - a member record (keys.member), written when they join the list or an admin marks them a
 *    founding member;
 *  - a live subscription (active or trialing, period not over);
 *  - a recorded event attendance;
 *  - a confirmed or waitlisted reservation, past or upcoming.
 * The member record also holds the member's standing (`member_status`: three no-shows revoke it)
 * and whether they are a founding member (`founding_member`, set only by an admin).
 */
import { ConditionFailed } from '../lib/errors';
import { keys, normEmail } from '../lib/keys';
import type { Item, Ports, TransactOp, UpdateInput } from '../lib/ports';
import { hasActiveSubscription } from '../billing/subscriptions';
import * as reservations from '../reservations/store';
import * as passports from '../passport/store';
import * as signups from '../lib/mail/signups';
import { getClosure } from '../privacy/store';
import * as figures from '../lib/figures';
import { decodeCursorOr400, encodeCursor } from '../lib/cursor';
import { fieldColumns, type CsvColumn } from '../../domain/csv';

type P = Pick<Ports, 'table' | 'clock'>;

/** Reservation statuses that make their holder a member (a hold awaiting payment or a cancellation do not). */
const MEMBER_RESERVATION_STATUSES = ['confirmed', 'waitlisted'] as const;

export async function getMemberRecord(p: Pick<Ports, 'table'>, email: string): Promise<Item | undefined> {
  return p.table.get(keys.member(email), { consistent: true });
}

/** A closed account is no longer a member's: it cannot sign in again (functions/privacy). */
export async function isMember(p: P, email: string): Promise<boolean> {
  if (await getClosure(p, email)) return false;
  const facts = await Promise.all([getMemberRecord(p, email).then(Boolean), hasActiveSubscription(p, email), passports.hasAttendance(p, email), reservations.personHasAny(p, email, MEMBER_RESERVATION_STATUSES)]);
  return facts.some(Boolean) || adoptEarlierJoin(p, email);
}

/**
 * A signup stored before member records existed still records a join (its subscribed_at; an
 * unsubscribe from an address never on the list has none): it becomes the member record, once.
 */
async function adoptEarlierJoin(p: P, email: string): Promise<boolean> {
  const signup = await signups.get(p, email, { consistent: true });
  if (typeof signup?.subscribed_at !== 'string' || !signup.subscribed_at) return false;
  await recordJoin(p, email, String(signup.source ?? 'website'), signup.subscribed_at);
  return true;
}

/**
 * Joining the community list makes a member record (once; later joins keep the first date).
 * Idempotent, so a retried or repeated signup repairs a record a failed write left missing.
 */
export async function recordJoin(p: P, email: string, via: string, at = p.clock.now().toISOString()): Promise<void> {
  const op = recordJoinOp(email, via, at);
  await p.table.update(op.update, { update: op.expression, names: op.names, values: op.values, returnValues: 'NONE' });
}

/** recordJoin as an op of the caller's transaction: the signup and its member record are written together or not at all. */
export function recordJoinOp(email: string, via: string, at: string): Extract<TransactOp, { update: unknown }> {
  return {
    update: keys.member(email),
    expression: 'SET #type = :type, email = :email, joined_at = if_not_exists(joined_at, :now), joined_via = if_not_exists(joined_via, :via)',
    names: { '#type': 'type' },
    values: { ':type': 'Member', ':email': normEmail(email), ':now': at, ':via': via },
  };
}

/** A conditional write to the member record: false when its condition does not hold. */
async function updateMemberIf(p: Pick<Ports, 'table'>, email: string, input: UpdateInput): Promise<boolean> {
  try {
    await p.table.update(keys.member(email), { ...input, returnValues: 'NONE' });
    return true;
  } catch (e) {
    if (e instanceof ConditionFailed) return false;
    throw e;
  }
}

export type MemberStatus = 'active' | 'revoked';

/**
 * A member's standing (three no-shows revoke it). It lives on the member record; a signup stored
 * before member records existed may still carry it, and counts until the record says otherwise.
 */
export function memberStatusOf(member: Item | undefined, earlierSignup?: Item): MemberStatus {
  return (member?.member_status ?? earlierSignup?.member_status) === 'revoked' ? 'revoked' : 'active';
}

/** Revokes membership (once) for `reason`; a member known only from a reservation gets a record for it. */
export async function revokeMembership(p: P, email: string, reason: string): Promise<boolean> {
  return updateMemberIf(p, email, {
    update: 'SET #type = :type, email = :email, member_status = :revoked, revoked_at = :now, revoked_reason = :reason',
    condition: 'attribute_not_exists(member_status) OR member_status <> :revoked',
    names: { '#type': 'type' },
    values: { ':type': 'Member', ':email': normEmail(email), ':revoked': 'revoked', ':now': p.clock.now().toISOString(), ':reason': reason },
  });
}

/** Lifts a revocation made for `reason` (never one made for another reason). */
export async function restoreMembership(p: P, email: string, reason: string): Promise<boolean> {
  return updateMemberIf(p, email, {
    update: 'SET #type = :type, email = :email, member_status = :active REMOVE revoked_at, revoked_reason',
    // No status on the record yet: a revocation stored on an earlier signup is lifted here.
    condition: '(member_status = :revoked AND revoked_reason = :reason) OR attribute_not_exists(member_status)',
    names: { '#type': 'type' },
    values: { ':type': 'Member', ':email': normEmail(email), ':active': 'active', ':revoked': 'revoked', ':reason': reason },
  });
}

export async function isFoundingMember(p: Pick<Ports, 'table'>, email: string): Promise<boolean> {
  return (await getMemberRecord(p, email))?.founding_member === true;
}

export interface FoundingMember {
  email: string;
  founding_member_since: string;
  marked_by: string;
}

const foundingView = (it: Item): FoundingMember => ({ email: it.email, founding_member_since: it.founding_member_since, marked_by: it.founding_member_marked_by });

/**
 * An admin marks (or unmarks) a founding member. Marking makes the person a member if they were
 * not one; unmarking an address without a member record changes nothing. The `founding` counter
 * moves in the same transaction, only when the mark changes (conditional on the mark as it was).
 */
export async function setFoundingMember(p: P, email: string, founding: boolean, by: string): Promise<{ email: string; founding_member: boolean }> {
  const addr = normEmail(email);
  const now = p.clock.now().toISOString();
  if (founding) {
    const index = keys.foundingMembers(addr);
    try {
      await p.table.transact([
        {
          update: keys.member(addr),
          expression:
            'SET #type = :type, email = :email, joined_at = if_not_exists(joined_at, :now), joined_via = if_not_exists(joined_via, :via), founding_member = :t, ' +
            'founding_member_since = if_not_exists(founding_member_since, :now), founding_member_marked_by = if_not_exists(founding_member_marked_by, :by), gsi1pk = :gpk, gsi1sk = :gsk',
          condition: 'attribute_not_exists(founding_member) OR founding_member <> :t',
          names: { '#type': 'type' },
          values: { ':type': 'Member', ':email': addr, ':now': now, ':via': 'admin', ':t': true, ':by': by, ':gpk': index.gsi1pk, ':gsk': index.gsi1sk },
        },
        figures.addOp('founding', { [figures.FOUNDING]: 1 }),
      ]);
    } catch (e) {
      if (!(e instanceof ConditionFailed)) throw e; // already a founding member: nothing changes
    }
    return { email: addr, founding_member: true };
  }
  try {
    await p.table.transact([
      {
        update: keys.member(addr),
        expression: 'SET founding_member = :f, founding_member_removed_at = :now, founding_member_removed_by = :by REMOVE founding_member_since, founding_member_marked_by, gsi1pk, gsi1sk',
        condition: 'founding_member = :t',
        values: { ':f': false, ':t': true, ':now': now, ':by': by },
      },
      figures.addOp('founding', { [figures.FOUNDING]: -1 }),
    ]);
  } catch (e) {
    if (!(e instanceof ConditionFailed)) throw e;
    // Not a founding member (any more): a member record is still marked as unmarked, as before.
    await updateMemberIf(p, addr, {
      update: 'SET founding_member = :f, founding_member_removed_at = :now, founding_member_removed_by = :by REMOVE founding_member_since, founding_member_marked_by, gsi1pk, gsi1sk',
      condition: 'attribute_exists(pk) AND (attribute_not_exists(founding_member) OR founding_member <> :t)',
      values: { ':f': false, ':t': true, ':now': now, ':by': by },
    });
  }
  return { email: addr, founding_member: false };
}

/** A page of the founding members list. */
export const FOUNDING_PAGE = 50;

/** The founding members CSV (the `founding-members` export). */
export const FOUNDING_CSV: readonly CsvColumn<FoundingMember>[] = fieldColumns<FoundingMember>(['email', 'founding_member_since', 'marked_by']);

const foundingCursor = () => ({ pk: true as const, sk: keys.member('').sk, gsi1pk: keys.foundingMembers('').gsi1pk, gsi1sk: true as const });

/**
 * One page of the founding members (by address): one Query of their gsi1 partition, `limit` items
 * from an opaque cursor (functions/lib/cursor.ts: 400 on a bad one). The list's page and the
 * founding members export read it.
 */
export async function foundingMembersPage(p: Pick<Ports, 'table'>, limit: number, cursor?: string | null): Promise<{ rows: FoundingMember[]; next: string | null }> {
  const page = await p.table.query({ index: 'gsi1', keyCondition: 'gsi1pk = :pk', values: { ':pk': keys.foundingMembers('').gsi1pk }, limit, startKey: decodeCursorOr400(cursor, foundingCursor()) });
  return { rows: page.items.map(foundingView), next: encodeCursor(page.lastKey) };
}

/**
 * One page of the founding members list: FOUNDING_PAGE of them (foundingMembersPage) and the
 * counter, whatever the list's size. The total is the `founding` counter, moved with every mark,
 * unmark and purge.
 */
export async function listFoundingMembers(p: Pick<Ports, 'table'>, cursor?: string | null): Promise<{ rows: FoundingMember[]; total: number; next: string | null }> {
  const [page, counted] = await Promise.all([foundingMembersPage(p, FOUNDING_PAGE, cursor), figures.read(p, 'founding')]);
  return { ...page, total: figures.valueOf(counted, figures.FOUNDING) };
}

/** Every founding member, counted over all of them (the recount behind the `founding` counter). */
export const foundingMemberCount = (p: Pick<Ports, 'table'>): Promise<number> =>
  p.table.count({ index: 'gsi1', keyCondition: 'gsi1pk = :pk', values: { ':pk': keys.foundingMembers('').gsi1pk } });
