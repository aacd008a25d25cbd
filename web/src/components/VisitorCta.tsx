import { useMatches } from 'react-router-dom';
import { Link } from './LocalLink';
import { t } from '../lib/i18n/common';
import type { RouteHandle } from '../lib/seo';
import { buttonClass } from './ui/Button';

/** The header's main button for visitors: "Member Goal Login" on goal/member pages, else "Join Now". */
export function VisitorCta({ onNavigate }: { onNavigate?(): void }) {
  const memberArea = useMatches().some((m) => (m.handle as RouteHandle | undefined)?.memberArea);
  return memberArea ? (
    <Link to="/member-login" className={buttonClass('primary', 'sm')} onClick={onNavigate}>
      {t('cta.memberGoalLogin')}
    </Link>
  ) : (
    <Link to="/curated-fika-signup" className={buttonClass('primary', 'sm')} onClick={onNavigate}>
      {t('cta.joinNow')}
    </Link>
  );
}

/** "Dashboard": what a member sees while their details load. */
export function DashboardLink({ onNavigate }: { onNavigate?(): void }) {
  return (
    <Link to="/member-dashboard" className={buttonClass('primary', 'sm', false, 'member-actions__dashboard')} onClick={onNavigate}>
      {t('cta.dashboard')}
    </Link>
  );
}
