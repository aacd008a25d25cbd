/** Seed 000 §5: the signup email rule (standard pattern with a 2+ letter domain ending), trimmed and lower-cased. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i;

export const EMAIL_REQUIRED = 'Please enter your email address';
export const EMAIL_INVALID = 'Please enter a valid email address';

export const normaliseEmail = (raw: string): string => raw.trim().toLowerCase();

/** Returns the seed's message for an unusable address, or null when it is fine. */
export function emailProblem(raw: string): string | null {
  const email = normaliseEmail(raw);
  if (!email) return EMAIL_REQUIRED;
  return EMAIL_PATTERN.test(email) ? null : EMAIL_INVALID;
}
