/**
 * The claims about what a subscription gives that the code does not keep, each with the reason,
 * searched in every text people read: the built pages (tests/e2e/facts-pages.test.ts), the email
 * samples (tests/unit/email/all-templates.test.ts) and the catalogues of both languages
 * (tests/unit/billing/subscription-benefits.test.ts). What a subscription does give is stated once,
 * in content/site/facts.ts (SUBSCRIPTION_BENEFITS), and that test holds each benefit against the code.
 */
export interface Claim {
  id: string;
  why: string;
  pattern: RegExp;
}

export const UNKEPT_CLAIMS: readonly Claim[] = [
  {
    id: 'skips the waitlist',
    why: 'on a full date a subscriber waits too, at the front of the waitlist (keys.waitlist); nobody skips it',
    pattern: /\bskip(s|ping)? (the |every |all |any )?wait-?lists?\b|without (joining |a )?wait-?lists?|キャンセル待ち(なし|をせず|をしないで|に並ぶ必要)/i,
  },
  {
    id: 'priority booking',
    why: 'there is no early booking window: a subscriber books a new date when everyone else can',
    pattern: /priority booking|book (first|early|before everyone)|early access to (new )?dates|優先(予約|して予約|的に予約)|先行予約/i,
  },
  {
    id: 'every event',
    why: 'a subscriber still pays for an event paid per person that does not allow a subscription (pizza night) and is refused by an exclusive event (the founding members fika)',
    pattern: /\b(join|attend|access to|keep) (every|all) (the )?events?\b|every event (is )?included|all events included|(すべて|全て)のイベントに参加|全イベントに参加/i,
  },
  {
    id: 'included in membership',
    why: 'membership is free; what is included comes with a paid subscription, and only on events that allow one',
    pattern: /included (in|with) (your )?membership|part of (their|your) membership|members (attend|come) (free|as part)|included for members|メンバーシップに含まれ/i,
  },
  {
    id: 'video call',
    why: 'nothing books a subscriber a video call',
    pattern: /subscribers can (also )?book|サブスクライバーの方は/i,
  },
];

/** Every unkept claim in `texts`, as "claim: text" (empty when none). */
export function unkeptClaims(texts: Iterable<string>, where = ''): string[] {
  const hits: string[] = [];
  for (const text of texts) {
    for (const c of UNKEPT_CLAIMS) if (c.pattern.test(text)) hits.push(`${where}${c.id}: ${text.slice(0, 240)}`);
  }
  return hits;
}

/** Every string inside a JSON value (a catalogue, an event listing). */
export function stringsOf(v: unknown): string[] {
  if (typeof v === 'string') return [v];
  if (Array.isArray(v)) return v.flatMap(stringsOf);
  if (v && typeof v === 'object') return Object.values(v).flatMap(stringsOf);
  return [];
}
