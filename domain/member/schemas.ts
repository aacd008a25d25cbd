/** The access-link email field, shared by the member and passport sign-ins: trimmed, lower-cased, and
 * refused with "Please enter a valid email address" when it is not an address. */
import * as z from '../zod';
import { ACCESS_MESSAGES, normaliseAccessEmail } from './rules';

export const accessEmailSchema = z.pipe(
  z.transform((v: unknown) => normaliseAccessEmail(v) ?? ''),
  z.string().check(z.minLength(1, ACCESS_MESSAGES.invalidEmail)),
);
