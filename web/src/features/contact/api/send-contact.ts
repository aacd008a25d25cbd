/**
 * `POST /api/contact-form`: name, email, subject, inquiryType, message, agreeToContact, source and
 * metadata; the answer is `{ success, error }`.
 */
import { CONTACT_SOURCE, type ContactFields } from '@/domain/contact/forms';
import { api } from '../../../lib/api';

export interface ContactRequest extends ContactFields {
  agreeToContact: true;
  source: typeof CONTACT_SOURCE;
  metadata: { timestamp: string; userAgent: string; referrer: string; currentUrl: string; timezone: string };
}

export function contactRequest(fields: ContactFields): ContactRequest {
  return {
    name: fields.name.trim(),
    email: fields.email.trim(),
    subject: fields.subject.trim(),
    inquiryType: fields.inquiryType,
    message: fields.message.trim(),
    agreeToContact: true,
    source: CONTACT_SOURCE,
    metadata: {
      timestamp: new Date().toISOString(),
      userAgent: navigator.userAgent,
      referrer: document.referrer || 'direct',
      currentUrl: window.location.href,
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone ?? 'unknown',
    },
  };
}

/** A message must never be sent twice by a retry, so 5xx answers are not retried here. */
export const sendContact = (fields: ContactFields) => api.contact.post(contactRequest(fields), { attempts: 1 });
