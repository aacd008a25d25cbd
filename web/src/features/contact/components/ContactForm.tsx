/**
 * The contact form: states idle, submitting, success, error; the validation messages of
 * domain/contact/forms.ts (shared with the server); a field's error clears when it is edited; the
 * message counter shows length/1000.
 */
import { CONTACT_RESPONSE_HOURS } from '@/content/site/facts';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { FormBanner, type FormBannerTexts } from '../../../components/ui/FormBanner';
import { Button } from '../../../components/ui/Button';
import {
  CONTACT_CATEGORIES,
  CONTACT_MESSAGES,
  MESSAGE_COUNTER_LIMIT,
  MESSAGE_MAX,
  contactErrors,
  type ContactFields,
  type FieldErrors,
} from '@/domain/contact/forms';
import { sendContact } from '../api/send-contact';
import { t } from '../i18n';
import './contact.css';

type Status = 'idle' | 'submitting' | 'success' | 'error';
type Field = keyof ContactFields;

const EMPTY: ContactFields = { name: '', email: '', subject: '', inquiryType: 'general', message: '' };

/** The banners in the page's language (read at render: the language is the page's). */
export const contactBanners = (): FormBannerTexts => ({
  successTitle: t('banner.successTitle'),
  successText: t('banner.successText', { hours: CONTACT_RESPONSE_HOURS }),
  errorTitle: t('banner.errorTitle'),
  errorText: (email: string) => t('banner.errorText', { email }),
});

/** A validation message of domain/contact/forms.ts in the page's language (its key in CONTACT_MESSAGES names the message). */
export function contactErrorText(message: string | undefined): string | undefined {
  const key = (Object.keys(CONTACT_MESSAGES) as (keyof typeof CONTACT_MESSAGES)[]).find((k) => CONTACT_MESSAGES[k] === message);
  return key ? t(`error.${key}`, { max: MESSAGE_MAX }) : message;
}

export function ContactForm() {
  const [fields, setFields] = useState<ContactFields>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [status, setStatus] = useState<Status>('idle');
  const [detail, setDetail] = useState<string | null>(null);

  // Links such as the merchandise page's "Ask about this item" pass ?subject=. Read after hydration
  // (the page is prerendered without it) and never over something the visitor already typed.
  useEffect(() => {
    const subject = new URLSearchParams(window.location.search).get('subject')?.trim().slice(0, 200);
    if (subject) setFields((f) => (f.subject ? f : { ...f, subject }));
  }, []);
  const id = useId();
  const fid = (f: Field) => `${id}-${f}`;

  function edit(field: Field, value: string) {
    setFields((f) => ({ ...f, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _cleared, ...rest }) => rest as FieldErrors<Field>);
    if (status === 'success' || status === 'error') setStatus('idle');
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (status === 'submitting') return;
    const found = contactErrors(fields);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = Object.keys(found)[0] as Field;
      document.getElementById(fid(first))?.focus();
      return;
    }
    setStatus('submitting');
    setDetail(null);
    try {
      const r = await sendContact(fields);
      if (r.success) {
        setFields(EMPTY);
        setStatus('success');
      } else {
        setDetail(r.error ?? null);
        setStatus('error');
      }
    } catch {
      setStatus('error');
    }
  }

  const describedBy = (f: Field, extra?: string) => [errors[f] ? `${fid(f)}-error` : null, extra].filter(Boolean).join(' ') || undefined;
  const over = fields.message.length > MESSAGE_COUNTER_LIMIT;

  return (
    <form className="contact-form" noValidate onSubmit={onSubmit} aria-describedby={status !== 'idle' && status !== 'submitting' ? `${id}-banner` : undefined}>
      <FormBanner id={`${id}-banner`} status={status} texts={contactBanners()} detail={detail} />

      <div className="form-grid">
        <div className="form-field">
          <label htmlFor={fid('name')}>{t('form.name')}</label>
          <input
            id={fid('name')}
            name="name"
            autoComplete="name"
            value={fields.name}
            onChange={(e) => edit('name', e.target.value)}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy('name')}
            required
          />
          {errors.name && (
            <p id={`${fid('name')}-error`} className="form-error">
              {contactErrorText(errors.name)}
            </p>
          )}
        </div>
        <div className="form-field">
          <label htmlFor={fid('email')}>{t('form.email')}</label>
          <input
            id={fid('email')}
            name="email"
            type="email"
            autoComplete="email"
            value={fields.email}
            onChange={(e) => edit('email', e.target.value)}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy('email')}
            required
          />
          {errors.email && (
            <p id={`${fid('email')}-error`} className="form-error">
              {contactErrorText(errors.email)}
            </p>
          )}
        </div>
      </div>

      <div className="form-grid">
        <div className="form-field">
          <label htmlFor={fid('subject')}>{t('form.subject')}</label>
          <input
            id={fid('subject')}
            name="subject"
            value={fields.subject}
            onChange={(e) => edit('subject', e.target.value)}
            aria-invalid={errors.subject ? true : undefined}
            aria-describedby={describedBy('subject')}
            required
          />
          {errors.subject && (
            <p id={`${fid('subject')}-error`} className="form-error">
              {contactErrorText(errors.subject)}
            </p>
          )}
        </div>
        <div className="form-field">
          <label htmlFor={fid('inquiryType')}>{t('form.category')}</label>
          <select
            id={fid('inquiryType')}
            name="inquiryType"
            value={fields.inquiryType}
            onChange={(e) => edit('inquiryType', e.target.value)}
            aria-invalid={errors.inquiryType ? true : undefined}
            aria-describedby={describedBy('inquiryType')}
          >
            {CONTACT_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`category.${c}`)}
              </option>
            ))}
          </select>
          {errors.inquiryType && (
            <p id={`${fid('inquiryType')}-error`} className="form-error">
              {contactErrorText(errors.inquiryType)}
            </p>
          )}
        </div>
      </div>

      <div className="form-field">
        <label htmlFor={fid('message')}>{t('form.message')}</label>
        <textarea
          id={fid('message')}
          name="message"
          rows={7}
          maxLength={MESSAGE_MAX}
          value={fields.message}
          onChange={(e) => edit('message', e.target.value)}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy('message', `${fid('message')}-counter`)}
          required
        />
        <div className="form-field__foot">
          {errors.message ? (
            <p id={`${fid('message')}-error`} className="form-error">
              {contactErrorText(errors.message)}
            </p>
          ) : (
            <span />
          )}
          <span id={`${fid('message')}-counter`} className={over ? 'form-counter form-counter--over' : 'form-counter'}>
            {fields.message.length}/{MESSAGE_COUNTER_LIMIT}
          </span>
        </div>
        {over && <p className="form-hint">{t('form.longer', { max: MESSAGE_MAX })}</p>}
      </div>

      <Button type="submit" size="lg" disabled={status === 'submitting'}>
        {status === 'submitting' ? t('form.sending') : t('form.send')}
      </Button>
    </form>
  );
}
