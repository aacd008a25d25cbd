/**
 * `/member-login`: ask for an access link, or arrive from one (`?token=`, removed from the address
 * at once) and continue to the dashboard, or to the page the link was asked from (`next`).
 */
import { DURATIONS } from '@/content/site/facts';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Button } from '../../../components/ui/Button';
import { useMemberSession } from '../../../lib/member-session';
import { safeRedirect } from '@/functions/member/rules';
import { RequestAccessForm } from '../components/RequestAccessForm';
import { useLinkSignIn } from '../components/useLinkSignIn';
import '../member.css';

export default function MemberLoginPage() {
  const [params] = useSearchParams();
  const next = safeRedirect(params.get('next'));
  const link = useLinkSignIn();
  const session = useMemberSession();
  const navigate = useNavigate();

  useEffect(() => {
    if (link.kind === 'done') navigate(safeRedirect(link.next) ?? next ?? '/member-dashboard', { replace: true });
  }, [link, next, navigate]);

  return (
    <>
      <PageHeader
        eyebrow="Members"
        title="Member Login"
        subtitle="Your weekly check-ins, goals, streaks and passport stamps, one email link away. No password needed."
      />
      <div className="container member-page member-page--narrow">
        {link.kind === 'validating' || link.kind === 'done' ? (
          <p role="status" className="member-status">
            Signing you in…
          </p>
        ) : session.status === 'member' ? (
          <div className="member-card">
            <p>
              You are signed in as <strong>{session.email}</strong>.
            </p>
            <div className="member-actions-row">
              <Button to={next ?? '/member-dashboard'}>{next ? 'Continue' : 'Go to my dashboard'}</Button>
              <Button variant="secondary" to="/member-passport">
                My passport
              </Button>
            </div>
          </div>
        ) : (
          <div className="member-card">
            {link.kind === 'error' && (
              <p className="notice notice--error" role="alert">
                {link.message} Request a new link below.
              </p>
            )}
            <h2>Get your access link</h2>
            <p>
              Enter the email you joined with. If it belongs to a member (you joined our list, even if you later unsubscribed from the newsletter; you
              subscribe; or you registered for or checked in to an event), we email you a sign-in link. It works once, within {DURATIONS.signInLink.text}, and
              opens a member sign-in session of {DURATIONS.memberSession.text}.
            </p>
            <RequestAccessForm redirect={next} />
          </div>
        )}
      </div>
    </>
  );
}
