/**
 * What the legal pages (legal.ts) promise and the product keeps, in one small module the forms and
 * the functions load without the legal text: the minimum age (stated where people join, confirmed
 * on the curated application) and how soon a closed account's personal data is deleted.
 */
export const MINIMUM_AGE = 18;
/** A closed account's personal data is purged this many days after closure (functions/privacy). */
export const ACCOUNT_DELETION_DAYS = 90;
export const minimumAgeLine = `You must be ${MINIMUM_AGE} or older to join.`;
export const ageConfirmationLabel = `I confirm that I am ${MINIMUM_AGE} or older.`;
export const ageConfirmationRequired = `Please confirm that you are ${MINIMUM_AGE} or older.`;
