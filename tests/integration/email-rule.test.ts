/**
 * One email rule, checked before anything is written: an address the event contract would refuse
 * is refused at the edge with the form's message and nothing stored; an address the edge accepts
 * is stored and its event goes out (the team or the person is mailed, nothing dead-lettered).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setupIntegration, type Harness } from '../support/integration';
import { allItems } from './table-scan';

const INVALID = 'Please enter a valid email address';

/** Items other than rate-limit counters (a refused request may still count against its sender). */
const stored = async (h: Harness) => (await allItems(h)).filter((i) => !String(i.pk).startsWith('RL#'));

const forms = {
  signup: {
    path: '/api/email-signup',
    body: (email: string) => ({ email, source: 'website', metadata: { signup_page: '/' } }),
    longest: (email: string) => ({ email, source: 's'.repeat(100), metadata: { signup_page: '/'.repeat(500) } }),
    mailedTo: (email: string) => email,
  },
  contact: {
    path: '/api/contact-form',
    body: (email: string) => ({
      name: 'José Álvarez',
      email,
      subject: 'Hosting a fika in Fukuoka',
      inquiryType: 'events',
      message: 'Hello! I would love to host a monthly fika at my cafe.',
      agreeToContact: true,
      source: 'website-contact-form',
    }),
    longest: (email: string) => ({
      name: 'N'.repeat(100),
      email,
      subject: 'S'.repeat(200),
      inquiryType: 'technical',
      message: 'm'.repeat(5000),
      agreeToContact: true,
      source: 'x'.repeat(100),
    }),
    mailedTo: () => 'team@fika.community',
  },
  discovery: {
    path: '/api/submit-discovery',
    body: (email: string) => ({
      name: 'José Álvarez',
      email,
      title: 'Kissa Sakura',
      city: 'osaka',
      category: 'cafe',
      area: 'Nakazakicho, Kita-ku',
      why: 'A tiny retro kissaten with a big table and great siphon coffee.',
    }),
    longest: (email: string) => ({
      name: 'N'.repeat(100),
      email,
      title: 'T'.repeat(150),
      city: 'honolulu',
      category: 'other',
      area: 'A'.repeat(300),
      why: 'w'.repeat(1000),
      website: `https://${'w'.repeat(480)}.example`,
    }),
    mailedTo: () => 'team@fika.community',
  },
} as const;

describe('one email rule at the edge', () => {
  for (const [name, form] of Object.entries(forms)) {
    describe(name, () => {
      let h: Harness;
      beforeAll(async () => {
        h = await setupIntegration();
      });

      for (const email of ['josé@example.com', 'aiko@例え.jp', 'aiko@example..com', '.aiko@example.com', 'aiko@-example.com', `${'a'.repeat(65)}@example.com`]) {
        it(`refuses ${email} with "${INVALID}" and stores nothing`, async () => {
          const r = await h.call(form.path, form.body(email), { ip: '10.9.0.1' });
          expect(r.status).toBe(400);
          expect(r.body.error).toBe(INVALID);
          expect(await stored(h)).toEqual([]);
          await h.bus.drain();
          expect(h.mail.sent).toHaveLength(0);
        });
      }

      it('accepts a short but real address (a@b.co), stores it and its event goes out', async () => {
        const r = await h.call(form.path, form.body(' A@B.co '), { ip: '10.9.0.2' });
        expect(r.status).toBe(201);
        expect((await stored(h)).some((i) => i.email === 'a@b.co')).toBe(true);
        await h.bus.drain();
        expect(h.mail.to(form.mailedTo('a@b.co')).length).toBeGreaterThan(0);
        expect(h.bus.deadLetters).toHaveLength(0);
      });

      it("accepts an apostrophe and a plus in the local part (o'brien+fika@example.co.jp)", async () => {
        const r = await h.call(form.path, form.body("O'Brien+fika@Example.co.jp"), { ip: '10.9.0.3' });
        expect(r.status).toBe(201);
        await h.bus.drain();
        expect(h.mail.to(form.mailedTo("o'brien+fika@example.co.jp")).length).toBeGreaterThan(0);
        expect(h.bus.deadLetters).toHaveLength(0);
      });

      it('accepts the longest values the edge allows, with the longest address, and its event goes out', async () => {
        const email = `${'l'.repeat(64)}@${'d'.repeat(63)}.${'e'.repeat(63)}.${'f'.repeat(58)}.jp`;
        expect(email).toHaveLength(254);
        const r = await h.call(form.path, form.longest(email), { ip: '10.9.0.4' });
        expect(r.status).toBe(201);
        await h.bus.drain();
        expect(h.mail.to(form.mailedTo(email)).length).toBeGreaterThan(0);
        expect(h.bus.deadLetters).toHaveLength(0);
      });
    });
  }
});
