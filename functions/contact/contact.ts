/**
 * Contact messages and discovery suggestions: validate (the rules the SPA shows, domain/contact/forms.ts),
 * rate-limit per IP, store the message and its event in one transaction; the email consumer mails the team
 * (functions/consumers/email/contact.ts).
 */
import { BadRequest } from '../lib/errors';
import { keys, normEmail } from '../lib/keys';
import type { Item, Ports } from '../lib/ports';
import { count, hit, limits } from '../lib/auth/rate-limit';
import * as mailLanguage from '../lib/mail/language';
import type { Lang } from '../lib/i18n/lang';
import { event, withEvents } from '../lib/event-outbox';
import {
  CONTACT_SOURCE,
  contactErrors,
  discoveryErrors,
  firstError,
  type ContactCategory,
  type DiscoveryCategory,
  type DiscoveryCity,
  type FieldErrors,
} from '../../domain/contact/forms';

export interface ContactMetadata {
  timestamp?: string;
  userAgent?: string;
  referrer?: string;
  currentUrl?: string;
  timezone?: string;
}

export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  subject: string;
  inquiryType: ContactCategory;
  message: string;
  agreeToContact: boolean;
  source: string;
  metadata: ContactMetadata;
  receivedAt: string;
  /** Whether the sender's address gets the acknowledgement (false past limits.contactAckPerEmail or contactAckPerIp). */
  acknowledge?: boolean;
}

export interface Discovery {
  id: string;
  name: string;
  email: string;
  title: string;
  city: DiscoveryCity;
  category: DiscoveryCategory;
  area: string;
  why: string;
  website: string | null;
  submittedAt: string;
}

function reject<K extends string>(errors: FieldErrors<K>): void {
  const first = firstError(errors);
  if (first) throw new BadRequest(first, { fields: errors });
}

/** Names, subjects and titles end up in email subjects: one line, single spaces. */
const line = (v: unknown): string => String(v).replace(/\s+/g, ' ').trim();

const text = (v: unknown, max: number): string | undefined => (typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : undefined);

function cleanMetadata(raw: unknown): ContactMetadata {
  const m = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const out: ContactMetadata = {};
  for (const k of ['timestamp', 'userAgent', 'referrer', 'currentUrl', 'timezone'] as const) {
    const v = text(m[k], 500);
    if (v) out[k] = v;
  }
  return out;
}

/**
 * `POST /api/contact-form` body, from client address `ip` (clientAddress). Past the form limit it is
 * refused (429, nothing stored). An accepted message always reaches the team; the address it names
 * is acknowledged only within the acknowledgement limits (one a day per address, a few a day per
 * client address), since nobody has proven that address is the sender's. The page's language is
 * remembered for the address only after the limit accepts, and never over a stored one.
 */
export async function receiveContact(p: Ports, body: Record<string, unknown>, ip: string, language?: Lang): Promise<ContactMessage> {
  const inquiryType = body.inquiryType ?? body.category ?? 'general';
  reject(contactErrors({ ...body, inquiryType }));
  if (body.agreeToContact === false) throw new BadRequest('Please agree to be contacted about your message');
  await hit(p, limits.formPerIp, `ip:${ip}`);
  const email = normEmail(String(body.email));
  // The client's own allowance first, so a flood from one address does not use up the named address's.
  const acknowledge = (await count(p, limits.contactAckPerIp, `ip:${ip}`)) !== undefined && (await count(p, limits.contactAckPerEmail, email)) !== undefined;
  await mailLanguage.remember(p, email, language);
  const msg: ContactMessage = {
    id: p.ids.id('msg'),
    name: line(body.name),
    email,
    subject: line(body.subject),
    inquiryType: inquiryType as ContactCategory,
    message: String(body.message).trim(),
    agreeToContact: true,
    source: text(body.source, 100) ?? CONTACT_SOURCE,
    metadata: cleanMetadata(body.metadata),
    receivedAt: p.clock.now().toISOString(),
    acknowledge,
  };
  await withEvents(
    p,
    [{ put: { ...keys.contactMessage(msg.id), ...keys.messagesOfEmail(msg.email), gsi1sk: msg.receivedAt, type: 'ContactMessage', ...msg }, condition: 'attribute_not_exists(pk)' }],
    [event('contact.received', { messageId: msg.id, name: msg.name, email: msg.email, subject: msg.subject, inquiryType: msg.inquiryType })],
  );
  return msg;
}

/** `POST /api/submit-discovery`. */
export async function submitDiscovery(p: Ports, body: Record<string, unknown>, ip: string): Promise<Discovery> {
  reject(discoveryErrors(body));
  await hit(p, limits.formPerIp, `ip:${ip}`);
  const d: Discovery = {
    id: p.ids.id('disc'),
    name: line(body.name),
    email: normEmail(String(body.email)),
    title: line(body.title),
    city: body.city as DiscoveryCity,
    category: body.category as DiscoveryCategory,
    area: String(body.area).trim(),
    why: String(body.why).trim(),
    website: text(body.website, 500) ?? null,
    submittedAt: p.clock.now().toISOString(),
  };
  await withEvents(
    p,
    [{ put: { ...keys.discovery(d.id), ...keys.messagesOfEmail(d.email), gsi1sk: d.submittedAt, type: 'Discovery', ...d }, condition: 'attribute_not_exists(pk)' }],
    [event('discovery.submitted', { discoveryId: d.id, email: d.email, name: d.name, title: d.title })],
  );
  return d;
}

export async function readContactMessage(p: Pick<Ports, 'table'>, id: string): Promise<ContactMessage | undefined> {
  return (await p.table.get(keys.contactMessage(id))) as ContactMessage | undefined;
}

export async function readDiscovery(p: Pick<Ports, 'table'>, id: string): Promise<Discovery | undefined> {
  return (await p.table.get(keys.discovery(id))) as Discovery | undefined;
}

/** Every contact message and discovery one address sent (the privacy export), oldest first. */
export async function messagesOf(p: Pick<Ports, 'table'>, email: string): Promise<Item[]> {
  return p.table.queryAll({ index: 'gsi1', keyCondition: 'gsi1pk = :pk', values: { ':pk': keys.messagesOfEmail(email).gsi1pk } });
}

/** Deletes every contact message and discovery one address sent (the purge of a closed account); returns how many. */
export async function deleteMessagesOf(p: Pick<Ports, 'table'>, email: string): Promise<number> {
  const items = await messagesOf(p, email);
  for (const i of items) await p.table.delete({ pk: String(i.pk), sk: String(i.sk) });
  return items.length;
}
