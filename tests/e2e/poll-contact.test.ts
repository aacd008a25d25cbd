import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { startE2E, type E2E } from '../support/e2e';
import { communityPoll } from '../../content/site/poll';

const TEAM = 'team@fika.community';
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const first = [...communityPoll.options].sort((a, b) => a.display_order - b.display_order)[0];

/** Serious or critical axe-core violations inside the page's <main> (the shell is checked by its own suite). */
async function seriousAxeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const r = await (window as any).axe.run('#main', { resultTypes: ['violations'] });
    return (r.violations as { id: string; impact: string; nodes: { target: string[] }[] }[]).map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(' ')) }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.targets.join(', ')}`);
}

describe('poll and contact in the browser', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
  });
  afterAll(async () => {
    await e2e?.stop();
  });

  it('votes and unvotes on the home page; the vote survives a reload', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/');
    await page.locator('#interactive').scrollIntoViewIfNeeded();
    const poll = page.locator('section.poll');
    const option = poll.getByRole('button', { name: new RegExp(first.option_text) });
    await option.waitFor({ timeout: 15_000 });
    await poll.getByText('0 votes so far').waitFor();
    expect(await option.getAttribute('aria-pressed')).toBe('false');

    await option.click();
    await poll.getByText('1 vote so far').waitFor();
    expect(await option.getAttribute('aria-pressed')).toBe('true');
    expect(await option.textContent()).toContain('100.0%');

    await page.reload();
    await page.locator('#interactive').scrollIntoViewIfNeeded();
    await page.locator('section.poll button[aria-pressed="true"]').waitFor({ timeout: 15_000 });
    expect(await page.locator('section.poll button[aria-pressed="true"]').textContent()).toContain(first.option_text);

    await page.locator('section.poll button[aria-pressed="true"]').click();
    await page.locator('section.poll').getByText('0 votes so far').waitFor();
    expect(await page.locator('section.poll button[aria-pressed="true"]').count()).toBe(0);

    const api = await page.request.post('/api/poll', { data: { action: 'get_active_poll' } });
    expect((await api.json()).data.poll.total_votes).toBe(0);
  });

  it('sends a contact message that reaches the team mailbox', async () => {
    // bypassCSP only so the test can inject axe-core
    const { page } = await e2e.newPage({ bypassCSP: true });
    await page.goto('/contact');
    await page.getByRole('heading', { level: 1, name: 'Get in Touch' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Name is required').waitFor();

    await page.getByLabel('Name', { exact: true }).fill('Mei Lin');
    await page.getByLabel('Email', { exact: true }).fill('mei@example.com');
    await page.getByLabel('Subject').fill('Speed fika for our team');
    await page.getByLabel('Category').selectOption('partnerships');
    await page.getByLabel('Message', { exact: true }).fill('Hi! Could you run a speed fika for 20 new colleagues in Shibuya next month?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Message Sent Successfully!').waitFor();
    expect(await page.getByLabel('Message', { exact: true }).inputValue()).toBe('');

    const team = await e2e.mail(TEAM, /Speed fika for our team/);
    expect(team.replyTo).toBe('mei@example.com');
    expect(team.text).toContain('20 new colleagues in Shibuya');
    const ack = await e2e.mail('mei@example.com', /We received your message/);
    expect(ack.text).toContain('within 24 hours');
  });

  it('shares a discovery that reaches the team mailbox', async () => {
    const { page } = await e2e.newPage({ bypassCSP: true });
    await page.goto('/submit-discovery');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByLabel('Your name').fill('Ken Ito');
    await page.getByLabel('Your email').fill('ken@example.com');
    await page.getByLabel('Place or experience').fill('Ohori Park lakeside loop');
    await page.getByLabel('City').selectOption('fukuoka');
    await page.getByLabel('Category').selectOption('nature');
    await page.getByLabel('Address or area').fill('Ohori Park, Chuo-ku');
    await page.getByLabel("Why it's great").fill('A flat two-kilometre loop around the lake with a Starbucks and benches: perfect for a walking fika.');
    await page.getByRole('button', { name: 'Share my discovery' }).click();
    await page.getByText('Thank you for sharing!').waitFor();
    const team = await e2e.mail(TEAM, /Ohori Park lakeside loop/);
    expect(team.text).toContain('walking fika');
  });
});
