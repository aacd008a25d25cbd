/**
 * POST /api/email-signup {email, source, metadata, answers, sessionId?}: the newsletter list, or an
 * event registration. A subscription counts for the registration only with proof of the email: the
 * member session of it (Authorization), or the paid subscription Checkout `sessionId`.
 */
import { header, httpHandler, reply, serveBody } from '../lib/http';
import { provesEmail } from '../billing/proof';
import { ports } from '../lib/runtime';
import { hit, limits } from '../lib/auth/rate-limit';
import { emailSignupContract } from '../../api/email-signup';
import * as mailLanguage from '../lib/mail/language';
import { requestLanguage } from '../lib/i18n/lang';
import { joinList, registerForEvent } from './signup';

export const handler = httpHandler(
  serveBody(emailSignupContract, async (req) => {
    const body = req.input();
    const p = await ports();
    await hit(p, limits.signupPerIp, req.ctx.address);
    const metadata = Object.fromEntries(Object.entries(body.metadata).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string | number>;
    await mailLanguage.remember(p, body.email, requestLanguage(req.ctx.event));
    const eventSlug = body.metadata.event_slug;
    const answer = eventSlug
      ? await registerForEvent(p, {
          email: body.email,
          source: body.source,
          metadata,
          answers: body.answers,
          eventSlug,
          proved: await provesEmail(p, body.email, { authorization: header(req.ctx.event, 'authorization'), checkoutSessionId: body.sessionId || undefined }),
        })
      : await joinList(p, { email: body.email, source: body.source, metadata, cities: body.cities });
    return reply(answer.data, answer.extra, answer.status);
  }),
);
