/** The emails of paying: the receipt, the subscription's changes and the link that confirms cancelling or resuming it. */
import type { EmailContent, Block } from '../../../../domain/email-content';
import { DURATIONS, SUBSCRIPTION_BENEFITS, SUBSCRIPTION_NOT_INCLUDED } from '../../../../content/site/facts';
import { durationJa, jaAmount, type Lang } from '../../i18n/lang';

/**
 * A date in a mail as the site's pages write it ("December 27, 2026", "2026年12月27日"), on the
 * community's calendar (Tokyo), never an ISO date.
 */
export function mailDate(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(lang === 'ja' ? 'ja-JP' : 'en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'Asia/Tokyo' }).format(new Date(iso));
}

/** What a subscription gives, one item each (content/site/facts.ts). */
const benefitItems = (lang: Lang): string[] => Object.values(SUBSCRIPTION_BENEFITS).map((b) => b[lang]);

export function receiptEmail(input: { description: string; amountText: string; paidAt: Date; reference: string }, lang: Lang = 'en'): EmailContent {
  if (lang === 'ja') {
    return {
      subject: `領収書：${input.description}`,
      heading: 'お支払いありがとうございます',
      blocks: [
        {
          kind: 'details',
          rows: [
            ['内容', input.description],
            ['金額', jaAmount(input.amountText)],
            ['お支払い日', mailDate(input.paidAt.toISOString(), 'ja')],
            ['参照番号', input.reference],
          ],
        },
        { kind: 'note', text: 'このメールは記録として保管してください。お支払いについてのご質問は、上記の参照番号を添えてお問い合わせページからご連絡ください。' },
      ],
    };
  }
  return {
    subject: `Receipt: ${input.description}`,
    heading: 'Thank you for your payment',
    blocks: [
      {
        kind: 'details',
        rows: [
          ['Item', input.description],
          ['Amount', input.amountText],
          ['Paid on', mailDate(input.paidAt.toISOString(), 'en')],
          ['Reference', input.reference],
        ],
      },
      { kind: 'note', text: 'Keep this email for your records. Questions about a payment? Reply through the contact page with the reference above.' },
    ],
  };
}

export function subscriptionEmail(input: { reason: 'started' | 'updated' | 'cancelled' | 'cancel_scheduled' | 'resumed' | 'payment_failed'; statusLabel: string; periodEnd: string | null; manageUrl: string; eventsUrl: string }, lang: Lang = 'en'): EmailContent {
  const end = input.periodEnd ? mailDate(input.periodEnd, lang) : null;
  if (lang === 'ja') return subscriptionEmailJa(input, end);
  switch (input.reason) {
    case 'started':
      return {
        subject: 'Your Fika Community subscription is active',
        heading: 'Welcome, subscriber!',
        blocks: [
          { kind: 'p', text: 'Your subscription is active. What it gives you:' },
          { kind: 'list', items: benefitItems('en') },
          { kind: 'note', text: SUBSCRIPTION_NOT_INCLUDED.en },
          ...(end ? [{ kind: 'details', rows: [['Status', input.statusLabel], ['Renews on', end]] } as Block] : []),
          { kind: 'button', label: 'Find your next event', url: input.eventsUrl },
          { kind: 'link', text: 'Manage or cancel your subscription any time.', label: 'My subscription', url: input.manageUrl },
        ],
      };
    case 'cancelled':
      return {
        subject: 'Your Fika Community subscription has ended',
        heading: 'Your subscription has ended',
        blocks: [
          { kind: 'p', text: 'Your subscription has ended and you will not be charged again. Places you already booked stay booked.' },
          { kind: 'button', label: 'Subscribe again', url: input.manageUrl },
        ],
      };
    case 'cancel_scheduled':
      return {
        subject: end ? `Your Fika Community subscription ends on ${end}` : 'Your Fika Community subscription will not renew',
        heading: 'Your subscription is cancelled',
        blocks: [
          {
            kind: 'p',
            text: `Your subscription will not renew and you will not be charged again. It stays active${end ? ` until ${end}` : ' until the end of the period you have paid for'}: until then you keep every benefit.`,
          },
          { kind: 'p', text: 'Changed your mind? You can resume it before it ends from your subscription page.' },
          { kind: 'button', label: 'Resume my subscription', url: input.manageUrl },
        ],
      };
    case 'resumed':
      return {
        subject: 'Your Fika Community subscription is resumed',
        heading: 'Your subscription is resumed',
        blocks: [
          { kind: 'p', text: 'Your subscription will renew as before, and you keep what it gives you:' },
          { kind: 'list', items: benefitItems('en') },
          ...(end ? [{ kind: 'details', rows: [['Status', input.statusLabel], ['Renews on', end]] } as Block] : []),
          { kind: 'button', label: 'Check my subscription', url: input.manageUrl },
        ],
      };
    case 'payment_failed':
      return {
        subject: 'Your subscription payment failed',
        heading: 'We could not take your subscription payment',
        blocks: [
          { kind: 'p', text: 'Your latest subscription payment did not go through. Please check your card; our payment provider will try again over the next few days.' },
          { kind: 'details', rows: [['Status', input.statusLabel]] },
          { kind: 'button', label: 'Check my subscription', url: input.manageUrl },
        ],
      };
    case 'updated':
      return {
        subject: 'Your subscription was updated',
        heading: 'Your subscription was updated',
        blocks: [
          { kind: 'details', rows: [['Status', input.statusLabel], ...(end ? [['Current period ends', end] as [string, string]] : [])] },
          { kind: 'button', label: 'Check my subscription', url: input.manageUrl },
        ],
      };
  }
}

function subscriptionEmailJa(input: Parameters<typeof subscriptionEmail>[0], end: string | null): EmailContent {
  const status: [string, string] = ['状態', input.statusLabel];
  switch (input.reason) {
    case 'started':
      return {
        subject: 'Fika Communityのサブスクリプションが有効になりました',
        heading: 'サブスクリプション会員へようこそ！',
        blocks: [
          { kind: 'p', text: 'サブスクリプションが有効になりました。受けられるもの：' },
          { kind: 'list', items: benefitItems('ja') },
          { kind: 'note', text: SUBSCRIPTION_NOT_INCLUDED.ja },
          ...(end ? [{ kind: 'details', rows: [status, ['次回更新日', end]] } as Block] : []),
          { kind: 'button', label: '次のイベントを探す', url: input.eventsUrl },
          { kind: 'link', text: 'サブスクリプションの管理や解約はいつでもできます。', label: 'マイサブスクリプション', url: input.manageUrl },
        ],
      };
    case 'cancelled':
      return {
        subject: 'Fika Communityのサブスクリプションが終了しました',
        heading: 'サブスクリプションが終了しました',
        blocks: [
          { kind: 'p', text: 'サブスクリプションは終了し、今後請求されることはありません。予約済みのお席はそのままです。' },
          { kind: 'button', label: 'もう一度登録する', url: input.manageUrl },
        ],
      };
    case 'cancel_scheduled':
      return {
        subject: end ? `Fika Communityのサブスクリプションは${end}に終了します` : 'Fika Communityのサブスクリプションは更新されません',
        heading: 'サブスクリプションを解約しました',
        blocks: [
          { kind: 'p', text: `サブスクリプションは更新されず、今後請求されることはありません。${end ? `${end}まで` : 'お支払い済みの期間の終わりまで'}は有効で、特典もそのままご利用いただけます。` },
          { kind: 'p', text: '気が変わったら、終了前であればサブスクリプションのページから再開できます。' },
          { kind: 'button', label: 'サブスクリプションを再開する', url: input.manageUrl },
        ],
      };
    case 'resumed':
      return {
        subject: 'Fika Communityのサブスクリプションを再開しました',
        heading: 'サブスクリプションを再開しました',
        blocks: [
          { kind: 'p', text: 'これまでどおり更新され、次のものをそのまま受けられます：' },
          { kind: 'list', items: benefitItems('ja') },
          ...(end ? [{ kind: 'details', rows: [status, ['次回更新日', end]] } as Block] : []),
          { kind: 'button', label: 'サブスクリプションを確認する', url: input.manageUrl },
        ],
      };
    case 'payment_failed':
      return {
        subject: 'サブスクリプションのお支払いができませんでした',
        heading: 'サブスクリプションのお支払いを受け取れませんでした',
        blocks: [
          { kind: 'p', text: '最新のサブスクリプションのお支払いが完了しませんでした。カードをご確認ください。決済サービスが数日のうちに再度お支払いを試みます。' },
          { kind: 'details', rows: [status] },
          { kind: 'button', label: 'サブスクリプションを確認する', url: input.manageUrl },
        ],
      };
    case 'updated':
      return {
        subject: 'サブスクリプションが更新されました',
        heading: 'サブスクリプションが更新されました',
        blocks: [
          { kind: 'details', rows: [status, ...(end ? [['現在の期間の終了日', end] as [string, string]] : [])] },
          { kind: 'button', label: 'サブスクリプションを確認する', url: input.manageUrl },
        ],
      };
  }
}

const CHANGE_LINK_TEXT_JA = {
  cancel: { subject: 'サブスクリプション解約の確認', heading: 'サブスクリプションを解約しますか？', asked: '解約', label: '解約を確定する' },
  resume: { subject: 'サブスクリプション再開の確認', heading: 'サブスクリプションを再開しますか？', asked: '再開', label: '再開を確定する' },
} as const;

const CHANGE_LINK_TEXT = {
  cancel: { subject: 'Confirm cancelling your subscription', heading: 'Cancel your subscription?', asked: 'to cancel', label: 'Confirm cancellation' },
  resume: { subject: 'Confirm resuming your subscription', heading: 'Resume your subscription?', asked: 'to resume', label: 'Confirm resuming' },
} as const;

/** The single-use link that confirms cancelling (at the end of the paid period) or resuming a subscription. */
export function subscriptionChangeLinkEmail(change: 'cancel' | 'resume', url: string, lang: Lang = 'en'): EmailContent {
  if (lang === 'ja') {
    const j = CHANGE_LINK_TEXT_JA[change];
    return {
      subject: j.subject,
      heading: j.heading,
      blocks: [
        { kind: 'p', text: `このメールアドレスのFika Communityサブスクリプションの${j.asked}がリクエストされました。リンクを開いて確定してください。` },
        { kind: 'button', label: j.label, url },
        { kind: 'note', text: `リンクは${durationJa(DURATIONS.subscriptionChangeLink.seconds)}有効です。お心当たりがない場合は、このメールを無視してください。何も変わりません。` },
      ],
    };
  }
  const t = CHANGE_LINK_TEXT[change];
  return {
    subject: t.subject,
    heading: t.heading,
    blocks: [
      { kind: 'p', text: `Someone (hopefully you) asked ${t.asked} the Fika Community subscription of this address. Open the link to confirm.` },
      { kind: 'button', label: t.label, url },
      { kind: 'note', text: `The link works for ${DURATIONS.subscriptionChangeLink.text}. If you did not ask for this, ignore this email and nothing changes.` },
    ],
  };
}
