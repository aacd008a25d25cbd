/** `/contact`: "Get in Touch", the form, contact info, Quick Answers and Follow Us. */
import { CITY_NAMES_TEXT, CONTACT_RESPONSE_HOURS } from '@/content/site/facts';
import { PageHeader } from '../../../components/ui/PageHeader';
import { CONTACT_EMAIL, Seo } from '../../../lib/seo';
import { ContactForm } from './ContactForm';
import { QuickAnswers } from './QuickAnswers';
import { t } from '../i18n';
import './contact.css';

export const SOCIAL_LINKS = [
  { label: 'Instagram', href: 'https://www.instagram.com/fika.community', icon: '📷' },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/fika-community', icon: '💼' },
  { label: 'Meetup', href: 'https://www.meetup.com/fika-community', icon: '🤝' },
] as const;

export default function ContactPage() {
  return (
    <>
      <Seo
        title={t('route./contact.title')}
        description={t('page.description', { cities: CITY_NAMES_TEXT, hours: CONTACT_RESPONSE_HOURS })}
      />
      <PageHeader
        eyebrow={t('page.eyebrow')}
        title={t('page.title')}
        subtitle={t('page.subtitle')}
      />
      <div className="container contact-layout">
        <section aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading">{t('page.formHeading')}</h2>
          <ContactForm />
        </section>
        <aside className="contact-aside" aria-label={t('aside.label')}>
          <section className="contact-aside__panel" aria-labelledby="contact-info-heading">
            <h2 id="contact-info-heading">{t('aside.infoHeading')}</h2>
            <ul className="contact-info">
              <li>
                <span className="contact-info__icon" aria-hidden="true">
                  ✉️
                </span>
                <div>
                  <strong>{t('aside.general')}</strong>
                  <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
                </div>
              </li>
              <li>
                <span className="contact-info__icon" aria-hidden="true">
                  ⏱️
                </span>
                <div>
                  <strong>{t('aside.responseTime')}</strong>
                  <span>{t('aside.reply', { hours: CONTACT_RESPONSE_HOURS })}</span>
                </div>
              </li>
              <li>
                <span className="contact-info__icon" aria-hidden="true">
                  🌏
                </span>
                <div>
                  <strong>{t('aside.global')}</strong>
                  <span>{t('aside.cities', { cities: CITY_NAMES_TEXT })}</span>
                </div>
              </li>
            </ul>
          </section>
          <QuickAnswers />
          <section className="contact-aside__panel" aria-labelledby="contact-follow-heading">
            <h2 id="contact-follow-heading">{t('aside.follow')}</h2>
            <ul className="social-links">
              {SOCIAL_LINKS.map((s) => (
                <li key={s.label}>
                  <a href={s.href} rel="noopener noreferrer" target="_blank">
                    <span aria-hidden="true">{s.icon}</span>
                    {s.label}
                    <span className="visually-hidden">{t('aside.newTab')}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        </aside>
      </div>
    </>
  );
}
