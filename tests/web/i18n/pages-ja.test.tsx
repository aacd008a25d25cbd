/** The discovery form, the calculator, the conversation starters and the blog list rendered in Japanese. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activateLocale } from '../../../web/src/lib/i18n';
import SubmitDiscoveryPage from '../../../web/src/features/discovery/components/SubmitDiscoveryPage';
import CostCalculatorPage from '../../../web/src/features/calculator/pages/CostCalculatorPage';
import ConversationStartersPage from '../../../web/src/features/questions/pages/ConversationStartersPage';
import BlogListPage from '../../../web/src/features/blog/pages/BlogListPage';
import { defaultCostInput, estimateMonthlyCost } from '../../../content/guides/cost-of-living';
import { questionCount } from '../../../content/questions/index';
import { routes as blogRoutes } from '../../../web/src/features/blog/routes';
import { routes as guideRoutes } from '../../../web/src/features/guides/routes';
import { renderPage } from '../pages/render-page';
import { latinWordsInForms } from './latin-words';

beforeEach(() => activateLocale('ja'));
afterEach(() => activateLocale('en'));

describe('/ja/submit-discovery', { timeout: 30_000 }, () => {
  it('labels the form and shows its validation messages in Japanese', async () => {
    const user = userEvent.setup();
    const { container } = renderPage(SubmitDiscoveryPage, '/ja/submit-discovery');
    expect(latinWordsInForms(container)).toEqual([]);
    for (const label of ['お名前', 'メールアドレス', '場所や体験の名前', '都市', '種類', '住所またはエリア', 'おすすめの理由']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByRole('option', { name: '福岡' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'おすすめを送る' }));
    expect(screen.getByText('都市を選んでください', { selector: '.form-error' })).toBeInTheDocument();
  });
});

describe('/ja/tokyo-expat-calculator', () => {
  it('shows the estimate in yen written the Japanese way', () => {
    renderPage(CostCalculatorPage, '/ja/tokyo-expat-calculator');
    const total = estimateMonthlyCost(defaultCostInput).total;
    expect(screen.getByTestId('calc-total')).toHaveTextContent(`${total.toLocaleString('ja-JP')}円`);
    expect(screen.getByRole('heading', { level: 2, name: '東京での試算' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /ホノルル/ })).toBeInTheDocument();
  });
});

describe('/ja/conversation-starters', () => {
  it('shows the page chrome in Japanese with the questions in both languages', () => {
    renderPage(ConversationStartersPage, '/ja/conversation-starters');
    expect(screen.getByRole('heading', { level: 1, name: '会話のきっかけ集' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(`${questionCount}個すべての質問を表示しています`);
    expect(screen.getByRole('option', { name: '日本での暮らし' })).toBeInTheDocument();
  });
});

describe('/ja/blog', () => {
  it('translates the chrome and says the posts are in English; posts and guides are english-text routes', () => {
    renderPage(BlogListPage, '/ja/blog');
    expect(screen.getByRole('heading', { level: 1, name: 'テーブルから生まれたストーリー' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /すべての記事/ })).toBeInTheDocument();
    expect(screen.getByText('記事は英語で書かれています。')).toBeInTheDocument();
    expect(blogRoutes.find((r) => r.path === '/blog/:slug')?.japanese).toBe('english-text');
    expect(guideRoutes.every((r) => r.japanese === 'english-text')).toBe(true);
  });
});
