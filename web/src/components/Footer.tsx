import { CITY_COUNT, COMMUNITY, COMMUNITY_CITIES, QUESTIONS_CLAIM } from '@/content/site/facts';
import { Link } from './LocalLink';
import { CONTACT_EMAIL } from '../lib/seo';
import { t } from '../lib/i18n/common';
import { rich } from '../lib/i18n/rich';
import { CITY_LINKS, navText, cityName, type NavGroup, type NavLink } from './site-nav';
import './layout.css';

// The footer's own links (its code loads as the footer nears the viewport, see Layout).
const FOOTER_GROUPS: NavGroup[] = [
  {
    id: 'events',
    label: 'nav.events',
    links: [
      { to: '/events', label: 'nav.allEvents' },
      { to: '/monthly-fika', label: 'nav.monthlyFika' },
      { to: '/signature-fika', label: 'nav.signatureFika' },
      { to: '/what-is-speed-fika', label: 'nav.speedFika' },
      { to: '/curated-fika', label: 'nav.curatedFika' },
      { to: '/founders-fika', label: 'nav.foundersFika' },
      { to: '/experiences', label: 'nav.experiences' },
    ],
  },
  {
    id: 'community',
    label: 'nav.community',
    links: [
      { to: '/what-is-fika', label: 'nav.whatIsFika' },
      { to: '/goal-accountability-partners', label: 'nav.goalAccountabilityPartners' },
      { to: '/goal-accountability-faq', label: 'nav.goalAccountabilityFaq' },
      { to: '/member-passport', label: 'nav.memberPassport' },
      { to: '/happiness', label: 'nav.happiness' },
      { to: '/wellness', label: 'nav.wellness' },
      { to: '/merchandise', label: 'nav.merchandise' },
    ],
  },
  {
    id: 'resources',
    label: 'nav.resources',
    links: [
      { to: '/blog', label: 'nav.blog' },
      { to: '/conversation-starters', label: 'nav.conversationStarters' },
      { to: '/tokyo-survival-guide', label: 'nav.survivalGuide' },
      { to: '/tokyo-expat-guide', label: 'nav.expatGuide' },
      { to: '/tokyo-expat-calculator', label: 'nav.calculator' },
      { to: '/nomad-concierge', label: 'nav.nomadConcierge' },
      { to: '/submit-discovery', label: 'nav.shareDiscovery' },
    ],
  },
  {
    id: 'about',
    label: 'nav.about',
    links: [
      { to: '/about', label: 'nav.aboutUs' },
      { to: '/contact', label: 'nav.contact' },
      { to: '/community-guidelines', label: 'nav.communityGuidelines' },
      { to: '/member-login', label: 'nav.memberLogin' },
    ],
  },
];

const LEGAL_LINKS: NavLink[] = [
  { to: '/privacy', label: 'nav.privacy' },
  { to: '/terms', label: 'nav.terms' },
  { to: '/cookies', label: 'nav.cookies' },
];

const bold = { b: (text: string) => <strong>{text}</strong> };

export default function Footer() {
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
            <p className="site-footer__tagline">{t('site.tagline')}</p>
            <p>{t('footer.blurb')}</p>
            <ul className="site-footer__claims" aria-label={t('footer.claimsLabel')}>
              <li>{rich(t('footer.cities', { count: CITY_COUNT }), bold)}</li>
              <li>{rich(t('footer.questions', { count: QUESTIONS_CLAIM }), bold)}</li>
            </ul>
          </div>
          <nav className="site-footer__nav" aria-label={t('footer.nav')}>
            {FOOTER_GROUPS.map((g) => (
              <div key={g.id} className="site-footer__group">
                <h2 className="site-footer__heading">{navText(g.label)}</h2>
                <ul>
                  {g.links.map((l) => (
                    <li key={l.to}>
                      <Link to={l.to}>{navText(l.label)}</Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
            <div className="site-footer__group">
              <h2 className="site-footer__heading">{t('nav.cities')}</h2>
              <ul>
                {CITY_LINKS.map((l) => (
                  <li key={l.to}>
                    <Link to={l.to}>{navText(l.label)}</Link>
                  </li>
                ))}
              </ul>
            </div>
          </nav>
        </div>
        <div className="site-footer__bottom">
          <p>
            © 2026 {COMMUNITY.name} · {COMMUNITY_CITIES.map((c) => cityName(c.slug)).join(' · ')} ·{' '}
            <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
          </p>
          <ul className="site-footer__legal" aria-label={t('footer.legal')}>
            {LEGAL_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{navText(l.label)}</Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
