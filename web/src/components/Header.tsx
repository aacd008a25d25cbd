import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Link, NavLink } from './LocalLink';
import { HEADER_LINKS, HEADER_MENUS, navText } from './site-nav';
import { LanguageSwitch } from './LanguageSwitch';
import { t } from '../lib/i18n/common';
import { NavDropdown } from './NavDropdown';
import { DashboardLink, VisitorCta } from './VisitorCta';
import { storedItem } from '../lib/browser-storage';
import './layout.css';

const MemberMenu = lazy(() => import('./MemberMenu'));

/** Only whether a member token is stored; lib/member-session (loaded with the menu) checks it. */
const storedToken = (): boolean => storedItem('memberToken').get() !== null;

/**
 * Whether this browser holds a member token: false while prerendering and hydrating, then read on
 * mount, on every route change (sign-in pages navigate on success), on focus and when another tab
 * changes it.
 */
function useHasMemberToken(): boolean {
  const { pathname } = useLocation();
  const [has, setHas] = useState(false);
  useEffect(() => setHas(storedToken()), [pathname]);
  useEffect(() => {
    const check = () => setHas(storedToken());
    window.addEventListener('storage', check);
    window.addEventListener('focus', check);
    return () => {
      window.removeEventListener('storage', check);
      window.removeEventListener('focus', check);
    };
  }, []);
  return has;
}

function HeaderActions({ onNavigate }: { onNavigate(): void }) {
  const member = useHasMemberToken();
  if (!member) return <VisitorCta onNavigate={onNavigate} />;
  return (
    <Suspense fallback={<DashboardLink onNavigate={onNavigate} />}>
      <MemberMenu onNavigate={onNavigate} />
    </Suspense>
  );
}

export function Header() {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [openDropdown, setOpenDropdown] = useState<string | null>(null);

  useEffect(() => {
    setMenuOpen(false);
    setOpenDropdown(null);
  }, [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setMenuOpen(false);
        document.getElementById('site-menu-toggle')?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const close = useCallback(() => {
    setMenuOpen(false);
    setOpenDropdown(null);
  }, []);

  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Link to="/" className="brand" onClick={close}>
          <span className="brand__mark" aria-hidden="true">
            ☕
          </span>
          <span className="brand__name">Fika Community</span>
        </Link>
        <LanguageSwitch />
        <button
          id="site-menu-toggle"
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="site-menu"
          aria-label={menuOpen ? t('header.closeMenu') : t('header.menu')}
          onClick={() => setMenuOpen((o) => !o)}
        >
          <span className="menu-toggle__icon" aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          <span className="menu-toggle__text">{menuOpen ? t('header.close') : t('header.menu')}</span>
        </button>
        <div id="site-menu" className={menuOpen ? 'site-menu is-open' : 'site-menu'}>
          <nav aria-label={t('header.mainNav')}>
            <ul className="site-nav">
              {HEADER_MENUS.map((g) => (
                <NavDropdown
                  key={g.id}
                  group={g}
                  open={openDropdown === g.id}
                  onOpenChange={(o) => setOpenDropdown((cur) => (o ? g.id : cur === g.id ? null : cur))}
                />
              ))}
              {HEADER_LINKS.map((l) => (
                <li key={l.to}>
                  <NavLink to={l.to} className="nav-link" onClick={close}>
                    {navText(l.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <HeaderActions onNavigate={close} />
        </div>
      </div>
    </header>
  );
}
