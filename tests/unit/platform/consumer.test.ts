/**
 * A consumer handles exactly the detail-types it declares: an event of any other type is an
 * error, so the bus retries it and then dead-letters it instead of dropping it in silence.
 */
import { afterEach, beforeEach, describe, it, expect, vi } from 'vitest';
import { resolve } from 'node:path';
import { consumerHandler, UnhandledEvent } from '../../../functions/lib/consumer';
import { LocalBus, localEnvelope, wireDetail } from '../../../infra/local/bus';
import { retryPolicy, samples } from '../../../events/catalogue';
import { onLogLine } from '../../../functions/lib/log';

describe('consumerHandler', () => {
  let calls = 0;
  let lines: string[] = [];
  let stopListening = () => {};
  beforeEach(() => {
    lines = [];
    stopListening = onLogLine((l) => lines.push(l));
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    stopListening();
    vi.restoreAllMocks();
  });
  const handler = consumerHandler('email', {
    'contact.received': async () => {
      calls++;
    },
  });

  it('says which detail-types it handles', () => {
    expect(handler.handles).toEqual(['contact.received']);
  });

  it('throws on a detail-type it has no handler for, before doing anything, and logs it', async () => {
    const e = localEnvelope('signup.created', wireDetail('signup.created', samples['signup.created']));
    await expect(handler(e)).rejects.toBeInstanceOf(UnhandledEvent);
    await expect(handler(e)).rejects.toThrow(/email has no handler for signup\.created/);
    expect(calls).toBe(0);
    expect(JSON.parse(lines[0])).toMatchObject({ level: 'error', message: 'consumer received an event it has no handler for', consumer: 'email', detailType: 'signup.created', handles: ['contact.received'] });
  });

  it('so the bus retries the event and dead-letters it', async () => {
    // The other consumer of signup.created (analytics-counts) needs a table: here it is a no-op.
    const bus = new LocalBus({ root: resolve(import.meta.dirname, '../../..'), retryDelayMs: () => 0, overrides: { email: handler, 'analytics-counts': async () => {} } });
    await bus.publish('signup.created', samples['signup.created']);
    await bus.drain();
    expect(bus.deadLetters).toHaveLength(1);
    expect(bus.deadLetters[0]).toMatchObject({ consumer: 'email', attempts: retryPolicy.maximumRetryAttempts + 1, envelope: { 'detail-type': 'signup.created' } });
    expect(bus.deadLetters[0].error).toMatch(/email has no handler for signup\.created/);
  });
});
