/** The legal pages, the community guidelines and the contact form rendered in Japanese. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { activateLocale } from '../../../web/src/lib/i18n';
import PrivacyPage from '../../../web/src/features/legal/pages/PrivacyPage';
import TermsPage from '../../../web/src/features/legal/pages/TermsPage';
import CookiesPage from '../../../web/src/features/legal/pages/CookiesPage';
import CommunityGuidelinesPage from '../../../web/src/features/legal/pages/CommunityGuidelinesPage';
import ContactPage from '../../../web/src/features/contact/components/ContactPage';
import { privacyPolicy, termsOfService } from '../../../content/site/legal';
import { privacyPolicyJa } from '../../../content/site/ja/legal';
import { communityGuidelines } from '../../../content/site/guidelines';
import { communityGuidelinesJa } from '../../../content/site/ja/guidelines';
import { contactQuickAnswers } from '../../../content/site/faq';
import { contactQuickAnswersJa } from '../../../content/site/ja/contact-answers';
import { storageKeys } from '../../../web/src/lib/storage-keys';
import { renderPage } from '../pages/render-page';
import { latinWordsInForms } from './latin-words';

const hasJapanese = (s: string) => /[\u3040-\u30ff\u4e00-\u9fff]/.test(s);

beforeEach(() => activateLocale('ja'));
afterEach(() => activateLocale('en'));

describe('Japanese content has the shape of the English', () => {
  it('summarises every privacy section, and the guidelines and quick answers item for item', () => {
    expect(privacyPolicyJa.sections.map((s) => s.id)).toEqual(privacyPolicy.sections.map((s) => s.id));
    privacyPolicyJa.sections.forEach((s, i) => expect(s.bullets?.length).toBe(privacyPolicy.sections[i].bullets?.length));
    expect(communityGuidelinesJa.sections.map((s) => s.id)).toEqual(communityGuidelines.sections.map((s) => s.id));
    communityGuidelinesJa.sections.forEach((s, i) => expect(s.bullets?.length).toBe(communityGuidelines.sections[i].bullets?.length));
    expect(contactQuickAnswersJa.map((q) => q.id)).toEqual(contactQuickAnswers.map((q) => q.id));
    for (const k of Object.values(storageKeys)) expect(hasJapanese(k.ja?.purpose ?? '') && hasJapanese(k.ja?.duration ?? ''), k.name).toBe(true);
  });
});

describe('/ja/privacy', { timeout: 30_000 }, () => {
  it('shows the Japanese summary of every section and says the English text is binding', () => {
    renderPage(PrivacyPage, '/ja/privacy');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('プライバシーポリシー');
    const toc = screen.getByRole('navigation', { name: 'このページの内容' });
    expect(within(toc).getAllByRole('link')).toHaveLength(privacyPolicy.sections.length);
    for (const s of privacyPolicyJa.sections) expect(screen.getByRole('heading', { level: 2, name: s.title })).toBeInTheDocument();
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('法的な効力を持つのは英語の原文です');
    expect(within(note).getByRole('link', { name: '英語の原文' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByText('最終更新日', { exact: false })).toHaveTextContent('2026年11月1日');
    // Links to the other policies stay in Japanese.
    expect(screen.getByRole('link', { name: 'Cookieポリシー' })).toHaveAttribute('href', '/ja/cookies');
  });
});

describe('/ja/terms', () => {
  it('summarises the 13 numbered sections in Japanese', () => {
    renderPage(TermsPage, '/ja/terms');
    const numbered = screen.getAllByRole('heading', { level: 2 }).filter((h) => /^\d+\. /.test(h.textContent ?? ''));
    expect(numbered).toHaveLength(termsOfService.sections.length);
    expect(numbered[0]).toHaveTextContent('1. 規約への同意');
    expect(screen.getByRole('note')).toHaveTextContent('英語の原文');
  });
});

describe('/ja/cookies', () => {
  it('shows the storage table in Japanese', () => {
    renderPage(CookiesPage, '/ja/cookies');
    expect(screen.getByRole('heading', { level: 1, name: 'Cookieポリシー' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(expect.arrayContaining(['名前', '目的', '期間', '種類']));
    expect(screen.getByText(storageKeys.memberToken.ja!.purpose)).toBeInTheDocument();
    expect(screen.getByText('24時間、またはログアウトするまで')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '設定を保存' })).toBeInTheDocument();
  });
});

describe('/ja/community-guidelines', () => {
  it('shows the guidelines in Japanese', () => {
    renderPage(CommunityGuidelinesPage, '/ja/community-guidelines');
    expect(screen.getByRole('heading', { level: 1, name: 'コミュニティガイドライン' })).toBeInTheDocument();
    for (const s of communityGuidelinesJa.sections) expect(screen.getByRole('heading', { level: 2, name: s.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '参加登録のルールを手短に' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'イベントを探す' })).toHaveAttribute('href', '/ja/events');
    expect(screen.queryByText(/no-show/i)).toBeNull();
  });
});

describe('/ja/contact', () => {
  it('labels the form in Japanese and shows the quick answers in Japanese', async () => {
    const { default: userEvent } = await import('@testing-library/user-event');
    const user = userEvent.setup();
    const { container } = renderPage(ContactPage, '/ja/contact');
    expect(latinWordsInForms(container)).toEqual([]);
    expect(screen.getByRole('heading', { level: 1, name: 'お気軽にご連絡ください' })).toBeInTheDocument();
    for (const label of ['お名前', 'メールアドレス', '件名', '種類', 'メッセージ']) expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '一般的なお問い合わせ' })).toBeInTheDocument();
    expect(screen.getByText(contactQuickAnswersJa[0].question)).toBeInTheDocument();
    // The browser's validation messages are Japanese too.
    await user.click(screen.getByRole('button', { name: '送信する' }));
    expect(screen.getByText('お名前を入力してください')).toBeInTheDocument();
    expect(screen.getByText('メールアドレスを入力してください')).toBeInTheDocument();
  });
});
