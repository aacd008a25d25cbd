/**
 * POST /api/submit-discovery: a member's suggestion of a place or experience. A plain JSON body,
 * anyone; 201 when stored. The discovery form rules (domain/contact/forms.ts, the same the page
 * shows as the visitor types) check the fields, and a refusal names every invalid field in `fields`.
 */
import * as z from '../domain/zod';
import { action } from './contract';

export const discoveryContract = action({
  summary: 'Stores a suggested place or experience; the team is mailed it.',
  input: z.object({
    name: z.string(),
    email: z.string(),
    title: z.string(),
    /** One of the discovery cities (domain/contact/forms.ts). */
    city: z.string(),
    /** One of the discovery categories (domain/contact/forms.ts). */
    category: z.string(),
    area: z.string(),
    why: z.string(),
    website: z.optional(z.string()),
  }),
  output: z.object({ id: z.string(), submittedAt: z.string() }),
  status: 201,
  sample: (fx) => ({
    data: {
      name: 'Kenji Sato',
      email: fx.email('discovery'),
      title: 'Koffee Mameya Kakeru',
      city: 'tokyo',
      category: 'cafe',
      area: 'Kiyosumi-Shirakawa, Koto',
      why: 'A quiet coffee bar where the baristas walk you through every bean.',
      website: 'https://example.com/kakeru',
    },
  }),
});
