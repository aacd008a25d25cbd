/**
 * The header for a signed-in member: a menu button with the tier icon, "Hi, {name}!" (the part of
 * the email before @, cut short with an ellipsis when long) and the stamp count ("Dashboard" while
 * loading). Its menu holds Dashboard, Passport and Logout; logout clears the token and returns to /
 * when on a /member-* page. Loaded only when this browser holds a member token, so visitors never
 * download the member session code.
 */
import { TIERS } from '@/content/site/facts';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useMemberSession } from '../lib/member-session';
import { Chevron, useDismiss } from './NavDropdown';
import { DashboardLink, VisitorCta } from './VisitorCta';

const TIER_ICONS: Record<string, string> = Object.fromEntries(TIERS.map((t) => [t.id, t.icon]));

export const tierIcon = (tier: string | undefined) => TIER_ICONS[tier ?? 'new'] ?? TIER_ICONS.new;

/** The name the header greets a member with: the part of the email before @. */
export const shortName = (email: string | undefined) => (email ?? '').split('@')[0] || 'member';

export default function MemberMenu({ onNavigate }: { onNavigate?(): void }) {
  const session = useMemberSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, rootRef, buttonRef);
  useEffect(close, [pathname, close]);

  if (session.status === 'anonymous') return <VisitorCta onNavigate={onNavigate} />;
  if (session.status === 'loading') return <DashboardLink onNavigate={onNavigate} />;

  const follow = () => {
    close();
    onNavigate?.();
  };
  const logout = () => {
    session.logout();
    follow();
    if (pathname.startsWith('/member-')) navigate('/');
  };
  const stamps = session.stamps ?? 0;

  return (
    <div ref={rootRef} className={open ? 'member-menu is-open' : 'member-menu'}>
      <button
        ref={buttonRef}
        type="button"
        className="member-menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        title={session.email}
        onClick={() => setOpen((o) => !o)}
      >
        <span aria-hidden="true">{tierIcon(session.tier)}</span>
        <span className="member-menu__greeting">Hi, {shortName(session.email)}!</span>
        <span className="member-menu__stamps">
          {stamps} {stamps === 1 ? 'stamp' : 'stamps'}
          {session.tier ? <span className="visually-hidden">, {session.tier} tier</span> : null}
        </span>
        <Chevron />
      </button>
      <div id={panelId} className="member-menu__panel" hidden={!open}>
        <p className="member-menu__email">
          Signed in as <strong>{session.email}</strong>
        </p>
        <ul className="member-menu__list">
          <li>
            <Link to="/member-dashboard" className="nav-dropdown__link" onClick={follow}>
              <span className="nav-dropdown__label">Dashboard</span>
            </Link>
          </li>
          <li>
            <Link to="/member-passport" className="nav-dropdown__link" onClick={follow}>
              <span className="nav-dropdown__label">
                <span aria-hidden="true">🛂</span> Passport
              </span>
            </Link>
          </li>
          <li>
            <button type="button" className="nav-dropdown__link member-menu__logout" onClick={logout}>
              <span className="nav-dropdown__label">Logout</span>
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
