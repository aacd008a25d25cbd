/** The access-link email field, shared by the member and passport sign-ins (seed 000 §5). */
import * as z from '../lib/zod';
import { ACCESS_MESSAGES, normaliseAccessEmail } from './rules';

export const accessEmailSchema = z.pipe(
  z.transform((v: unknown) => normaliseAccessEmail(v) ?? ''),
  z.string().check(z.minLength(1, ACCESS_MESSAGES.invalidEmail)),
);
