/**
 * POST /api/unsubscribe {action: 'process_unsubscribe'}: a signed token (from our emails)
 * unsubscribes at once; an email alone gets a signed link mailed to it. Anyone. The RFC 8058
 * one-click form POST that mail clients send to the same path is not an action
 * (functions/unsubscribe/handler.ts).
 */
import * as z from '../domain/zod';
import { action, actions } from './contract';
import { PAGE_URL_MAX } from '../domain/unsubscribe/forms';

const optionalText = (max: number) => z.nullish(z.string().check(z.maxLength(max)));
const pageUrl = (message: string) => z.nullish(z.string().check(z.maxLength(PAGE_URL_MAX, message)));

const unsubscribeData = z.object({
  token: optionalText(600),
  email: optionalText(254),
  reason: optionalText(100),
  method: optionalText(50),
  feedback: optionalText(1000),
  source_type: optionalText(100),
  user_agent: optionalText(500),
  /** The page the reader came from ("direct" without one), for the team's notice; never stored. */
  referrer: pageUrl('The address of the page you came from is too long (max 2000 characters).'),
  /** The unsubscribe page's address, for the team's notice; never stored. */
  current_url: pageUrl('The address of this page is too long (max 2000 characters).'),
});

/** The RPC-style parameter names (p_email, p_reason, …) are accepted too (the client sends the plain ones). */
const withoutRpcPrefix = z.transform((raw: z.input<typeof unsubscribeData>): unknown => {
  if (!raw || typeof raw !== 'object') return raw;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(raw as Record<string, unknown>)) out[k.startsWith('p_') ? k.slice(2) : k] = v;
  return out;
});

export const unsubscribeActions = actions({
  process_unsubscribe: action({
    summary: 'Unsubscribes the address a signed token names, or mails an unsubscribe link to an address.',
    input: z.pipe(withoutRpcPrefix, unsubscribeData),
    output: z.union([
      // A token: the address is unsubscribed (or already was).
      z.object({ email: z.string(), unsubscribed_at: z.string(), tracking_id: z.string(), already_unsubscribed: z.boolean(), message: z.string() }),
      // An email alone: a link was mailed to it if it is on the list (the same answer either way).
      z.object({ confirmation_sent: z.literal(true), message: z.string() }),
    ]),
    extra: z.object({ message: z.string() }),
    sample: (fx) => ({ data: { email: fx.email('reader'), reason: 'too_many_emails', method: 'email_link', source_type: 'unsubscribe_page', referrer: 'direct', current_url: 'https://fika.example/unsubscribe' } }),
  }),
});
