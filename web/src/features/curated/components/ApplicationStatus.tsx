/** An applicant's Curated Fika application status and what happens next (member portal and My Sessions). */
import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '@/functions/curated/rules';
import type { Participation } from '../api/curated-api';

const NEXT_STEP: Record<ApplicationStatus, string> = {
  submitted: 'Your application is in our queue. Our team reviews every application by hand.',
  under_review: 'Our team is reviewing your application now.',
  approved: 'You are approved. We will email you an invitation as soon as we have matched a group for you.',
  rejected: 'We are not able to offer you a place in Curated Fika at this time. Our open events are always there for you.',
  waitlist: 'You are on our waitlist. We will be in touch when a suitable group opens up.',
};
const MATCHED = 'You are approved and matched: your session is below.';

/** Approved with a place in a session that is still ahead. */
export function isMatched(status: ApplicationStatus, participations: readonly Participation[], now: Date): boolean {
  return status === 'approved' && participations.some((p) => p.participation_status !== 'cancelled' && Date.parse(p.curated_fika_sessions.session_date) > now.getTime());
}

export function ApplicationStatusLine({ status, matched = false }: { status: ApplicationStatus; matched?: boolean }) {
  return (
    <>
      <p>
        Application status: <span className={`cf-badge cf-badge--app-${status}`}>{APPLICATION_STATUS_LABELS[status] ?? status}</span>
      </p>
      <p>{matched ? MATCHED : (NEXT_STEP[status] ?? NEXT_STEP.submitted)}</p>
    </>
  );
}
