/**
 * THE door every email of the join/reserve/pay area goes through (and any other area's marketing
 * mail should): it never sends marketing mail to an address that unsubscribed, never sends any mail
 * to a blocked address (bounces, complaints, admin blocks), and gives every marketing message the
 * signed unsubscribe link in its footer plus the RFC 8058 headers:
 *   List-Unsubscribe: <https://…/api/unsubscribe?token=…>
 *   List-Unsubscribe-Post: List-Unsubscribe=One-Click
 */
import { renderEmail, type EmailContent } from '../lib/email/layout';
import { keys, normEmail } from '../lib/keys';
import { log } from '../lib/log';
import type { MailAttachment, Ports } from '../lib/ports';
import * as signups from '../signup/store';
import { oneClickUrl, unsubscribePageUrl, unsubscribeToken } from './links';

export interface OutgoingMail {
  to: string;
  content: EmailContent;
  category: 'transactional' | 'marketing';
  kind: string;
  attachments?: MailAttachment[];
  replyTo?: string;
}

export type SendResult = { sent: true; messageId: string } | { sent: false; reason: 'unsubscribed' | 'blocked' };

export async function sendMail(p: Pick<Ports, 'table' | 'mail' | 'config' | 'secrets'>, m: OutgoingMail): Promise<SendResult> {
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
