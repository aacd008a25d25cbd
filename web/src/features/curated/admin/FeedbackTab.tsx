/** Feedback: stats, a minimum overall-satisfaction filter (8, 6, 4, 1), 20 per page, ratings in colour bands, its CSV (an export job). */
import { useCallback, useEffect, useId, useState } from 'react';
import { ADMIN_PAGE_SIZE, FEEDBACK_MIN_SATISFACTION_OPTIONS, longDate } from '@/domain/curated/rules';
import { RATING_FIELDS, RATING_LABELS } from '@/domain/curated/forms';
import { admin, type FeedbackPage, type FeedbackStats } from './admin-api';
import type { TabProps } from './tab-props';
import { CursorPagination, useCursorPages } from './Pagination';
import { ExportButton } from '../../../components/ExportJob';

/** Colour bands for 0-10 ratings: 8+ high, 6+ good, 4+ mid, below that low. */
export const ratingBand = (v: number): string => (v >= 8 ? 'high' : v >= 6 ? 'good' : v >= 4 ? 'mid' : 'low');

const SHORT: Record<string, string> = {
  overall_satisfaction: 'Overall',
  venue_rating: 'Venue',
  group_chemistry: 'Chemistry',
  conversation_quality: 'Conversation',
  likelihood_to_recommend: 'Recommend',
};

export function FeedbackTab({ token, notify }: TabProps) {
  const id = useId();
  const [min, setMin] = useState('');
  const pages = useCursorPages();
  const [list, setList] = useState<FeedbackPage | null>(null);
  const [stats, setStats] = useState<FeedbackStats | null>(null);

  const load = useCallback(async () => {
    try {
      const [l, s] = await Promise.all([
        admin(token).get_feedback({}, { filters: min ? { min_satisfaction: Number(min) } : {}, limit: ADMIN_PAGE_SIZE, cursor: pages.cursor }),
        admin(token).get_feedback_stats({}),
      ]);
      setList(l);
      setStats(s);
    } catch (e) {
      notify('error', `Error: ${(e as Error).message}`);
    }
  }, [token, notify, min, pages.cursor]);
  useEffect(() => {
    void load();
  }, [load]);

  return (
    <section aria-label="Feedback">
      {stats && (
        <ul className="cf-stats">
          <li>
            <span className="cf-stats__value">{stats.total_responses}</span>
            <span className="cf-stats__label">Responses</span>
          </li>
          <li>
            <span className="cf-stats__value">{stats.average_ratings.overall_satisfaction}</span>
            <span className="cf-stats__label">Average satisfaction (0-10)</span>
          </li>
          <li>
            <span className="cf-stats__value">{stats.connection_stats.connections_made_percent}%</span>
            <span className="cf-stats__label">Made a connection</span>
          </li>
          <li>
            <span className="cf-stats__value">{stats.connection_stats.would_attend_again_percent}%</span>
            <span className="cf-stats__label">Would attend again</span>
          </li>
        </ul>
      )}
      <div className="cf-filters">
        <div className="cf-field">
          <label htmlFor={`${id}-min`}>Minimum overall satisfaction</label>
          <select
            id={`${id}-min`}
            value={min}
            onChange={(e) => {
              setMin(e.target.value);
              pages.reset();
            }}
          >
            <option value="">Any</option>
            {FEEDBACK_MIN_SATISFACTION_OPTIONS.map((v) => (
              <option key={v} value={v}>
                {v}+
              </option>
            ))}
          </select>
        </div>
      </div>
      {!list && <p role="status">Loading…</p>}
      {list && list.data.length === 0 && <p className="muted">No feedback matches.</p>}
      <div className="cf-sessionlist">
        {list?.data.map((f) => (
          <article key={f.id} className="cf-card">
            <h3>
              {f.session.session_title} <span className="muted">· {longDate(f.session.session_date, 'Asia/Tokyo')}</span>
            </h3>
            <p className="muted">
              {f.participant.first_name} {f.participant.last_name} · {f.connection_made ? 'made a connection' : 'no connection'} · {f.would_attend_again ? 'would attend again' : 'would not attend again'}
              {f.preferred_group_size ? ` · prefers ${f.preferred_group_size === 'no_preference' ? 'any group size' : `groups of ${f.preferred_group_size}`}` : ''}
            </p>
            <ul className="cf-ratings" aria-label="Ratings">
              {RATING_FIELDS.map((k) => (
                <li key={k} className={`cf-rating-band cf-rating-band--${ratingBand(f[k])}`} title={RATING_LABELS[k]}>
                  {SHORT[k]} <strong>{f[k]}</strong>
                </li>
              ))}
            </ul>
            {f.what_worked_well && <p>👍 {f.what_worked_well}</p>}
            {f.what_could_improve && <p>🛠 {f.what_could_improve}</p>}
            {f.memorable_moments && <p>✨ {f.memorable_moments}</p>}
            {f.attendee_notes && <p className="muted">Attendance: {f.attendee_notes}</p>}
          </article>
        ))}
      </div>
      {list && <CursorPagination total={list.pagination.total} pageSize={ADMIN_PAGE_SIZE} page={pages.page} next={list.next} onNext={() => pages.next(list.next)} onPrevious={pages.previous} label="Feedback" />}
      {list && list.pagination.total > 0 && (
        <div className="cf-actions">
          <ExportButton token={token} label="Export CSV" what="the feedback matching this filter" input={() => ({ kind: 'curated-feedback', filters: min ? { min_satisfaction: Number(min) } : {} })} />
        </div>
      )}
    </section>
  );
}
