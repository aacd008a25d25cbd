/** Past check-ins, newest first (10 by default). */
import type { Checkin } from '@/functions/member/rules';

const fmt = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Tokyo' });

export function CheckinHistory({ checkins, onMore, loadingMore }: { checkins: Checkin[]; onMore?: () => void; loadingMore?: boolean }) {
  if (!checkins.length) return <p className="member-hint">No check-ins yet. Your first one starts your streak.</p>;
  return (
    <>
      <ol className="member-history">
        {checkins.map((c) => (
          <li key={c.checkin_week} className="member-history__item">
            <p className="member-history__head">
              <strong>{c.checkin_week}</strong> <span className="member-hint">submitted {fmt(c.submitted_at)}</span>
            </p>
            <dl className="member-history__facts">
              {c.mood_rating !== null && (
                <>
                  <dt>Mood</dt>
                  <dd>{c.mood_rating}/5</dd>
                </>
              )}
              {c.progress_rating !== null && (
                <>
                  <dt>Progress</dt>
                  <dd>{c.progress_rating}/5</dd>
                </>
              )}
              {c.time_invested_hours !== null && (
                <>
                  <dt>Hours</dt>
                  <dd>{c.time_invested_hours}</dd>
                </>
              )}
              {c.overall_progress_percentage !== null && (
                <>
                  <dt>Overall</dt>
                  <dd>{c.overall_progress_percentage}%</dd>
                </>
              )}
            </dl>
            {c.goals_met && <p><span className="member-label">Goals met:</span> {c.goals_met}</p>}
            {c.challenges_faced && <p><span className="member-label">Challenges:</span> {c.challenges_faced}</p>}
            {c.next_week_commitment && <p><span className="member-label">Next week:</span> {c.next_week_commitment}</p>}
          </li>
        ))}
      </ol>
      {onMore && (
        <button type="button" className="btn btn--ghost btn--sm" onClick={onMore} disabled={loadingMore}>
          {loadingMore ? 'Loading…' : 'Show older check-ins'}
        </button>
      )}
    </>
  );
}
