import { CITY_COUNT, COMMUNITY, COMMUNITY_CITIES, QUESTIONS_CLAIM } from '@/content/site/facts';
import { Link } from 'react-router-dom';
import { CONTACT_EMAIL, SITE_TAGLINE } from '../lib/seo';
import { CITY_LINKS, FOOTER_GROUPS, LEGAL_LINKS } from './site-nav';
import './layout.css';

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="site-footer__top">
          <div className="site-footer__brand">
            <Link to="/" className="brand brand--footer">
              <span className="brand__mark" aria-hidden="true">
                ☕
              </span>
              <span className="brand__name">Fika Community</span>
            </Link>
            <p className="site-footer__tagline">{SITE_TAGLINE}</p>
            <p>
              Unhurried coffee, real conversations and friendly faces for expats, nomads and locals. Pull up a chair — there is always room for one more.
            </p>
            <ul className="site-footer__claims" aria-label="Our community in numbers">
              <li>
                <strong>{CITY_COUNT}</strong> cities
              </li>
              <li>
                <strong>{QUESTIONS_CLAIM}+</strong> conversation questions
              </li>
            </ul>
          </div>
          <nav className="site-footer__nav" aria-label="Footer">
            {FOOTER_GROUPS.map((g) => (
              <div key={g.id} className="site-footer__group">
                <h2 className="site-footer__heading">{g.label}</h2>
                <ul>
                  {g.links.map((l) => (
                    <li key={l.to}>
                      <Link to={l.to}>{l.label}</Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
            <div className="site-footer__group">
              <h2 className="site-footer__heading">Cities</h2>
              <ul>
                {CITY_LINKS.map((l) => (
                  <li key={l.to}>
                    <Link to={l.to}>{l.label}</Link>
                  </li>
                ))}
              </ul>
            </div>
          </nav>
        </div>
        <div className="site-footer__bottom">
          <p>
            © 2026 {COMMUNITY.name} · {COMMUNITY_CITIES.map((c) => c.name).join(' · ')} · <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
          </p>
          <ul className="site-footer__legal" aria-label="Legal">
            {LEGAL_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{l.label}</Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
