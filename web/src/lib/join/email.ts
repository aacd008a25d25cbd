/** The signup forms' email check: the shared address rule (domain/email-address.ts) with their messages. */
import { emailProblem as problem, normaliseEmail } from '@/domain/email-address';
import { t } from '../i18n/common';

export { normaliseEmail };
// Read when the module loads: a page's language is fixed for the document.
export const EMAIL_REQUIRED = t('join.email.required');
/** The page's wording of domain/email-address's EMAIL_INVALID (the same text in English). */
export const EMAIL_INVALID = t('join.email.invalid');

/** Returns the form's message for an unusable address, or null when it is fine. */
export const emailProblem = (raw: string): string | null => problem(raw, { required: EMAIL_REQUIRED, invalid: EMAIL_INVALID });
