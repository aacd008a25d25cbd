/** The admin sign-in's rules, read by the contract and the admin sign-in function. */
import { emailField } from '../email-field';
import { EMAIL_INVALID } from '../email-address';

/** The admin's address: trimmed, lower-cased, refused with the shared "not an address" message. */
export const emailSchema = emailField(EMAIL_INVALID);
