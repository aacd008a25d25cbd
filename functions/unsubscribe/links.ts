/** The unsubscribe endpoint verifies the signed links the mail door writes (functions/lib/mail/unsubscribe-link.ts). */
export { verifyUnsubscribeToken } from '../lib/mail/unsubscribe-link';
