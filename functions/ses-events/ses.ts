/**
 * SES feedback: hard bounces and complaints put the address on the block list
 * (`EMAIL#<email> / BLOCKED` {reason, at}), which marketing mail checks before sending and the
 * contact acknowledgement honours. Soft (transient) bounces and deliveries change nothing.
 * Accepts both SES notification formats: identity notifications (`notificationType`) and
 * configuration-set event publishing (`eventType`).
 */
import * as z from '../../domain/zod';
import { ConditionFailed } from '../lib/errors';
import { keys, normEmail } from '../lib/keys';
import * as figures from '../lib/figures';
import type { Ports } from '../lib/ports';
import { log } from '../lib/log';

const recipients = z._default(z.array(z.looseObject({ emailAddress: z.string() })), []);

const sesNotification = z.looseObject({
  notificationType: z.optional(z.string()),
  eventType: z.optional(z.string()),
  bounce: z.optional(z.looseObject({ bounceType: z.string(), bounceSubType: z.optional(z.string()), bouncedRecipients: recipients })),
  complaint: z.optional(z.looseObject({ complainedRecipients: recipients, complaintFeedbackType: z.optional(z.string()) })),
  mail: z.optional(z.looseObject({ messageId: z.optional(z.string()) })),
});

export type BlockReason = 'bounce' | 'complaint';

export interface BlockEntry {
  email: string;
  reason: BlockReason;
  detail: string;
}

/** What a notification asks us to block (empty for soft bounces, deliveries and anything else). */
export function blocksFrom(message: unknown): BlockEntry[] {
  const r = sesNotification.safeParse(message);
  if (!r.success) return [];
  const n = r.data;
  const kind = n.notificationType ?? n.eventType;
  // Addresses arrive as `"Name" <a@b.c>` or `a@b.c`.
  const address = (raw: string) => normEmail(/<([^>]+)>/.exec(raw)?.[1] ?? raw);
  if (kind === 'Bounce' && n.bounce?.bounceType === 'Permanent') {
    return n.bounce.bouncedRecipients.map((x) => ({ email: address(x.emailAddress), reason: 'bounce', detail: `Permanent/${n.bounce?.bounceSubType ?? 'General'}` }));
  }
  if (kind === 'Complaint' && n.complaint) {
    return n.complaint.complainedRecipients.map((x) => ({ email: address(x.emailAddress), reason: 'complaint', detail: n.complaint?.complaintFeedbackType ?? 'abuse' }));
  }
  return [];
}

/** Records the blocks; the first reason for an address is kept (re-deliveries change nothing). */
export async function applyBlocks(p: Pick<Ports, 'table' | 'clock'>, entries: BlockEntry[], snsMessageId: string): Promise<string[]> {
  const at = p.clock.now().toISOString();
  const blocked: string[] = [];
  for (const e of entries) {
    if (!/^[^\s@]+@[^\s@]+$/.test(e.email)) continue;
    try {
      // The block and its count (functions/lib/figures.ts) are one transaction.
      await p.table.transact([
        { put: { ...keys.blocked(e.email), type: 'Blocked', email: e.email, reason: e.reason, detail: e.detail, at, source: 'ses', snsMessageId, ...keys.blockedIndex(at) }, condition: 'attribute_not_exists(pk)' },
        figures.addOp('blocked', { [figures.BLOCKED]: 1 }),
      ]);
      log.info('address blocked', { reason: e.reason, detail: e.detail });
    } catch (err) {
      if (!(err instanceof ConditionFailed)) throw err;
    }
    blocked.push(e.email);
  }
  return blocked;
}
