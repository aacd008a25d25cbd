/**
 * Members' emails sent on events: the encouragement after a check-in and the tier unlock. (The
 * access and passport links are sent straight from the request: functions/lib/mail/templates/sign-in.ts.)
 */
import type { ConsumerHandlers } from '../../lib/consumer';
import type { EmailContent } from '../../../domain/email-content';
import { sendMail } from '../../lib/mail/door';
import { loadStats } from '../../member/store';
import { encouragement, goalInsight, type DashboardStats } from '../../../domain/member/rules';
import { TIERS, nextTierFor, tierById } from '../../../domain/passport/rules';
import { sitePage, type Lang } from '../../lib/i18n/lang';
import type { EncouragementKind, GoalInsightLevel } from '../../../domain/member/rules';

/** The Japanese of each encouragement (domain/member/rules.ts `encouragement` chooses the kind). */
const ENCOURAGEMENT_JA: Record<EncouragementKind, (s: DashboardStats) => string> = {
  streak_8: (s) => `🔥 ${s.current_streak}週連続です！ずっと続く習慣が育っています。`,
  streak_4: (s) => `💪 ${s.current_streak}週連続！継続こそあなたの強みです。`,
  streak_2: (s) => `✨ ${s.current_streak}週続いています。この調子でいきましょう！`,
  rating_4_5: (s) => `🌟 すばらしい進み具合です。平均${(s.avg_progress_rating ?? 0).toFixed(1)}点（5点満点）です。`,
  rating_4: (s) => `👏 順調です。平均${(s.avg_progress_rating ?? 0).toFixed(1)}点（5点満点）。この調子で！`,
  trend_up: () => '📈 進み具合が加速しています。変えたことがうまくいっているようです。',
  trend_down: () => '🤝 最近は少しペースが落ちていますが、よくあることです。今週はひとつの課題を仲間に話してみましょう。',
  welcome: () => '👋 ようこそ！最初のチェックインから記録が始まります。',
  keep_going: () => '☕ どのチェックインにも意味があります。また来週！',
};

const INSIGHT_JA: Record<GoalInsightLevel, (days: number) => string> = {
  passed: () => '目標日が過ぎました。新しい日付を決めて、勢いを保ちましょう。',
  urgent: (d) => `目標日まであと${d}日です。目標にいちばん近づく一歩に集中しましょう。`,
  final_stretch: (d) => `ラストスパート：あと${d}日です。毎週の約束は小さく、着実に。`,
  on_track: (d) => `目標日まであと${d}日。習慣を育てる時間はたっぷりあります。チェックインは週に1回で十分です。`,
};

const TREND_JA: Record<DashboardStats['improvement_trend'], string> = {
  accelerating: '加速中',
  steady: '安定',
  needs_support: 'サポートが必要',
  insufficient_data: 'チェックインがまだ少ないため判定できません',
};

/** The passport tiers' names in Japanese. */
const TIER_NAME_JA: Record<string, string> = {
  new: 'コネクト',
  bronze: 'コミュニティメンバー',
  silver: 'トラステッドメンバー',
  gold: 'コミュニティチャンピオン',
  platinum: 'コミュニティカタリスト',
};

const TREND_TEXT: Record<DashboardStats['improvement_trend'], string> = {
  accelerating: 'Accelerating',
  steady: 'Steady',
  needs_support: 'Needs support',
  insufficient_data: 'Not enough check-ins yet',
};

export function encouragementEmail(input: { week: string; stats: DashboardStats; dashboardUrl: string }, lang: Lang = 'en'): EmailContent {
  const { stats } = input;
  const cheer = encouragement(stats);
  const insight = goalInsight(stats.days_until_target);
  if (lang === 'ja') {
    const message = ENCOURAGEMENT_JA[cheer.kind](stats);
    return {
      subject: `${input.week}のチェックインを受け付けました`,
      preheader: message,
      heading: 'チェックインありがとうございます',
      blocks: [
        { kind: 'p', text: message },
        {
          kind: 'details',
          rows: [
            ['現在の連続記録', `${stats.current_streak}週`],
            ['平均の進み具合', stats.avg_progress_rating === null ? 'まだ評価がありません' : `${stats.avg_progress_rating.toFixed(1)} / 5`],
            ['傾向', TREND_JA[stats.improvement_trend]],
            ['チェックインの合計', `${stats.total_checkins}回`],
            ...(stats.days_until_target !== null ? ([['目標日まで', `${stats.days_until_target}日`]] as [string, string][]) : []),
          ],
        },
        ...(insight ? [{ kind: 'p' as const, text: INSIGHT_JA[insight.level](stats.days_until_target ?? 0) }] : []),
        { kind: 'button', label: 'ダッシュボードを見る', url: input.dashboardUrl },
        { kind: 'note', text: 'このメールは毎週のチェックインごとに1回お送りします。同じ週にチェックインを編集しても、メールは送られません。' },
      ],
    };
  }
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

export function tierUnlockedEmail(input: { tier: string; stamps: number; passportUrl: string }, lang: Lang = 'en'): EmailContent {
  const tier = tierById(input.tier);
  const next = nextTierFor(input.stamps);
  if (lang === 'ja') {
    const name = (id: string) => TIER_NAME_JA[id] ?? tierById(id).name;
    return {
      subject: `ランクアップ！${name(tier.id)}になりました`,
      preheader: `スタンプ${input.stamps}個：${name(tier.id)}へようこそ。`,
      heading: `${tier.icon} ランクアップ：${name(tier.id)}`,
      blocks: [
        { kind: 'p', text: `イベントのスタンプが${input.stamps}個になり、コミュニティパスポートが${name(tier.id)}ランクに上がりました。いつも参加してくださってありがとうございます。` },
        { kind: 'list', items: TIERS.map((t) => `${t.icon} ${name(t.id)}：スタンプ${t.min}個${t.id === tier.id ? '（現在のランク）' : ''}`) },
        { kind: 'p', text: next ? `${name(next.id)}まで、あとスタンプ${next.stamps_needed}個です。` : '最高ランクに到達しました。また次のフィーカでお会いしましょう！' },
        { kind: 'button', label: 'パスポートを見る', url: input.passportUrl },
      ],
    };
  }
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
    const content = (lang: Lang) => encouragementEmail({ week: detail.checkinWeek, stats, dashboardUrl: sitePage(p.config.siteUrl, '/member-dashboard', lang) }, lang);
    await sendMail(p, { to: detail.email, content, category: 'transactional', kind: 'checkin-encouragement' });
  },
  async 'passport.tier-unlocked'(detail, p) {
    const content = (lang: Lang) => tierUnlockedEmail({ tier: detail.tier, stamps: detail.stamps, passportUrl: sitePage(p.config.siteUrl, '/member-passport', lang) }, lang);
    await sendMail(p, { to: detail.email, content, category: 'transactional', kind: 'tier-unlocked' });
  },
};
