/** The member area on a Japanese page: the login form and the passport speak Japanese. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { activateLocale } from '../../../web/src/lib/i18n';
import MemberLoginPage from '../../../web/src/features/member/pages/MemberLoginPage';
import CheckinPage from '../../../web/src/features/checkin/pages/CheckinPage';
import MemberDashboardPage from '../../../web/src/features/member/pages/MemberDashboardPage';
import { PassportLive } from '../../../web/src/features/passport/components/PassportLive';
import { PASSPORT_SESSION_KEY } from '../../../web/src/features/passport/api/passport-api';
import enMember from '../../../web/src/features/member/messages/en.json';
import jaMember from '../../../web/src/features/member/messages/ja.json';
import { t as memberT } from '../../../web/src/features/member/i18n';
import { encouragement, goalInsight, type DashboardStats } from '../../../domain/member/rules';
import { encouragementText, insightText } from '../../../web/src/features/member/rule-messages';
import { json, mockApi, resetMembers, storeSession, summary } from '../members/helpers';

function renderAt(path: string, element: React.ReactNode) {
  const router = createMemoryRouter([{ path: path.split('?')[0], element }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
}

/** Latin words outside names, codes, brands and addresses. */
const latinWords = (text: string) =>
  (text.replace(/\S+@\S+/g, '').match(/[A-Za-z]{2,}/g) ?? []).filter((w) => !['Fika', 'Community', 'QR'].includes(w));

beforeEach(() => {
  resetMembers();
  activateLocale('ja');
});
afterEach(() => {
  activateLocale('en');
  vi.unstubAllGlobals();
});

describe('/ja/member-login', () => {
  it('shows the form, its states and its validation in Japanese', async () => {
    mockApi((action) => (action === 'request_access' ? json(200, { success: true, data: {} }) : undefined));
    const user = userEvent.setup();
    renderAt('/ja/member-login', <MemberLoginPage />);
    expect(screen.getByRole('heading', { name: 'メンバーログイン' })).toBeInTheDocument();
    expect(screen.getByText(/15分以内に一度だけ使え、24時間のあいだ/)).toBeInTheDocument();
    expect(latinWords(document.body.textContent ?? '')).toEqual([]);

    await user.type(screen.getByLabelText('メールアドレス'), 'aiko@example');
    await user.click(screen.getByRole('button', { name: 'ログイン用リンクを送る' }));
    expect(screen.getByText('正しいメールアドレスを入力してください')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('メールアドレス'));
    await user.type(screen.getByLabelText('メールアドレス'), 'aiko@example.com');
    await user.click(screen.getByRole('button', { name: 'ログイン用リンクを送る' }));
    expect(await screen.findByText('メールをご確認ください')).toBeInTheDocument();
    expect(screen.getByText('メンバーのアドレスであれば、ログイン用のリンクをお送りしました。リンクは15分以内に一度だけ使えます。')).toBeInTheDocument();
  });
});

describe('the passport on /ja/member-passport', () => {
  const data = () => ({
    summary: summary({ stamps: 3, tier: 'bronze', tier_name: 'Community Member', tier_icon: '🥉', next_tier: { id: 'silver', name: 'Trusted Member', stamps_needed: 2 }, tier_progress: 0 }),
    member_stats: { totalEvents: 3, totalCities: 1, firstEventDate: '2026-10-01', lastEventDate: '2026-11-21', favoriteEventType: 'weekly-fika', eventsThisMonth: 1, eventsThisYear: 3, memberSince: '2026-01-15' },
    event_history: [],
    yearly_comparison: { current_year: 2026, previous_year: 2025, current: { year: 2026, stamps: 3, cities: [], event_types: {} }, previous: { year: 2025, stamps: 0, cities: [], event_types: {} }, change: { stamps: 3, percent: null } },
    leaderboard: [],
  });

  it('asks for a link in Japanese when signed out', () => {
    renderAt('/ja/member-passport', <PassportLive />);
    expect(screen.getByRole('heading', { name: 'あなたのパスポート' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ログイン用リンクを送る' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'メンバーページにログイン' })).toBeInTheDocument();
  });

  it('shows tier, stamps, stats and history in Japanese', async () => {
    sessionStorage.setItem(
      PASSPORT_SESSION_KEY,
      JSON.stringify({ email: 'aiko@example.com', sessionToken: 'ps', authenticatedAt: new Date().toISOString(), expiresAt: new Date(Date.now() + 3600_000).toISOString(), storedAt: Date.now() }),
    );
    mockApi((action) => (action === 'get-passport-data' ? json(200, { success: true, data: data() }) : undefined));
    renderAt('/ja/member-passport', <PassportLive />);
    expect(await screen.findByText('頼れるメンバーまで、あとスタンプ2個')).toBeInTheDocument();
    expect(screen.getByText('コミュニティメンバー')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '頼れるメンバーまでの進み具合' })).toBeInTheDocument();
    expect(screen.getByText('ウィークリーフィーカ')).toBeInTheDocument();
    expect(screen.getByText('去年より+3個。')).toBeInTheDocument();
    expect(screen.getByText('スタンプはまだありません。次のイベントでチェックインして、最初のスタンプを集めましょう。')).toBeInTheDocument();
  });
});

describe('the member catalogue', () => {
  it('has the same keys in English and Japanese', () => {
    expect(Object.keys(jaMember).sort()).toEqual(Object.keys(enMember).sort());
  });
});

describe('the dashboard encouragement and goal insight', () => {
  const stats = (over: Partial<DashboardStats>): DashboardStats => ({ current_streak: 0, avg_progress_rating: null, improvement_trend: 'steady', total_checkins: 1, days_until_target: null, ...over });
  const cases = [
    stats({ current_streak: 9 }),
    stats({ current_streak: 5 }),
    stats({ current_streak: 2 }),
    stats({ avg_progress_rating: 4.6 }),
    stats({ avg_progress_rating: 4.1 }),
    stats({ improvement_trend: 'accelerating' }),
    stats({ improvement_trend: 'needs_support' }),
    stats({ total_checkins: 0 }),
    stats({}),
  ];

  it('reads in the English catalogue exactly as the rules say it', () => {
    activateLocale('en');
    for (const s of cases) {
      const e = encouragement(s);
      expect(memberT(`cheer.${e.kind}`, { n: s.current_streak, avg: s.avg_progress_rating?.toFixed(1) })).toBe(e.message);
    }
    for (const days of [-3, 1, 12, 45, 200]) {
      const i = goalInsight(days)!;
      expect(memberT(`insight.${i.level}`, { days })).toBe(i.message);
    }
  });

  it('is shown in Japanese on a Japanese page', () => {
    expect(encouragementText(encouragement(cases[0]), cases[0])).toBe('🔥 9週連続です！一生ものの習慣が育っています。');
    expect(insightText(goalInsight(12)!, 12)).toBe('目標日まであと12日。いちばん効く一歩に集中しましょう。');
  });
});

describe('/ja/member-dashboard', () => {
  it('shows the stats, the goal and the weekly check-in form in Japanese', async () => {
    const dashboard = {
      email: 'aiko@example.com',
      member_status: 'active',
      current_week: '2026-W48',
      this_week_checkin: null,
      stats: { current_streak: 3, avg_progress_rating: 4.2, improvement_trend: 'steady', total_checkins: 3, days_until_target: 25 },
      goal: { title: 'Pass JLPT N3', description: null, target_date: '2026-12-18', created_at: '', updated_at: '' },
      goal_insight: { level: 'urgent', message: 'Urgent: 25 days to your target.' },
      encouragement: { kind: 'streak_2', message: '✨ 3 weeks running. Keep the momentum going!' },
      recent_checkins: [],
    };
    mockApi((action) => {
      if (action === 'validate_token') return json(200, { success: true, data: { email: 'aiko@example.com', token: 'member-token', expiresAt: new Date(Date.now() + 24 * 3600_000).toISOString() } });
      if (action === 'get_passport_summary') return json(200, { success: true, data: summary() });
      if (action === 'get_dashboard_data') return json(200, { success: true, data: dashboard });
      if (action === 'get_checkin_history') return json(200, { success: true, data: [] });
    });
    storeSession();
    const user = userEvent.setup();
    renderAt('/ja/member-dashboard', <MemberDashboardPage />);
    expect(await screen.findByText('✨ 3週続いています。この調子でいきましょう！')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'あなたの記録' })).getByText('3週')).toBeInTheDocument();
    expect(screen.getByText('目標日まであと25日。いちばん効く一歩に集中しましょう。')).toBeInTheDocument();
    expect(screen.getByText('2026年12月18日')).toBeInTheDocument();

    const form = screen.getByRole('region', { name: '今週のふり返り' });
    expect(latinWords(form.textContent ?? '').filter((w) => w !== 'W')).toEqual([]);
    await user.click(within(form).getByRole('button', { name: 'ふり返りを送る' }));
    expect(within(form).getByText('ふり返りは1項目以上入力してください')).toBeInTheDocument();
    expect(within(form).getByText('次の点をご確認ください：')).toBeInTheDocument();
  });
});

describe('/ja/checkin', () => {
  it('lists the open events with Japanese dates and 24-hour times in the venue\'s zone, labelled', async () => {
    const open = [
      { eventSlug: 'weekly-fika', title: 'Weekly Fika', city: 'Tokyo', location: 'Shibuya', occurrence: '2026-11-28', startsAt: '2026-11-28T10:00:00Z', endsAt: '2026-11-28T12:00:00Z', closesAt: '2026-11-29T02:00:00Z', timezone: 'Asia/Tokyo', iconValue: '☕' },
      { eventSlug: 'aloha', title: 'Aloha Fika', city: 'Honolulu', location: 'Kaimuki', occurrence: '2026-11-28', startsAt: '2026-11-28T19:00:00Z', endsAt: '2026-11-28T21:00:00Z', closesAt: '2026-11-29T02:00:00Z', timezone: 'Pacific/Honolulu', iconValue: '🌺' },
    ];
    mockApi((action) => {
      if (action === 'validate_token') return json(200, { success: true, data: { email: 'aiko@example.com', token: 'member-token', expiresAt: new Date(Date.now() + 24 * 3600_000).toISOString() } });
      if (action === 'get_passport_summary') return json(200, { success: true, data: summary() });
      if (action === 'get_checkin_events') return json(200, { success: true, data: open });
    });
    storeSession();
    renderAt('/ja/checkin', <CheckinPage />);
    expect(await screen.findByText(/11月28日\(土\) 19:00〜21:00（日本時間）/)).toBeInTheDocument();
    expect(screen.getByText(/11月28日\(土\) 09:00〜11:00（ハワイ時間）/)).toBeInTheDocument();
    expect(screen.getByLabelText('チェックインコード')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'チェックイン' })).toBeInTheDocument();
  });
});
