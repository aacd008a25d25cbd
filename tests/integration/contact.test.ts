import { beforeAll, describe, expect, it } from 'vitest';
import { setupIntegration, type Harness } from '../support/integration';
import { keys } from '../../functions/lib/keys';
import { limits } from '../../functions/lib/auth/rate-limit';

const TEAM = 'team@fika.community';

const contactBody = (over: Record<string, unknown> = {}) => ({
  name: 'Aiko Tanaka',
  email: 'Aiko@Example.com',
  subject: 'Hosting a fika in Fukuoka',
  inquiryType: 'events',
  message: 'Hello! I run a small cafe near Ohori Park and would love to host a monthly fika.\n\nCould we talk?',
  agreeToContact: true,
  source: 'website-contact-form',
  metadata: { timestamp: '2026-11-22T09:00:00.000Z', userAgent: 'vitest', referrer: 'direct', currentUrl: 'http://localhost:3000/contact', timezone: 'Asia/Tokyo' },
  ...over,
});

describe('contact form', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await setupIntegration();
  });

  it('stores the message, mails the team (reply-to the sender) and acknowledges the sender', async () => {
    const r = await h.call('/api/contact-form', contactBody(), { ip: '10.2.0.1' });
    expect(r.status).toBe(201);
    expect(r.body.success).toBe(true);
    const id = r.body.data.id as string;

    const stored = await h.ports.table.get(keys.contactMessage(id));
    expect(stored).toMatchObject({
      name: 'Aiko Tanaka',
      email: 'aiko@example.com',
      subject: 'Hosting a fika in Fukuoka',
      inquiryType: 'events',
      agreeToContact: true,
      source: 'website-contact-form',
      metadata: { referrer: 'direct', timezone: 'Asia/Tokyo', currentUrl: 'http://localhost:3000/contact' },
    });
    expect(stored?.message).toContain('Ohori Park');

    await h.bus.drain();
    const team = h.mail.to(TEAM);
    expect(team).toHaveLength(1);
    expect(team[0].subject).toBe('[Contact · Events] Hosting a fika in Fukuoka');
    expect(team[0].replyTo).toBe('aiko@example.com');
    expect(team[0].text).toContain('Ohori Park');
    expect(team[0].text).toContain('Aiko Tanaka <aiko@example.com>');

    const ack = h.mail.to('aiko@example.com');
    expect(ack).toHaveLength(1);
    expect(ack[0].subject).toBe('We received your message');
    expect(ack[0].text).toContain('within 24 hours');
    expect(h.bus.deadLetters).toHaveLength(0);
  });

  it('answers 400 with the field validation messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'Name is required'],
      [{ email: '' }, 'Email is required'],
      [{ email: 'aiko@' }, 'Please enter a valid email address'],
      [{ subject: ' ' }, 'Subject is required'],
      [{ message: '' }, 'Message is required'],
      [{ message: 'Too short' }, 'Message must be at least 10 characters long'],
      [{ message: 'x'.repeat(5001) }, 'Message is too long (max 5000 characters)'],
      [{ inquiryType: 'sales' }, 'Please choose a category'],
    ];
    for (const [over, error] of cases) {
      const r = await h.call('/api/contact-form', contactBody(over), { ip: '10.2.0.2' });
      expect(r.status, error).toBe(400);
      expect(r.body.error).toBe(error);
    }
    const many = await h.call('/api/contact-form', { name: '', email: '', subject: '', message: '' }, { ip: '10.2.0.2' });
    expect(many.body.fields).toEqual({ name: 'Name is required', email: 'Email is required', subject: 'Subject is required', message: 'Message is required' });
    const notObject = await h.call('/api/contact-form', ['x'], { ip: '10.2.0.2' });
    expect(notObject.status).toBe(400);
  });

  it('keeps subjects on one line (they become email subjects)', async () => {
    h.mail.clear();
    const r = await h.call('/api/contact-form', contactBody({ subject: 'Hi\r\nBcc: victim@example.com' }), { ip: '10.2.0.3' });
    expect(r.status).toBe(201);
    await h.bus.drain();
    expect(h.mail.to(TEAM)[0].subject).toBe('[Contact · Events] Hi Bcc: victim@example.com');
  });

  it('does not acknowledge an address that is blocked (bounced or complained)', async () => {
    h.mail.clear();
    await h.ports.table.put({ ...keys.blocked('bounced@example.com'), reason: 'bounce', at: '2026-11-01T00:00:00.000Z' });
    await h.call('/api/contact-form', contactBody({ email: 'bounced@example.com' }), { ip: '10.2.0.4' });
    await h.bus.drain();
    expect(h.mail.to(TEAM)).toHaveLength(1);
    expect(h.mail.to('bounced@example.com')).toHaveLength(0);
  });

  it('a form naming a stranger cannot relay mail: the acknowledgement carries no sender text, one a day per address, a few per client address', async () => {
    h.mail.clear();
    const victim = 'stranger@inbox.example';
    const evil = { name: 'Claim your prize https://evil.example/win', subject: 'Your account is locked: https://evil.example/login', message: 'Visit https://evil.example/reset now to keep your account.' };
    const statuses: number[] = [];
    // 12 posts from 3 addresses, as in the report.
    for (let i = 0; i < 12; i++) statuses.push((await h.call('/api/contact-form', contactBody({ email: victim, ...evil }), { ip: `10.3.${i % 3}.1` })).status);
    expect(statuses).toEqual(Array(12).fill(201));
    await h.bus.drain();
    const acks = h.mail.to(victim);
    expect(acks).toHaveLength(limits.contactAckPerEmail.max);
    for (const ack of acks) {
      expect(ack.subject).toBe('We received your message');
      expect(`${ack.subject}\n${ack.text}\n${ack.html}`).not.toMatch(/evil\.example|prize|locked|Visit/);
    }
    // Every message still reached the team.
    expect(h.mail.to(TEAM)).toHaveLength(12);

    // One client address naming many addresses acknowledges only a few of them a day.
    h.mail.clear();
    for (let i = 0; i < 6; i++) await h.call('/api/contact-form', contactBody({ email: `many-${i}@inbox.example` }), { ip: '10.3.9.1' });
    await h.bus.drain();
    expect(h.mail.sent.filter((m) => m.to.startsWith('many-'))).toHaveLength(limits.contactAckPerIp.max);
  });

  it('rate-limits per IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await h.call('/api/contact-form', contactBody(), { ip: '10.2.9.9' })).status);
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('submit discovery', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await setupIntegration();
  });
  const discovery = (over: Record<string, unknown> = {}) => ({
    name: 'Ben Carter',
    email: 'ben@example.com',
    title: 'Kissa Sakura',
    city: 'osaka',
    category: 'cafe',
    area: 'Nakazakicho, Kita-ku',
    why: 'A tiny retro kissaten with a big table, great siphon coffee and an owner who loves to chat with visitors.',
    website: 'https://kissa-sakura.example.jp',
    ...over,
  });

  it('stores the suggestion and mails the team', async () => {
    const r = await h.call('/api/submit-discovery', discovery(), { ip: '10.3.0.1' });
    expect(r.status).toBe(201);
    const stored = await h.ports.table.get(keys.discovery(r.body.data.id));
    expect(stored).toMatchObject({ title: 'Kissa Sakura', city: 'osaka', category: 'cafe', website: 'https://kissa-sakura.example.jp', email: 'ben@example.com' });
    await h.bus.drain();
    const team = h.mail.to(TEAM);
    expect(team).toHaveLength(1);
    expect(team[0].subject).toBe('[Discovery · Osaka] Kissa Sakura');
    expect(team[0].replyTo).toBe('ben@example.com');
    expect(team[0].text).toContain('siphon coffee');
  });

  it('validates on the server', async () => {
    const r = await h.call('/api/submit-discovery', discovery({ why: 'Nice.', city: 'kyoto' }), { ip: '10.3.0.2' });
    expect(r.status).toBe(400);
    expect(r.body.error).toBe('Please choose a city');
    expect(r.body.fields.why).toBe('Tell us a little more: at least 20 characters');
    const web = await h.call('/api/submit-discovery', discovery({ website: 'ftp://x.example' }), { ip: '10.3.0.2' });
    expect(web.status).toBe(400);
    const noSite = await h.call('/api/submit-discovery', discovery({ website: undefined }), { ip: '10.3.0.2' });
    expect(noSite.status).toBe(201);
  });
});
