/** What the server answered to a registration: confirmed, waitlisted (with the position) or already registered. */
import type { ReservationResult } from '../../../lib/join/signup-api';
import { rich } from '../../../lib/i18n/rich';
import { t } from '../i18n';
import './event-registration.css';

export function RegistrationOutcome({ message, outcome }: { message: string; outcome: ReservationResult }) {
  return (
    <div className={`join-message ${outcome.rsvpStatus === 'waitlisted' ? 'join-message--info' : 'join-message--success'}`} role="status">
      <p className="event-registration__outcome">{message}</p>
      {outcome.rsvpStatus === 'waitlisted' && outcome.waitlistPosition != null && (
        <p className="event-registration__position">{rich(t('outcome.position', { position: outcome.waitlistPosition }), { strong: (text) => <strong>{text}</strong> })}</p>
      )}
      {outcome.duplicate && (
        <p>{t('outcome.count', { count: outcome.currentCount })}</p>
      )}
    </div>
  );
}
