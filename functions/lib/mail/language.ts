/**
 * The language each person reads their email in: one item per address on the person's partition
 * (so the privacy purge of that partition deletes it), the only code that builds its key.
 * Three strengths, so a stranger can never fix someone else's language:
 * - an accepted request that proves nothing (a signup, registration, checkout, contact message,
 *   curated application) records its page's language only when none is stored yet (`remember`),
 *   and only after its limits accepted it; a request for a sign-in link or code records nothing;
 * - a request that proves the address (a sign-in link or code used) records its page's language
 *   over any unproven one (`prove`), never over the member's choice;
 * - the member's choice on the dashboard (`choose`) replaces anything and is marked `chosen`.
 * The mail door reads it (`languageOf`) for every message; no item means English (or the language
 * of the request the mail answers, for a sign-in link).
 */
import { keys, normEmail } from '../keys';
import type { Ports } from '../ports';
import { ConditionFailed } from '../errors';
import type { Lang } from '../i18n/lang';
import { isLang } from '../i18n/lang';

type T = Pick<Ports, 'table' | 'clock'>;

export interface LanguageItem {
  email: string;
  language: Lang;
  /** True once the member chose it on the dashboard. */
  chosen: boolean;
  updated_at: string;
}

export async function get(p: Pick<Ports, 'table'>, email: string): Promise<LanguageItem | undefined> {
  const item = await p.table.get(keys.mailLanguage(email));
  if (!item || !isLang(item.language)) return undefined;
  return { email: String(item.email), language: item.language, chosen: Boolean(item.chosen), updated_at: String(item.updated_at) };
}

/** The language to write to this address in: the stored one, else the request's (when the mail answers one), else English. */
export async function languageOf(p: Pick<Ports, 'table'>, email: string, requestLanguage?: Lang): Promise<Lang> {
  return (await get(p, email))?.language ?? requestLanguage ?? 'en';
}

/** Records the language of the page a person acted on, unless one is stored already. */
export async function remember(p: T, email: string, language: Lang | undefined): Promise<void> {
  if (!language) return;
  const e = normEmail(email);
  try {
    await p.table.put(
      { ...keys.mailLanguage(e), type: 'MailLanguage', email: e, language, chosen: false, updated_at: p.clock.now().toISOString() },
      { condition: 'attribute_not_exists(pk)' },
    );
  } catch (err) {
    if (!(err instanceof ConditionFailed)) throw err;
  }
}

/** The language of a request that proved the address (a sign-in link or code used): replaces an unproven one, never a chosen one. */
export async function prove(p: T, email: string, language: Lang | undefined): Promise<void> {
  if (!language) return;
  const e = normEmail(email);
  try {
    await p.table.put(
      { ...keys.mailLanguage(e), type: 'MailLanguage', email: e, language, chosen: false, proven: true, updated_at: p.clock.now().toISOString() },
      { condition: 'attribute_not_exists(pk) OR chosen <> :chosen', values: { ':chosen': true } },
    );
  } catch (err) {
    if (!(err instanceof ConditionFailed)) throw err;
  }
}

/** The member's own choice: replaces whatever is stored. */
export async function choose(p: T, email: string, language: Lang): Promise<LanguageItem> {
  const e = normEmail(email);
  const item = { email: e, language, chosen: true, updated_at: p.clock.now().toISOString() };
  await p.table.put({ ...keys.mailLanguage(e), type: 'MailLanguage', ...item });
  return item;
}
