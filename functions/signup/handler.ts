/** POST /api/email-signup {email, source, metadata, answers}: the newsletter list, or an event registration. */
import { httpHandler, reply, serveBody } from '../lib/http';
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
      ? await registerForEvent(p, { email: body.email, source: body.source, metadata, answers: body.answers, eventSlug })
      : await joinList(p, { email: body.email, source: body.source, metadata });
    return reply(answer.data, answer.extra, answer.status);
  }),
);
