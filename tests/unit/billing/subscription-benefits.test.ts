/**
 * What a subscription gives (content/site/facts.ts SUBSCRIPTION_BENEFITS) against the code that
 * keeps it, and the catalogues of both languages (every web message catalogue, the server's
 * Japanese messages, the plans, the events' English and Japanese text) against the claims the code
 * does not keep (tests/support/subscription-claims.ts).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_BENEFITS, SUBSCRIPTION_EVENT_BENEFITS, SUBSCRIPTION_NOT_INCLUDED, SUBSCRIPTION_SUMMARY, subscriberBenefitsOf } from '../../../content/site/facts';
import { eventAccessRule, events } from '../../../content/events/index';
import { localizeEvent } from '../../../content/events/localize';
import { decideAccess } from '../../../functions/reservations/access';
import { keys } from '../../../functions/lib/keys';
import { PLANS } from '../../../functions/billing/plans';
import { MESSAGES_JA } from '../../../functions/lib/i18n/messages-ja';
import { stringsOf, unkeptClaims } from '../../support/subscription-claims';

const ROOT = resolve(__dirname, '../../..');
const catalogues = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return catalogues(p);
    return /^(en|ja)\.json$/.test(name) && /messages$/.test(dir) ? [p] : [];
  });

const subscriber = { subscriber: true, foundingMember: false };
const everyoneElse = { subscriber: false, foundingMember: false };

describe('what a subscription gives is what the code does', () => {
  it('included: a subscriber is covered exactly where the event page says "Included with a subscription"', () => {
    expect(events.length).toBeGreaterThan(10);
    for (const e of events) {
      const rule = { ...eventAccessRule(e), bookable: true };
      const covered = decideAccess(rule, subscriber);
      const othersCovered = decideAccess(rule, everyoneElse);
      const includedForSubscribers = covered.kind === 'allowed' && covered.via === 'subscription' && othersCovered.kind !== 'allowed';
      expect(subscriberBenefitsOf(e).includes('included'), e.slug).toBe(includedForSubscribers);
    }
  });

  it('not included: an event paid per person without a subscription option, and an exclusive event, refuse a subscriber', () => {
    const pizza = events.find((e) => e.paymentEnabled && !e.paymentOptions.allowSubscription);
    const founding = events.find((e) => e.exclusiveType === 'founding-members');
    expect(pizza && founding).toBeTruthy();
    expect(decideAccess({ ...eventAccessRule(pizza!), bookable: true }, subscriber).kind).toBe('payment_required');
    expect(decideAccess({ ...eventAccessRule(founding!), bookable: true }, subscriber).kind).toBe('not_in_audience');
    expect(subscriberBenefitsOf(founding!)).toEqual([]);
  });

  it('waitlist: every subscriber waits ahead of everyone without a subscription, on every event that keeps a waitlist', () => {
    const lastSubscriber = keys.waitlist('any', '2026-12-01', true, 9_999_999_999).gsi2sk;
    const firstOther = keys.waitlist('any', '2026-12-01', false, 1).gsi2sk;
    expect(lastSubscriber < firstOther).toBe(true);
    for (const e of events) expect(subscriberBenefitsOf(e).includes('waitlist'), e.slug).toBe(e.paymentOptions.allowWaitlist && !e.exclusiveType);
  });

  it('says the same in both languages, and the plan text is the summary', () => {
    for (const b of [...Object.values(SUBSCRIPTION_BENEFITS), SUBSCRIPTION_NOT_INCLUDED, SUBSCRIPTION_SUMMARY]) {
      expect(b.en.length).toBeGreaterThan(20);
      expect(b.ja.length).toBeGreaterThan(10);
    }
    for (const b of Object.values(SUBSCRIPTION_EVENT_BENEFITS)) expect(b.ja.title).not.toBe(b.en.title);
    expect(PLANS.find((p) => p.code === 'monthly')!.description).toContain(SUBSCRIPTION_SUMMARY.en);
  });
});

describe('no catalogue claims a benefit the code does not keep', () => {
  it('the web message catalogues (English and Japanese)', () => {
    const files = catalogues(join(ROOT, 'web/src'));
    expect(files.length).toBeGreaterThan(30);
    const hits = files.flatMap((f) => unkeptClaims(stringsOf(JSON.parse(readFileSync(f, 'utf8'))), `${relative(ROOT, f)}: `));
    expect(hits).toEqual([]);
  });

  it("the server's Japanese messages and the plans", () => {
    expect(unkeptClaims([...Object.keys(MESSAGES_JA()), ...Object.values(MESSAGES_JA())])).toEqual([]);
    expect(unkeptClaims(PLANS.map((p) => p.description))).toEqual([]);
  });

  it("every event's text, in English and in Japanese", () => {
    const hits = events.flatMap((e) => [...unkeptClaims(stringsOf(e), `${e.slug}: `), ...unkeptClaims(stringsOf(localizeEvent(e, 'ja')), `${e.slug} (ja): `)]);
    expect(hits).toEqual([]);
  });

  it('finds the claims it looks for (the old sentences)', () => {
    const old = [
      'Subscribers skip the waitlist and get priority booking when the next date opens.',
      'Subscribers join every event, get priority booking and go to the front of every waitlist.',
      'Members attend as part of their subscription; others pay ¥3,000 for the afternoon.',
      'サブスクリプション会員はキャンセル待ちなしで、すべてのイベントに参加できます。',
      '有料のサブスクリプションでは、優先予約、キャンセル待ちなしでのイベント参加が得られます。',
    ];
    for (const s of old) expect(unkeptClaims([s]), s).not.toEqual([]);
    expect(unkeptClaims([...Object.values(SUBSCRIPTION_BENEFITS).flatMap((b) => [b.en, b.ja]), SUBSCRIPTION_SUMMARY.en, SUBSCRIPTION_SUMMARY.ja])).toEqual([]);
  });
});
