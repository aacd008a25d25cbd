/**
 * The door kit's state in the browser: per occurrence, the last list the server sent and the
 * check-ins (and walk-ins) made at the door and not yet synced, kept in localStorage so the kit
 * survives a reload with no connection. The server stays the authority: every queued item carries
 * its own id (clientId), and syncing the same id twice records it once.
 */
import { storedItem } from '../../lib/browser-storage';
import type { DoorList } from './api/door-api';

export type QueuedItem =
  | { kind: 'checkin'; clientId: string; email: string; token?: string; at: string }
  | { kind: 'walkin'; clientId: string; email: string; name: string; at: string };

export interface DoorState {
  list: DoorList | null;
  queue: QueuedItem[];
  /** Check-ins the server refused, with its reason, kept until the host dismisses them. */
  refused: { clientId: string; email: string | null; error: string }[];
  syncedAt: string | null;
}

const EMPTY: DoorState = { list: null, queue: [], refused: [], syncedAt: null };
const item = () => storedItem('doorKit');
const keyOf = (slug: string, occurrence: string) => `${slug}/${occurrence}`;

function readAll(): Record<string, DoorState> {
  try {
    const parsed = JSON.parse(item().get() ?? '{}') as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, DoorState>) : {};
  } catch {
    return {};
  }
}

export function readDoor(slug: string, occurrence: string): DoorState {
  const s = readAll()[keyOf(slug, occurrence)];
  return s ? { ...EMPTY, ...s } : EMPTY;
}

export function saveDoor(slug: string, occurrence: string, state: DoorState): void {
  item().set(JSON.stringify({ ...readAll(), [keyOf(slug, occurrence)]: state }));
}

/** A new id for a queued item: unique per kit and per item. */
export function newClientId(): string {
  const random = globalThis.crypto?.randomUUID?.() ?? `${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;
  return `c-${random}`.slice(0, 64);
}

/** What a scanned QR code names (its signature is the server's to check), or null for anything else. */
export function readCheckinCode(raw: string): { slug: string; occurrence: string; email: string } | null {
  const [prefix, locator, mac, extra] = raw.trim().split('~');
  if (prefix !== 'ck1' || !locator || !mac || extra !== undefined) return null;
  try {
    const b64 = locator.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4)), (c) => c.charCodeAt(0));
    const parsed: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (!Array.isArray(parsed) || parsed.length !== 3 || !parsed.every((x) => typeof x === 'string')) return null;
    const [slug, occurrence, email] = parsed as string[];
    return { slug, occurrence, email };
  } catch {
    return null;
  }
}

export interface DoorView {
  rows: (DoorList['rows'][number] & { queued: boolean })[];
  counts: { confirmed: number; checkedIn: number; noShows: number; waitlisted: number };
}

/**
 * The list as the door sees it: the server's rows with the queued check-ins (and walk-ins) on top.
 * Counts: confirmed people, people checked in, and no-shows so far (confirmed and not checked in,
 * once the event has started).
 */
export function doorView(state: DoorState, now: Date): DoorView {
  const list = state.list;
  if (!list) return { rows: [], counts: { confirmed: 0, checkedIn: 0, noShows: 0, waitlisted: 0 } };
  const queued = new Set(state.queue.map((q) => q.email.toLowerCase()));
  const known = new Set(list.rows.map((r) => r.email));
  const walkIns = state.queue.flatMap((q) =>
    q.kind === 'walkin' && !known.has(q.email.toLowerCase()) ? [{ email: q.email.toLowerCase(), name: q.name, status: 'confirmed' as const, walkIn: true, checkedIn: false }] : [],
  );
  const rows = [...list.rows.map((r) => (r.status === 'waitlisted' && state.queue.some((q) => q.kind === 'walkin' && q.email.toLowerCase() === r.email) ? { ...r, status: 'confirmed' as const, walkIn: true } : r)), ...walkIns]
    .map((r, order) => ({ ...r, queued: !r.checkedIn && queued.has(r.email), order }))
    // Confirmed people by name; the waiting ones stay in the server's promotion order, after them.
    .sort((a, b) => (a.status === b.status ? (a.status === 'confirmed' ? a.name.localeCompare(b.name) : a.order - b.order) : a.status === 'confirmed' ? -1 : 1))
    .map(({ order: _order, ...r }) => r);
  const confirmed = rows.filter((r) => r.status === 'confirmed');
  const serverChecked = list.rows.filter((r) => r.checkedIn).length;
  const newlyChecked = rows.filter((r) => r.queued).length;
  const started = now.getTime() >= Date.parse(list.event.startsAt);
  return {
    rows,
    counts: {
      confirmed: confirmed.length,
      // The server's count also has members who checked in with the event's code.
      checkedIn: Math.max(list.counts.checkedIn, serverChecked) + newlyChecked,
      noShows: started ? confirmed.filter((r) => !r.checkedIn && !r.queued).length : 0,
      // Everyone waiting (a list saved before the server sent the number: the rows), less those let in as walk-ins here.
      waitlisted: Math.max(0, (list.counts.waitlisted ?? list.rows.filter((r) => r.status === 'waitlisted').length) - list.rows.filter((r) => r.status === 'waitlisted').length + rows.filter((r) => r.status === 'waitlisted').length),
    },
  };
}

/** The occurrence whose list this device loaded last (`slug/date`), for the installed kit's start page. */
export function lastDoor(): string | null {
  const all = Object.entries(readAll()).filter(([, s]) => s?.syncedAt);
  all.sort((a, b) => (b[1].syncedAt ?? '').localeCompare(a[1].syncedAt ?? ''));
  return all[0]?.[0] ?? null;
}
