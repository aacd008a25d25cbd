/** The email rule (./email-address.ts) as zod fields: one for request bodies, one for the event contract. */
import * as z from './zod';
import { EMAIL_INVALID, isEmailAddress } from './email-address';

/** A typed address: trimmed and lower-cased, `required` when missing or empty, `invalid` when not an address. */
export const emailField = (required: string, invalid: string = EMAIL_INVALID) =>
  z.string({ error: required }).check(z.trim(), z.toLowerCase(), z.minLength(1, required), z.refine(isEmailAddress, invalid));

/** An address as stored and published: exactly what emailField accepts, already normalised. */
export const storedEmail = () => z.string().check(z.refine(isEmailAddress, EMAIL_INVALID));
