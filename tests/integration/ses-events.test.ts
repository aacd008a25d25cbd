import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { createSign } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setupIntegration, type Harness } from '../support/integration';
import { setSnsHttp, stringToSign, type SnsMessage } from '../../functions/ses-events/sns';
import { keys } from '../../functions/lib/keys';

const REGION = 'ap-northeast-1';
const TOPIC = `arn:aws:sns:${REGION}:123456789012:fika-ses-feedback`;
const CERT_URL = `https://sns.${REGION}.amazonaws.com/SimpleNotificationService-0000000000000000000000.pem`;
const SUBSCRIBE_URL = `https://sns.${REGION}.amazonaws.com/?Action=ConfirmSubscription&TopicArn=${encodeURIComponent(TOPIC)}&Token=abc123`;

describe('POST /api/ses-events (SNS → SES bounces and complaints)', () => {
  let h: Harness;
  let dir: string;
  let key: string;
  let cert: string;
  let otherKey: string;
  const fetched: string[] = [];

  beforeAll(async () => {
    h = await setupIntegration();
    // A throwaway key pair and self-signed certificate stand in for Amazon's signing certificate.
    dir = await mkdtemp(join(tmpdir(), 'fika-sns-'));
    const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
    openssl('req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'key.pem', '-out', 'cert.pem', '-days', '2', '-subj', '/CN=sns.amazonaws.com');
    openssl('genpkey', '-algorithm', 'RSA', '-pkeyopt', 'rsa_keygen_bits:2048', '-out', 'other.pem');
    [key, cert, otherKey] = await Promise.all(['key.pem', 'cert.pem', 'other.pem'].map((f) => readFile(join(dir, f), 'utf8')));
    setSnsHttp({
      async get(url) {
        fetched.push(url);
        if (url === CERT_URL) return cert;
        if (url === SUBSCRIBE_URL) return '<ConfirmSubscriptionResponse/>';
        throw new Error(`unexpected GET ${url}`);
      },
    });
  });

  afterAll(async () => {
    setSnsHttp(null);
    await rm(dir, { recursive: true, force: true });
  });

  function signed(m: Omit<SnsMessage, 'Signature' | 'SignatureVersion' | 'SigningCertURL'> & Partial<SnsMessage>, signingKey = key, version: '1' | '2' = '2'): SnsMessage {
    const msg = { SignatureVersion: version, SigningCertURL: CERT_URL, Signature: '', ...m } as SnsMessage;
    const s = createSign(version === '1' ? 'RSA-SHA1' : 'RSA-SHA256');
    s.update(stringToSign(msg));
    return { ...msg, Signature: s.sign(signingKey, 'base64') };
  }

  const notification = (ses: unknown, id: string) =>
    ({ Type: 'Notification', MessageId: id, TopicArn: TOPIC, Message: JSON.stringify(ses), Timestamp: new Date().toISOString() }) as const;

  const post = (m: unknown) => h.call('/api/ses-events', undefined, { method: 'POST', rawBody: Buffer.from(JSON.stringify(m)), headers: { 'content-type': 'text/plain; charset=UTF-8' } });

  it('a signed hard bounce blocks the address', async () => {
    const bounce = {
      notificationType: 'Bounce',
      bounce: { bounceType: 'Permanent', bounceSubType: 'General', bouncedRecipients: [{ emailAddress: 'Gone@Example.com' }] },
      mail: { messageId: 'ses-1' },
    };
    const r = await post(signed(notification(bounce, 'sns-1')));
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({ type: 'Notification', blocked: 1 });
    expect(await h.ports.table.get(keys.blocked('gone@example.com'))).toMatchObject({ reason: 'bounce', detail: 'Permanent/General' });
    expect(fetched).toContain(CERT_URL);
  });

  it('a signed complaint (SignatureVersion 1, event-publishing format) blocks the address', async () => {
    const complaint = { eventType: 'Complaint', complaint: { complainedRecipients: [{ emailAddress: '"Kenji" <kenji@example.com>' }], complaintFeedbackType: 'abuse' } };
    const r = await post(signed(notification(complaint, 'sns-2'), key, '1'));
    expect(r.status).toBe(200);
    expect(await h.ports.table.get(keys.blocked('kenji@example.com'))).toMatchObject({ reason: 'complaint', detail: 'abuse' });
  });

  it('a soft bounce blocks nobody', async () => {
    const soft = { notificationType: 'Bounce', bounce: { bounceType: 'Transient', bouncedRecipients: [{ emailAddress: 'full@example.com' }] } };
    const r = await post(signed(notification(soft, 'sns-3')));
    expect(r.body.data.blocked).toBe(0);
    expect(await h.ports.table.get(keys.blocked('full@example.com'))).toBeUndefined();
  });

  it('a bad signature is refused with 403 and changes nothing', async () => {
    const bounce = { notificationType: 'Bounce', bounce: { bounceType: 'Permanent', bouncedRecipients: [{ emailAddress: 'victim@example.com' }] } };
    const forged = await post(signed(notification(bounce, 'sns-4'), otherKey));
    expect(forged.status).toBe(403);
    const good = signed(notification(bounce, 'sns-5'));
    const tampered = await post({ ...good, Message: good.Message.replace('victim@', 'other@') });
    expect(tampered.status).toBe(403);
    expect(await h.ports.table.get(keys.blocked('victim@example.com'))).toBeUndefined();
    expect(await h.ports.table.get(keys.blocked('other@example.com'))).toBeUndefined();
  });

  it('never fetches a certificate from outside sns.<region>.amazonaws.com', async () => {
    const before = fetched.length;
    const bounce = { notificationType: 'Bounce', bounce: { bounceType: 'Permanent', bouncedRecipients: [{ emailAddress: 'x@example.com' }] } };
    for (const url of ['https://evil.example.com/cert.pem', `http://sns.${REGION}.amazonaws.com/c.pem`, `https://sns.us-east-1.amazonaws.com/c.pem`, `https://sns.${REGION}.amazonaws.com.evil.com/c.pem`]) {
      const r = await post(signed({ ...notification(bounce, 'sns-6'), SigningCertURL: url }));
      expect(r.status, url).toBe(403);
    }
    expect(fetched.length).toBe(before);
  });

  it('confirms a signed subscription through SubscribeURL', async () => {
    const r = await post(
      signed({ Type: 'SubscriptionConfirmation', MessageId: 'sns-7', TopicArn: TOPIC, Token: 'abc123', SubscribeURL: SUBSCRIBE_URL, Message: 'You have chosen to subscribe…', Timestamp: new Date().toISOString() }),
    );
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({ type: 'SubscriptionConfirmation', confirmed: true });
    expect(fetched).toContain(SUBSCRIBE_URL);
  });

  it('answers 400 to a body that is not an SNS message', async () => {
    expect((await post({ hello: 'world' })).status).toBe(400);
    const notJson = await h.call('/api/ses-events', undefined, { method: 'POST', rawBody: Buffer.from('nope'), headers: { 'content-type': 'text/plain' } });
    expect(notJson.status).toBe(400);
  });
});
