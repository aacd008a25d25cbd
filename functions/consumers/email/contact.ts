/**
 * Email renderers for the public forms:
 * - contact.received → the message to the team (Reply-To the sender) and, within the acknowledgement
 *   limits, a fixed-text acknowledgement to the address the form named;
 * - discovery.submitted → the suggestion to the team (Reply-To the sender).
 * The bus carries ids only; the text is read from the table.
 */
import type { ConsumerHandlers } from '../../lib/consumer';
import type { EmailContent } from '../../../domain/email-content';
import { sendMail } from '../../lib/mail/door';
import { log } from '../../lib/log';
import { readContactMessage, readDiscovery, type ContactMessage, type Discovery } from '../../contact/contact';
import { CONTACT_CATEGORY_LABELS, DISCOVERY_CATEGORY_LABELS, DISCOVERY_CITY_LABELS } from '../../../domain/contact/forms';
import { CONTACT_RESPONSE_HOURS, CONTACT_RESPONSE_TEXT } from '../../../content/site/facts';
import type { Lang } from '../../lib/i18n/lang';

export function contactTeamEmail(m: ContactMessage): EmailContent {
  return {
    subject: `[Contact · ${CONTACT_CATEGORY_LABELS[m.inquiryType]}] ${m.subject}`,
    preheader: `${m.name} wrote: ${m.message.slice(0, 90)}`,
    heading: `New message from ${m.name}`,
    blocks: [
      {
        kind: 'details',
        rows: [
          ['From', `${m.name} <${m.email}>`],
          ['Category', CONTACT_CATEGORY_LABELS[m.inquiryType]],
          ['Subject', m.subject],
          ['Received', m.receivedAt],
          ['Page', m.metadata.currentUrl ?? 'unknown'],
          ['Referrer', m.metadata.referrer ?? 'direct'],
          ['Time zone', m.metadata.timezone ?? 'unknown'],
        ],
      },
      ...m.message.split(/\n{2,}/).map((text) => ({ kind: 'p' as const, text })),
      { kind: 'note', text: `Reply to this email to answer ${m.name} directly. We promise an answer ${CONTACT_RESPONSE_TEXT}. Message id: ${m.id}.` },
    ],
  };
}

/**
 * The acknowledgement goes to an address nobody has proven is the sender's, so it carries no text
 * the sender chose (no name, subject, category or message): only our own fixed words.
 */
export function contactAcknowledgementEmail(lang: Lang = 'en'): EmailContent {
  if (lang === 'ja') {
    return {
      subject: 'お問い合わせを受け付けました',
      preheader: `ご連絡ありがとうございます。${CONTACT_RESPONSE_HOURS}時間以内にお返事します。`,
      heading: 'ご連絡ありがとうございます',
      blocks: [
        { kind: 'p', text: `お問い合わせありがとうございます。メッセージを受け付けました。${CONTACT_RESPONSE_HOURS}時間以内にお返事します。` },
        { kind: 'note', text: '追加で伝えたいことがあれば、このメールにそのまま返信してください。お心当たりがない場合は、このメールを無視してください。' },
      ],
    };
  }
  return {
    subject: 'We received your message',
    preheader: `Thank you for reaching out. We'll get back to you ${CONTACT_RESPONSE_TEXT}.`,
    heading: 'Thanks for getting in touch',
    blocks: [
      { kind: 'p', text: `Thank you for reaching out. We've received your message and will get back to you ${CONTACT_RESPONSE_TEXT}.` },
      { kind: 'note', text: 'If you need to add something, simply reply to this email. If you did not write to us, you can ignore it.' },
    ],
  };
}

export function discoveryTeamEmail(d: Discovery): EmailContent {
  return {
    subject: `[Discovery · ${DISCOVERY_CITY_LABELS[d.city]}] ${d.title}`,
    preheader: `${d.name} suggests ${d.title} (${DISCOVERY_CATEGORY_LABELS[d.category]})`,
    heading: `New discovery: ${d.title}`,
    blocks: [
      {
        kind: 'details',
        rows: [
          ['Suggested by', `${d.name} <${d.email}>`],
          ['City', DISCOVERY_CITY_LABELS[d.city]],
          ['Category', DISCOVERY_CATEGORY_LABELS[d.category]],
          ['Address or area', d.area],
          ['Website', d.website ?? 'none given'],
          ['Submitted', d.submittedAt],
        ],
      },
      { kind: 'p', text: d.why },
      { kind: 'note', text: `Reply to this email to thank ${d.name} or ask for details. Discovery id: ${d.id}.` },
    ],
  };
}

export const handlers: ConsumerHandlers = {
  async 'contact.received'(detail, p) {
    const m = await readContactMessage(p, detail.messageId);
    if (!m) {
      log.warn('contact message not found', { messageId: detail.messageId });
      return;
    }
    await sendMail(p, { to: p.config.teamEmail, content: contactTeamEmail(m), replyTo: m.email, category: 'transactional', kind: 'contact-team' });
    // Acknowledged only when the form's limits allowed it (receiveContact); the door sends none to an address that bounced or complained.
    if (m.acknowledge === false) return;
    await sendMail(p, { to: m.email, content: (lang) => contactAcknowledgementEmail(lang), replyTo: p.config.teamEmail, category: 'transactional', kind: 'contact-ack' });
  },
  async 'discovery.submitted'(detail, p) {
    const d = await readDiscovery(p, detail.discoveryId);
    if (!d) {
      log.warn('discovery not found', { discoveryId: detail.discoveryId });
      return;
    }
    await sendMail(p, { to: p.config.teamEmail, content: discoveryTeamEmail(d), replyTo: d.email, category: 'transactional', kind: 'discovery-team' });
  },
};
