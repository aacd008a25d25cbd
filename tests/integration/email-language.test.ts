/**
 * Emails in the reader's language: a registration from a Japanese page (X-Fika-Locale: ja) stores
 * the language with the address, and the confirmation (subject, body, the layout's footer and the
 * .ics summary) is Japanese; an English registration stays English; the member's choice on the
 * dashboard (set_language) switches the next email; server error messages follow the header.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setupIntegration, type Harness } from '../support/integration';
import { fixedClock } from '../../functions/lib/adapters/system';
import { keys } from '../../functions/lib/keys';
import { NOW } from './reservations-helpers';
import { freshIp, memberToken, seedSignup } from './member-helpers';

const SLUG = 'tokyo-december-fika-omotesando';
const JA = { 'x-fika-locale': 'ja' };
const unfold = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

function register(h: Harness, email: string, headers: Record<string, string> = {}) {
  return h.call('/api/email-signup', { email, source: `event:${SLUG}`, metadata: { event_slug: SLUG, event_title: SLUG } }, { ip: freshIp(), headers });
}

describe('emails in the reader language', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await setupIntegration({ clock: fixedClock(NOW) });
  });

  it('a registration from a Japanese page gets its confirmation in Japanese, .ics summary included', async () => {
    const email = 'hanako@example.com';
    const res = await register(h, email, JA);
    expect(res.status).toBe(201);
    // The answer's message is Japanese too.
    expect(res.body.message).toMatch(/^このイベントへの参加が確定しました！/);
    await h.bus.drain();
    expect(await h.ports.table.get(keys.mailLanguage(email), { consistent: true })).toMatchObject({ language: 'ja', chosen: false });
    const [mail] = h.mail.to(email);
    expect(mail.subject).toMatch(/^参加が確定しました：/);
    expect(mail.text).toContain('ご参加が確定しました！');
    expect(mail.text).toMatch(/日付: 2026年12月12日\(土\)/);
    expect(mail.text).toMatch(/時間: 14:00〜\d\d:\d\d（日本時間）/);
    expect(mail.text).toContain('参加をキャンセルする');
    expect(mail.text).toContain('どこにいても、仲間に出会える。');
    expect(mail.html).toContain('<html lang="ja">');
    expect(mail.html).toContain('/ja/events/');
    const ics = unfold(String(mail.attachments?.find((a) => a.filename.endsWith('.ics'))?.content));
    expect(ics.find((l) => l.startsWith('DESCRIPTION:'))).toContain('のお席を確保しました。キャンセル：');
    expect(ics.find((l) => l.startsWith('SUMMARY:'))).toBeDefined();
  });

  it('an English registration stays English', async () => {
    const email = 'alex@example.com';
    expect((await register(h, email)).status).toBe(201);
    await h.bus.drain();
    expect(await h.ports.table.get(keys.mailLanguage(email), { consistent: true })).toBeUndefined();
    const [mail] = h.mail.to(email);
    expect(mail.subject).toMatch(/^You're confirmed: /);
    expect(mail.text).toContain('Saturday, December 12, 2026');
    expect(mail.html).toContain('<html lang="en">');
    const ics = unfold(String(mail.attachments?.find((a) => a.filename.endsWith('.ics'))?.content));
    expect(ics.find((l) => l.startsWith('DESCRIPTION:'))).toContain('Your place at ');
  });

  it('the dashboard choice switches the next email, and a later English page does not replace it', async () => {
    const email = 'switch@example.com';
    await seedSignup(h, email);
    const token = await memberToken(h, email);
    expect(h.mail.to(email).at(-1)!.subject).toBe('Your member access link');
    // The member chooses Japanese on the dashboard.
    const set = await h.call('/api/member-dashboard', { action: 'set_language', data: { token, language: 'ja' } });
    expect(set.status).toBe(200);
    expect(set.body.data).toEqual({ language: 'ja', chosen: true });
    const got = await h.call('/api/member-dashboard', { action: 'get_language', data: { token } });
    expect(got.body.data).toEqual({ language: 'ja', chosen: true });
    await h.call('/api/member-dashboard', { action: 'request_access', data: { email } }, { ip: freshIp() });
    const link = h.mail.to(email).at(-1)!;
    expect(link.subject).toBe('会員ページへのログインリンク');
    expect(link.text).toMatch(/\/ja\/member-login\?token=/);
    // An English page afterwards does not override the choice.
    expect((await register(h, email)).status).toBe(201);
    await h.bus.drain();
    expect(h.mail.to(email).at(-1)!.subject).toMatch(/^参加が確定しました：/);
    // Back to English.
    await h.call('/api/member-dashboard', { action: 'set_language', data: { token, language: 'en' } });
    await h.call('/api/member-dashboard', { action: 'request_access', data: { email } }, { ip: freshIp() });
    expect(h.mail.to(email).at(-1)!.subject).toBe('Your member access link');
  });

  it("a stranger's Japanese link request cannot fix someone's language: the owner's later English registration is mailed in English", async () => {
    const email = 'owner-lang@example.com';
    await seedSignup(h, email);
    // The stranger asks for the owner's member and passport links from a Japanese page, past the limit.
    const stranger = '2001:db8:99:1::1';
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      const r = await h.call('/api/member-dashboard', { action: 'request_access', data: { email: `other-${i}@example.com` } }, { ip: stranger, headers: JA });
      statuses.push(r.status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    // Nothing stored for any of them: a link request proves nothing, refused or not.
    for (let i = 0; i < 25; i++) expect(await h.ports.table.get(keys.mailLanguage(`other-${i}@example.com`), { consistent: true })).toBeUndefined();
    await h.call('/api/member-dashboard', { action: 'request_access', data: { email } }, { ip: '2001:db8:99:2::1', headers: JA });
    // The link itself answers the Japanese page that asked for it; nothing is stored.
    expect(h.mail.to(email).at(-1)!.subject).toBe('会員ページへのログインリンク');
    await h.call('/api/send-passport-magic-link', { action: 'send', data: { email } }, { ip: '2001:db8:99:3::1', headers: JA });
    expect(await h.ports.table.get(keys.mailLanguage(email), { consistent: true })).toBeUndefined();
    // The owner registers from an English page: English mail.
    expect((await register(h, email)).status).toBe(201);
    await h.bus.drain();
    expect(h.mail.to(email).at(-1)!.subject).toMatch(/^You're confirmed: /);
    expect(await h.ports.table.get(keys.mailLanguage(email), { consistent: true })).toBeUndefined();
  });

  it('a used sign-in link records its page language over an unproven one, never over the dashboard choice', async () => {
    const email = 'proven-lang@example.com';
    await seedSignup(h, email);
    // An unproven Japanese registration comes first (a stranger could have sent it).
    expect((await register(h, email, JA)).status).toBe(201);
    expect(await h.ports.table.get(keys.mailLanguage(email), { consistent: true })).toMatchObject({ language: 'ja' });
    // The owner signs in from an English page: the proven language wins.
    await h.call('/api/member-dashboard', { action: 'request_access', data: { email } }, { ip: freshIp() });
    const token = /token=([\w-]+)/.exec(h.mail.to(email).at(-1)!.text)![1];
    const v = await h.call('/api/member-dashboard', { action: 'validate_token', data: { token } }, { headers: { 'x-fika-locale': 'en' } });
    expect(v.status).toBe(200);
    expect(await h.ports.table.get(keys.mailLanguage(email), { consistent: true })).toMatchObject({ language: 'en', proven: true });
    // The dashboard choice is never replaced by a later sign-in.
    await h.call('/api/member-dashboard', { action: 'set_language', data: { token: v.body.data.token, language: 'ja' } });
    await h.call('/api/member-dashboard', { action: 'request_access', data: { email } }, { ip: freshIp() });
    const again = /token=([\w-]+)/.exec(h.mail.to(email).at(-1)!.text)![1];
    await h.call('/api/member-dashboard', { action: 'validate_token', data: { token: again } }, { headers: { 'x-fika-locale': 'en' } });
    expect(await h.ports.table.get(keys.mailLanguage(email), { consistent: true })).toMatchObject({ language: 'ja', chosen: true });
  });

  it('answers error messages in Japanese for a Japanese page, in English otherwise', async () => {
    const invalid = await h.call('/api/email-signup', { email: 'not-an-address', source: 'footer', metadata: {} }, { ip: freshIp(), headers: JA });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error).toBe('有効なメールアドレスを入力してください');
    const english = await h.call('/api/email-signup', { email: 'not-an-address', source: 'footer', metadata: {} }, { ip: freshIp() });
    expect(english.body.error).toBe('Please enter a valid email address');
    const missing = await h.call('/api/email-signup', { email: 'x@example.com', source: 'event:nope', metadata: { event_slug: 'no-such-event' } }, { ip: freshIp(), headers: JA });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('イベントが見つかりません');
    const badLanguage = await h.call('/api/member-dashboard', { action: 'set_language', data: { token: await memberToken(h, 'hanako@example.com'), language: 'fr' } }, { headers: JA });
    expect(badLanguage.status).toBe(400);
    expect(badLanguage.body.error).toBe('英語か日本語を選んでください');
  });
});
