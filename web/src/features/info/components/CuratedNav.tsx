import { NavLink } from '../../../components/LocalLink';
import { rich } from '../../../lib/i18n/rich';
import { t } from '../i18n';

const LINKS = [
  { to: '/curated-fika', label: () => t('curatedNav.overview') },
  { to: '/curated-fika/how-it-works', label: () => t('curatedNav.howItWorks') },
  { to: '/curated-fika/founders', label: () => t('curatedNav.founders') },
  { to: '/curated-fika/faq', label: () => t('curatedNav.faq') },
  { to: '/curated-fika/my-sessions', label: () => t('curatedNav.mySessions') },
];

const strong = (text: string) => <strong>{text}</strong>;

/** The Curated Fika information pages, one click apart. */
export function CuratedNav() {
  return (
    <nav className="container sub-nav" aria-label={t('curatedNav.label')}>
      <ul>
        {LINKS.map((l) => (
          <li key={l.to}>
            <NavLink to={l.to} end className="sub-nav__link">
              {l.label()}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The four facts every Curated Fika page repeats. */
export function CuratedFacts() {
  return (
    <div className="container">
      <ul className="fact-strip" aria-label={t('curatedFacts.label')}>
        <li>{rich(t('curatedFacts.groupSize'), { strong })}</li>
        <li>{rich(t('curatedFacts.length'), { strong })}</li>
        <li>{rich(t('curatedFacts.matching'), { strong })}</li>
        <li>{rich(t('curatedFacts.premium'), { strong })}</li>
      </ul>
    </div>
  );
}
