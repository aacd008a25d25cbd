/** An applicant's Curated Fika application status and what happens next (member portal and My Sessions). */
import { APPLICATION_STATUSES, type ApplicationStatus } from '@/domain/curated/rules';
import type { Participation } from '../api/curated-api';
import { t } from '../i18n';

/** Approved with a place in a session that is still ahead. */
export function isMatched(status: ApplicationStatus, participations: readonly Participation[], now: Date): boolean {
  return status === 'approved' && participations.some((p) => p.participation_status !== 'cancelled' && Date.parse(p.curated_fika_sessions.session_date) > now.getTime());
}

export function ApplicationStatusLine({ status, matched = false }: { status: ApplicationStatus; matched?: boolean }) {
  // An unknown status shows as it is, with the next step of a submitted application.
  const known = APPLICATION_STATUSES.includes(status);
  return (
    <>
      <p>
        {t('status.application.label')}
        <span className={`cf-badge cf-badge--app-${status}`}>{known ? t(`status.application.${status}`) : status}</span>
      </p>
      <p>{matched ? t('status.next.matched') : t(`status.next.${known ? status : 'submitted'}`)}</p>
    </>
  );
}
