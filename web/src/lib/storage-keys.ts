/**
 * Every item this site keeps in the browser as the cookie policy states it: its name, area and
 * category (from ./storage-key-ids, the list lib/browser-storage accepts), purpose and how long it
 * lasts, in English and Japanese. /cookies renders its tables from this list, so the policy and the
 * code cannot drift apart; only that page loads these texts. The site sets no cookies.
 *
 * Durations state the lifetime the code enforces: the consent choice's year is enforced by
 * lib/browser-storage; the sessions' lifetimes by their own modules, with the same values as the
 * server's session lengths (a unit test keeps them equal). This module imports only the duration
 * formatter, so the first page load does not carry those modules.
 */
import { DAY, HOUR, MINUTE, YEAR, formatLifetime } from '@/content/site/durations';

export { formatLifetime };

import { STORAGE_KEYS, type StorageArea, type StorageCategory, type StorageKeyId } from './storage-key-ids';

export type { StorageArea, StorageCategory, StorageKeyId };

export interface StorageKeyEntry {
  /** The key. `{email}` stands for an email address: one item per address. */
  name: string;
  area: StorageArea;
  category: StorageCategory;
  purpose: string;
  /** The longest the item is used (ms), or null when it lasts until it is removed. */
  maxAgeMs: number | null;
  /** The duration as the cookie policy states it. */
  duration: string;
  /** The purpose and duration in Japanese, for the Japanese cookie policy (the English is shown without it). */
  ja?: { purpose: string; duration: string };
}

const UNTIL_CLEARED = "Until you clear this site's data in your browser";
const UNTIL_CLEARED_JA = 'ブラウザでこのサイトのデータを消去するまで';

/** 3_600_000 → "60分", 7_200_000 → "2時間", a year → "1年" (the Japanese of formatLifetime). */
export function formatLifetimeJa(ms: number): string {
  if (ms % YEAR === 0) return `${ms / YEAR}年`;
  if (ms % DAY === 0 && ms >= 2 * DAY) return `${ms / DAY}日`;
  if (ms % HOUR === 0 && ms >= 2 * HOUR) return `${ms / HOUR}時間`;
  return `${Math.round(ms / MINUTE)}分`;
}

type EntryInput = { purpose: string; ends?: string; ja?: { purpose: string; ends?: string } };

const entry = (id: StorageKeyId, text: EntryInput): StorageKeyEntry => {
  const { ends, ja, purpose } = text;
  const e = STORAGE_KEYS[id];
  const rest = { ...e, purpose };
  const lifetime = e.maxAgeMs === null ? null : formatLifetime(e.maxAgeMs);
  const lifetimeJa = e.maxAgeMs === null ? null : formatLifetimeJa(e.maxAgeMs);
  return {
    ...rest,
    duration: [lifetime, ends].filter(Boolean).join(', or ') || UNTIL_CLEARED,
    ...(ja && { ja: { purpose: ja.purpose, duration: [lifetimeJa, ja.ends].filter(Boolean).join('、または') || UNTIL_CLEARED_JA } }),
  };
};

export const storageKeys = {
  cookiePreferences: entry('cookiePreferences', {
    purpose: 'Remembers your choice on this page (analytics and functional storage on or off). After a year it is forgotten and both are off again.',
    ja: { purpose: 'このページでの選択（分析用・機能用のストレージをオンにするかオフにするか）を覚えておきます。1年たつと選択は忘れられ、どちらもオフに戻ります。' },}),
  memberToken: entry('memberToken', {
    purpose: 'Keeps you signed in to the member dashboard after you open a member access link.',
    ends: 'until you log out',
    ja: { purpose: 'メンバー用のアクセスリンクを開いたあと、メンバーダッシュボードにログインしたままにします。', ends: 'ログアウトするまで' },}),
  passportSession: entry('passportSession', {
    purpose: 'Keeps your Community Passport open after you open a passport link.',
    ends: 'until you close the tab',
    ja: { purpose: 'パスポート用のリンクを開いたあと、コミュニティパスポートを開いたままにします。', ends: 'タブを閉じるまで' },}),
  curatedSession: entry('curatedSession', {
    purpose: 'Keeps you signed in to My Sessions and the Curated Fika member portal after you enter your code.',
    ja: { purpose: 'コードを入力したあと、「マイセッション」とキュレーテッドフィーカのメンバーページにログインしたままにします。' },}),
  adminSession: entry('adminSession', {
    purpose: 'Keeps an organiser signed in to the admin area, in every tab of this browser.',
    ends: 'until you sign out',
    ja: { purpose: '運営スタッフが、このブラウザのすべてのタブで管理画面にログインしたままにします。', ends: 'サインアウトするまで' },}),
  checkoutEmail: entry('checkoutEmail', {
    purpose: 'Remembers the email you entered at checkout, so the subscription pages can find your payment when you come back from Stripe.',
    ja: { purpose: 'お支払い時に入力したメールアドレスを覚えておき、Stripeから戻ったときにサブスクリプションのページがお支払いを見つけられるようにします。' },}),
  pollFingerprint: entry('pollFingerprint', {
    purpose: "An anonymous identifier (a hash of your browser's traits) that lets you vote once in the community poll and change your vote.",
    ja: { purpose: '匿名の識別子（ブラウザの特徴から作るハッシュ値）です。コミュニティ投票で1回だけ投票でき、あとから投票を変えられるようにします。' },}),
  passportSeen: entry('passportSeen', {
    purpose: 'Remembers the stamps and tier your passport showed last time in this browser, so new stamps and a new tier are celebrated once.',
    ends: "Until you turn functional storage off or clear this site's data in your browser",
    ja: {
      purpose: '前回このブラウザでパスポートに表示したスタンプとランクを覚えておき、新しいスタンプやランクアップを一度だけお祝いできるようにします。',
      ends: '機能用ストレージをオフにするか、ブラウザでこのサイトのデータを消去するまで',
    },}),
  // Essential: it is written only when the visitor picks a language with the switch, to give them
  // what they asked for (a user-interface preference set by the user's own action needs no consent).
  language: entry('language', {
    purpose: 'Remembers the language you chose with the language switch (English or 日本語), so the site opens in it next time',
    ends: "Until you choose the other language or clear this site's data in your browser",
    ja: {
      purpose: '言語の切り替えで選んだ言語（English または 日本語）を覚えておき、次に訪れたときもその言語でサイトを開きます。',
      ends: 'もう一方の言語を選ぶか、ブラウザでこのサイトのデータを消去するまで',
    },}),
  doorSession: entry('doorSession', {
    purpose: "Keeps an event's host signed in to the door kit after they open its sign-in link.",
    ends: 'until you sign out',
    ja: { purpose: 'イベントのホストがサインイン用のリンクを開いたあと、受付キットにログインしたままにします。', ends: 'サインアウトするまで' },}),
  doorKit: entry('doorKit', {
    purpose: "The door kit's copy of an event's attendee list and the check-ins made at the door, so it keeps working without a connection until they are sent.",
    ja: { purpose: '受付キットが、イベントの参加者リストと受付でのチェックインを保存します。通信が切れても使い続けられ、つながったときに送信します。' },}),
  myReservations: entry('myReservations', {
    purpose: "The links of the reservations you opened in this browser (the link in your confirmation email), so an event's page can ask our server whether you are going and show it instead of the reserve button.",
    ends: "Until you turn functional storage off or clear this site's data in your browser",
    ja: {
      purpose: 'このブラウザで開いた予約のリンク（確認メールのリンク）を覚えておき、イベントのページがサーバーに参加予定かどうかを確かめて、予約ボタンの代わりに表示できるようにします。',
      ends: '機能用ストレージをオフにするか、ブラウザでこのサイトのデータを消去するまで',
    },
  }),
} as const satisfies Record<StorageKeyId, StorageKeyEntry>;


export const storageAreaLabel: Record<StorageArea, string> = { localStorage: 'Local storage', sessionStorage: 'Session storage' };
export const storageAreaLabelJa: Record<StorageArea, string> = { localStorage: 'ローカルストレージ', sessionStorage: 'セッションストレージ' };
