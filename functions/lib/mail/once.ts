/**
 * The mail port an event consumer's handler sees (functions/lib/consumer.ts); the mail door sends
 * through it. Each message gets the key `<consumer>:<event id>:<discriminator>`,
 * the discriminator being its kind, its recipient (hashed) and its ordinal among the messages of
 * that kind to that recipient in this run (a retry sends them in the same order); a message whose
 * key is already recorded as sent is not sent again. The record expires after `ttlS` seconds.
 */
import { createHash } from 'node:crypto';
import { keys } from '../keys';
import type { MailPort, Ports } from '../ports';

export function onceMail(p: Ports, consumer: string, eventId: string, ttlS: number): MailPort {
  const seen = new Map<string, number>();
  return {
    async send(message) {
      const to = createHash('sha256').update(message.to.trim().toLowerCase()).digest('hex').slice(0, 16);
      const base = `${message.tags?.kind ?? 'mail'}-${to}`;
      const n = (seen.get(base) ?? 0) + 1;
      seen.set(base, n);
      const discriminator = `${base}-${n}`;
      const idempotencyKey = `${consumer}:${eventId}:${discriminator}`;
      const sentKey = keys.consumedMail(consumer, eventId, discriminator);
      const sent = await p.table.get(sentKey, { consistent: true });
      if (sent) return { messageId: String(sent.messageId) };
      const out = await p.mail.send({ ...message, idempotencyKey });
      const now = p.clock.now();
      await p.table.put({ ...sentKey, type: 'ConsumedMail', idempotencyKey, messageId: out.messageId, at: now.toISOString(), ttl: Math.floor(now.getTime() / 1000) + ttlS });
      return out;
    },
  };
}
