/** POST /api/email-signup {email, source, metadata, answers}: the newsletter list, or an event registration. */
import * as z from 'zod';
import { httpHandler, json, parseJson, requestContext } from '../lib/http';
import { ports } from '../lib/runtime';
import { hit, limits } from '../lib/auth/rate-limit';
import { joinList, registerForEvent } from './signup';

/** Seed 000 §5: the signup email rule, with its two messages. */
export const signupEmail = z
  .string({ error: 'Please enter your email address' })
  .trim()
  .toLowerCase()
  .min(1, 'Please enter your email address')
  .max(254, 'Please enter a valid email address')
  .regex(/^[^\s@]+@[^\s@]+\.[a-z]{2,}$/, 'Please enter a valid email address');

const text = z.string().trim().max(500);
const metadataSchema = z
  .object({
    signup_page: text,
    campaign_source: text,
    campaign_medium: text,
    campaign_campaign: text,
    viewport_width: z.number().int().min(0).max(100_000),
    viewport_height: z.number().int().min(0).max(100_000),
    timezone: text,
    user_agent: text,
    referrer: text,
    event_title: text,
    event_slug: z.string().trim().max(120),
  })
  .partial()
  .strip();

const bodySchema = z.object({
  email: signupEmail,
  /** Seed 000 §9: default source website. */
  source: z.string().trim().min(1).max(100).default('website'),
  metadata: metadataSchema.default({}),
  answers: z.record(z.string(), z.string().max(200)).optional(),
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
