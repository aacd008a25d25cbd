/**
 * The check-in QR code in a confirmation email: an inline PNG (Content-ID) the HTML shows by cid:,
 * drawn from the reservation's signed check-in token (the code /checkin shows and the door kit
 * scans), in the reader's language; the MIME message carries it in multipart/related.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setupIntegration, type Harness } from '../support/integration';
import { fixedClock } from '../../functions/lib/adapters/system';
import { toMime } from '../../functions/lib/adapters/mail';
import { CHECKIN_QR_CID } from '../../functions/consumers/email/reservations';
import { checkinQrPng, checkinToken, verifyCheckinToken } from '../../functions/reservations/checkin-token';
import { NOW, eventAt, registerVia } from './reservations-helpers';

const SLUG = 'tokyo-december-fika-omotesando';

describe('the check-in QR code in a confirmation', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await setupIntegration({ clock: fixedClock(NOW) });
  });

  it('carries the reservation’s code as an inline PNG the HTML shows, and the .ics as an attachment', async () => {
    const email = 'qr-guest@example.com';
    const { occurrence } = eventAt(SLUG);
    expect((await registerVia(h, email, SLUG, undefined, 700)).status).toBe(201);
    await h.bus.drain();
    const mail = h.mail.to(email).find((m) => /^You're confirmed: /.test(m.subject))!;
    const png = mail.attachments?.find((a) => a.contentId === CHECKIN_QR_CID);
    expect(png).toMatchObject({ filename: 'checkin-qr.png', contentType: 'image/png', encoding: 'base64' });
    // A PNG, drawn from the token that names this reservation and carries our signature.
    expect(Buffer.from(png!.content, 'base64').subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    const token = checkinToken(h.ports.secrets.signingSecret, { eventSlug: SLUG, occurrence, email });
    expect(png!.content).toBe(await checkinQrPng(token));
    expect(verifyCheckinToken(h.ports.secrets.signingSecret, token)).toEqual({ slug: SLUG, occurrence, email });
    expect(mail.html).toContain(`src="cid:${CHECKIN_QR_CID}"`);
    expect(mail.text).toContain('Your check-in code: show it to your host at the door');
    expect(mail.text).toContain('http://localhost:3000/checkin');

    const mime = toMime('Fika Community <hello@fika.community>', mail, 'test-1@fika.community');
    expect(mime).toMatch(/Content-Type: multipart\/related; boundary="r_/);
    expect(mime).toContain(`Content-ID: <${CHECKIN_QR_CID}>`);
    expect(mime).toContain('Content-Disposition: inline; filename="checkin-qr.png"');
    expect(mime).toMatch(/Content-Disposition: attachment; filename="[^"]+\.ics"/);
    // The PNG's bytes travel as they are (base64 of the image, not of its text).
    const part = mime.split(`Content-ID: <${CHECKIN_QR_CID}>`)[1].split('\r\n\r\n')[1].split('\r\n--')[0];
    expect(part.replace(/\r\n/g, '')).toBe(png!.content);
  });

  it('says it in Japanese for a Japanese reader', async () => {
    const email = 'qr-ja@example.com';
    const r = await h.call('/api/email-signup', { email, source: `event:${SLUG}`, metadata: { event_slug: SLUG, event_title: SLUG } }, { ip: '10.77.0.1', headers: { 'x-fika-locale': 'ja' } });
    expect(r.status).toBe(201);
    await h.bus.drain();
    const mail = h.mail.to(email).find((m) => m.subject.startsWith('参加が確定しました'))!;
    expect(mail.text).toContain('チェックイン用のコードです。');
    expect(mail.text).toContain('http://localhost:3000/ja/checkin');
    expect(mail.html).toContain(`src="cid:${CHECKIN_QR_CID}"`);
  });
});
