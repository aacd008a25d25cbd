/**
 * Curated Fika end to end: apply on /curated-fika-signup, an admin approves and creates a session
 * with the applicant, the participant opens My Sessions with the emailed code and sees the session.
 * A participant pays for a place from the invitation's pay link through the Checkout simulator.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { startE2E, type E2E } from '../support/e2e';
import { keys } from '../../functions/lib/keys';
import { toLocalInput } from '../../domain/curated/rules';
import { submitApplication, updateApplicationStatus } from '../../functions/curated/applications';
import { applicationsForSession, createSession } from '../../functions/curated/sessions';
import { sendInvitations } from '../../functions/curated/outreach';
import { getSession, loadSessionPartition } from '../../functions/curated/model';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

async function seriousAxeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const r = await (window as any).axe.run('#main', { resultTypes: ['violations'] });
    return (r.violations as { id: string; impact: string; nodes: { target: string[] }[] }[]).map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(' ')) }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.targets.join(', ')}`);
}

describe('curated fika in the browser', () => {
  let e: E2E;
  beforeAll(async () => {
    e = await startE2E();
    for (const email of ['hana@example.com', 'yuki@example.com', 'kai@example.com', 'rin@example.com']) {
      await e.stack.ports.table.put({ ...keys.subscription(email), type: 'Subscription', email, subscription_status: 'active', current_period_end: '2099-01-01T00:00:00.000Z' });
    }
  });
  afterAll(async () => {
    await e?.stop();
  });

  it('apply → admin approves and creates a session → the participant sees it on My Sessions', async () => {
    // 1. Apply through the form.
    const { page } = await e.newPage({ bypassCSP: true });
    await page.goto('/curated-fika-signup');
    // The page opens with the choice: the free ways in beside applying, above the form.
    expect(await page.getByRole('heading', { name: 'Join free', exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Browse upcoming events' }).getAttribute('href')).toBe('/events');
    expect((await page.getByRole('heading', { name: 'Join free', exact: true }).boundingBox())!.y).toBeLessThan((await page.getByRole('heading', { name: 'Your application' }).boundingBox())!.y);
    await page.getByRole('heading', { name: 'Premium membership is required' }).waitFor();
    expect(await page.getByRole('link', { name: 'See membership options' }).getAttribute('href')).toContain('/subscription');
    await page.getByLabel('First name').fill('Hana');
    await page.getByLabel('Last name').fill('Sato');
    await page.getByLabel('Email', { exact: true }).fill('hana@example.com');
    await page.getByLabel('Nationality').fill('Japanese');
    await page.getByLabel('Profession').fill('Architect');
    await page.getByLabel('Industry').fill('Design');
    await page.getByLabel('Career stage').selectOption('Mid-Career');
    await page.getByLabel('Technology').check();
    await page.getByLabel('Photography').check();
    await page.getByLabel('Making Friends').check();
    await page.getByLabel('Communication style').selectOption('Deep Conversations');
    await page.getByLabel('Preferred area').selectOption('Nakameguro');
    await page.getByLabel('When can you meet?').selectOption('Weekend Morning');
    await page.getByLabel('I confirm that I am 18 or older.').check();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Submit application' }).click();
    await page.getByRole('heading', { name: 'Application received' }).waitFor();
    // The success is on screen and focused, not somewhere above the fold.
    const thanks = page.locator('section', { has: page.getByRole('heading', { name: 'Application received' }) });
    expect(await thanks.evaluate((el) => el === document.activeElement)).toBe(true);
    const box = (await thanks.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeLessThan(viewport.height / 2);
    await e.mail('hana@example.com', /received your Curated Fika application/i);

    // Someone who has just applied gets a code on My Sessions and sees where the application stands.
    const { page: fresh } = await e.newPage({ bypassCSP: true });
    await fresh.goto('/curated-fika/my-sessions');
    await fresh.getByLabel('Email address').fill('hana@example.com');
    await fresh.getByRole('button', { name: 'Send Verification Code' }).click();
    await fresh.getByRole('heading', { name: 'Enter Verification Code' }).waitFor();
    const first = await e.mail('hana@example.com', /code/i);
    await fresh.getByLabel('Verification code').fill(/\b(\d{6})\b/.exec(first.text)![1]);
    await fresh.getByRole('button', { name: 'Verify & View Sessions' }).click();
    const status = fresh.getByRole('region', { name: 'Your Curated Fika application' });
    await status.waitFor();
    expect(await status.innerText()).toContain('Submitted');
    expect(await status.innerText()).toContain('Our team reviews every application by hand.');
    await fresh.close();

    // A second applicant (through the API) so the admin can form a group of two.
    const r = await page.request.post('/api/curated-fika', {
      data: {
        action: 'submit_application',
        data: {
          first_name: 'Yuki',
          last_name: 'Mori',
          email: 'yuki@example.com',
          nationality: 'Japanese',
          profession: 'Photographer',
          industry: 'Media',
          career_stage: 'Early Career',
          interests: ['photography', 'travel'],
          fika_goals: ['Making Friends'],
          communication_style: 'Flexible',
          location_preference: 'Nakameguro',
          schedule_preference: 'Weekend Morning',
          city: 'Tokyo',
          country: 'Japan',
          age_confirmed: true,
        },
      },
    });
    expect(r.status()).toBe(201);

    // 2. The admin signs in, approves both, and creates a curated session from them.
    const { page: admin } = await e.newPage();
    await admin.goto('/admin/login');
    await admin.getByLabel('Admin email').fill('admin@example.com');
    await admin.getByRole('button', { name: 'Send sign-in link' }).click();
    const link = e.linkIn(await e.mail('admin@example.com', /admin sign-in/i), /token=/);
    await admin.goto(link);
    await admin.waitForURL((u) => u.pathname === '/admin');
    await expect.poll(() => admin.getByText('admin@example.com').first().isVisible(), { timeout: 30_000 }).toBe(true);
    await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Curated Fika' }).click();
    await admin.waitForURL((u) => u.pathname === '/admin/curated-fika');
    await admin.getByRole('tab', { name: 'Applications' }).click({ timeout: 60_000 });
    for (const name of ['Hana Sato', 'Yuki Mori']) {
      const row = admin.getByRole('row', { name: new RegExp(name) });
      await row.getByRole('button', { name: 'Approve' }).click();
      // The status-change dialog: its notes are stored with the change.
      const change = admin.getByRole('dialog', { name: `Approved: ${name}` });
      await change.getByLabel(/Notes/).fill(`Approved in the e2e run: ${name}`);
      await change.getByRole('button', { name: 'Change status' }).click();
      await expect.poll(() => row.getByText(`Notes: Approved in the e2e run: ${name}`).isVisible(), { timeout: 10_000 }).toBe(true);
      await expect.poll(() => row.getByText('Approved', { exact: true }).isVisible(), { timeout: 10_000 }).toBe(true);
    }
    await admin.getByLabel('Select Hana Sato').check();
    await admin.getByLabel('Select Yuki Mori').check();
    await admin.getByRole('button', { name: 'Create session from selected' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Create curated session' });
    await dialog.getByLabel('Title').fill('Curated Fika: Photography walk and coffee');
    await dialog.getByLabel('Date and time (venue time)').fill(toLocalInput(new Date(Date.now() + 10 * 86_400_000).toISOString(), 'Asia/Tokyo').slice(0, 11) + '10:00');
    await dialog.getByLabel('Venue name').fill('Onibus Coffee Nakameguro');
    await dialog.getByLabel('Address').fill('2-14-1 Kamimeguro, Meguro-ku');
    await dialog.getByLabel('Area').selectOption('Nakameguro');
    await dialog.getByRole('button', { name: 'Create session' }).click();
    await admin.getByText(/Created a curated session with 2 participants/).waitFor();
    await admin.getByRole('tab', { name: 'Sessions' }).click();
    await admin.getByRole('heading', { name: 'Curated Fika: Photography walk and coffee' }).waitFor();

    // 3. The participant opens My Sessions with the emailed code.
    const { page: me } = await e.newPage({ bypassCSP: true });
    await me.goto('/curated-fika/my-sessions');
    await me.getByLabel('Email address').fill('hana@example.com');
    await me.getByRole('button', { name: 'Send Verification Code' }).click();
    await me.getByRole('heading', { name: 'Enter Verification Code' }).waitFor();
    const mail = await e.mail('hana@example.com', /code/i);
    const code = /\b(\d{6})\b/.exec(mail.text)![1];
    const verify = me.getByRole('button', { name: 'Verify & View Sessions' });
    expect(await verify.isDisabled()).toBe(true);
    await me.getByLabel('Verification code').fill(code);
    await verify.click();
    const card = me.locator('article', { has: me.getByRole('heading', { name: 'Curated Fika: Photography walk and coffee' }) });
    await card.waitFor();
    expect(await card.textContent()).toContain('Invited');
    expect(await card.textContent()).toContain('Yuki M.');
    expect(await card.textContent()).toContain('10:00 AM (Asia/Tokyo)');
    expect(await card.textContent()).toContain('Onibus Coffee Nakameguro');
    expect(await card.getByRole('button', { name: 'Cancel Attendance' }).isVisible()).toBe(true);
    expect(await seriousAxeViolations(me)).toEqual([]);

    // The saved session survives a reload: the page skips straight to the list.
    await me.reload();
    await card.waitFor();
    const saved = await me.evaluate(() => JSON.parse(localStorage.getItem('curated_fika_unified_session') ?? 'null'));
    expect(saved.mySessions.email).toBe('hana@example.com');
  });

  it('invitation → pay link → Stripe Checkout (simulator) → back on the pay page, paid', async () => {
    const p = e.stack.ports;
    const ids: string[] = [];
    for (const [first, email] of [
      ['Kai', 'kai@example.com'],
      ['Rin', 'rin@example.com'],
    ]) {
      const app = await submitApplication(
        p,
        {
          first_name: first,
          last_name: 'Ito',
          email,
          nationality: 'Japanese',
          profession: 'Engineer',
          industry: 'Technology',
          career_stage: 'Mid-Career',
          interests: ['technology'],
          fika_goals: ['Making Friends'],
          communication_style: 'Flexible',
          location_preference: 'Flexible',
          schedule_preference: 'Flexible',
          city: 'Tokyo',
          country: 'Japan',
          age_confirmed: true,
        },
        '10.9.9.9',
      );
      await updateApplicationStatus(p, { applicationId: app.id, status: 'approved' }, 'admin@example.com');
      ids.push(app.id);
    }
    const session = await createSession(p, {
      registration: 'curated',
      applications: await applicationsForSession(p, ids),
      sessionData: { session_title: 'Curated Fika: Paid pair', session_date: new Date(Date.now() + 9 * 86_400_000).toISOString(), venue_name: 'Glitch Coffee' },
    });
    await sendInvitations(p, session.id);

    const invite = await e.mail('kai@example.com', /invited/i);
    expect(invite.text).toContain('Price per person: ¥5,400');
    const { page } = await e.newPage({ bypassCSP: true });
    await page.goto(e.linkIn(invite, /\/curated-fika\/pay\?/));
    await page.getByRole('heading', { name: 'Curated Fika: Paid pair' }).waitFor();
    expect(await page.getByText('Price per person:').textContent()).toContain('¥5,400');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Pay ¥5,400' }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/_dev/checkout/'));
    await page.getByRole('button', { name: /^Pay/ }).click();
    await page.waitForURL((u) => u.pathname === '/curated-fika/pay' && u.searchParams.get('payment') === 'success');
    await page.getByText('Paid: ¥5,400. Your place is confirmed. See you there!').waitFor({ timeout: 30_000 });
    expect(await page.getByRole('button', { name: 'Pay ¥5,400' }).count()).toBe(0);

    const { participants } = await loadSessionPartition(p, session.id);
    expect(participants.find((x) => x.email === 'kai@example.com')).toMatchObject({ participation_status: 'paid', payment_status: 'paid', payment_amount: 5400 });
    expect((await getSession(p, session.id)).total_revenue).toBe(5400);
  });
});
