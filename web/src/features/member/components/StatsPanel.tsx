/** The five dashboard stats (streak, average progress, trend, check-ins, days to target) and the encouragement that goes with them. */
import type { DashboardStats, Encouragement } from '@/functions/member/rules';

const TREND: Record<DashboardStats['improvement_trend'], string> = {
  accelerating: '📈 Accelerating',
  steady: '➡️ Steady',
  needs_support: '🤝 Needs support',
  insufficient_data: 'Needs 3 rated check-ins',
};

export function EncouragementBanner({ encouragement }: { encouragement: Encouragement }) {
  return (
    <p className="member-encouragement" role="status" data-kind={encouragement.kind}>
      {encouragement.message}
    </p>
  );
}

export function StatsPanel({ stats }: { stats: DashboardStats }) {
  const items: [string, string][] = [
    ['Current streak', `${stats.current_streak} ${stats.current_streak === 1 ? 'week' : 'weeks'}`],
    ['Average progress', stats.avg_progress_rating === null ? '–' : `${stats.avg_progress_rating.toFixed(1)} / 5`],
    ['Trend', TREND[stats.improvement_trend]],
    ['Total check-ins', String(stats.total_checkins)],
    ['Days until target', stats.days_until_target === null ? 'No goal yet' : String(stats.days_until_target)],
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
