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
/**
 * The door kit (/host/<event>/<date>, and its Japanese twin) scans attendees' QR codes with the
 * camera: its pages, and only they, let this origin ask for it (the browser still asks the host).
 * A page's policy is the one its document was loaded with, so links into the door kit load it as a
 * new document. Its service worker (/host-sw.js, scope /host/) and manifest are same-origin files,
 * which the CSP above already allows (worker-src and manifest-src fall back to 'self').
 */
export const DOOR_KIT_PERMISSIONS_POLICY = 'camera=(self), microphone=(), geolocation=()';
/** CloudFront path patterns of the door kit's pages (the distribution's extra behaviours). */
export const DOOR_KIT_PATHS = ['/host/*', '/ja/host/*'] as const;
export const isDoorKitPath = (path: string): boolean => DOOR_KIT_PATHS.some((p) => path.startsWith(p.slice(0, -1)));

/** The headers as a browser receives them (lower-case names), whatever the origin sent. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'strict-transport-security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`,
  'x-frame-options': FRAME_OPTION,
  'x-content-type-options': 'nosniff',
  'referrer-policy': REFERRER_POLICY,
  'permissions-policy': PERMISSIONS_POLICY,
};

/** The headers of one path: the door kit's pages may use the camera. */
export function securityHeadersFor(path: string): Readonly<Record<string, string>> {
  return isDoorKitPath(path) ? { ...SECURITY_HEADERS, 'permissions-policy': DOOR_KIT_PERMISSIONS_POLICY } : SECURITY_HEADERS;
}
