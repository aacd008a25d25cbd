import { useCallback, useEffect, useMemo, useState } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router-dom';
import { api } from '../../lib/api';
import { AdminContext, clearAdminToken, readAdminToken, subscribeAdminSession, type AdminSession } from '../../lib/admin-session';
import { Button } from '../../components/ui/Button';
import { useAdminSections } from './sections';
import './admin.css';

type Check = { kind: 'checking' } | { kind: 'ok'; email: string; token: string; expiresAt?: string } | { kind: 'error'; message: string };

/** setTimeout's longest delay (about 24.8 days); a later expiry is checked again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Guards every /admin page: no valid admin session → /admin/login. The session is shared by the
 * tabs of this browser: signing out (or the server refusing the token) in one tab signs out the
 * others, a new sign-in in another tab is checked here, and the session ends at its expiry.
 */
export default function AdminLayout() {
  const navigate = useNavigate();
  const [check, setCheck] = useState<Check>({ kind: 'checking' });
  const [attempt, setAttempt] = useState(0);
  const sections = useAdminSections();

  useEffect(() => {
    const token = readAdminToken();
    if (!token) {
      navigate('/admin/login', { replace: true });
      return;
    }
    let cancelled = false;
    setCheck({ kind: 'checking' });
    api.adminAuth.session({}, { token })
      .then((r) => {
        if (cancelled) return;
        if (r.success && r.data) setCheck({ kind: 'ok', email: r.data.email, token, expiresAt: r.data.expiresAt });
        else {
          clearAdminToken();
          navigate('/admin/login', { replace: true });
        }
      })
      .catch((e: unknown) => {
        if (!cancelled) setCheck({ kind: 'error', message: e instanceof Error ? e.message : 'Something went wrong. Please try again.' });
      });
    return () => {
      cancelled = true;
    };
  }, [navigate, attempt]);

  const current = check.kind === 'ok' ? check.token : null;
  useEffect(
    () =>
      subscribeAdminSession(() => {
        const token = readAdminToken();
        if (!token) navigate('/admin/login', { replace: true });
        else if (token !== current) setAttempt((a) => a + 1);
      }),
    [navigate, current],
  );

  const expiresAt = check.kind === 'ok' ? check.expiresAt : undefined;
  useEffect(() => {
    const end = Date.parse(expiresAt ?? '');
    if (!Number.isFinite(end)) return;
    let timer: ReturnType<typeof setTimeout>;
    const arm = () => {
      const left = end - Date.now();
      // At expiry the session is cleared here and in every other tab; the subscription above signs out.
      if (left <= 0) clearAdminToken();
      else timer = setTimeout(arm, Math.min(left, MAX_TIMER_MS));
    };
    arm();
    return () => clearTimeout(timer);
  }, [expiresAt]);

  const signOut = useCallback(async () => {
    const token = readAdminToken();
    clearAdminToken();
    if (token) await api.adminAuth.logout({}, { token, attempts: 1 }).catch(() => undefined);
    navigate('/admin/login', { replace: true });
  }, [navigate]);

  const session: AdminSession | null = useMemo(
    () => (check.kind === 'ok' ? { email: check.email, token: check.token, expiresAt: check.expiresAt, signOut } : null),
    [check, signOut],
  );

  if (check.kind === 'checking') {
    return (
      <div className="container admin-status">
        <p role="status">Checking your admin session…</p>
      </div>
    );
  }
  if (check.kind === 'error' || !session) {
    return (
      <div className="container admin-status">
        <p className="notice notice--error" role="alert">
          {check.kind === 'error' ? check.message : 'Something went wrong. Please try again.'}
        </p>
        <Button onClick={() => setAttempt((a) => a + 1)}>Try again</Button>
      </div>
    );
  }

  return (
    <AdminContext.Provider value={session}>
      <div className="admin-bar">
        <div className="container admin-bar__inner">
          <nav aria-label="Admin">
            <ul className="admin-bar__nav">
              <li>
                <NavLink to="/admin" end>
                  Admin home
                </NavLink>
              </li>
              {sections.map((s) => (
                <li key={s.path}>
                  <NavLink to={s.path}>{s.label}</NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="admin-bar__user">
            <span>
              Signed in as <strong>{session.email}</strong>
            </span>
            <Button variant="secondary" size="sm" onClick={() => void signOut()}>
              Sign out
            </Button>
          </div>
        </div>
      </div>
      <Outlet />
    </AdminContext.Provider>
  );
}
