import { NavLink } from 'react-router-dom';

const LINKS = [
  { to: '/curated-fika', label: 'Overview' },
  { to: '/curated-fika/how-it-works', label: 'How it works' },
  { to: '/curated-fika/founders', label: 'Founding members' },
  { to: '/curated-fika/faq', label: 'FAQ' },
  { to: '/curated-fika/my-sessions', label: 'My sessions' },
];

/** The Curated Fika information pages, one click apart. */
export function CuratedNav() {
  return (
    <nav className="container sub-nav" aria-label="Curated Fika">
      <ul>
        {LINKS.map((l) => (
          <li key={l.to}>
            <NavLink to={l.to} end className="sub-nav__link">
              {l.label}
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
      <ul className="fact-strip" aria-label="Curated Fika at a glance">
        <li>
          <strong>3–4</strong> people per group
        </li>
        <li>
          <strong>~90</strong> minutes
        </li>
        <li>
          <strong>Compatibility-scored</strong> matching, team-reviewed (beta)
        </li>
        <li>
          <strong>Premium</strong> membership required
        </li>
      </ul>
    </div>
  );
}
