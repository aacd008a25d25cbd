/** `/contact`: "Get in Touch", the form, contact info, Quick Answers and Follow Us. */
import { CITY_NAMES_TEXT, CONTACT_RESPONSE_TEXT } from '@/content/site/facts';
import { PageHeader } from '../../../components/ui/PageHeader';
import { CONTACT_EMAIL, Seo } from '../../../lib/seo';
import { ContactForm } from './ContactForm';
import { QuickAnswers } from './QuickAnswers';
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
        title="Contact us"
        description={`Questions about events, membership, partnerships or the press? Write to the Fika Community team in ${CITY_NAMES_TEXT}: we answer ${CONTACT_RESPONSE_TEXT}.`}
      />
      <PageHeader
        eyebrow="Contact"
        title="Get in Touch"
        subtitle="Questions about an event, a membership, a partnership or an idea for the community? Send us a note: a real person on the team reads every message."
      />
      <div className="container contact-layout">
        <section aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading">Send us a message</h2>
          <ContactForm />
        </section>
        <aside className="contact-aside" aria-label="Other ways to reach us">
          <section className="contact-aside__panel" aria-labelledby="contact-info-heading">
            <h2 id="contact-info-heading">Contact info</h2>
            <ul className="contact-info">
              <li>
                <span className="contact-info__icon" aria-hidden="true">
                  ✉️
                </span>
                <div>
                  <strong>General inquiries</strong>
                  <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
                </div>
              </li>
              <li>
                <span className="contact-info__icon" aria-hidden="true">
                  ⏱️
                </span>
                <div>
                  <strong>Response time</strong>
                  <span>We reply {CONTACT_RESPONSE_TEXT}.</span>
                </div>
              </li>
              <li>
                <span className="contact-info__icon" aria-hidden="true">
                  🌏
                </span>
                <div>
                  <strong>Global community</strong>
                  <span>{CITY_NAMES_TEXT}</span>
                </div>
              </li>
            </ul>
          </section>
          <QuickAnswers />
          <section className="contact-aside__panel" aria-labelledby="contact-follow-heading">
            <h2 id="contact-follow-heading">Follow Us</h2>
            <ul className="social-links">
              {SOCIAL_LINKS.map((s) => (
                <li key={s.label}>
                  <a href={s.href} rel="noopener noreferrer" target="_blank">
                    <span aria-hidden="true">{s.icon}</span>
                    {s.label}
                    <span className="visually-hidden"> (opens in a new tab)</span>
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
