/**
 * The header for a signed-in member: a menu button with the tier icon, "Hi, {name}!" (the part of
 * the email before @, cut short with an ellipsis when long) and the stamp count ("Dashboard" while
 * loading). Its menu holds Dashboard, Passport and Logout; logout clears the token and returns to /
 * when on a /member-* page. Loaded only when this browser holds a member token, so visitors never
 * download the member session code.
 */
import { TIERS } from '@/content/site/facts';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Link, useLocalNavigate } from './LocalLink';
import { stripLocale } from '../lib/i18n';
import { t } from '../lib/i18n/common';
import { rich } from '../lib/i18n/rich';
import { useMemberSession } from '../lib/member-session';
import { Chevron, useDismiss } from './NavDropdown';
import { DashboardLink, VisitorCta } from './VisitorCta';

const TIER_ICONS: Record<string, string> = Object.fromEntries(TIERS.map((t) => [t.id, t.icon]));

export const tierIcon = (tier: string | undefined) => TIER_ICONS[tier ?? 'new'] ?? TIER_ICONS.new;

/** The name the header greets a member with: the part of the email before @. */
export const shortName = (email: string | undefined) => (email ?? '').split('@')[0] || t('member.fallbackName');

export default function MemberMenu({ onNavigate }: { onNavigate?(): void }) {
  const session = useMemberSession();
  const { pathname } = useLocation();
  const navigate = useLocalNavigate();
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
    if (stripLocale(pathname).startsWith('/member-')) navigate('/');
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
        <span className="member-menu__greeting">{t('member.greeting', { name: shortName(session.email) })}</span>
        <span className="member-menu__stamps">
          {t('member.stamps', { count: stamps })}
          {session.tier ? <span className="visually-hidden">{t('member.tier', { tier: session.tier })}</span> : null}
        </span>
        <Chevron />
      </button>
      <div id={panelId} className="member-menu__panel" hidden={!open}>
        <p className="member-menu__email">
          {rich(t('member.signedInAs', { email: session.email }), { b: (text) => <strong>{text}</strong> })}
        </p>
        <ul className="member-menu__list">
          <li>
            <Link to="/member-dashboard" className="nav-dropdown__link" onClick={follow}>
              <span className="nav-dropdown__label">{t('member.dashboard')}</span>
            </Link>
          </li>
          <li>
            <Link to="/member-passport" className="nav-dropdown__link" onClick={follow}>
              <span className="nav-dropdown__label">
                <span aria-hidden="true">🛂</span> {t('member.passport')}
              </span>
            </Link>
          </li>
          <li>
            <button type="button" className="nav-dropdown__link member-menu__logout" onClick={logout}>
              <span className="nav-dropdown__label">{t('member.logout')}</span>
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
