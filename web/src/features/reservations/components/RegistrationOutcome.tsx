/** What the server answered to a registration: confirmed, waitlisted (with the position) or already registered. */
import type { ReservationResult } from '../../../lib/join/signup-api';
import './event-registration.css';

export function RegistrationOutcome({ message, outcome }: { message: string; outcome: ReservationResult }) {
  return (
    <div className={`join-message ${outcome.rsvpStatus === 'waitlisted' ? 'join-message--info' : 'join-message--success'}`} role="status">
      <p className="event-registration__outcome">{message}</p>
      {outcome.rsvpStatus === 'waitlisted' && outcome.waitlistPosition != null && (
        <p className="event-registration__position">
          Waitlist position: <strong>#{outcome.waitlistPosition}</strong>
        </p>
      )}
      {outcome.duplicate && (
        <p>
          {outcome.currentCount} {outcome.currentCount === 1 ? 'person is' : 'people are'} registered so far.
        </p>
      )}
    </div>
  );
}
