/**
 * The server's messages in Japanese (functions/lib/i18n/messages-ja.ts): every English message in
 * the table is one the functions really say (found in the sources, or the value of a message
 * constant), every message of the public flows has its Japanese, and the mapper leaves a message
 * it does not know in English.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MESSAGES_JA, PATTERNS_JA, SUCCESS_JA, messageJa } from '../../../functions/lib/i18n/messages-ja';
import { errorResult } from '../../../functions/lib/http';
import { BadRequest, NotFound } from '../../../functions/lib/errors';
import { MESSAGES as SIGNUP } from '../../../functions/signup/signup';
import { INVALID_LINK } from '../../../domain/reservations/messages';
import { HOLD_LIMIT_MESSAGES } from '../../../functions/reservations/hold-limits';
import { DATE_CANCELLED } from '../../../functions/reservations/register';
import { NOT_PAID_YET, OTHER_CHECKOUT, OTHER_EMAIL, PROOF_REQUIRED } from '../../../functions/billing/proof';
import { RESUME_INSTEAD } from '../../../functions/billing/checkout';
import { ALREADY_ENDED, CANCEL_LINK_SENT, RESUME_LINK_SENT } from '../../../functions/billing/cancel';
import { PAYMENT_NOT_FOUND } from '../../../functions/billing/activation';
import { CONTACT_MESSAGES, DISCOVERY_MESSAGES } from '../../../domain/contact/forms';
import { MESSAGES as CURATED } from '../../../domain/curated/rules';
import { ACCESS_MESSAGES, CHECKIN_MESSAGES as MEMBER_CHECKIN, GOAL_MESSAGES } from '../../../domain/member/rules';
import { PASSPORT_MESSAGES } from '../../../domain/passport/rules';
import { CHECKIN_MESSAGES as EVENT_CHECKIN } from '../../../functions/passport/attendance';
import { CLOSE_MESSAGES } from '../../../functions/privacy/account';
import { EMAIL_INVALID } from '../../../domain/email-address';
import { limits } from '../../../functions/lib/auth/rate-limit';

const ROOT = join(import.meta.dirname, '../../..');
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? sourceFiles(p) : p.endsWith('.ts') && !p.endsWith('messages-ja.ts') ? [p] : [];
  });
}
const SOURCES = [...sourceFiles(join(ROOT, 'functions')), ...sourceFiles(join(ROOT, 'domain')), ...sourceFiles(join(ROOT, 'api'))].map((f) => readFileSync(f, 'utf8')).join('\n');

/** The error messages of the public flows: signup, reservations, checkout, contact and discovery, curated, member sign-in and dashboard, passport, check-in, unsubscribe. */
const PUBLIC: string[] = [
  SIGNUP.full,
  SIGNUP.closed,
  DATE_CANCELLED,
  SIGNUP.subscribers,
  INVALID_LINK,
  ...Object.values(HOLD_LIMIT_MESSAGES),
  limits.checkoutPerIp.message,
  limits.checkoutPerEmailAddress.message,
  NOT_PAID_YET,
  OTHER_CHECKOUT,
  OTHER_EMAIL,
  PROOF_REQUIRED,
  RESUME_INSTEAD,
  ALREADY_ENDED,
  PAYMENT_NOT_FOUND,
  ...Object.values(CONTACT_MESSAGES),
  ...Object.values(DISCOVERY_MESSAGES),
  ...[CURATED.noSessionsFound, CURATED.invalidCode, CURATED.codeExpired, CURATED.codeLocked, CURATED.cutoff, CURATED.invalidCancelLink, CURATED.invalidLink, CURATED.alreadyPaid, CURATED.nothingToPay, CURATED.paymentClosed],
  ACCESS_MESSAGES.invalidEmail,
  ACCESS_MESSAGES.noToken,
  ACCESS_MESSAGES.expired,
  ACCESS_MESSAGES.noSecurityToken,
  ACCESS_MESSAGES.invalidToken,
  ...Object.entries(MEMBER_CHECKIN).filter(([k]) => k !== 'fixIssues').map(([, v]) => v),
  ...Object.values(GOAL_MESSAGES),
  ...Object.entries(PASSPORT_MESSAGES).filter(([k]) => k !== 'sent').map(([, v]) => v),
  ...Object.values(EVENT_CHECKIN),
  CLOSE_MESSAGES.confirmMismatch,
  EMAIL_INVALID,
  'Something went wrong. Please try again.',
  'Too many requests. Please wait a moment and try again.',
];

describe('server messages in Japanese', () => {
  it('every English message in the table is said by the functions', () => {
    const said = new Set(PUBLIC);
    const unknown = Object.keys(MESSAGES_JA()).filter((m) => !said.has(m) && !SOURCES.includes(m) && !SOURCES.includes(m.replace(/'/g, "\\'")));
    expect(unknown).toEqual([]);
  });

  it('every success message in the table is said by the functions', () => {
    const consts = [...Object.values(SIGNUP), ACCESS_MESSAGES.sent, PASSPORT_MESSAGES.sent, CURATED.codeSent, CANCEL_LINK_SENT, RESUME_LINK_SENT, `Application received. ${CURATED.premiumRequired}`].filter((v) => typeof v === 'string');
    const unknown = Object.keys(SUCCESS_JA()).filter((m) => !consts.includes(m) && !SOURCES.includes(m) && !SOURCES.includes(m.replace(/'/g, "\\'")));
    expect(unknown).toEqual([]);
    expect(messageJa(SIGNUP.waitlisted(3))).toBe('このイベントは満席です。あなたはキャンセル待ちの3番目です。お席が空いたらメールでお知らせします。');
    expect(messageJa(SIGNUP.alreadyRegistered(1))).toMatch(/^このイベントにはすでにお申し込み済みです！現在1名/);
    expect(messageJa(SIGNUP.alreadyWaiting(2))).toMatch(/（2番目）/);
    expect(messageJa(SIGNUP.alreadyWaiting(0))).toMatch(/^このイベントのキャンセル待ちにすでに登録されています。/);
  });

  it('has the Japanese of every public flow message', () => {
    expect(PUBLIC.filter((m) => messageJa(m) === m)).toEqual([]);
    for (const m of PUBLIC) expect(messageJa(m), m).toMatch(/[ぁ-んァ-ン一-龯]/);
  });

  it('translates messages with a value inside, and leaves unknown messages in English', () => {
    expect(PATTERNS_JA().length).toBeGreaterThan(0);
    expect(messageJa('Please answer: Dietary needs')).toBe('次の質問にお答えください：Dietary needs');
    expect(messageJa('The price of this event is ¥4,500. Please reload the page and try again.')).toBe('このイベントの料金は4,500円です。ページを再読み込みしてもう一度お試しください。');
    expect(messageJa(`${MEMBER_CHECKIN.fixIssues} ${MEMBER_CHECKIN.mood} ${MEMBER_CHECKIN.hours}`)).toBe('次の点を修正してください：気分の評価は1〜5で選んでください かけた時間は0〜168時間の範囲で入力してください');
    expect(messageJa('Some admin-only message')).toBe('Some admin-only message');
  });

  it('the error mapper answers in the request language, English unchanged', () => {
    const en = JSON.parse(String(errorResult(new NotFound('Event not found')).body));
    expect(en).toEqual({ success: false, error: 'Event not found' });
    const ja = JSON.parse(String(errorResult(new BadRequest(EMAIL_INVALID, { fields: { email: EMAIL_INVALID } }), 'ja').body));
    expect(ja).toEqual({ success: false, error: '有効なメールアドレスを入力してください', fields: { email: '有効なメールアドレスを入力してください' } });
    expect(JSON.parse(String(errorResult(new Error('boom'), 'ja').body)).error).toBe('問題が発生しました。もう一度お試しください。');
  });
});
