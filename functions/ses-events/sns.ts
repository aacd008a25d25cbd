/**
 * Amazon SNS message verification (SignatureVersion 1 = SHA1withRSA, 2 = SHA256withRSA), as AWS
 * documents it: build the canonical string from the message's fields, fetch the signing
 * certificate, verify. The certificate (and the SubscribeURL) is only fetched over HTTPS from
 * `sns.<region>.amazonaws.com`, with the region of the message's topic, so nobody can point us at
 * a certificate of their own. The HTTPS client is a port: the tests inject their own certificate.
 */
import { X509Certificate, createVerify } from 'node:crypto';
import * as z from '../../domain/zod';

export const snsMessageSchema = z.object({
  Type: z.enum(['Notification', 'SubscriptionConfirmation', 'UnsubscribeConfirmation']),
  MessageId: z.string().check(z.minLength(1)),
  TopicArn: z.string().check(z.regex(/^arn:aws[a-z-]*:sns:[a-z0-9-]+:\d{12}:[\w-]+$/)),
  Subject: z.optional(z.string()),
  Message: z.string(),
  Timestamp: z.string().check(z.minLength(1)),
  SignatureVersion: z.enum(['1', '2']),
  Signature: z.string().check(z.minLength(1)),
  SigningCertURL: z.string().check(z.minLength(1)),
  Token: z.optional(z.string()),
  SubscribeURL: z.optional(z.string()),
  UnsubscribeURL: z.optional(z.string()),
});
export type SnsMessage = z.infer<typeof snsMessageSchema>;

/** The outside HTTPS GETs this module makes (certificate download, subscription confirmation). */
export interface SnsHttpPort {
  get(url: string): Promise<string>;
}

export const fetchHttp: SnsHttpPort = {
  async get(url) {
    const res = await fetch(url, { signal: AbortSignal.timeout(5000), redirect: 'error' });
    if (!res.ok) throw new Error(`GET ${new URL(url).host} answered ${res.status}`);
    return res.text();
  },
};

let http: SnsHttpPort = fetchHttp;
/** Tests (and only tests) swap the HTTPS client. */
export function setSnsHttp(port: SnsHttpPort | null): void {
  http = port ?? fetchHttp;
  certCache.clear();
}
export const snsHttp = (): SnsHttpPort => http;

export class SnsVerificationError extends Error {}

const regionOf = (topicArn: string) => topicArn.split(':')[3];

/** https://sns.<region>.amazonaws.com/... (".com.cn" for China regions); certificates end in .pem. */
export function isSnsUrl(raw: string, region: string, pem = false): boolean {
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    return false;
  }
  const hostOk = u.hostname === `sns.${region}.amazonaws.com` || u.hostname === `sns.${region}.amazonaws.com.cn`;
  return u.protocol === 'https:' && hostOk && !u.username && !u.password && (u.port === '' || u.port === '443') && (!pem || u.pathname.endsWith('.pem'));
}

/** The canonical "key\nvalue\n" string SNS signs, per message type. */
export function stringToSign(m: SnsMessage): string {
  const fields: (keyof SnsMessage)[] =
    m.Type === 'Notification'
      ? ['Message', 'MessageId', ...(m.Subject !== undefined ? (['Subject'] as const) : []), 'Timestamp', 'TopicArn', 'Type']
      : ['Message', 'MessageId', 'SubscribeURL', 'Timestamp', 'Token', 'TopicArn', 'Type'];
  return fields.map((f) => `${f}\n${m[f] ?? ''}\n`).join('');
}

const certCache = new Map<string, string>();

async function certificate(url: string, now: Date): Promise<string> {
  let pem = certCache.get(url);
  if (!pem) {
    pem = await http.get(url);
    certCache.set(url, pem);
  }
  let cert: X509Certificate;
  try {
    cert = new X509Certificate(pem);
  } catch {
    certCache.delete(url);
    throw new SnsVerificationError('Signing certificate is not a valid X.509 certificate');
  }
  if (now < new Date(cert.validFrom) || now > new Date(cert.validTo)) throw new SnsVerificationError('Signing certificate is not valid now');
  return pem;
}

/** Throws SnsVerificationError unless the message carries a valid SNS signature. */
export async function verifySnsMessage(m: SnsMessage, now: Date = new Date()): Promise<void> {
  const region = regionOf(m.TopicArn);
  if (!isSnsUrl(m.SigningCertURL, region, true)) throw new SnsVerificationError('SigningCertURL is not an Amazon SNS certificate URL');
  let pem: string;
  try {
    pem = await certificate(m.SigningCertURL, now);
  } catch (e) {
    if (e instanceof SnsVerificationError) throw e;
    throw new SnsVerificationError('Signing certificate could not be fetched');
  }
  const verifier = createVerify(m.SignatureVersion === '1' ? 'RSA-SHA1' : 'RSA-SHA256');
  verifier.update(stringToSign(m), 'utf8');
  let valid = false;
  try {
    valid = verifier.verify(pem, m.Signature, 'base64');
  } catch {
    valid = false;
  }
  if (!valid) throw new SnsVerificationError('Invalid SNS signature');
}

/** Confirms a subscription by visiting its SubscribeURL (only an SNS URL of the topic's region). */
export async function confirmSubscription(m: SnsMessage): Promise<void> {
  if (!m.SubscribeURL || !isSnsUrl(m.SubscribeURL, regionOf(m.TopicArn))) throw new SnsVerificationError('SubscribeURL is not an Amazon SNS URL');
  await http.get(m.SubscribeURL);
}
