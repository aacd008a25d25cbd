/**
 * Members' emails sent on events: the encouragement after a check-in and the tier unlock. (The
 * access and passport links are sent straight from the request: functions/lib/mail/templates/sign-in.ts.)
 */
import type { ConsumerHandlers } from '../../lib/consumer';
import type { EmailContent } from '../../lib/mail/layout';
import { sendMail } from '../../lib/mail/door';
import { loadStats } from '../../member/store';
import { encouragement, goalInsight, type DashboardStats } from '../../member/rules';
import { TIERS, nextTierFor, tierById } from '../../passport/rules';

const TREND_TEXT: Record<DashboardStats['improvement_trend'], string> = {
  accelerating: 'Accelerating',
  steady: 'Steady',
  needs_support: 'Needs support',
  insufficient_data: 'Not enough check-ins yet',
};

export function encouragementEmail(input: { week: string; stats: DashboardStats; dashboardUrl: string }): EmailContent {
  const { stats } = input;
  const cheer = encouragement(stats);
  const insight = goalInsight(stats.days_until_target);
  return {
    subject: `Check-in received for ${input.week}`,
    preheader: cheer.message,
    heading: 'Thanks for checking in',
    blocks: [
      { kind: 'p', text: cheer.message },
      {
        kind: 'details',
        rows: [
          ['Current streak', `${stats.current_streak} ${stats.current_streak === 1 ? 'week' : 'weeks'}`],
          ['Average progress', stats.avg_progress_rating === null ? 'No ratings yet' : `${stats.avg_progress_rating.toFixed(1)} / 5`],
          ['Trend', TREND_TEXT[stats.improvement_trend]],
          ['Total check-ins', String(stats.total_checkins)],
          ...(stats.days_until_target !== null ? ([['Days until your target', String(stats.days_until_target)]] as [string, string][]) : []),
        ],
      },
      ...(insight ? [{ kind: 'p' as const, text: insight.message }] : []),
      { kind: 'button', label: 'See my dashboard', url: input.dashboardUrl },
      { kind: 'note', text: 'You get this email once per weekly check-in. Editing a check-in in the same week sends nothing.' },
    ],
  };
}

export function tierUnlockedEmail(input: { tier: string; stamps: number; passportUrl: string }): EmailContent {
  const tier = tierById(input.tier);
  const next = nextTierFor(input.stamps);
  return {
    subject: `Tier Unlocked! You are now a ${tier.name}`,
    preheader: `${input.stamps} stamps: welcome to ${tier.name}.`,
    heading: `${tier.icon} Tier Unlocked: ${tier.name}`,
    blocks: [
      { kind: 'p', text: `Your ${input.stamps} event stamps just took your Community Passport to the ${tier.name} tier. Thank you for showing up.` },
      {
        kind: 'list',
        items: TIERS.map((t) => `${t.icon} ${t.name}: ${t.min} stamps${t.id === tier.id ? ' (you are here)' : ''}`),
      },
      { kind: 'p', text: next ? `${next.stamps_needed} more ${next.stamps_needed === 1 ? 'stamp' : 'stamps'} to ${next.name}.` : 'You have reached the highest tier. See you at the next fika!' },
      { kind: 'button', label: 'See my passport', url: input.passportUrl },
    ],
  };
}

export const handlers: ConsumerHandlers = {
  async 'checkin.submitted'(detail, p) {
    // One encouragement per week: editing this week's check-in sends nothing.
    if (detail.updated) return;
    const { stats } = await loadStats(p, detail.email, p.clock.now());
    const content = encouragementEmail({ week: detail.checkinWeek, stats, dashboardUrl: `${p.config.siteUrl}/member-dashboard` });
    await sendMail(p, { to: detail.email, content, category: 'transactional', kind: 'checkin-encouragement' });
  },
  async 'passport.tier-unlocked'(detail, p) {
    const content = tierUnlockedEmail({ tier: detail.tier, stamps: detail.stamps, passportUrl: `${p.config.siteUrl}/member-passport` });
    await sendMail(p, { to: detail.email, content, category: 'transactional', kind: 'tier-unlocked' });
  },
};
