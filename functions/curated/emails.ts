/**
 * Every Curated Fika email, rendered with the one layout and sent straight from the request that
 * causes it (access codes must arrive while the person waits; the rest are admin-triggered batches
 * whose counts the dashboard shows). Sending goes through the mail door (functions/lib/mail/door.ts),
 * which never mails a blocked address (bounces, complaints, admin blocks).
 */
import { formatDuration } from '../../content/site/facts';
import { formatAmount, sessionCurrency } from './revenue';
import type { Block, EmailContent } from '../lib/mail/layout';
import type { Ports } from '../lib/ports';
import { sendMail, type MailPorts } from '../lib/mail/door';
import type { Application, Participant, Session } from './model';
import { linkUrl } from './links';
import { APPLICATION_STATUS_LABELS, CODE_TTL_SECONDS, DEFAULT_DURATION_MINUTES, longDate, timeWithZone, type ApplicationStatus } from './rules';

export async function sendCurated(p: MailPorts, to: string, content: EmailContent, kind: string): Promise<boolean> {
  const r = await sendMail(p, { to, content, category: 'transactional', kind: `curated-${kind}` });
  return r.sent;
}

function sessionRows(s: Session): Block {
  return {
    kind: 'details',
    rows: [
      ['Session', s.session_title],
      ['Date', longDate(s.session_date, s.venue_timezone)],
      ['Time', timeWithZone(s.session_date, s.venue_timezone)],
      ['Duration', `${s.session_duration || DEFAULT_DURATION_MINUTES} minutes`],
      ['Venue', s.venue_name],
      ['Address', s.venue_address || 'Sent before the session'],
      ['Area', s.venue_area || s.city],
    ],
  };
}

const priceLine = (s: Session): Block => ({
  kind: 'note',
  text: `Price per person: ${formatAmount(s.price_per_person, sessionCurrency(s))}. Drinks are ordered and paid for at the venue.`,
});

/** The pay button, for a session with a price. */
const payButton = (p: MailPorts, s: Session, pt: Participant): Block[] =>
  s.price_per_person > 0 ? [{ kind: 'button', label: `Pay ${formatAmount(s.price_per_person, sessionCurrency(s))} now`, url: linkUrl(p, 'pay', s.id, pt.id) }] : [];

/** What a cancelled place that was refunded is told about its money. */
const refundLine = (s: Session, pt: Participant): Block[] =>
  pt.payment_status === 'refunded'
    ? [{ kind: 'p', text: `Your payment of ${formatAmount(Number(pt.payment_amount ?? 0), sessionCurrency(s))} is refunded in full to the card you paid with.` }]
    : [];

export function accessCodeEmail(code: string): EmailContent {
  return {
    subject: 'Your Curated Fika verification code',
    preheader: `Your code is ${code}. It expires in ${formatDuration(CODE_TTL_SECONDS)}.`,
    heading: 'Your verification code',
    blocks: [
      { kind: 'p', text: 'Enter this code on the Curated Fika page to see your sessions:' },
      { kind: 'code', text: code },
      { kind: 'note', text: `The code works once and expires in ${formatDuration(CODE_TTL_SECONDS)}. If you did not ask for it, you can ignore this email.` },
    ],
  };
}

export function applicationReceivedEmail(p: Pick<Ports, 'config'>, a: Application): EmailContent {
  const blocks: Block[] = [
    { kind: 'p', text: `Hi ${a.first_name}, thank you for applying to Curated Fika, our small matched coffee meetups of three or four people.` },
    { kind: 'p', text: 'Our team reviews every application. Once you are approved and matched, you will receive an invitation with the date, time and venue.' },
  ];
  if (!a.is_premium_member) {
    blocks.push(
      { kind: 'p', text: 'Curated sessions are for premium members. We could not find an active membership for this email address, so please start one before we match you.' },
      { kind: 'button', label: 'Become a premium member', url: `${p.config.siteUrl}/subscription?email=${encodeURIComponent(a.email)}&source=curated-fika` },
    );
  }
  blocks.push({ kind: 'button', label: 'Check your application', url: `${p.config.siteUrl}/curated-fika/member-portal` });
  return { subject: 'We received your Curated Fika application', heading: 'Application received', blocks };
}

const STATUS_TEXT: Record<ApplicationStatus, string> = {
  submitted: 'Your application is in our queue and will be reviewed soon.',
  under_review: 'Our team is reviewing your application now.',
  approved: 'Good news: your application is approved. We will invite you as soon as we have matched a group for you.',
  rejected: 'Thank you for your interest. We are not able to offer you a place in Curated Fika at this time. Our open events are always there for you.',
  waitlist: 'Your application is on our waitlist. We will be in touch as soon as a suitable group opens up.',
};

export function statusUpdateEmail(p: Pick<Ports, 'config'>, a: Application, status: ApplicationStatus, personalizedMessage?: string): EmailContent {
  const blocks: Block[] = [{ kind: 'p', text: `Hi ${a.first_name},` }, { kind: 'p', text: STATUS_TEXT[status] }];
  if (personalizedMessage?.trim()) blocks.push({ kind: 'p', text: personalizedMessage.trim() });
  blocks.push(
    status === 'rejected'
      ? { kind: 'button', label: 'Browse open events', url: `${p.config.siteUrl}/events` }
      : { kind: 'button', label: 'See your application', url: `${p.config.siteUrl}/curated-fika/member-portal` },
  );
  return {
    subject: `Your Curated Fika application: ${APPLICATION_STATUS_LABELS[status]}`,
    heading: `Application ${APPLICATION_STATUS_LABELS[status].toLowerCase()}`,
    blocks,
  };
}

export function invitationEmail(p: MailPorts, s: Session, pt: Participant): EmailContent {
  return {
    subject: `You're invited: ${s.session_title}`,
    preheader: `A curated fika for you on ${longDate(s.session_date, s.venue_timezone)}.`,
    heading: 'You have been matched for a curated fika',
    blocks: [
      { kind: 'p', text: `Hi ${pt.first_name}, we matched you with a small group we think you will enjoy. Here are the details:` },
      sessionRows(s),
      priceLine(s),
      { kind: 'button', label: 'Confirm my place', url: linkUrl(p, 'confirm', s.id, pt.id) },
      ...payButton(p, s, pt),
      { kind: 'link', text: "Can't make it? Let us know so we can offer your seat to someone else.", label: 'Cancel my place', url: linkUrl(p, 'cancel', s.id, pt.id) },
      { kind: 'note', text: 'Cancellations are possible until 24 hours before the session.' },
    ],
  };
}

export function nudgeEmail(p: MailPorts, s: Session, pt: Participant, second: boolean): EmailContent {
  return {
    subject: second ? `Last call: please confirm ${s.session_title}` : `Reminder: please confirm ${s.session_title}`,
    heading: second ? 'Your seat is still waiting' : 'Will you join us?',
    blocks: [
      {
        kind: 'p',
        text: second
          ? `Hi ${pt.first_name}, we have not heard from you yet. Please confirm or cancel so your group knows who is coming.`
          : `Hi ${pt.first_name}, your group is taking shape. Please confirm your place for this session:`,
      },
      sessionRows(s),
      { kind: 'button', label: 'Confirm my place', url: linkUrl(p, 'confirm', s.id, pt.id) },
      { kind: 'link', text: "Can't make it?", label: 'Cancel my place', url: linkUrl(p, 'cancel', s.id, pt.id) },
    ],
  };
}

export function confirmedEmail(p: MailPorts, s: Session, pt: Participant): EmailContent {
  return {
    subject: `You're confirmed: ${s.session_title}`,
    heading: 'See you there',
    blocks: [
      { kind: 'p', text: `Thanks, ${pt.first_name}. Your place is confirmed.` },
      sessionRows(s),
      ...(pt.payment_status === 'paid' ? [] : [priceLine(s), ...payButton(p, s, pt)]),
      { kind: 'button', label: 'View my sessions', url: `${p.config.siteUrl}/curated-fika/my-sessions` },
      { kind: 'link', text: 'Plans changed? You can cancel until 24 hours before the session.', label: 'Cancel my place', url: linkUrl(p, 'cancel', s.id, pt.id) },
    ],
  };
}

export function reminderEmail(p: MailPorts, s: Session, pt: Participant): EmailContent {
  return {
    subject: `Reminder: ${s.session_title}`,
    heading: 'Your curated fika is coming up',
    blocks: [
      { kind: 'p', text: `Hi ${pt.first_name}, a quick reminder of your upcoming session:` },
      sessionRows(s),
      { kind: 'p', text: 'Arrive a few minutes early and look for the Fika Community card on the table. Your group is small, so everyone counts.' },
      { kind: 'link', text: "Can't make it? Please cancel at least 24 hours before.", label: 'Cancel my place', url: linkUrl(p, 'cancel', s.id, pt.id) },
    ],
  };
}

export function feedbackRequestEmail(p: MailPorts, s: Session, pt: Participant): EmailContent {
  return {
    subject: `How was ${s.session_title}?`,
    heading: 'How was your curated fika?',
    blocks: [
      { kind: 'p', text: `Hi ${pt.first_name}, thank you for joining. Two minutes of feedback helps us match your next group even better.` },
      { kind: 'button', label: 'Share feedback', url: linkUrl(p, 'feedback', s.id, pt.id) },
    ],
  };
}

export function cancellationConfirmationEmail(p: MailPorts, s: Session, pt: Participant): EmailContent {
  return {
    subject: `Cancelled: ${s.session_title}`,
    heading: 'Your attendance is cancelled',
    blocks: [
      { kind: 'p', text: `Hi ${pt.first_name}, we have cancelled your place at this session. Thank you for letting us know in time.` },
      ...refundLine(s, pt),
      sessionRows(s),
      { kind: 'button', label: 'Browse other events', url: `${p.config.siteUrl}/events` },
    ],
  };
}

export function sessionCancelledEmail(p: MailPorts, s: Session, pt: Participant): EmailContent {
  return {
    subject: `Session cancelled: ${s.session_title}`,
    heading: 'This session will not take place',
    blocks: [
      { kind: 'p', text: `Hi ${pt.first_name}, we are sorry: this curated fika has been cancelled.` },
      ...refundLine(s, pt),
      sessionRows(s),
      { kind: 'p', text: 'You stay in the matching pool, and we will invite you to a new group soon.' },
      { kind: 'button', label: 'Browse other events', url: `${p.config.siteUrl}/events` },
    ],
  };
}

export function removalEmail(p: MailPorts, s: Session, pt: Participant): EmailContent {
  return {
    subject: `Update on ${s.session_title}`,
    heading: 'A change to your curated fika',
    blocks: [
      { kind: 'p', text: `Hi ${pt.first_name}, we have had to change the group for this session, and your place in it has been released.` },
      sessionRows(s),
      { kind: 'p', text: 'You stay in the matching pool, and we will invite you to another group soon.' },
      { kind: 'button', label: 'Contact us', url: `${p.config.siteUrl}/contact` },
    ],
  };
}

/** A payment that arrived for a place that had ended or was already paid for. */
export function paymentRefundedEmail(p: MailPorts, s: Session, pt: Participant, amount: number): EmailContent {
  const reason = 'your payment arrived after your place in this session had ended or was already paid for';
  return {
    subject: `Refund: ${s.session_title}`,
    heading: 'Your payment is refunded',
    blocks: [
      { kind: 'p', text: `Hi ${pt.first_name}, ${reason}, so we have refunded your payment of ${formatAmount(amount, sessionCurrency(s))} in full to the card you paid with.` },
      sessionRows(s),
      { kind: 'button', label: 'View my sessions', url: `${p.config.siteUrl}/curated-fika/my-sessions` },
    ],
  };
}

/** To the team: a session has lost its last participant. */
export function sessionEmptiedEmail(p: MailPorts, s: Session): EmailContent {
  return {
    subject: `Curated Fika session emptied: ${s.session_title}`,
    heading: 'A curated session has nobody left',
    blocks: [
      { kind: 'p', text: 'The last participant of this session has cancelled or been removed. Add people to it, or cancel or delete it.' },
      sessionRows(s),
      { kind: 'button', label: 'Open the Curated Fika admin', url: `${p.config.siteUrl}/admin/curated-fika` },
    ],
  };
}
