import { CONTACT_RESPONSE_TEXT, QUESTIONS_CLAIM } from '@/content/site/facts';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { track } from '../lib/analytics';
import { buttonClass } from '../components/ui/Button';
import { NOT_FOUND_TITLE } from './router';
import './not-found.css';

/** The not-found page's help: where a lost visitor can go next. */
export const NOT_FOUND_LINKS = [
  { to: '/', label: 'Home', hint: 'Start from the beginning' },
  { to: '/events', label: 'Upcoming events', hint: 'Find a fika near you' },
  { to: '/blog', label: 'Blog', hint: 'Stories from the community' },
  { to: '/conversation-starters', label: 'Conversation starters', hint: `${QUESTIONS_CLAIM}+ questions to break the ice` },
  { to: '/tokyo-survival-guide', label: 'Tokyo survival guide', hint: 'Your first weeks, sorted' },
  { to: '/monthly-fika', label: 'Monthly Fika', hint: 'Our big monthly gathering' },
  { to: '/goal-accountability-partners', label: 'Goal accountability', hint: 'Six weeks, one goal, a small crew' },
  { to: '/contact', label: 'Contact us', hint: `We answer ${CONTACT_RESPONSE_TEXT}` },
] as const;

export default function NotFoundPage() {
  const { pathname } = useLocation();

  useEffect(() => {
    track('page_not_found', { path: pathname, referrer: document.referrer || 'direct' });
  }, [pathname]);

  return (
    <div className="not-found container">
      <p className="not-found__cup" aria-hidden="true">
        ☕
      </p>
      <h1>{NOT_FOUND_TITLE}</h1>
      <p className="not-found__lead">
        This table is empty — the page you were looking for has moved, or never existed. No worries: the coffee is still warm and the community is right
        this way.
      </p>
      <nav aria-label="Helpful pages">
        <ul className="not-found__links">
          {NOT_FOUND_LINKS.map((l, i) => (
            <li key={l.to}>
              <Link to={l.to} className={buttonClass(i === 0 ? 'primary' : 'secondary', 'md', true)}>
                {l.label}
              </Link>
              <span className="not-found__hint">{l.hint}</span>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
