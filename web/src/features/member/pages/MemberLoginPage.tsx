/**
 * `/member-login`: ask for an access link, or arrive from one (`?token=`, removed from the address
 * at once) and continue to the dashboard, or to the page the link was asked from (`next`).
 */
import { DURATIONS } from '@/content/site/facts';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useLocalNavigate } from '../../../components/LocalLink';
import { rich } from '../../../lib/i18n/rich';
import { t } from '../i18n';
import { durationText } from '../rule-messages';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Button } from '../../../components/ui/Button';
import { useMemberSession } from '../../../lib/member-session';
import { safeRedirect } from '@/domain/member/rules';
import { RequestAccessForm } from '../components/RequestAccessForm';
import { useLinkSignIn } from '../components/useLinkSignIn';
import '../member.css';

export default function MemberLoginPage() {
  const [params] = useSearchParams();
  const next = safeRedirect(params.get('next'));
  const link = useLinkSignIn();
  const session = useMemberSession();
  const navigate = useLocalNavigate();

  useEffect(() => {
    if (link.kind === 'done') navigate(safeRedirect(link.next) ?? next ?? '/member-dashboard', { replace: true });
  }, [link, next, navigate]);

  return (
    <>
      <PageHeader
        eyebrow={t('eyebrow')}
        title={t('login.title')}
        subtitle={t('login.subtitle')}
      />
      <div className="container member-page member-page--narrow">
        {link.kind === 'validating' || link.kind === 'done' ? (
          <p role="status" className="member-status">
            {t('signingIn')}
          </p>
        ) : session.status === 'member' ? (
          <div className="member-card">
            <p>{rich(t('login.signedInAs', { email: session.email ?? '' }), { strong: (text) => <strong>{text}</strong> })}</p>
            <div className="member-actions-row">
              <Button to={next ?? '/member-dashboard'}>{next ? t('login.continue') : t('login.goDashboard')}</Button>
              <Button variant="secondary" to="/member-passport">
                {t('login.myPassport')}
              </Button>
            </div>
          </div>
        ) : (
          <div className="member-card">
            {link.kind === 'error' && (
              <p className="notice notice--error" role="alert">
                {t('login.linkError', { message: link.message })}
              </p>
            )}
            <h2>{t('login.heading')}</h2>
            <p>{t('login.intro', { link: durationText(DURATIONS.signInLink), session: durationText(DURATIONS.memberSession) })}</p>
            <RequestAccessForm redirect={next} />
          </div>
        )}
      </div>
    </>
  );
}
