/** Past check-ins, newest first (10 by default). */
import type { Checkin } from '@/domain/member/rules';
import { activeLocale, intlLocale } from '../../../lib/i18n';
import { t } from '../i18n';

/** English "24 Nov 2026", Japanese "2026年11月24日", in Tokyo time. */
const fmt = (iso: string) =>
  new Date(iso).toLocaleDateString(activeLocale() === 'en' ? 'en-GB' : intlLocale(), { day: 'numeric', month: activeLocale() === 'en' ? 'short' : 'long', year: 'numeric', timeZone: 'Asia/Tokyo' });

export function CheckinHistory({ checkins, onMore, loadingMore }: { checkins: Checkin[]; onMore?: () => void; loadingMore?: boolean }) {
  if (!checkins.length) return <p className="member-hint">{t('history.empty')}</p>;
  return (
    <>
      <ol className="member-history">
        {checkins.map((c) => (
          <li key={c.checkin_week} className="member-history__item">
            <p className="member-history__head">
              <strong>{c.checkin_week}</strong> <span className="member-hint">{t('history.submitted', { date: fmt(c.submitted_at) })}</span>
            </p>
            <dl className="member-history__facts">
              {c.mood_rating !== null && (
                <>
                  <dt>{t('history.mood')}</dt>
                  <dd>{c.mood_rating}/5</dd>
                </>
              )}
              {c.progress_rating !== null && (
                <>
                  <dt>{t('history.progress')}</dt>
                  <dd>{c.progress_rating}/5</dd>
                </>
              )}
              {c.time_invested_hours !== null && (
                <>
                  <dt>{t('history.hours')}</dt>
                  <dd>{c.time_invested_hours}</dd>
                </>
              )}
              {c.overall_progress_percentage !== null && (
                <>
                  <dt>{t('history.overall')}</dt>
                  <dd>{c.overall_progress_percentage}%</dd>
                </>
              )}
            </dl>
            {c.goals_met && <p><span className="member-label">{t('history.goalsMet')}</span> {c.goals_met}</p>}
            {c.challenges_faced && <p><span className="member-label">{t('history.challenges')}</span> {c.challenges_faced}</p>}
            {c.next_week_commitment && <p><span className="member-label">{t('history.nextWeek')}</span> {c.next_week_commitment}</p>}
          </li>
        ))}
      </ol>
      {onMore && (
        <button type="button" className="btn btn--ghost btn--sm" onClick={onMore} disabled={loadingMore}>
          {loadingMore ? t('history.loading') : t('history.more')}
        </button>
      )}
    </>
  );
}
