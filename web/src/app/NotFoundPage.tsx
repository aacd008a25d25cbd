import { CONTACT_RESPONSE_HOURS, QUESTIONS_CLAIM } from '@/content/site/facts';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from '../components/LocalLink';
import { track } from '../lib/analytics';
import { buttonClass } from '../components/ui/Button';
import { t } from '../lib/i18n/common';
import './not-found.css';

/** The not-found page's help: where a lost visitor can go next (texts: `notFound.<id>` and `notFound.<id>.hint`). */
export const NOT_FOUND_LINKS = [
  { to: '/', id: 'home' },
  { to: '/events', id: 'events' },
  { to: '/blog', id: 'blog' },
  { to: '/conversation-starters', id: 'questions' },
  { to: '/tokyo-survival-guide', id: 'survivalGuide' },
  { to: '/monthly-fika', id: 'monthlyFika' },
  { to: '/goal-accountability-partners', id: 'goals' },
  { to: '/contact', id: 'contact' },
] as const;

const hintValues = { questions: QUESTIONS_CLAIM, hours: CONTACT_RESPONSE_HOURS };

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
      <h1>{t('notFound.title')}</h1>
      <p className="not-found__lead">{t('notFound.lead')}</p>
      <nav aria-label={t('notFound.nav')}>
        <ul className="not-found__links">
          {NOT_FOUND_LINKS.map((l, i) => (
            <li key={l.to}>
              <Link to={l.to} className={buttonClass(i === 0 ? 'primary' : 'secondary', 'md', true)}>
                {t(`notFound.${l.id}`)}
              </Link>
              <span className="not-found__hint">{t(`notFound.${l.id}.hint`, hintValues)}</span>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
