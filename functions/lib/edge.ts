/**
 * The one trusted path into the API: CloudFront (or, locally, the local gateway) adds the origin
 * secret header and stamps the viewer's address. A request without the right secret did not come
 * through the site (e.g. straight to the execute-api URL) and is refused before any handler runs,
 * so the viewer-address header the limits use can only ever have been written by the edge.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

/** Header CloudFront adds to every origin request with the deploy-time secret (an origin custom header). */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';
/** Header carrying the viewer's IP to the API (API Gateway only sees CloudFront's address). */
export const VIEWER_IP_HEADER = 'x-viewer-ip';

export const NOT_FROM_THE_EDGE = 'Forbidden: requests must come through the site.';

const digest = (s: string): Buffer => createHash('sha256').update(s, 'utf8').digest();

/** Whether `received` is the origin secret (compared in constant time); never true without a configured secret. */
export function isOriginSecret(received: string | undefined, expected: string | undefined): boolean {
  if (!expected || received === undefined) return false;
  return timingSafeEqual(digest(received), digest(expected));
}

/**
 * Whether a request must prove it came through the edge: always in AWS (a missing secret refuses
 * everything rather than trusting a forgeable header), and wherever a secret is configured.
 */
export function originCheckRequired(ports: 'aws' | 'local', expected: string | undefined): boolean {
  return ports === 'aws' || Boolean(expected);
}
