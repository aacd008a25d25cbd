/**
 * The community facts (content/site/facts.ts) are the one source: the code that enforces a
 * duration, a tier or a price reads the same constant, every host and author is on the team, and
 * the emails state the same values as the pages.
 */
import { describe, expect, it } from 'vitest';
import * as facts from '../../../content/site/facts';
import { FOUNDERS, TEAM } from '../../../content/site/team';
import { CITIES, CITY_SLUGS } from '../../../content/cities';
import { events } from '../../../content/events/index';
import { questions } from '../../../content/questions/index';
import { authors } from '../../../content/blog/authors';
import { pageByPath, passportTiers } from '../../../content/site/pages';
import * as passport from '../../../domain/passport/rules';
import * as member from '../../../domain/member/rules';
import * as admin from '../../../functions/admin-auth/admin';
import * as curated from '../../../domain/curated/rules';
import { formatAmount, sessionCurrency } from '../../../domain/curated/revenue';
import { CANCEL_LINK_SENT } from '../../../functions/billing/cancel';
import { memberAccessEmail, passportLinkEmail } from '../../../functions/lib/mail/templates/sign-in';
import { renderEmail } from '../../../functions/lib/mail/layout';
import { contactAcknowledgementEmail } from '../../../functions/consumers/email/contact';
import { storageKeys } from '../../../web/src/lib/storage-keys';

const { DURATIONS } = facts;

describe('community facts', () => {
  it('has one team: two founders, every event host and every blog author on it, names unique', () => {
    expect(FOUNDERS.map((f) => f.name)).toEqual(['Mika Sato', 'Daniel Brooks']);
    expect(new Set(TEAM.map((m) => m.name)).size).toBe(TEAM.length);
    for (const m of TEAM) expect(m.bio.length, m.id).toBeGreaterThan(120);
    for (const e of events) {
      const host = TEAM.find((m) => m.name === e.hostInfo.name);
      expect(host, `${e.slug} host ${e.hostInfo.name}`).toBeDefined();
      expect(e.hostInfo.bio).toBe(host!.bio);
    }
    for (const a of authors) expect(TEAM.find((m) => m.id === a.id)).toMatchObject({ name: a.name, role: a.role, bio: a.bio });
    // The founding members' table is hosted by a founder; the About page's story names both founders.
    expect(FOUNDERS.map((f) => f.name)).toContain(events.find((e) => e.exclusiveType === 'founding-members')!.hostInfo.name);
    const about = JSON.stringify(pageByPath('/about'));
    for (const f of FOUNDERS) expect(about).toContain(f.name);
  });

  it('counts and names the cities of the city lookup', () => {
    expect(facts.COMMUNITY_CITIES.map((c) => c.slug)).toEqual([...CITY_SLUGS]);
    expect(facts.CITY_COUNT).toBe(4);
    expect(facts.CITY_NAMES_TEXT).toBe('Tokyo, Osaka, Fukuoka and Honolulu');
    expect(facts.CITY_COUNT_TEXT).toBe('4 cities');
    for (const s of CITY_SLUGS) expect(facts.CURRENCY_BY_CITY[s]).toBe(CITIES[s].currency);
  });

  it('is the single tier table the passport rules and the pages read', () => {
    expect(passport.TIERS).toBe(facts.TIERS);
    expect(passportTiers.map((t) => [t.id, t.name, t.minStamps, t.icon])).toEqual(facts.TIERS.map((t) => [t.id, t.name, t.min, t.icon]));
    expect(facts.TIERS.map((t) => [t.id, t.min])).toEqual([
      ['new', 0],
      ['bronze', 3],
      ['silver', 5],
      ['gold', 15],
      ['platinum', 30],
    ]);
    expect(facts.TIER_LADDER_TEXT).toBe('five tiers, from Connect Tier to Community Catalyst');
  });

  it('holds the durations the enforcing code uses, formatted once', () => {
    expect(member.MAGIC_LINK_TTL_SECONDS).toBe(facts.SIGN_IN_LINK_TTL_SECONDS);
    expect(passport.PASSPORT_LINK_TTL_SECONDS).toBe(facts.SIGN_IN_LINK_TTL_SECONDS);
    expect(admin.ADMIN_LINK_TTL_SECONDS).toBe(facts.SIGN_IN_LINK_TTL_SECONDS);
    expect(member.MEMBER_SESSION_TTL_SECONDS).toBe(facts.MEMBER_SESSION_TTL_SECONDS);
    expect(passport.PASSPORT_SESSION_TTL_SECONDS).toBe(facts.PASSPORT_SESSION_TTL_SECONDS);
    expect(admin.ADMIN_SESSION_TTL_SECONDS).toBe(facts.ADMIN_SESSION_TTL_SECONDS);
    expect(curated.CODE_TTL_SECONDS).toBe(facts.CURATED_CODE_TTL_SECONDS);
    // The browser keeps the member and passport sessions exactly as long as the server does.
    expect(storageKeys.memberToken.maxAgeMs).toBe(facts.MEMBER_SESSION_TTL_SECONDS * 1000);
    expect(storageKeys.passportSession.maxAgeMs).toBe(facts.PASSPORT_SESSION_TTL_SECONDS * 1000);
    expect(Object.fromEntries(Object.entries(DURATIONS).map(([k, d]) => [k, d.text]))).toEqual({
      signInLink: '15 minutes',
      memberSession: '24 hours',
      passportSession: '60 minutes',
      adminSession: '8 hours',
      curatedCode: '15 minutes',
      subscriptionChangeLink: '24 hours',
    });
  });

  it('puts the same durations and response time into the emails and messages', () => {
    const access = renderEmail(memberAccessEmail('https://x.test/a')).text;
    expect(access).toContain(`expires in ${DURATIONS.signInLink.text}`);
    expect(access).toContain(`member sign-in session lasts ${DURATIONS.memberSession.text}`);
    const pass = renderEmail(passportLinkEmail('https://x.test/p')).text;
    expect(pass).toContain(`passport session then lasts ${DURATIONS.passportSession.text}`);
    expect(pass).not.toContain(DURATIONS.memberSession.text);
    expect(member.ACCESS_MESSAGES.sent).toContain(DURATIONS.signInLink.text);
    expect(passport.PASSPORT_MESSAGES.sent).toContain(DURATIONS.signInLink.text);
    expect(admin.ADMIN_LINK_SENT_MESSAGE).toContain(DURATIONS.signInLink.text);
    expect(CANCEL_LINK_SENT).toContain(DURATIONS.subscriptionChangeLink.text);
    const ack = renderEmail(contactAcknowledgementEmail());
    expect(ack.text).toContain(`get back to you ${facts.CONTACT_RESPONSE_TEXT}`);
    expect(facts.CONTACT_RESPONSE_TEXT).toBe('within 24 hours');
  });

  it('prices curated sessions in the city currency: yen in Tokyo and Osaka', () => {
    for (const c of CITY_SLUGS) {
      expect(facts.CURATED_PRICING[c].currency).toBe(CITIES[c].currency);
      // The currency a session is charged in is the one its revenue is kept in.
      expect(sessionCurrency({ city: CITIES[c].name })).toBe(facts.CURATED_PRICING[c].currency);
    }
    for (const c of facts.CURATED_CITY_SLUGS) expect(facts.CURATED_PRICING[c].currency).toBe('JPY');
    expect(curated.CURATED_CITIES.map((c) => c.city.toLowerCase())).toEqual(facts.CURATED_CITY_SLUGS);
    expect(curated.pricePerPerson('premium', 4, 'Tokyo')).toBe(4500);
    expect(curated.pricePerPerson('premium', 2, 'Osaka')).toBe(5400);
    expect(curated.pricePerPerson('luxury', 3, 'Tokyo')).toBe(6750);
    expect(curated.pricePerPerson('exclusive', 2, 'osaka')).toBe(10800);
    expect(formatAmount(4500, sessionCurrency({ city: 'Tokyo' }))).toBe('¥4,500');
    expect(curated.pricePerPerson('premium', 4, 'Honolulu')).toBe(30);
    expect(curated.stripeAmount(4500, 'JPY')).toBe(4500);
    expect(curated.stripeAmount(36, 'USD')).toBe(3600);
    expect(facts.curatedFromText('tokyo')).toBe('from ¥4,500 per person');
  });

  it('claims no more conversation questions than content/questions holds', () => {
    expect(questions.length).toBeGreaterThanOrEqual(facts.QUESTIONS_CLAIM);
    expect(facts.QUESTIONS_CLAIM_TEXT).toBe('300+ conversation questions');
  });
});
