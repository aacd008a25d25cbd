/**
 * The minimum age: stated where people join (the signup and join forms), confirmed on the curated
 * application, and quoted by the legal pages (legal.ts). Small on purpose: the join forms load it.
 */
export const MINIMUM_AGE = 18;
export const minimumAgeLine = `You must be ${MINIMUM_AGE} or older to join.`;
export const ageConfirmationLabel = `I confirm that I am ${MINIMUM_AGE} or older.`;
export const ageConfirmationRequired = `Please confirm that you are ${MINIMUM_AGE} or older.`;
