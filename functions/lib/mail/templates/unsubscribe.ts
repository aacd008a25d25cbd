/** The emails of leaving the list: the unsubscribe link asked for by email, and the notice to the team. */
import type { EmailContent } from '../../../../domain/email-content';
import type { Lang } from '../../i18n/lang';

export function unsubscribeLinkEmail(url: string, lang: Lang = 'en'): EmailContent {
  if (lang === 'ja') {
    return {
      subject: '配信停止のリンク',
      heading: 'Fika Communityからのメール配信を停止する',
      blocks: [
        { kind: 'p', text: 'このメールアドレスのニュースレター配信停止がリクエストされました。ボタンを1回押すと確定します。' },
        { kind: 'button', label: '配信を停止する', url },
        { kind: 'note', text: 'お心当たりがない場合は、このメールを無視してください。何も変わりません。' },
      ],
    };
  }
  return {
    subject: 'Your unsubscribe link',
    heading: 'Unsubscribe from Fika Community emails',
    blocks: [
      { kind: 'p', text: 'Someone asked to unsubscribe this address from our newsletter. One click on the button confirms it.' },
      { kind: 'button', label: 'Unsubscribe', url },
      { kind: 'note', text: 'If you did not ask for this, ignore this email and nothing changes.' },
    ],
  };
}

/** The team's notice of an unsubscribe (English: it goes to the team), with where the reader came from. */
export function unsubscribeNoticeEmail(d: {
  email: string;
  reason: string;
  feedback: string | null;
  method: string;
  trackingId: string;
  unsubscribedAt: string;
  userAgent: string | null;
  referrer?: string | null;
  currentUrl?: string | null;
  timestamp?: string;
}): EmailContent {
  return {
    subject: `Unsubscribe: ${d.email}`,
    heading: 'Someone unsubscribed',
    blocks: [
      {
        kind: 'details',
        rows: [
          ['Email', d.email],
          ['Reason', d.reason],
          ['Feedback', d.feedback ?? '(none)'],
          ['Method', d.method],
          ['When', d.unsubscribedAt],
          ['Tracking id', d.trackingId],
          ['User agent', d.userAgent ?? '(unknown)'],
          ['Came from', d.referrer ?? '(unknown)'],
          ['Page', d.currentUrl ?? '(unknown)'],
          ['Notice raised', d.timestamp ?? d.unsubscribedAt],
        ],
      },
    ],
  };
}
