/**
 * Opaque page cursors (issue 28): base64url of a query's LastEvaluatedKey. A cursor is checked
 * against the shape of the index it pages (its attribute names, and the fixed values of its keys)
 * before it reaches DynamoDB; anything else answers 400.
 */
import { BadRequest } from './errors';
import type { Item } from './ports';
import { BAD_CURSOR } from '../../domain/cursor';


export const encodeCursor = (key: Item | undefined): string | null => (key ? Buffer.from(JSON.stringify(key), 'utf8').toString('base64url') : null);

/**
 * The key a cursor holds, if it has exactly the attributes of `shape`, each a string, equal to the
 * shape's value where that is a string (a fixed key: the index partition, the item's sort key);
 * undefined for no cursor or a bad one.
 */
export function readCursor(cursor: string | null | undefined, shape: Record<string, string | true>): Item | undefined {
  if (!cursor) return undefined;
  try {
    const k = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (!k || typeof k !== 'object' || Array.isArray(k)) return undefined;
    const entries = Object.entries(k as Record<string, unknown>);
    const names = Object.keys(shape);
    if (entries.length !== names.length) return undefined;
    const ok = entries.every(([name, v]) => name in shape && typeof v === 'string' && (shape[name] === true || shape[name] === v));
    return ok ? (k as Item) : undefined;
  } catch {
    return undefined;
  }
}

/** As readCursor, but a cursor given and not valid answers 400 (BAD_CURSOR). */
export function decodeCursorOr400(cursor: string | null | undefined, shape: Record<string, string | true>): Item | undefined {
  const key = readCursor(cursor, shape);
  if (cursor && !key) throw new BadRequest(BAD_CURSOR);
  return key;
}
