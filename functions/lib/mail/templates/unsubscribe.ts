/** The emails of leaving the list: the unsubscribe link asked for by email, and the notice to the team. */
import type { EmailContent } from '../layout';

export function unsubscribeLinkEmail(url: string): EmailContent {
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

export function unsubscribeNoticeEmail(d: { email: string; reason: string; feedback: string | null; method: string; trackingId: string; unsubscribedAt: string; userAgent: string | null }): EmailContent {
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
        ],
      },
    ],
  };
}
