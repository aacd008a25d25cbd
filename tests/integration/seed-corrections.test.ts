/**
 * A table loaded with the initial data before its sentences were corrected
 * (content/events/seed-corrections.ts): the migration gives every such event the corrected text in
 * both languages as a new version by the initial data, recorded in its audit log and republished,
 * once per table; an event that never held an old sentence is not touched.
 */
import { describe, it, expect, beforeAll } from 'vitest';
import { setupIntegration, type Harness } from '../support/integration';
import { fixedClock } from '../../functions/lib/adapters/system';
import { auditLog, getRecord, SEED_AUTHOR, writeRecord } from '../../functions/lib/event-store';
import { runMigrations } from '../../functions/jobs/migrations';
import { seedCatalogue } from '../../content/events/seed';
import { stringsOf, unkeptClaims } from '../support/subscription-claims';
import { NOW } from './reservations-helpers';

const SUNDAY = 'signature-sunday-fika-daikanyama';
const PIZZA = 'shimokitazawa-pizza-night';
const CIRCLE = 'tokyo-growth-circle';

describe('the initial data corrected in a table loaded before', () => {
  let h: Harness;
  const seed = new Map(seedCatalogue().map((e) => [e.listing.slug, e]));

  beforeAll(async () => {
    h = await setupIntegration({ clock: fixedClock(NOW) });
    // The old sentences, as the first load put them in the table.
    const sunday = (await getRecord(h.ports, SUNDAY))!;
    const oldSunday = structuredClone(sunday);
    oldSunday.listing.cost = oldSunday.listing.cost!.replace('or included with a subscription', 'or included in your membership');
    oldSunday.listing.memberBenefits = [
      { icon: '🎟️', title: 'Included in membership', description: 'Members attend as part of their subscription; others pay ¥3,000 for the afternoon.' },
      { icon: '⭐', title: 'Skip the waitlist', description: 'Subscribers skip the waitlist and get priority booking when the next date opens.' },
      ...oldSunday.listing.memberBenefits,
    ];
    oldSunday.ja!.memberBenefits = [
      { title: 'メンバーシップに含まれます', description: 'メンバーはサブスクリプションの一部として参加できます。メンバー以外の方は3,000円です。' },
      { title: 'キャンセル待ちなしで予約', description: 'サブスクリプション会員はキャンセル待ちをせずに参加でき、次回の日程が公開されたときも優先して予約できます。' },
      ...(oldSunday.ja!.memberBenefits ?? []),
    ];
    oldSunday.ja!.cost = oldSunday.ja!.cost!.replace('またはサブスクリプションに含まれます', 'またはメンバーシップに含まれます');
    const pizza = (await getRecord(h.ports, PIZZA))!;
    const oldPizza = structuredClone(pizza);
    oldPizza.listing.preparationTips = oldPizza.listing.preparationTips!.map((t) => (t === 'Choose your pizza when you RSVP' ? 'Choose your pizza when you RSVP; you can change it up to two days before' : t));
    // The stay-in-touch benefit as first worded (the growth circle lists it).
    const circle = (await getRecord(h.ports, CIRCLE))!;
    const oldCircle = structuredClone(circle);
    oldCircle.listing.memberBenefits = oldCircle.listing.memberBenefits.map((b) => (b.title === 'Stay in touch' ? { ...b, description: 'After the event you can opt in to share your contact with the people you met at your table.' } : b));
    const at = new Date(NOW).toISOString();
    for (const [before, after] of [[sunday, oldSunday], [pizza, oldPizza], [circle, oldCircle]] as const) {
      await writeRecord(h.ports, { ...after, version: before.version + 1 }, before.version, { at, admin: SEED_AUTHOR, action: 'seeded', version: before.version + 1, changes: [] }, false);
    }
    expect(unkeptClaims(stringsOf((await getRecord(h.ports, SUNDAY))!.listing))).not.toEqual([]);
  });

  it('corrects each event that held an old sentence, in English and Japanese, once per table', async () => {
    const run = await runMigrations(h.ports);
    expect(run.seedCorrections?.sort()).toEqual([PIZZA, SUNDAY, CIRCLE]);
    for (const slug of [SUNDAY, PIZZA, CIRCLE]) {
      const r = (await getRecord(h.ports, slug))!;
      // The stored text is now the initial data's corrected text, the Japanese entries still in step.
      expect(r.listing.memberBenefits).toEqual(seed.get(slug)!.listing.memberBenefits);
      expect(r.listing.cost).toBe(seed.get(slug)!.listing.cost);
      expect(r.listing.preparationTips).toEqual(seed.get(slug)!.listing.preparationTips);
      expect(r.ja?.memberBenefits).toEqual(seed.get(slug)!.ja?.memberBenefits);
      expect(r.ja?.cost).toBe(seed.get(slug)!.ja?.cost);
      expect(r.version).toBe(3);
      expect(unkeptClaims([...stringsOf(r.listing), ...stringsOf(r.ja)])).toEqual([]);
      const [entry] = (await auditLog(h.ports, slug, 1)).entries;
      expect(entry).toMatchObject({ admin: SEED_AUTHOR, action: 'saved', version: 3 });
      expect(entry.changes.length).toBeGreaterThan(0);
    }
    expect((await auditLog(h.ports, SUNDAY, 1)).entries[0].changes).toEqual(
      expect.arrayContaining([
        { field: 'memberBenefits', before: 'Skip the waitlist', after: null },
        { field: 'cost', before: 'or included in your membership', after: 'or included with a subscription' },
      ]),
    );
    // Events that held no old sentence keep their version.
    expect((await getRecord(h.ports, 'meiji-jingu-forest-walk'))!.version).toBe(1);
    expect((await runMigrations(h.ports)).seedCorrections).toBeNull();
  });
});
