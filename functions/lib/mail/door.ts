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
 * - writes to each reader in the language stored with their address (functions/lib/mail/language.ts):
 *   content and attachments given per language are built in it, and the layout's own words follow it
 *   (a message given as one EmailContent, such as an admin-written newsletter or a team copy, stays as written);
 * It sends through whatever mail port it is given (a consumer's port records each message once sent:
 * functions/lib/mail/once.ts).
 */
import { renderEmail } from './layout';
import { type EmailContent } from '../../../domain/email-content';
import { keys, normEmail } from '../keys';
import { log } from '../log';
import type { MailAttachment, Ports } from '../ports';
import type { Lang } from '../i18n/lang';
import { languageOf } from './language';
import * as signups from './signups';
import { oneClickUrl, unsubscribePageUrl, unsubscribeToken } from './unsubscribe-link';

export interface OutgoingMail {
  to: string;
  /** The message, or the message in each language (built in the reader's). */
  content: EmailContent | ((lang: Lang) => EmailContent);
  category: 'transactional' | 'marketing';
  kind: string;
  attachments?: MailAttachment[] | ((lang: Lang) => MailAttachment[]);
  replyTo?: string;
  /** The language of the request this mail answers (a sign-in link): used only when the address has none stored; never stored. */
  requestLanguage?: Lang;
}

export type MailPorts = Pick<Ports, 'table' | 'mail' | 'config' | 'secrets'>;

export type SendResult = { sent: true; messageId: string } | { sent: false; reason: 'unsubscribed' | 'blocked' };

export async function sendMail(p: MailPorts, m: OutgoingMail): Promise<SendResult> {
  const to = normEmail(m.to);
  const [blocked, signup, lang] = await Promise.all([
    p.table.get(keys.blocked(to)),
    m.category === 'marketing' ? signups.get(p, to, { consistent: true }) : Promise.resolve(undefined),
    // The team's own mails (errors, contact copies, notices) stay English.
    p.config.teamEmail && to === normEmail(p.config.teamEmail) ? Promise.resolve('en' as const) : languageOf(p, to, m.requestLanguage),
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
  let content = typeof m.content === 'function' ? m.content(lang) : m.content;
  if (lang === 'ja') content = withJapaneseLinks(content, p.config.siteUrl);
  if (m.category === 'marketing') {
    const token = unsubscribeToken(p.secrets.signingSecret, to);
    content = { ...content, unsubscribeUrl: unsubscribePageUrl(p.config.siteUrl, token) };
    headers = { 'List-Unsubscribe': `<${oneClickUrl(p.config.siteUrl, token)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
  }
  const { messageId } = await p.mail.send({
    to,
    ...renderEmail(content, lang),
    category: m.category,
    headers,
    attachments: typeof m.attachments === 'function' ? m.attachments(lang) : m.attachments,
    replyTo: m.replyTo,
    tags: { kind: m.kind },
  });
  return { sent: true, messageId };
}

/**
 * A Japanese reader's buttons and links open the site's Japanese pages: a link to a page of the
 * site (not the API, images or an admin screen) gets the /ja prefix if it has none.
 */
export function withJapaneseLinks(content: EmailContent, siteUrl: string): EmailContent {
  const site = siteUrl.replace(/\/$/, '');
  const local = (url: string): string => {
    if (!url.startsWith(`${site}/`)) return url;
    const path = url.slice(site.length);
    if (/^\/(ja|api|img|admin|_dev)(\/|$|\?)/.test(path)) return url;
    return `${site}/ja${path}`;
  };
  return {
    ...content,
    blocks: content.blocks.map((b) => (b.kind === 'button' || b.kind === 'link' ? { ...b, url: local(b.url) } : b)),
  };
}
