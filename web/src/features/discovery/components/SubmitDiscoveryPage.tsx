/**
 * `/submit-discovery`: members suggest a cafe, a walk or an experience for the community. The
 * server validates with the same rules (domain/contact/forms.ts), stores it and mails the team.
 */
import { FormBanner, type FormBannerTexts } from '../../../components/ui/FormBanner';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../components/ui/Button';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Seo } from '../../../lib/seo';
import {
  DISCOVERY_CATEGORIES,
  DISCOVERY_CITIES,
  DISCOVERY_MESSAGES,
  WHY_MAX,
  WHY_MIN,
  discoveryErrors,
  type DiscoveryFields,
  type FieldErrors,
} from '@/domain/contact/forms';
import { submitDiscovery } from '../api/submit-discovery';
import { t } from '../i18n';
import '../../contact/components/contact.css';
import './discovery.css';

type Field = keyof DiscoveryFields;
type Status = 'idle' | 'submitting' | 'success' | 'error';

const EMPTY: DiscoveryFields = { name: '', email: '', title: '', city: '', category: '', area: '', why: '', website: '' };

/** The banners in the page's language (read at render: the language is the page's). */
export const discoveryBanners = (): FormBannerTexts => ({
  successTitle: t('banner.successTitle'),
  successText: t('banner.successText'),
  errorTitle: t('banner.errorTitle'),
  errorText: (email: string) => t('banner.errorText', { email }),
});

/** A validation message of domain/contact/forms.ts in the page's language (its key in DISCOVERY_MESSAGES names the message). */
function discoveryErrorText(message: string | undefined): string | undefined {
  const key = (Object.keys(DISCOVERY_MESSAGES) as (keyof typeof DISCOVERY_MESSAGES)[]).find((k) => DISCOVERY_MESSAGES[k] === message);
  return key ? t(`error.${key}`, { min: WHY_MIN, max: WHY_MAX }) : message;
}

export default function SubmitDiscoveryPage() {
  return (
    <>
      <Seo title={t('route./submit-discovery.title')} description={t('page.description')} />
      <PageHeader eyebrow={t('page.eyebrow')} title={t('page.title')} subtitle={t('page.subtitle')} />
      <div className="container contact-layout">
        <section aria-labelledby="discovery-form-heading">
          <h2 id="discovery-form-heading">{t('page.formHeading')}</h2>
          <DiscoveryForm />
        </section>
        <aside className="contact-aside" aria-label={t('aside.label')}>
          <section className="contact-aside__panel" aria-labelledby="discovery-tips-heading">
            <h2 id="discovery-tips-heading">{t('aside.tipsHeading')}</h2>
            <ul className="discovery-tips">
              <li>{t('aside.tip1')}</li>
              <li>{t('aside.tip2')}</li>
              <li>{t('aside.tip3')}</li>
              <li>{t('aside.tip4')}</li>
            </ul>
          </section>
          <section className="contact-aside__panel" aria-labelledby="discovery-next-heading">
            <h2 id="discovery-next-heading">{t('aside.nextHeading')}</h2>
            <ol className="discovery-steps">
              <li>{t('aside.step1')}</li>
              <li>{t('aside.step2')}</li>
              <li>{t('aside.step3')}</li>
            </ol>
          </section>
        </aside>
      </div>
    </>
  );
}

export function DiscoveryForm() {
  const [fields, setFields] = useState<DiscoveryFields>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [status, setStatus] = useState<Status>('idle');
  const [detail, setDetail] = useState<string | null>(null);
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
    const found = discoveryErrors(fields);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(fid(Object.keys(found)[0] as Field))?.focus();
      return;
    }
    setStatus('submitting');
    setDetail(null);
    try {
      const r = await submitDiscovery(fields);
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

  const control = (f: Field) => ({
    id: fid(f),
    name: f,
    value: fields[f],
    'aria-invalid': errors[f] ? true : undefined,
    'aria-describedby': [errors[f] ? `${fid(f)}-error` : null, f === 'why' ? `${fid(f)}-counter` : null].filter(Boolean).join(' ') || undefined,
  });

  const field = (f: Field, label: ReactNode, input: ReactNode, foot?: ReactNode) => (
    <div className="form-field">
      <label htmlFor={fid(f)}>{label}</label>
      {input}
      <div className="form-field__foot">
        {errors[f] ? (
          <p id={`${fid(f)}-error`} className="form-error">
            {discoveryErrorText(errors[f])}
          </p>
        ) : (
          <span />
        )}
        {foot}
      </div>
    </div>
  );

  return (
    <form className="contact-form" noValidate onSubmit={onSubmit}>
      <FormBanner status={status} texts={discoveryBanners()} detail={detail} />
      <div className="form-grid">
        {field('name', t('form.name'), <input {...control('name')} autoComplete="name" onChange={(e) => edit('name', e.target.value)} required />)}
        {field('email', t('form.email'), <input {...control('email')} type="email" autoComplete="email" onChange={(e) => edit('email', e.target.value)} required />)}
      </div>
      {field(
        'title',
        t('form.title'),
        <input {...control('title')} placeholder={t('form.titlePlaceholder')} onChange={(e) => edit('title', e.target.value)} required />,
      )}
      <div className="form-grid">
        {field(
          'city',
          t('form.city'),
          <select {...control('city')} onChange={(e) => edit('city', e.target.value)} required>
            <option value="">{t('form.chooseCity')}</option>
            {DISCOVERY_CITIES.map((c) => (
              <option key={c} value={c}>
                {t(`city.${c}`)}
              </option>
            ))}
          </select>,
        )}
        {field(
          'category',
          t('form.category'),
          <select {...control('category')} onChange={(e) => edit('category', e.target.value)} required>
            <option value="">{t('form.chooseCategory')}</option>
            {DISCOVERY_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`category.${c}`)}
              </option>
            ))}
          </select>,
        )}
      </div>
      {field('area', t('form.area'), <input {...control('area')} placeholder={t('form.areaPlaceholder')} onChange={(e) => edit('area', e.target.value)} required />)}
      {field(
        'why',
        t('form.why'),
        <textarea {...control('why')} rows={6} maxLength={WHY_MAX} onChange={(e) => edit('why', e.target.value)} required />,
        <span id={`${fid('why')}-counter`} className="form-counter">
          {t('form.whyCounter', { length: fields.why.length, max: WHY_MAX, min: WHY_MIN })}
        </span>,
      )}
      {field(
        'website',
        <>
          {t('form.website')} <span className="form-optional">{t('form.optional')}</span>
        </>,
        <input {...control('website')} type="url" inputMode="url" placeholder="https://" onChange={(e) => edit('website', e.target.value)} />,
      )}
      <Button type="submit" size="lg" disabled={status === 'submitting'}>
        {status === 'submitting' ? t('form.sending') : t('form.send')}
      </Button>
    </form>
  );
}
