/**
 * `/submit-discovery`: members suggest a cafe, a walk or an experience for the community. The
 * server validates with the same rules (functions/contact/forms.ts), stores it and mails the team.
 */
import { FormBanner, type FormBannerTexts } from '../../../components/ui/FormBanner';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../components/ui/Button';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Seo } from '../../../lib/seo';
import {
  DISCOVERY_CATEGORIES,
  DISCOVERY_CATEGORY_LABELS,
  DISCOVERY_CITIES,
  DISCOVERY_CITY_LABELS,
  WHY_MAX,
  WHY_MIN,
  discoveryErrors,
  type DiscoveryFields,
  type FieldErrors,
} from '@/functions/contact/forms';
import { submitDiscovery } from '../api/submit-discovery';
import '../../contact/components/contact.css';
import './discovery.css';

type Field = keyof DiscoveryFields;
type Status = 'idle' | 'submitting' | 'success' | 'error';

const EMPTY: DiscoveryFields = { name: '', email: '', title: '', city: '', category: '', area: '', why: '', website: '' };

export const DISCOVERY_BANNERS: FormBannerTexts = {
  successTitle: 'Thank you for sharing!',
  successText: 'Your discovery is with the team. We visit every suggestion, and the best ones become a fika venue, an experience or a tip in our city guides.',
  errorTitle: 'Oops! Something went wrong',
  errorText: (email: string) => `We couldn't save your suggestion. Please try again or email it to us at ${email}.`,
};

export default function SubmitDiscoveryPage() {
  return (
    <>
      <Seo
        title="Suggest a place or experience"
        description="Know a quiet cafe, a forest trail or a food stall the community should try? Share your discovery in Tokyo, Osaka, Fukuoka or Honolulu with the Fika team."
      />
      <PageHeader
        eyebrow="Share a Discovery"
        title="Suggest a place or experience"
        subtitle="Found a cafe with the perfect window seat, a walk that clears your head or a tiny restaurant worth the queue? Tell us: members' discoveries become our next venues and experiences."
      />
      <div className="container contact-layout">
        <section aria-labelledby="discovery-form-heading">
          <h2 id="discovery-form-heading">Your discovery</h2>
          <DiscoveryForm />
        </section>
        <aside className="contact-aside" aria-label="About discoveries">
          <section className="contact-aside__panel" aria-labelledby="discovery-tips-heading">
            <h2 id="discovery-tips-heading">What makes a great discovery</h2>
            <ul className="discovery-tips">
              <li>Somewhere you would happily take a new friend, not just somewhere popular.</li>
              <li>Room for a small group to talk: a table for four, a quiet corner, a bench with a view.</li>
              <li>Friendly to newcomers: easy to find, open to people who speak little Japanese (or English).</li>
              <li>Tell us what you order, when it is calm, and what makes it feel special.</li>
            </ul>
          </section>
          <section className="contact-aside__panel" aria-labelledby="discovery-next-heading">
            <h2 id="discovery-next-heading">What happens next</h2>
            <ol className="discovery-steps">
              <li>The team reads every suggestion within a week.</li>
              <li>A local host visits and checks it works for a group.</li>
              <li>If it does, it appears in an event, an experience or a city guide, and we let you know.</li>
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
            {errors[f]}
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
      <FormBanner status={status} texts={DISCOVERY_BANNERS} detail={detail} />
      <div className="form-grid">
        {field('name', 'Your name', <input {...control('name')} autoComplete="name" onChange={(e) => edit('name', e.target.value)} required />)}
        {field('email', 'Your email', <input {...control('email')} type="email" autoComplete="email" onChange={(e) => edit('email', e.target.value)} required />)}
      </div>
      {field(
        'title',
        'Place or experience',
        <input {...control('title')} placeholder="e.g. Glitch Coffee Ginza, Takao forest trail" onChange={(e) => edit('title', e.target.value)} required />,
      )}
      <div className="form-grid">
        {field(
          'city',
          'City',
          <select {...control('city')} onChange={(e) => edit('city', e.target.value)} required>
            <option value="">Choose a city</option>
            {DISCOVERY_CITIES.map((c) => (
              <option key={c} value={c}>
                {DISCOVERY_CITY_LABELS[c]}
              </option>
            ))}
          </select>,
        )}
        {field(
          'category',
          'Category',
          <select {...control('category')} onChange={(e) => edit('category', e.target.value)} required>
            <option value="">Choose a category</option>
            {DISCOVERY_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {DISCOVERY_CATEGORY_LABELS[c]}
              </option>
            ))}
          </select>,
        )}
      </div>
      {field('area', 'Address or area', <input {...control('area')} placeholder="e.g. 2-3-1 Nishiki, or Nakameguro riverside" onChange={(e) => edit('area', e.target.value)} required />)}
      {field(
        'why',
        "Why it's great",
        <textarea {...control('why')} rows={6} maxLength={WHY_MAX} onChange={(e) => edit('why', e.target.value)} required />,
        <span id={`${fid('why')}-counter`} className="form-counter">
          {fields.why.length}/{WHY_MAX} (at least {WHY_MIN})
        </span>,
      )}
      {field(
        'website',
        <>
          Website <span className="form-optional">(optional)</span>
        </>,
        <input {...control('website')} type="url" inputMode="url" placeholder="https://" onChange={(e) => edit('website', e.target.value)} />,
      )}
      <Button type="submit" size="lg" disabled={status === 'submitting'}>
        {status === 'submitting' ? 'Sending…' : 'Share my discovery'}
      </Button>
    </form>
  );
}
