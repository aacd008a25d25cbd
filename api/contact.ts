/**
 * POST /api/contact-form: a message to the team. A plain JSON body, anyone; 201 when received.
 * The contact form rules (domain/contact/forms.ts, the same the page shows as the visitor
 * types) check the fields, and a refusal names every invalid field in `fields`.
 */
import * as z from '../domain/zod';
import { action } from './contract';

export const contactContract = action({
  summary: 'Receives a message from the contact form; the team is mailed it.',
  input: z.object({
    name: z.string(),
    email: z.string(),
    subject: z.string(),
    /** One of the contact categories (domain/contact/forms.ts); `general` when absent. */
    inquiryType: z.optional(z.string()),
    /** The same as inquiryType, under its older name. */
    category: z.optional(z.string()),
    message: z.string(),
    /** `false` refuses the message. */
    agreeToContact: z.optional(z.boolean()),
    source: z.optional(z.string()),
    metadata: z.optional(
      z.object({
        timestamp: z.optional(z.string()),
        userAgent: z.optional(z.string()),
        referrer: z.optional(z.string()),
        currentUrl: z.optional(z.string()),
        timezone: z.optional(z.string()),
      }),
    ),
  }),
  output: z.object({ id: z.string(), receivedAt: z.string() }),
  status: 201,
  sample: (fx) => ({
    data: {
      name: 'Aiko Tanaka',
      email: fx.email('contact'),
      subject: 'Hosting a fika in Osaka',
      inquiryType: 'events',
      message: 'Could we host a fika at our cafe in Osaka next month?',
      agreeToContact: true,
    },
  }),
});
