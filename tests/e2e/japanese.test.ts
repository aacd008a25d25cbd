/**
 * The site in Japanese, in Chromium against the real local stack: switching language on an event
 * page keeps the page, is remembered, and a registration made there is confirmed by email in
 * Japanese (subject, body and calendar file); Japanese pages carry their language and alternates;
 * their header and forms show no English words.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, type E2E } from '../support/e2e';

const FREE = 'ginza-rooftop-happy-hour';
const PIZZA = 'shimokitazawa-pizza-night';
const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff]/;

/**
 * Latin words that may appear on a Japanese page: the brand, other brands and the language switch's
 * "English" (a language named in itself). People's names, codes and addresses are left out by
 * `latinWords` itself.
 */
const ALLOWED = new Set(['fika', 'community', 'english', 'stripe', 'google', 'line', 'qr', 'instagram', 'facebook', 'x', 'am', 'pm', 'jst', 'hst']);

/** Latin words in the header and in every form of the page: text, placeholders, labels for screen readers, button values. */
async function latinWords(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const out: string[] = [];
    const roots = [...document.querySelectorAll('header, main form')];
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const el = n.parentElement;
        // Skipped: hidden text, and text whose element declares another language (the language switch's "English").
        if (!el || el.closest('[hidden], [aria-hidden="true"], [lang]:not(html)') || getComputedStyle(el).display === 'none') continue;
        out.push(n.textContent ?? '');
      }
      for (const el of root.querySelectorAll('[placeholder], [aria-label], input[type="submit"], input[type="button"]')) {
        if (el.closest('[lang]:not(html)')) continue;
        out.push(el.getAttribute('placeholder') ?? '', el.getAttribute('aria-label') ?? '', (el as HTMLInputElement).type === 'submit' ? (el as HTMLInputElement).value : '');
      }
    }
    return out;
  });
  return texts
    .join(' ')
    .split(/\s+/)
    .filter((w) => !/@|\d|:\/\/|^#/.test(w)) // addresses, codes, numbers, URLs
    .flatMap((w) => w.match(/[A-Za-z][A-Za-z'’-]+/g) ?? [])
    .filter((w) => !ALLOWED.has(w.toLowerCase()));
}

describe('日本語', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
  });
  afterAll(async () => {
    await e2e?.stop();
  });

  it('switches an event page to Japanese, remembers it, and confirms the registration by email in Japanese', async () => {
    const { page } = await e2e.newPage();
    await page.goto(`/events/${FREE}`);
    await page.locator('header').getByRole('link', { name: '日本語' }).click();
    await page.waitForURL(`**/ja/events/${FREE}`);
    expect(await page.locator('html').getAttribute('lang')).toBe('ja');
    expect(await page.evaluate(() => localStorage.getItem('fika_language'))).toContain('ja');
    await expect.poll(() => page.locator('h1').textContent()).toMatch(JAPANESE);

    const box = page.locator('.event-registration');
    await page.locator('.availability').getByText(/残り/).waitFor({ timeout: 15_000 });
    await box.locator('input[type="email"]').fill('nihongo@example.com');
    await box.locator('button[type="submit"]').click();
    await box.getByRole('status').or(box.locator('.notice')).first().waitFor({ timeout: 15_000 });

    const mail = await e2e.mail('nihongo@example.com', JAPANESE);
    expect(mail.subject).toMatch(JAPANESE);
    expect(mail.text).toMatch(/年.+月.+日/);
    const ics = mail.attachments?.find((a) => a.filename === 'invite.ics');
    expect(ics).toBeDefined();
    const calendar = ics!.content.replace(/\r?\n[ \t]/g, ''); // unfolded (RFC 5545 folds long lines)
    const summary = calendar.match(/^SUMMARY:(.*)$/m)?.[1] ?? '';
    expect(summary).toMatch(JAPANESE);

    // The choice is remembered: arriving at the English home page later opens the Japanese one.
    await page.goto('/');
    await page.waitForURL('**/ja/');
    expect(await page.locator('html').getAttribute('lang')).toBe('ja');
  });

  it('a Japanese visitor books pizza night: ペパロニ goes to the server as its answer, "Pepperoni", and the payment comes back as received', async () => {
    const { page } = await e2e.newPage({ viewport: { width: 390, height: 844 } });
    const bodies: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/')) bodies.push(r.postData() ?? '');
    });
    await page.goto(`/ja/events/${PIZZA}`);
    const box = page.locator('.event-registration');
    await page.locator('.availability').waitFor({ timeout: 15_000 });
    await box.getByLabel('メールアドレス').fill('pizza-ja@example.com');
    await box.getByLabel(/どのピザ/).selectOption({ label: 'ペパロニ' });
    await box.locator('button[type="submit"]').first().click();
    await box.getByRole('button', { name: 'このイベントの参加費 ¥750 を支払う' }).click();
    await page.getByRole('button', { name: /^Pay/ }).click();
    await page.waitForURL(new RegExp(`/ja/events/${PIZZA}\\?payment=success&session_id=`), { timeout: 15_000 });
    await page.getByText(/ご参加が決まりました！/).waitFor({ timeout: 30_000 });
    const answered = bodies.filter((b) => b.includes('pizza-preference'));
    expect(answered.length).toBeGreaterThan(0);
    for (const b of answered) expect(JSON.parse(b).data?.eventMetadata?.answers ?? JSON.parse(b).data?.answers ?? JSON.parse(b).answers).toEqual({ 'pizza-preference': 'Pepperoni' });
  });

  it('names both languages on each page and lists both in the sitemap', async () => {
    const { page } = await e2e.newPage();
    for (const [path, en, ja] of [
      ['/', '/', '/ja/'],
      [`/ja/events/${FREE}`, `/events/${FREE}`, `/ja/events/${FREE}`],
    ]) {
      await page.goto(path);
      const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) =>
        Object.fromEntries(links.map((l) => [l.getAttribute('hreflang'), new URL(l.getAttribute('href')!).pathname])),
      );
      expect(alternates).toEqual({ en, ja, 'x-default': en });
    }
    // The footer (its code loads as it nears the viewport) links to the Japanese pages.
    await page.goto('/ja/');
    await page.locator('footer').scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator('footer').getByRole('link', { name: 'プライバシーポリシー' }).getAttribute('href')).toBe('/ja/privacy');
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/ja/events/');
    expect(sitemap).toContain('hreflang="ja"');
  });

  it('shows no English words in the header and the forms of Japanese pages', async () => {
    const { page } = await e2e.newPage({ viewport: { width: 1280, height: 900 } });
    const found: Record<string, string[]> = {};
    for (const path of ['/ja/', `/ja/events/${FREE}`, '/ja/events', '/ja/contact', '/ja/submit-discovery', '/ja/member-login', '/ja/curated-fika-signup', '/ja/subscription', '/ja/checkin']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const words = await latinWords(page);
      if (words.length > 0) found[path] = words;
    }
    expect(found).toEqual({});
  });
});
