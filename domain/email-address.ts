/**
 * What an email address is, for every form, every handler and the event contract.
 *
 * An address is trimmed and lower-cased, then must be plain ASCII `local@domain`:
 * - at most 254 characters in all;
 * - the local part: 1–64 characters, letters, digits and ! # $ % & ' * + / = ? ^ _ ` { | } ~ -,
 *   with dots between them (no dot first, last or twice in a row); quoted local parts are refused;
 * - the domain: two or more labels of letters, digits and hyphens (1–63 characters each, no hyphen
 *   first or last), ending in a label of two or more letters.
 * Anything else, internationalised addresses included (`josé@example.com`, `aiko@例え.jp`), is
 * refused: SES sends only to ASCII local parts, and mail we cannot deliver must not be accepted.
 *
 * Pure and dependency-free: the browser bundle imports it too.
 */

export const EMAIL_MAX = 254;
export const EMAIL_INVALID = 'Please enter a valid email address';

const LOCAL = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;
const TOP_LABEL = /^[a-z]{2,63}$/;

/** Trimmed and lower-cased: the form every address is compared, stored and sent in. */
export const normaliseEmail = (raw: string): string => raw.trim().toLowerCase();

/** Whether an already normalised address follows the rule above. */
export function isEmailAddress(email: string): boolean {
  if (email.length > EMAIL_MAX) return false;
  const at = email.lastIndexOf('@');
  if (at < 1) return false;
  const local = email.slice(0, at);
  const labels = email.slice(at + 1).split('.');
  if (local.length > 64 || !LOCAL.test(local)) return false;
  if (labels.length < 2 || !TOP_LABEL.test(labels[labels.length - 1])) return false;
  return labels.every((l) => LABEL.test(l));
}

/** The address as stored, or null when it is not one. */
export function parseEmail(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const email = normaliseEmail(raw);
  return isEmailAddress(email) ? email : null;
}

/** The form's message for a typed address: `required` when empty, `invalid` when not an address. */
export function emailProblem(raw: unknown, messages: { required: string; invalid?: string }): string | null {
  const email = typeof raw === 'string' ? normaliseEmail(raw) : '';
  if (!email) return messages.required;
  return isEmailAddress(email) ? null : (messages.invalid ?? EMAIL_INVALID);
}
