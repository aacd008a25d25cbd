/**
 * The security headers on every response of the site: CloudFront's response headers policy
 * (infra/constructs/web.ts) is made from these values and the local server sends this same list,
 * so the two cannot drift. Plain values only: the local server imports this without aws-cdk-lib.
 */

/**
 * No inline scripts are needed (JSON-LD blocks are data, not executed); inline styles are
 * allowed for React style props. Stripe Checkout is a redirect, listed in form-action for
 * the customer-portal form posts.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "img-src 'self' data:",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
  "form-action 'self' https://checkout.stripe.com",
].join('; ');

/** Strict-Transport-Security: two years, subdomains included. */
export const HSTS_MAX_AGE_SECONDS = 730 * 24 * 60 * 60;
export const FRAME_OPTION = 'DENY';
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=()';

/** The headers as a browser receives them (lower-case names), whatever the origin sent. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'strict-transport-security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`,
  'x-frame-options': FRAME_OPTION,
  'x-content-type-options': 'nosniff',
  'referrer-policy': REFERRER_POLICY,
  'permissions-policy': PERMISSIONS_POLICY,
};
