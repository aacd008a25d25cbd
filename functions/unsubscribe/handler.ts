/**
 * POST /api/unsubscribe
 *  - JSON {action: 'process_unsubscribe', data: {token | email, reason, method, feedback, source_type, user_agent}}
 *    (the RPC-style p_* names, p_email etc., are accepted too). A signed token unsubscribes at once; an email alone
 *    gets a signed link mailed to it.
 *  - RFC 8058 one-click: POST /api/unsubscribe?token=… with the form body List-Unsubscribe=One-Click,
 *    sent by mail clients from the List-Unsubscribe header.
 */
import * as z from '../lib/zod';
import { actionHandler, header, httpHandler, json, ok, rawBody, validate, type HttpEvent } from '../lib/http';
import { BadRequest } from '../lib/errors';
import { ports } from '../lib/runtime';
import { cleanToken } from '../lib/auth/crypto';
import { verifyUnsubscribeToken } from './links';
import { EMAIL_INVALID, parseEmail } from '../lib/email-address';
import { processUnsubscribe, sendUnsubscribeLink } from './unsubscribe';

const INVALID_EMAIL = EMAIL_INVALID;
const INVALID_TOKEN = 'This unsubscribe link is invalid. Please use the link from our latest email, or enter your address.';

const optionalText = (max: number) => z.nullish(z.string().check(z.maxLength(max)));
const dataSchema = z.pipe(
  z.transform((raw: unknown) => {
    if (!raw || typeof raw !== 'object') return raw;
    // Accept the RPC-style parameter names too (p_email, p_reason, …).
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(raw as Record<string, unknown>)) out[k.startsWith('p_') ? k.slice(2) : k] = v;
    return out;
  }),
  z.object({
    token: optionalText(600),
    email: optionalText(254),
    reason: optionalText(100),
    method: optionalText(50),
    feedback: optionalText(1000),
    source_type: optionalText(100),
    user_agent: optionalText(500),
  }),
);


function emailFromToken(secret: string, raw: unknown): string {
  const email = verifyUnsubscribeToken(secret, cleanToken(raw));
  if (!email) throw new BadRequest(INVALID_TOKEN, { code: 'INVALID_TOKEN' });
  return email;
}

const json_ = actionHandler({
  async process_unsubscribe(data, ctx) {
    const input = validate(dataSchema, data);
    const p = await ports();
    const userAgent = input.user_agent ?? ctx.userAgent;
    if (input.token) {
      const email = emailFromToken(p.secrets.signingSecret, input.token);
      const r = await processUnsubscribe(p, { email, reason: input.reason, method: input.method, feedback: input.feedback, sourceType: input.source_type, userAgent });
      return ok(r, { message: r.message });
    }
    const email = parseEmail(input.email ?? '');
    if (!email) throw new BadRequest(INVALID_EMAIL, { code: 'INVALID_EMAIL' });
    const r = await sendUnsubscribeLink(p, email, ctx.ip);
    return ok(r, { message: r.message });
  },
});

/** RFC 8058: a form POST carrying List-Unsubscribe=One-Click, the token in the query string. */
function isOneClick(event: HttpEvent): boolean {
  const ct = (header(event, 'content-type') ?? '').toLowerCase();
  return ct.startsWith('application/x-www-form-urlencoded') || ct.startsWith('multipart/form-data');
}

export const handler = httpHandler(async (event) => {
  if (!isOneClick(event)) return json_(event);
  const body = rawBody(event).toString('utf8');
  if (!/List-Unsubscribe(=|"\r?\n\r?\n)One-Click/i.test(body)) throw new BadRequest('Expected List-Unsubscribe=One-Click');
  const p = await ports();
  const email = emailFromToken(p.secrets.signingSecret, event.queryStringParameters?.token);
  const r = await processUnsubscribe(p, { email, method: 'one_click', sourceType: 'list_unsubscribe_post', userAgent: header(event, 'user-agent') ?? null });
  return json(200, { success: true, data: r, message: r.message });
});
