/** The signup forms' email check: the shared address rule (functions/lib/email-address.ts) with their messages. */
import { EMAIL_INVALID, emailProblem as problem, normaliseEmail } from '@/functions/lib/email-address';

export { EMAIL_INVALID, normaliseEmail };
export const EMAIL_REQUIRED = 'Please enter your email address';

/** Returns the form's message for an unusable address, or null when it is fine. */
export const emailProblem = (raw: string): string | null => problem(raw, { required: EMAIL_REQUIRED });
