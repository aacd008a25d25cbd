/** The emails of paying: the receipt, the subscription's changes and the link that confirms cancelling or resuming it. */
import type { EmailContent, Block } from '../layout';
import { DURATIONS } from '../../../../content/site/facts';

export function receiptEmail(input: { description: string; amountText: string; paidAt: Date; reference: string }): EmailContent {
  return {
    subject: `Receipt: ${input.description}`,
    heading: 'Thank you for your payment',
    blocks: [
      {
        kind: 'details',
        rows: [
          ['Item', input.description],
          ['Amount', input.amountText],
          ['Paid on', input.paidAt.toISOString().slice(0, 10)],
          ['Reference', input.reference],
        ],
      },
      { kind: 'note', text: 'Keep this email for your records. Questions about a payment? Reply through the contact page with the reference above.' },
    ],
  };
}

export function subscriptionEmail(input: { reason: 'started' | 'updated' | 'cancelled' | 'cancel_scheduled' | 'resumed' | 'payment_failed'; statusLabel: string; periodEnd: string | null; manageUrl: string; eventsUrl: string }): EmailContent {
  const end = input.periodEnd ? input.periodEnd.slice(0, 10) : null;
  switch (input.reason) {
    case 'started':
      return {
        subject: 'Your Fika Community subscription is active',
        heading: 'Welcome, subscriber!',
        blocks: [
          { kind: 'p', text: 'Your subscription is active. You can join every event, you get priority booking, and you go to the front of every waitlist.' },
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
          { kind: 'p', text: 'Your subscription will renew as before: you keep every event, priority booking and the front of every waitlist.' },
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

const CHANGE_LINK_TEXT = {
  cancel: { subject: 'Confirm cancelling your subscription', heading: 'Cancel your subscription?', asked: 'to cancel', label: 'Confirm cancellation' },
  resume: { subject: 'Confirm resuming your subscription', heading: 'Resume your subscription?', asked: 'to resume', label: 'Confirm resuming' },
} as const;

/** The single-use link that confirms cancelling (at the end of the paid period) or resuming a subscription. */
export function subscriptionChangeLinkEmail(change: 'cancel' | 'resume', url: string): EmailContent {
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
