/**
 * The one door every email goes through: no code outside functions/lib/mail calls the mail port's
 * send (a unit test scans for it). Every message names its category and kind, and the door
 * - never sends any mail to a blocked address (bounces, complaints, admin blocks);
 * - never sends marketing mail to an address whose signup is not active (unsubscribed or never
 *   subscribed); transactional mail (links asked for, receipts, reservations, the team's copies)
 *   still goes to it;
 * - gives every marketing message the signed unsubscribe link in its footer plus the RFC 8058 headers:
 *     List-Unsubscribe: <https://…/api/unsubscribe?token=…>
 *     List-Unsubscribe-Post: List-Unsubscribe=One-Click
 * It sends through whatever mail port it is given (a consumer's port records each message once sent:
 * functions/lib/mail/once.ts).
 */
import { renderEmail, type EmailContent } from './layout';
import { keys, normEmail } from '../keys';
import { log } from '../log';
import type { MailAttachment, Ports } from '../ports';
import * as signups from './signups';
import { oneClickUrl, unsubscribePageUrl, unsubscribeToken } from './unsubscribe-link';

export interface OutgoingMail {
  to: string;
  content: EmailContent;
  category: 'transactional' | 'marketing';
  kind: string;
  attachments?: MailAttachment[];
  replyTo?: string;
}

export type MailPorts = Pick<Ports, 'table' | 'mail' | 'config' | 'secrets'>;

export type SendResult = { sent: true; messageId: string } | { sent: false; reason: 'unsubscribed' | 'blocked' };

export async function sendMail(p: MailPorts, m: OutgoingMail): Promise<SendResult> {
  const to = normEmail(m.to);
  const [blocked, signup] = await Promise.all([
    p.table.get(keys.blocked(to)),
    m.category === 'marketing' ? signups.get(p, to, { consistent: true }) : Promise.resolve(undefined),
  ]);
  if (blocked) {
    log.info('mail not sent: address blocked', { kind: m.kind });
    return { sent: false, reason: 'blocked' };
  }
  if (m.category === 'marketing' && signup?.status !== 'active') {
    log.info('marketing mail not sent: not subscribed', { kind: m.kind });
    return { sent: false, reason: 'unsubscribed' };
  }
  let headers: Record<string, string> | undefined;
  let content = m.content;
  if (m.category === 'marketing') {
    const token = unsubscribeToken(p.secrets.signingSecret, to);
    content = { ...content, unsubscribeUrl: unsubscribePageUrl(p.config.siteUrl, token) };
    headers = { 'List-Unsubscribe': `<${oneClickUrl(p.config.siteUrl, token)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
  }
  const { messageId } = await p.mail.send({
    to,
    ...renderEmail(content),
    category: m.category,
    headers,
    attachments: m.attachments,
    replyTo: m.replyTo,
    tags: { kind: m.kind },
  });
  return { sent: true, messageId };
}
