import { describe, it, expect, beforeAll } from 'vitest';
import { setupIntegration, type Harness } from '../support/integration';
import { fixedClock } from '../../functions/lib/adapters/system';
import { keys } from '../../functions/lib/keys';
import { NOW, registerVia } from './reservations-helpers';
import { setFoundingMember } from '../../functions/member/membership';

const metadata = {
  signup_page: '/',
  campaign_source: 'direct',
  campaign_medium: 'organic',
  campaign_campaign: 'none',
  viewport_width: 1280,
  viewport_height: 800,
  timezone: 'Asia/Tokyo',
  user_agent: 'vitest',
  referrer: 'direct',
};
const signup = (h: Harness, email: unknown, ip = '10.0.0.1', extra: Record<string, unknown> = {}) => h.call('/api/email-signup', { email, source: 'website', metadata, ...extra }, { ip });

describe('email signup', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await setupIntegration({ clock: fixedClock(NOW) });
  });

  it('a new signup is stored with its metadata, emits signup.created and gets a welcome with one-click unsubscribe', async () => {
    const r = await signup(h, '  New.Person@Example.COM ');
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ success: true, isDuplicate: false, reactivated: false });
    const item = await h.ports.table.get(keys.signup('new.person@example.com'));
    expect(item).toMatchObject({ email: 'new.person@example.com', source: 'website', status: 'active', gsi1pk: 'SIGNUPS#active', metadata: { campaign_source: 'direct', viewport_width: 1280 } });
    await h.bus.drain();
    expect(h.bus.published.filter((e) => e['detail-type'] === 'signup.created')).toHaveLength(1);
    const [welcome] = h.mail.to('new.person@example.com');
    expect(welcome.subject).toBe('Welcome to Fika Community');
    expect(welcome.category).toBe('marketing');
    expect(welcome.headers?.['List-Unsubscribe']).toMatch(/^<http:\/\/localhost:3000\/api\/unsubscribe\?token=[^>]+>$/);
    expect(welcome.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(welcome.html).toContain('/unsubscribe?token=');
  });

  it('the same email again is a duplicate with the already-on-our-list message', async () => {
    const r = await signup(h, 'new.person@example.com', '10.0.0.2');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: true, isDuplicate: true, message: "You're already on our list! Check your email for updates." });
  });

  it('validates the email with the form messages', async () => {
    expect((await signup(h, '')).body.error).toBe('Please enter your email address');
    expect((await signup(h, 'not-an-email')).body.error).toBe('Please enter a valid email address');
    expect((await signup(h, 'a@b.c')).body.error).toBe('Please enter a valid email address');
    expect((await signup(h, 'a@b.c')).status).toBe(400);
  });

  it('an unsubscribed address signing up again is reactivated with a welcome back', async () => {
    await signup(h, 'again@example.com', '10.0.0.3');
    await h.ports.table.update(keys.signup('again@example.com'), { update: 'SET #s = :u', names: { '#s': 'status' }, values: { ':u': 'unsubscribed' } });
    const r = await signup(h, 'again@example.com', '10.0.0.4');
    expect(r.body).toMatchObject({ success: true, reactivated: true, message: "Welcome back! You're on our list again." });
    expect((await h.ports.table.get(keys.signup('again@example.com')))?.status).toBe('active');
    await h.bus.drain();
    expect(h.mail.to('again@example.com').map((m) => m.subject)).toContain('Welcome back to Fika Community');
  });

  it('is rate-limited per IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) statuses.push((await signup(h, `flood${i}@example.com`, '10.9.9.9')).status);
    expect(statuses.at(-1)).toBe(429);
  });

  it('an event that needs a subscription answers requiresSubscription, never registering', async () => {
    // The only subscription-only event is the founding members fika: this visitor is one.
    await setFoundingMember(h.ports, 'visitor@example.com', true, 'admin@example.com');
    const r = await registerVia(h, 'visitor@example.com', 'founding-members-fika-tokyo');
    expect(r.status).toBe(402);
    expect(r.body.requiresSubscription).toMatchObject({ hasSubscription: false, eventInfo: { eventSlug: 'founding-members-fika-tokyo' }, currentCount: 0 });
    expect(r.body.requiresSubscription.subscriptionUrl).toMatch(/^\/subscription\?email=visitor%40example.com&source=event%3Afounding-members-fika-tokyo&event=founding-members-fika-tokyo$/);
  });

  it('an unknown event is a 404, a cancelled one a 409', async () => {
    expect((await registerVia(h, 'x@example.com', 'no-such-event')).status).toBe(404);
    expect((await registerVia(h, 'x@example.com', 'tokyo-growth-circle')).status).toBe(409);
  });
});

describe('a consumer that keeps failing', () => {
  it('is retried, then dead-lettered; the signup itself is kept', async () => {
    let attempts = 0;
    const h = await setupIntegration({
      clock: fixedClock(NOW),
      bus: {
        overrides: {
          email: async () => {
            attempts++;
            throw new Error('boom');
          },
        },
      },
    });
    const r = await signup(h, 'kept@example.com', '10.7.7.7');
    expect(r.status).toBe(201);
    await h.bus.drain();
    expect(attempts).toBe(4);
    expect(h.bus.deadLetters).toHaveLength(1);
    expect(h.bus.deadLetters[0]).toMatchObject({ consumer: 'email', error: 'boom', envelope: { 'detail-type': 'signup.created', detail: { email: 'kept@example.com' } } });
    expect((await h.ports.table.get(keys.signup('kept@example.com')))?.status).toBe('active');
  });
});
