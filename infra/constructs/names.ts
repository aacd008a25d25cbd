/** `stripe-webhook` → `StripeWebhook`, `signup.created` → `SignupCreated` (construct ids). */
export const pascal = (s: string): string =>
  s
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((p) => p[0].toUpperCase() + p.slice(1))
    .join('');
