import { describe, it, expect } from 'vitest';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalBus } from '../../../infra/local/bus';
import { samples } from '../../../events/catalogue';
import { outboxMail, toMime } from '../../../functions/lib/adapters/mail';

describe('local event bus', () => {
  it('delivers asynchronously, retries, then keeps a dead letter on disk', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'bus-'));
    let calls = 0;
    const bus = new LocalBus({
      root: '/nonexistent',
      deadLetterFile: join(dir, 'dead.jsonl'),
      retryDelayMs: () => 1,
      overrides: {
        'unsubscribe-notification': async () => {
          calls++;
          throw new Error('smtp down');
        },
      },
    });
    await bus.publish('member.unsubscribed', samples['member.unsubscribed']);
    expect(calls).toBe(0); // not in the producer's call stack
    await bus.drain();
    expect(calls).toBe(4); // first try + 3 retries, as the EventBridge target's retry policy
    expect(bus.deadLetters).toHaveLength(1);
    const stored = (await readFile(join(dir, 'dead.jsonl'), 'utf8')).trim().split('\n').map((l) => JSON.parse(l));
    expect(stored[0]).toMatchObject({ consumer: 'unsubscribe-notification', error: 'smtp down', envelope: { 'detail-type': 'member.unsubscribed' } });
  });

  it('succeeds after a transient failure without a dead letter', async () => {
    let calls = 0;
    const flaky = async () => {
      calls++;
      if (calls < 2) throw new Error('flaky');
    };
    const bus2 = new LocalBus({ root: '/nonexistent', retryDelayMs: () => 1, overrides: { 'unsubscribe-notification': flaky } });
    await bus2.publish('member.unsubscribed', samples['member.unsubscribed']);
    await bus2.drain();
    expect(calls).toBe(2);
    expect(bus2.deadLetters).toHaveLength(0);
  });

  it('gives an event one id that every retry of it carries, as EventBridge does', async () => {
    const ids: string[] = [];
    const flaky = async (e: { id: string }) => {
      ids.push(e.id);
      if (ids.length < 3) throw new Error('flaky');
    };
    const bus = new LocalBus({ root: '/nonexistent', retryDelayMs: () => 1, overrides: { 'unsubscribe-notification': flaky } });
    await bus.publish('member.unsubscribed', samples['member.unsubscribed']);
    await bus.drain();
    expect(ids).toHaveLength(3);
    expect(new Set(ids)).toEqual(new Set([bus.published[0].id]));
  });

  it('refuses a detail that breaks its schema, before anything is delivered', async () => {
    const bus = new LocalBus({ root: '/nonexistent' });
    await expect(bus.publish('member.unsubscribed', { ...samples['member.unsubscribed'], email: 'nope' })).rejects.toThrow();
    expect(bus.published).toHaveLength(0);
  });
});

describe('mail', () => {
  const msg = {
    to: 'aiko@example.com',
    subject: 'Welcome — ようこそ',
    html: '<p>Hi</p>',
    text: 'Hi',
    category: 'marketing' as const,
    headers: { 'List-Unsubscribe': '<https://x.test/u?t=1>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    attachments: [{ filename: 'event.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR' }],
  };
  it('builds MIME with the unsubscribe headers, an encoded subject and attachments', () => {
    const mime = toMime('hello@fika.community', msg, 'abc@fika');
    expect(mime).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(mime).toContain('Subject: =?UTF-8?B?');
    expect(mime).toContain('filename="event.ics"');
    expect(mime).toContain(Buffer.from('BEGIN:VCALENDAR').toString('base64'));
  });
  it('keeps every message in the outbox, newest first', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'outbox-'));
    const box = outboxMail(dir, 'hello@fika.community', { print: false });
    await box.send(msg);
    await box.send({ ...msg, subject: 'Second' });
    const list = await box.list();
    expect(list.map((m) => m.subject)).toEqual(['Second', 'Welcome — ようこそ']);
    expect(await box.read(list[0].id)).toMatchObject({ subject: 'Second' });
    expect(await box.read('../../etc/passwd')).toBeUndefined();
  });
  it('carries the idempotency key in a header', () => {
    expect(toMime('hello@fika.community', { ...msg, idempotencyKey: 'email:evt-1:welcome-1' }, 'abc@fika')).toContain('X-Idempotency-Key: email:evt-1:welcome-1');
  });
  it('refuses to store a second message with an idempotency key it already holds', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'outbox-'));
    const box = outboxMail(dir, 'hello@fika.community', { print: false });
    const first = await box.send({ ...msg, idempotencyKey: 'email:evt-1:welcome-1' });
    const again = await Promise.all([box.send({ ...msg, idempotencyKey: 'email:evt-1:welcome-1' }), box.send({ ...msg, idempotencyKey: 'email:evt-1:welcome-1' })]);
    await box.send({ ...msg, idempotencyKey: 'email:evt-2:welcome-1' });
    expect(again.map((r) => r.messageId)).toEqual([first.messageId, first.messageId]);
    expect((await box.list()).map((m) => m.idempotencyKey).sort()).toEqual(['email:evt-1:welcome-1', 'email:evt-2:welcome-1']);
  });
  it('stores the message of a key whose first run died before storing it (a crash), once', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'outbox-'));
    const box = outboxMail(dir, 'hello@fika.community', { print: false });
    const first = await box.send({ ...msg, idempotencyKey: 'email:evt-9:confirmation-1' });
    // The crash: the key was written, the message never was.
    await rm(join(dir, `${first.messageId}.json`));
    expect(await box.list()).toHaveLength(0);
    const retried = await box.send({ ...msg, idempotencyKey: 'email:evt-9:confirmation-1' });
    const again = await box.send({ ...msg, idempotencyKey: 'email:evt-9:confirmation-1' });
    expect([retried.messageId, again.messageId]).toEqual([first.messageId, first.messageId]);
    expect(await box.list()).toHaveLength(1);
  });
});
