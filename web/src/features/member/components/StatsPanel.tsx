/** The five dashboard stats (streak, average progress, trend, check-ins, days to target) and the encouragement that goes with them. */
import type { DashboardStats, Encouragement } from '@/domain/member/rules';
import { t } from '../i18n';
import { encouragementText } from '../rule-messages';

export function EncouragementBanner({ encouragement, stats }: { encouragement: Encouragement; stats: DashboardStats }) {
  return (
    <p className="member-encouragement" role="status" data-kind={encouragement.kind}>
      {encouragementText(encouragement, stats)}
    </p>
  );
}

export function StatsPanel({ stats }: { stats: DashboardStats }) {
  const items: [string, string][] = [
    [t('stats.streak'), t('stats.weeks', { count: stats.current_streak })],
    [t('stats.average'), stats.avg_progress_rating === null ? '–' : `${stats.avg_progress_rating.toFixed(1)} / 5`],
    [t('stats.trend'), t(`stats.trend.${stats.improvement_trend}`)],
    [t('stats.total'), String(stats.total_checkins)],
    [t('stats.daysUntil'), stats.days_until_target === null ? t('stats.noGoal') : String(stats.days_until_target)],
  ];
  return (
    <dl className="member-stats">
      {items.map(([label, value]) => (
        <div className="member-stat" key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
