/**
 * The fingerprint of an error report: which reports are "the same error". It is a hash of the
 * normalised message and the normalised top frames of the stack, so the same bug groups together
 * across builds (chunk hashes and line/column numbers change with every build) and across browsers
 * (Chrome's `at fn (file:1:2)` and Firefox/Safari's `fn@file:1:2` frames read alike):
 * - message: URLs become `<url>`, email addresses `<email>`, UUIDs and long hex ids `<id>`, every
 *   other number `<n>`; whitespace is collapsed;
 * - stack: the first FRAMES_IN_FINGERPRINT frames, each reduced to `function@file`: the file is the
 *   last path segment without query, line, column or chunk hash (`index-B3xYz_9a.js` → `index.js`:
 *   Vite's 8 base64url characters, or 16 to 32 hex digits);
 *   the function name is kept unless it looks minified (3 characters or fewer: minifiers rename
 *   those between builds); `async ` and `new ` are dropped.
 */
import { createHash } from 'node:crypto';

export const FRAMES_IN_FINGERPRINT = 3;

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;

/** Email addresses in a text replaced by `<email>`: reports are stored, and mailed, without them. */
export const redactEmails = (s: string): string => s.replace(EMAIL, '<email>');

/** The message with what varies between occurrences of one bug (URLs, ids, numbers) replaced. */
export function normaliseMessage(message: string): string {
  return redactEmails(message)
    .replace(/\b[a-z][a-z0-9+.-]*:\/\/[^\s'"`)]+/gi, '<url>')
    .replace(/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, '<id>')
    .replace(/\b(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{8,}\b/gi, '<id>')
    .replace(/\d+(\.\d+)?/g, '<n>')
    .replace(/\s+/g, ' ')
    .trim();
}

/** `index-B3xYz_9a.js` → `index.js`: the last path segment, no query, no chunk hash. */
function fileOf(location: string): string {
  const path = location.replace(/[?#].*$/, '');
  const name = path.split(/[\\/]/).pop() ?? path;
  return name.replace(/[-.](?:[A-Za-z0-9_-]{8}|[0-9a-f]{16,32})(?=\.[cm]?js$)/, '');
}

function functionOf(name: string | undefined): string {
  const fn = (name ?? '').replace(/^(async|new)\s+/, '').trim();
  return fn.length > 3 ? fn : '';
}

const CHROME_FRAME = /^\s*at\s+(?:(.*?)\s+\()?(.+?)(?::\d+)?(?::\d+)?\)?\s*$/;
const GECKO_FRAME = /^\s*(.*?)@(.+?)(?::\d+)?(?::\d+)?\s*$/;

/** The stack's top frames as `function@file`, whatever the engine wrote them like. */
export function normaliseFrames(stack: string | undefined, frames = FRAMES_IN_FINGERPRINT): string[] {
  const out: string[] = [];
  for (const line of (stack ?? '').split('\n')) {
    if (out.length >= frames) break;
    const m = /^\s*at\s/.test(line) ? CHROME_FRAME.exec(line) : line.includes('@') && !/\s/.test(line.split('@')[0].trim().replace(/[<>/]/g, '')) ? GECKO_FRAME.exec(line) : null;
    if (!m) continue;
    out.push(`${functionOf(m[1])}@${fileOf(m[2])}`);
  }
  return out;
}

/** The fingerprint: 16 hex characters of a SHA-256 over the normalised message and top frames. */
export function fingerprintOf(message: string, stack: string | undefined): string {
  const basis = [normaliseMessage(message), ...normaliseFrames(stack)].join('\n');
  return createHash('sha256').update(basis).digest('hex').slice(0, 16);
}
