/**
 * process_unsubscribe keeps the request's client address only as a keyed hash (never the address,
 * never one from the body), and the team's notice carries the referrer, the page's address and the
 * time it was raised; the data export hands the stored hash to the person.
 */
import { describe, it, expect, beforeAll } from 'vitest';
import { setupIntegration, type Harness } from '../support/integration';
import { fixedClock } from '../../functions/lib/adapters/system';
import { keys } from '../../functions/lib/keys';
import { unsubscribeToken } from '../../functions/lib/mail/unsubscribe-link';
import { clientAddress } from '../../functions/lib/auth/client-address';
import { hashedClientAddress } from '../../functions/unsubscribe/unsubscribe';
import { exportMyData } from '../../functions/privacy/account';
import { NOW } from './reservations-helpers';

let h: Harness;
beforeAll(async () => {
  h = await setupIntegration({ clock: fixedClock(NOW) });
});

const unsub = (data: Record<string, unknown>, ip: string) => h.call('/api/unsubscribe', { action: 'process_unsubscribe', data }, { ip });

describe('unsubscribe: hashed client address and the team notice', () => {
  it('stores the hash of the request’s address, and tells the team where the reader came from', async () => {
    const email = 'notice@example.com';
    expect((await h.call('/api/email-signup', { email, source: 'website' }, { ip: '10.81.0.1' })).status).toBeLessThan(300);
    await h.bus.drain();
    h.mail.clear();
    const ip = '2001:db8:7:9:aaaa:bbbb:cccc:dddd';
    const r = await unsub(
      {
        token: unsubscribeToken(h.ports.secrets.signingSecret, email),
        reason: 'too_many_emails',
        referrer: 'https://mail.example.com/inbox',
        current_url: 'https://fika.example/unsubscribe',
        // Never taken from the body:
        ip_address: '203.0.113.9',
        p_ip_address: '203.0.113.9',
      },
      ip,
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const record = await h.ports.table.get(keys.unsubscribe(email, r.body.data.tracking_id));
    const hash = hashedClientAddress(h.ports.secrets.signingSecret, clientAddress(ip));
    expect(record?.ipAddressHash).toBe(hash);
    expect(hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = JSON.stringify(record);
    for (const raw of ['2001:db8', '203.0.113.9', 'mail.example.com', 'fika.example']) expect(stored).not.toContain(raw);

    await h.bus.drain();
    const [notice] = h.mail.to(h.ports.config.teamEmail);
    expect(notice.text).toContain('https://mail.example.com/inbox');
    expect(notice.text).toContain('https://fika.example/unsubscribe');
    expect(notice.text).toContain(`Notice raised: ${new Date(NOW).toISOString()}`);

    const mine = await exportMyData(h.ports, email);
    expect(mine.unsubscribes[0]).toMatchObject({ ipAddressHash: hash });
  });

  it('refuses page addresses over 2000 characters with a clear message (400)', async () => {
    const token = unsubscribeToken(h.ports.secrets.signingSecret, 'long@example.com');
    const r = await unsub({ token, current_url: `https://fika.example/${'x'.repeat(2000)}` }, '10.81.0.2');
    expect(r.status).toBe(400);
    expect(r.body.error).toBe('The address of this page is too long (max 2000 characters).');
  });
});
