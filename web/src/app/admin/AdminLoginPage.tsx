import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../lib/api';
import { readAdminToken, saveAdminSession, subscribeAdminSession } from '../../lib/admin-session';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import './admin.css';

type State =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; message: string }
  | { kind: 'verifying' }
  | { kind: 'error'; message: string };

const FAILED = 'Something went wrong. Please try again.';

export default function AdminLoginPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<State>(() =>
    typeof window !== 'undefined' && new URLSearchParams(window.location.search).has('token') ? { kind: 'verifying' } : { kind: 'idle' },
  );
  const verifyStarted = useRef(false);

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const token = params.get('token');
    if (token === null) {
      if (readAdminToken()) navigate('/admin', { replace: true });
      // Signed in meanwhile in another tab of this browser: this tab is signed in too.
      return subscribeAdminSession(() => {
        if (readAdminToken()) navigate('/admin', { replace: true });
      });
    }
    if (verifyStarted.current) return;
    verifyStarted.current = true;
    // The link token must not stay in the address bar, the history or a shared screenshot.
    params.delete('token');
    const rest = params.toString();
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${rest ? `?${rest}` : ''}`);
    api.adminAuth.verify({ token })
      .then((r) => {
        if (r.success && r.data?.token) {
          saveAdminSession({ token: r.data.token, expiresAt: r.data.expiresAt });
          navigate('/admin', { replace: true });
        } else {
          setState({ kind: 'error', message: r.error ?? FAILED });
        }
      })
      .catch((e: unknown) => setState({ kind: 'error', message: e instanceof Error ? e.message : FAILED }));
  }, [navigate]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setState({ kind: 'sending' });
    try {
      const r = await api.adminAuth.request_link({ email: email.trim() });
      if (r.success && r.data?.message) setState({ kind: 'sent', message: r.data.message });
      else setState({ kind: 'error', message: r.error ?? FAILED });
    } catch (err) {
      setState({ kind: 'error', message: err instanceof Error ? err.message : FAILED });
    }
  }

  return (
    <div className="admin-login container">
      <Card as="div" className="admin-login__card">
        <h1>Admin sign-in</h1>
        {state.kind === 'verifying' ? (
          <p role="status">Checking your sign-in link…</p>
        ) : (
          <>
            <p className="muted">Enter your admin email and we'll send you a one-time sign-in link. No passwords to remember.</p>
            <form onSubmit={submit} className="admin-login__form" noValidate>
              <label htmlFor="admin-email">Admin email</label>
              <input
                id="admin-email"
                type="email"
                name="email"
                autoComplete="email"
                required
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                aria-describedby={state.kind === 'error' ? 'admin-login-message' : undefined}
              />
              <Button type="submit" disabled={state.kind === 'sending' || !email.trim()}>
                {state.kind === 'sending' ? 'Sending…' : 'Send sign-in link'}
              </Button>
            </form>
          </>
        )}
        <div aria-live="polite" id="admin-login-message">
          {state.kind === 'sent' && <p className="notice notice--success">{state.message}</p>}
          {state.kind === 'error' && <p className="notice notice--error">{state.message}</p>}
        </div>
      </Card>
    </div>
  );
}
