/**
 * Sentences of the initial data (content/events/seed.ts) that promised what the code does not keep,
 * as they were loaded into tables before they were corrected, with the correction. The initial data
 * is loaded once (seedEvents), so a table loaded before a correction still holds the old sentence:
 * the migration `issue-29-seed-corrections` (functions/jobs/migrations.ts) applies these to every
 * stored event, English and Japanese, as a new version recorded in its audit log. Each `from` is a
 * whole phrase of the old text, so an organiser's own wording is never touched.
 */
export interface SeedCorrections {
  /** Old phrase → corrected phrase, anywhere in an event's English text. */
  en: readonly (readonly [string, string])[];
  /** The same in the Japanese text. */
  ja: readonly (readonly [string, string])[];
  /** Member benefits (by English title) that claimed a subscriber benefit: removed with their Japanese entry. */
  dropBenefits: readonly string[];
}

export const SEED_CORRECTIONS: SeedCorrections = {
  en: [
    // Pizza night: an RSVP answer cannot be changed later.
    ['Choose your pizza when you RSVP; you can change it up to two days before', 'Choose your pizza when you RSVP'],
    // Subscribers wait at the front of a waitlist; nobody skips it (content/site/facts.ts SUBSCRIPTION_BENEFITS).
    ['Subscribers skip the waitlist; everyone else joins it when the ten seats are gone', 'When the ten seats are gone the waitlist opens, and subscribers wait at the front of it'],
    ['Members come as part of their membership, which is also how they skip the waitlist.', 'Subscribers come at no extra cost, and if the table fills up they wait at the front of the waitlist.'],
    // What is included comes with a subscription, not with the free membership.
    ['Included in your membership: coffee, tea and Swedish buns are on the house', 'Free for founding members with an active subscription: coffee, tea and Swedish buns are on the house'],
    ['Included in your membership, or ¥3,000 for the afternoon.', 'Included with a subscription, or ¥3,000 for the afternoon.'],
    ['or included in your membership', 'or included with a subscription'],
    ['included for members', 'included with a subscription'],
    // Stay in touch shares addresses between people who checked in at the date, on a mutual choice (docs/stay-in-touch.md).
    [
      'After the event you can opt in to share your contact with the people you met at your table.',
      'After the event you can opt in to share your email address with people who checked in with you: an address is shown only when you both chose each other.',
    ],
  ],
  ja: [
    ['ピザは出欠の返事のときに選んでください。2日前まで変更できます', 'ピザは出欠の返事のときに選んでください'],
    ['サブスクリプション会員はキャンセル待ちなし。10席が埋まったら、ほかの方はキャンセル待ちに', '10席が埋まったらキャンセル待ちになり、サブスクリプション会員はその先頭に並びます'],
    ['メンバーはメンバーシップの一部として参加でき、キャンセル待ちもありません。', 'サブスクリプション会員は追加料金なしで参加でき、満席になったときはキャンセル待ちの先頭に並びます。'],
    ['メンバーシップに含まれています。コーヒー、紅茶、スウェーデンのパンはすべて無料です', 'サブスクリプションのある創設メンバーは無料です。コーヒー、紅茶、スウェーデンのパンもご用意しています'],
    ['メンバーシップに含まれています（会員以外の方は3,000円）', 'サブスクリプションに含まれています（サブスクリプションのない方は3,000円）'],
    ['またはメンバーシップに含まれます', 'またはサブスクリプションに含まれます'],
    ['（メンバーシップに含まれます）', '（サブスクリプションに含まれます）'],
    ['（メンバーは無料）', '（サブスクリプションに含まれます）'],
    ['イベントのあと、希望すれば同じテーブルで出会った人たちと連絡先を交換できます。', 'イベントのあと、希望すれば同じ日にチェックインした人とメールアドレスを交換できます。お互いに選んだ場合にだけ表示されます。'],
  ],
  dropBenefits: ['Skip the waitlist', 'Included in membership'],
};

/** One change a correction made, as the audit log records it. */
export interface Correction {
  field: string;
  before: string;
  after: string | null;
}

function replaceIn(v: unknown, pairs: SeedCorrections['en'], made: Correction[], field: string): unknown {
  if (typeof v === 'string') {
    let s = v;
    for (const [from, to] of pairs) {
      if (!s.includes(from)) continue;
      s = s.split(from).join(to);
      made.push({ field, before: from, after: to });
    }
    return s;
  }
  if (Array.isArray(v)) return v.map((x, i) => replaceIn(x, pairs, made, `${field}[${i}]`));
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, replaceIn(x, pairs, made, field ? `${field}.${k}` : k)]));
  return v;
}

/**
 * `entry` with the corrections applied (its Japanese text too; a dropped benefit takes its
 * Japanese entry at the same place with it), and what changed; null when nothing did.
 */
export function correctEntry<T extends { listing: { memberBenefits: readonly { title: string }[] }; ja?: { memberBenefits?: readonly unknown[] } }>(entry: T, c: SeedCorrections = SEED_CORRECTIONS): { entry: T; changes: Correction[] } | null {
  const changes: Correction[] = [];
  const drop = entry.listing.memberBenefits.map((b) => c.dropBenefits.includes(b.title));
  for (const b of entry.listing.memberBenefits) if (c.dropBenefits.includes(b.title)) changes.push({ field: 'memberBenefits', before: b.title, after: null });
  // An event keeps at least one benefit (the schema's rule): then nothing is dropped.
  const keepAll = drop.every(Boolean);
  const kept = <B,>(list: readonly B[] | undefined) => (list && !keepAll ? list.filter((_, i) => !drop[i]) : list);
  if (keepAll) changes.length = 0;
  const listing = replaceIn({ ...entry.listing, memberBenefits: kept(entry.listing.memberBenefits) }, c.en, changes, '') as T['listing'];
  const ja = entry.ja ? (replaceIn({ ...entry.ja, ...(entry.ja.memberBenefits ? { memberBenefits: kept(entry.ja.memberBenefits) } : {}) }, c.ja, changes, 'ja') as T['ja']) : entry.ja;
  return changes.length ? { entry: { ...entry, listing, ...(ja ? { ja } : {}) }, changes } : null;
}
