/**
 * The stay-in-touch store (docs/stay-in-touch.md): the only code that builds the keys of
 * stay-in-touch items and their DynamoDB expressions. One item per attendee and date, in the
 * attendee's partition, made in the attendance's transaction: it carries the invitation still to
 * send (the due index, gsi2), and once its attendee opts in, their first name and whom they chose
 * (the date's list, gsi1). Choices name the other items' ids, never an address.
 */
import { ConditionFailed } from '../lib/errors';
import { keys, normEmail } from '../lib/keys';
import type { Item, Ports, TransactOp } from '../lib/ports';

type T = Pick<Ports, 'table'>;

export interface TouchItem extends Item {
  type: 'StayInTouch';
  /** Opaque id: what the others' choices name. */
  id: string;
  email: string;
  event_slug: string;
  occurrence: string;
  created_at: string;
  /** Until when choices can change and the page opens (ISO); the item expires after it. */
  deadline: string;
  invited_at?: string;
  /** Set while the attendee is on the date's list (opted in). */
  first_name?: string;
  /** The ids of the other attendees they chose. */
  choices?: string[];
  updated_at?: string;
}

/** The new item of one attendance, with its invitation due at `due` (the date's end). */
export function createOp(f: { id: string; email: string; slug: string; occurrence: string; due: string; deadline: string; now: string }): TransactOp {
  const email = normEmail(f.email);
  const item: TouchItem = {
    ...keys.touch(email, f.slug, f.occurrence),
    ...keys.touchDue(f.due, f.slug, f.occurrence, email),
    type: 'StayInTouch',
    id: f.id,
    email,
    event_slug: f.slug,
    occurrence: f.occurrence,
    created_at: f.now,
    deadline: f.deadline,
    ttl: Math.floor(Date.parse(f.deadline) / 1000) + 86_400,
  };
  return { put: item, condition: 'attribute_not_exists(pk)' };
}

export async function get(p: T, email: string, slug: string, occurrence: string): Promise<TouchItem | undefined> {
  return (await p.table.get(keys.touch(email, slug, occurrence), { consistent: true })) as TouchItem | undefined;
}

/** One page of the invitations due at `now` or before, oldest first. */
export async function duePage(p: T, now: string, opts: { limit: number; startKey?: Item }): Promise<{ items: TouchItem[]; lastKey?: Item }> {
  const { items, lastKey } = await p.table.query({
    index: 'gsi2',
    keyCondition: 'gsi2pk = :pk AND gsi2sk <= :to',
    values: { ':pk': keys.touchDueAll().gsi2pk, ':to': `${now}~` },
    limit: opts.limit,
    startKey: opts.startKey,
  });
  return { items: items as TouchItem[], lastKey };
}

/** Takes the item off the due index and marks it invited, IF it is still due as read (once under concurrent runs). */
export async function claimInvitation(p: T, item: TouchItem, now: string): Promise<boolean> {
  try {
    await p.table.update(
      { pk: item.pk as string, sk: item.sk as string },
      { update: 'SET invited_at = :now REMOVE gsi2pk, gsi2sk', condition: 'gsi2sk = :was', values: { ':now': now, ':was': item.gsi2sk }, returnValues: 'NONE' },
    );
    return true;
  } catch (e) {
    if (e instanceof ConditionFailed) return false;
    throw e;
  }
}

/** The attendees of one date who opted in (gave a first name): at most the date's attendance. */
export async function listOf(p: T, slug: string, occurrence: string): Promise<TouchItem[]> {
  const q = { index: 'gsi1' as const, keyCondition: 'gsi1pk = :pk', values: { ':pk': keys.touchList(slug, occurrence).gsi1pk } };
  const out: TouchItem[] = [];
  let startKey: Item | undefined;
  do {
    const page = await p.table.query({ ...q, limit: 100, startKey });
    out.push(...(page.items as TouchItem[]));
    startKey = page.lastKey;
  } while (startKey);
  return out;
}

/** Opts in (on the list under `firstName`, with these choices), IF the item is still there. */
export async function optIn(p: T, item: TouchItem, firstName: string, choices: string[], now: string): Promise<void> {
  await p.table.update(
    { pk: item.pk as string, sk: item.sk as string },
    {
      update: 'SET first_name = :name, choices = :choices, updated_at = :now, gsi1pk = :list, gsi1sk = :id',
      condition: 'attribute_exists(pk)',
      values: { ':name': firstName, ':choices': choices, ':now': now, ':list': keys.touchList(item.event_slug, item.occurrence).gsi1pk, ':id': item.id },
      returnValues: 'NONE',
    },
  );
}

/** Leaves the date's list: the name and the choices are removed, IF the item is still there. */
export async function optOut(p: T, item: TouchItem, now: string): Promise<void> {
  await p.table.update(
    { pk: item.pk as string, sk: item.sk as string },
    { update: 'SET updated_at = :now REMOVE first_name, choices, gsi1pk, gsi1sk', condition: 'attribute_exists(pk)', values: { ':now': now }, returnValues: 'NONE' },
  );
}

/** Every stay-in-touch item of one person (one per date they checked in to, until it expires). */
export async function allOf(p: T, email: string): Promise<TouchItem[]> {
  const q = keys.touchesOf(email);
  return (await p.table.queryAll({ keyCondition: 'pk = :pk AND begins_with(sk, :sk)', values: { ':pk': q.pk, ':sk': q.skPrefix }, consistent: true })) as TouchItem[];
}

/** Deletes one person's item: off the date's list and the due index with it. */
export async function remove(p: T, item: TouchItem): Promise<void> {
  await p.table.delete({ pk: item.pk as string, sk: item.sk as string });
}
