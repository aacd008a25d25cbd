/**
 * The header for a signed-in member (seed 000 §2): "Hi, {email}!" with stamp count and tier icon
 * to /member-dashboard ("Dashboard" while loading), a passport shortcut and Logout. Loaded only when
 * this browser holds a member token, so visitors never download the member session code.
 */
import { TIERS } from '../../../content/site/facts';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useMemberSession } from '../lib/member-session';
import { buttonClass } from './ui/Button';
import { DashboardLink, VisitorCta } from './VisitorCta';

const TIER_ICONS: Record<string, string> = Object.fromEntries(TIERS.map((t) => [t.id, t.icon]));

export const tierIcon = (tier: string | undefined) => TIER_ICONS[tier ?? 'new'] ?? TIER_ICONS.new;

export default function MemberMenu({ onNavigate }: { onNavigate?(): void }) {
  const session = useMemberSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();

  if (session.status === 'anonymous') return <VisitorCta onNavigate={onNavigate} />;

  const logout = () => {
    session.logout();
    onNavigate?.();
    if (pathname.startsWith('/member-')) navigate('/');
  };

  return (
    <div className="member-actions">
      {session.status === 'loading' ? (
        <DashboardLink onNavigate={onNavigate} />
      ) : (
        <Link to="/member-dashboard" className={buttonClass('primary', 'sm', false, 'member-actions__dashboard')} onClick={onNavigate}>
          <span aria-hidden="true">{tierIcon(session.tier)}</span>
          <span className="member-actions__greeting">Hi, {session.email}!</span>
          <span className="member-actions__stamps">
            {session.stamps ?? 0} {session.stamps === 1 ? 'stamp' : 'stamps'}
            {session.tier ? <span className="visually-hidden">, {session.tier} tier</span> : null}
          </span>
        </Link>
      )}
      <Link to="/member-passport" className={buttonClass('ghost', 'sm')} onClick={onNavigate}>
        <span aria-hidden="true">🛂</span> Passport
      </Link>
      <button type="button" className={buttonClass('ghost', 'sm')} onClick={logout}>
        Logout
      </button>
    </div>
  );
}
