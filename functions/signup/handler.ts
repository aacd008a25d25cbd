/** POST /api/email-signup {email, source, metadata, answers}: the newsletter list, or an event registration. */
import * as z from '../lib/zod';
import { httpHandler, json, parseJson, requestContext } from '../lib/http';
import { ports } from '../lib/runtime';
import { hit, limits } from '../lib/auth/rate-limit';
import { joinList, registerForEvent } from './signup';
import { emailField } from '../lib/email-field';

/** The signup form's email: the address rule, with its two messages. */
export const signupEmail = emailField('Please enter your email address');

const text = z.string().check(z.trim(), z.maxLength(500));
const viewportSize = z.int().check(z.gte(0), z.lte(100_000));
// Every field optional; unknown keys are dropped.
const metadataSchema = z.partial(
  z.object({
    signup_page: text,
    campaign_source: text,
    campaign_medium: text,
    campaign_campaign: text,
    viewport_width: viewportSize,
    viewport_height: viewportSize,
    timezone: text,
    user_agent: text,
    referrer: text,
    event_title: text,
    event_slug: z.string().check(z.trim(), z.maxLength(120)),
  }),
);

const bodySchema = z.object({
  email: signupEmail,
  /** A signup without a source is recorded as from the website. */
  source: z._default(z.string().check(z.trim(), z.minLength(1), z.maxLength(100)), 'website'),
  metadata: z._default(metadataSchema, {}),
  answers: z.optional(z.record(z.string(), z.string().check(z.maxLength(200)))),
});

export const handler = httpHandler(async (event) => {
  const body = parseJson(event, bodySchema);
  const p = await ports();
  await hit(p, limits.signupPerIp, requestContext(event).ip);
  const metadata = Object.fromEntries(Object.entries(body.metadata).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string | number>;
  const eventSlug = body.metadata.event_slug;
  const answer = eventSlug
    ? await registerForEvent(p, { email: body.email, source: body.source, metadata, answers: body.answers, eventSlug })
    : await joinList(p, { email: body.email, source: body.source, metadata });
  return json(answer.status, answer.body);
});
