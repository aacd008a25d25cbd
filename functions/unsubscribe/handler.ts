/**
 * POST /api/unsubscribe
 *  - JSON {action: 'process_unsubscribe', data: {token | email, reason, method, feedback, source_type, user_agent, referrer, current_url}}
 *    (the RPC-style p_* names, p_email etc., are accepted too). A signed token unsubscribes at once; an email alone
 *    gets a signed link mailed to it.
 *  - RFC 8058 one-click: POST /api/unsubscribe?token=… with the form body List-Unsubscribe=One-Click,
 *    sent by mail clients from the List-Unsubscribe header.
 */
import { header, httpHandler, json, rawBody, reply, requestContext, serve, type HttpEvent } from '../lib/http';
import { BadRequest } from '../lib/errors';
import { ports } from '../lib/runtime';
import { cleanToken } from '../lib/auth/crypto';
import { verifyUnsubscribeToken } from './links';
import { EMAIL_INVALID, parseEmail } from '../../domain/email-address';
import { processUnsubscribe, sendUnsubscribeLink } from './unsubscribe';
import { unsubscribeActions } from '../../api/unsubscribe';

const INVALID_EMAIL = EMAIL_INVALID;
const INVALID_TOKEN = 'This unsubscribe link is invalid. Please use the link from our latest email, or enter your address.';

function emailFromToken(secret: string, raw: unknown): string {
  const email = verifyUnsubscribeToken(secret, cleanToken(raw));
  if (!email) throw new BadRequest(INVALID_TOKEN, { code: 'INVALID_TOKEN' });
  return email;
}

const actionsHandler = serve(unsubscribeActions, {
  async process_unsubscribe(req) {
    const input = req.input();
    const p = await ports();
    const userAgent = input.user_agent ?? req.ctx.userAgent;
    if (input.token) {
      const email = emailFromToken(p.secrets.signingSecret, input.token);
      const r = await processUnsubscribe(p, {
        email,
        reason: input.reason,
        method: input.method,
        feedback: input.feedback,
        sourceType: input.source_type,
        userAgent,
        // The request's own client address (never one from the body); only its hash is stored.
        clientAddress: req.ctx.address,
        referrer: input.referrer,
        currentUrl: input.current_url,
      });
      return reply(r, { message: r.message });
    }
    const email = parseEmail(input.email ?? '');
    if (!email) throw new BadRequest(INVALID_EMAIL, { code: 'INVALID_EMAIL' });
    const r = await sendUnsubscribeLink(p, email, req.ctx.address);
    return reply(r, { message: r.message });
  },
});

/** RFC 8058: a form POST carrying List-Unsubscribe=One-Click, the token in the query string. */
function isOneClick(event: HttpEvent): boolean {
  const ct = (header(event, 'content-type') ?? '').toLowerCase();
  return ct.startsWith('application/x-www-form-urlencoded') || ct.startsWith('multipart/form-data');
}

/** The one-click POST, answered here; anything else is the `{action, data}` endpoint. */
async function oneClickOrAction(event: HttpEvent) {
  if (!isOneClick(event)) return actionsHandler(event);
  const body = rawBody(event).toString('utf8');
  if (!/List-Unsubscribe(=|"\r?\n\r?\n)One-Click/i.test(body)) throw new BadRequest('Expected List-Unsubscribe=One-Click');
  const p = await ports();
  const email = emailFromToken(p.secrets.signingSecret, event.queryStringParameters?.token);
  const ctx = requestContext(event);
  const r = await processUnsubscribe(p, { email, method: 'one_click', sourceType: 'list_unsubscribe_post', userAgent: ctx.userAgent || null, clientAddress: ctx.address });
  return json(200, { success: true, data: r, message: r.message });
}

export const handler = httpHandler(Object.assign(oneClickOrAction, { actions: actionsHandler.actions }));
