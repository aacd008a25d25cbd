/**
 * One email rule: what an address is, and proof that every edge (the forms' checks, every
 * handler's schema) accepts exactly the addresses the event contract accepts, so an accepted
 * request can never fail to publish its event because of its address.
 */
import { describe, expect, it } from 'vitest';
import * as z from '../../../domain/zod';
import { isEmailAddress, parseEmail } from '../../../domain/email-address';
import { schemas, detailTypes } from '../../../events/catalogue';
import { signupEmail } from '../../../api/email-signup';
import { contactErrors, discoveryErrors } from '../../../domain/contact/forms';
import { emailError as curatedEmailError } from '../../../domain/curated/forms';
import { emailSchema as adminEmailSchema } from '../../../domain/admin/auth';
import { accessEmailSchema } from '../../../domain/member/schemas';
import { normaliseAccessEmail } from '../../../domain/member/rules';
import { emailProblem as webEmailProblem } from '../../../web/src/lib/join/email';

const ACCEPTED = [
  'aiko@example.com',
  'a@b.co',
  ' Aiko.Tanaka@Example.COM ',
  "o'brien+fika@example.co.jp",
  'first.last-name_x@sub-domain.example.travel',
  "a!#$%&'*+/=?^_`{|}~-z@example.com",
  'x@xn--r8jz45g.jp',
  `${'a'.repeat(64)}@example.com`,
  `a@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(60)}`, // 254 characters
];

const REFUSED = [
  'josé@example.com',
  'aiko@例え.jp',
  'aiko@exämple.com',
  'aiko',
  'aiko@',
  '@example.com',
  'aiko@example',
  'aiko@example.c',
  'aiko@example.123',
  'aiko@example..com',
  'aiko@.example.com',
  'aiko@example.com.',
  'aiko@-example.com',
  'aiko@example-.com',
  '.aiko@example.com',
  'aiko.@example.com',
  'ai..ko@example.com',
  'ai ko@example.com',
  '"aiko"@example.com',
  'aiko@ex_ample.com',
  'a@b@example.com',
  'aiko@[127.0.0.1]',
  `${'a'.repeat(65)}@example.com`,
  `a@${'b'.repeat(64)}.com`,
  `a@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(61)}`, // 255 characters
];

const zodAccepts = (schema: z.ZodMiniType, raw: string) => schema.safeParse(raw).success;

/** Every edge that takes an address, each with its own normalisation and messages. */
const edges: Record<string, (raw: string) => boolean> = {
  'signup handler': (raw) => zodAccepts(signupEmail, raw),
  'admin sign-in and admin console': (raw) => zodAccepts(adminEmailSchema, raw),
  'member and passport access requests': (raw) => zodAccepts(accessEmailSchema, raw),
  'access-request form': (raw) => normaliseAccessEmail(raw) !== null,
  'contact form': (raw) => contactErrors({ email: raw }).email === undefined,
  'discovery form': (raw) => discoveryErrors({ email: raw }).email === undefined,
  'curated forms and handler': (raw) => curatedEmailError(raw) === undefined,
  'signup, subscription and unsubscribe forms (web)': (raw) => webEmailProblem(raw) === null,
};

/** Every detail-type of the contract that carries an address. */
const contractEmails = detailTypes
  .map((type) => [type, (schemas[type] as unknown as { shape: Record<string, z.ZodMiniType> }).shape.email] as const)
  .filter(([, s]) => s !== undefined);

describe('what an email address is', () => {
  it.each(ACCEPTED)('accepts %s', (raw) => {
    expect(parseEmail(raw)).toBe(raw.trim().toLowerCase());
  });

  it.each(REFUSED)('refuses %s', (raw) => {
    expect(parseEmail(raw)).toBeNull();
  });
});

describe('every edge accepts exactly what the event contract accepts', () => {
  it('every detail-type with an address is checked', () => {
    expect(contractEmails.length).toBeGreaterThanOrEqual(15);
  });

  for (const [edge, accepts] of Object.entries(edges)) {
    it(edge, () => {
      for (const raw of [...ACCEPTED, ...REFUSED]) {
        const normalised = raw.trim().toLowerCase();
        const contract = contractEmails.every(([, schema]) => zodAccepts(schema, normalised));
        expect(accepts(raw), `${edge}: ${raw}`).toBe(contract);
        expect(contract, raw).toBe(isEmailAddress(normalised));
      }
    });
  }
});
