/** One participation on My Sessions and the member portal: the session, its venue and time, the others, and the cancel link. */
import { DEFAULT_DURATION_MINUTES, canParticipantCancel, longDate, timeWithZone } from '@/functions/curated/rules';
import type { Participation } from '../api/curated-api';
import { StatusBadge } from './StatusBadge';

export function SessionCard({ participation, now, onCancel, busy }: { participation: Participation; now: Date; onCancel?: (p: Participation) => void; busy?: boolean }) {
  const s = participation.curated_fika_sessions;
  const others = participation.otherParticipants;
  const cancellable = onCancel && s.session_status !== 'cancelled' && canParticipantCancel(participation.participation_status, s.session_date, now);
  return (
    <article className="cf-card" aria-labelledby={`cf-${participation.id}`}>
      <div className="cf-card__head">
        <StatusBadge status={participation.participation_status} sessionStatus={s.session_status} />
        <h3 id={`cf-${participation.id}`}>{s.session_title}</h3>
      </div>
      <dl className="cf-facts">
        <div>
          <dt>Date</dt>
          <dd>{longDate(s.session_date, s.venue_timezone)}</dd>
        </div>
        <div>
          <dt>Time</dt>
          <dd>{timeWithZone(s.session_date, s.venue_timezone)}</dd>
        </div>
        <div>
          <dt>Duration</dt>
          <dd>{s.session_duration || DEFAULT_DURATION_MINUTES} minutes</dd>
        </div>
        <div>
          <dt>Venue</dt>
          <dd>
            {s.venue_name}
            {s.venue_address && <span className="cf-block">{s.venue_address}</span>}
            {s.venue_area && <span className="cf-block muted">{s.venue_area}</span>}
          </dd>
        </div>
        <div>
          <dt>Your group</dt>
          <dd>{others.length ? others.map((o) => `${o.firstName} ${o.lastInitial}.`).join(', ') : 'More members will join soon'}</dd>
        </div>
      </dl>
      {cancellable && (
        <button type="button" className="cf-linkbutton" onClick={() => onCancel(participation)} disabled={busy}>
          Cancel Attendance
        </button>
      )}
    </article>
  );
}
