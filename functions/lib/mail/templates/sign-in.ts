/** The sign-in links people ask for: the member dashboard, the Community Passport and the admin area. */
import type { EmailContent } from '../../../../domain/email-content';
import { DURATIONS } from '../../../../content/site/facts';
import { durationJa, type Lang } from '../../i18n/lang';

export function memberAccessEmail(url: string, lang: Lang = 'en'): EmailContent {
  if (lang === 'ja') {
    const link = durationJa(DURATIONS.signInLink.seconds);
    return {
      subject: '会員ページへのログインリンク',
      preheader: `会員ダッシュボードを開けます。リンクは1回限り、${link}有効です。`,
      heading: '会員ページへおかえりなさい',
      blocks: [
        { kind: 'p', text: 'Fika Communityの会員ダッシュボード（毎週のチェックイン、目標、継続記録、パスポート）へのログインがリクエストされました。' },
        { kind: 'button', label: 'ダッシュボードを開く', url },
        { kind: 'note', text: `リンクは1回だけ使え、${link}で期限が切れます。ログイン後は${durationJa(DURATIONS.memberSession.seconds)}ログインしたままになります。お心当たりがない場合は、このメールを無視してください。` },
      ],
    };
  }
  return {
    subject: 'Your member access link',
    preheader: `Open your member dashboard. The link works once, for ${DURATIONS.signInLink.text}.`,
    heading: 'Welcome back to your member area',
    blocks: [
      { kind: 'p', text: 'Someone (hopefully you) asked for access to the Fika Community member dashboard: weekly check-ins, goals, streaks and your passport.' },
      { kind: 'button', label: 'Open my dashboard', url },
      { kind: 'note', text: `The link works once and expires in ${DURATIONS.signInLink.text}; after that your member sign-in session lasts ${DURATIONS.memberSession.text}. If you did not ask for it, ignore this email.` },
    ],
  };
}

export function passportLinkEmail(url: string, lang: Lang = 'en'): EmailContent {
  if (lang === 'ja') {
    const link = durationJa(DURATIONS.signInLink.seconds);
    return {
      subject: 'パスポートへの安全なリンク',
      preheader: `スタンプ、ランク、訪れた都市を確認できます。リンクは1回限り、${link}有効です。`,
      heading: 'コミュニティパスポートを開く',
      blocks: [
        { kind: 'p', text: 'Fika Communityパスポートへの安全なリンクをお送りします。スタンプ、ランク、訪れた都市、1年の歩みを確認できます。' },
        { kind: 'button', label: 'パスポートを開く', url },
        { kind: 'note', text: `リンクは1回だけ使え、${link}で期限が切れます。その後、このブラウザのタブで${durationJa(DURATIONS.passportSession.seconds)}パスポートを表示できます。お心当たりがない場合は、このメールを無視してください。` },
      ],
    };
  }
  return {
    subject: 'Your secure passport link',
    preheader: `See your stamps, tier and cities. The link works once, for ${DURATIONS.signInLink.text}.`,
    heading: 'Open your Community Passport',
    blocks: [
      { kind: 'p', text: 'Here is your secure link to the Fika Community Passport: your stamps, tier, cities and yearly progress.' },
      { kind: 'button', label: 'Open my passport', url },
      { kind: 'note', text: `The link works once and expires in ${DURATIONS.signInLink.text}; the passport session then lasts ${DURATIONS.passportSession.text} in this browser tab. If you did not ask for it, ignore this email.` },
    ],
  };
}

export function adminLinkEmail(url: string): EmailContent {
  return {
    subject: 'Your admin sign-in link',
    preheader: `Sign in to the Fika admin area. The link works once, for ${DURATIONS.signInLink.text}.`,
    heading: 'Sign in to the admin area',
    blocks: [
      { kind: 'p', text: 'Someone (hopefully you) asked to sign in to the Fika Community admin area.' },
      { kind: 'button', label: 'Sign in', url },
      { kind: 'note', text: `The link works once and expires in ${DURATIONS.signInLink.text}. If you did not ask for it, ignore this email.` },
    ],
  };
}

/** The door kit's sign-in link for a host, in the host's language (many hosts are locals). */
export function hostLinkEmail(url: string, eventTitle: string, lang: Lang = 'en'): EmailContent {
  if (lang === 'ja') {
    const link = durationJa(DURATIONS.signInLink.seconds);
    return {
      subject: '受付キットのログインリンク',
      preheader: `${eventTitle}の受付キットを開けます。リンクは1回限り、${link}有効です。`,
      heading: '受付キットを開く',
      blocks: [
        { kind: 'p', text: `あなたがホストを務める${eventTitle}の受付キットを開くリクエストがありました。` },
        { kind: 'button', label: '受付キットを開く', url },
        { kind: 'note', text: `リンクは1回だけ使え、${link}で期限が切れます。お心当たりがない場合は、このメールを無視してください。` },
      ],
    };
  }
  return {
    subject: 'Your door kit sign-in link',
    preheader: `Open the door kit for ${eventTitle}. The link works once, for ${DURATIONS.signInLink.text}.`,
    heading: 'Open the door kit',
    blocks: [
      { kind: 'p', text: `Someone (hopefully you) asked to open the door kit for ${eventTitle}, which you host.` },
      { kind: 'button', label: 'Open the door kit', url },
      { kind: 'note', text: `The link works once and expires in ${DURATIONS.signInLink.text}. If you did not ask for it, ignore this email.` },
    ],
  };
}
