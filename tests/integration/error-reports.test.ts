/**
 * Error reports: POST /api/client-errors groups reports by fingerprint, counts them atomically,
 * mails the team once per new group (even under concurrent reports) within an hourly ceiling, limits
 * each client address; a server 500 is reported from the error mapper with its request id; the admin lists them.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupIntegration, type Harness } from '../support/integration';
import { fixedClock } from '../../functions/lib/adapters/system';
import { httpHandler, type HttpEvent } from '../../functions/lib/http';
import { limits } from '../../functions/lib/auth/rate-limit';
import { transactFault, INJECTED } from './transact-fault';
import { allItems } from './table-scan';
import { ORIGIN_VERIFY_HEADER } from '../../functions/lib/edge';

const TEAM = 'team@fika.community';
// 2027-01-10 23:30 in Tokyo (14:30 UTC): half an hour before the next Tokyo day.
const NOW = '2027-01-10T14:30:00.000Z';
const clock = fixedClock(NOW);
const fault = transactFault();

/** The same bug as two builds and two browsers would report it: only line/column numbers and chunk hashes differ. */
const chromeStack = (hash: string, line: number) =>
  [
    "TypeError: Cannot read properties of undefined (reading 'map')",
    `    at PollResults (https://fika.community/assets/PollPage-${hash}.js:${line}:2345)`,
    `    at renderWithHooks (https://fika.community/assets/index-${hash}.js:${line + 7}:99)`,
    `    at Xe (https://fika.community/assets/index-${hash}.js:3:${line})`,
  ].join('\n');
const geckoStack = (hash: string, line: number) =>
  [`PollResults@https://fika.community/assets/PollPage-${hash}.js:${line}:11`, `renderWithHooks@https://fika.community/assets/index-${hash}.js:9:1`, `Ye@https://fika.community/assets/index-${hash}.js:4:4`].join('\n');

const report = (over: Record<string, unknown> = {}) => ({
  message: "Cannot read properties of undefined (reading 'map')",
  stack: chromeStack('B3xYz_9a', 1),
  path: '/poll',
  release: '2027-01-10T00:00:00.000Z',
  ...over,
});

let ipSeq = 0;
const nextIp = () => `10.44.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

describe('error reports', () => {
  let h: Harness;
  /** The origin secret the edge adds (a handler refuses a request without it). */
  const fromTheEdge = (): Record<string, string> => (h.ports.config.originVerifySecret ? { [ORIGIN_VERIFY_HEADER]: h.ports.config.originVerifySecret } : {});
  let admin: Record<string, string>;
  const errorMails = () => h.mail.to(TEAM).filter((m) => m.subject.startsWith('New error: '));
  const list = async (days = 7) => {
    const r = await h.call('/api/admin-console', { action: 'list_errors', data: { days } }, { headers: admin });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.data as { days: number; today: string; errors: { fingerprint: string; total: number; today: number; window: number; source: string; requestId: string | null; path: string; message: string; stack: string; firstSeen: string; lastSeen: string; release: string }[] };
  };

  beforeAll(async () => {
    h = await setupIntegration({ clock, table: fault.table });
    admin = await h.adminHeaders();
  });
  beforeEach(() => {
    clock.set(NOW);
    h.mail.clear();
  });

  it('groups two builds and two browsers of the same bug under one fingerprint, and mails the team once', async () => {
    const a = await h.call('/api/client-errors', report(), { ip: nextIp() });
    expect(a.status, JSON.stringify(a.body)).toBe(202);
    expect(a.body).toEqual({ success: true, data: { fingerprint: expect.stringMatching(/^[0-9a-f]{16}$/) } });
    const b = await h.call('/api/client-errors', report({ stack: chromeStack('Qq81-_zZ', 40), release: 'next-build' }), { ip: nextIp() });
    const c = await h.call('/api/client-errors', report({ stack: geckoStack('Zz00aa11', 7) }), { ip: nextIp() });
    expect(b.body.data.fingerprint).toBe(a.body.data.fingerprint);
    expect(c.body.data.fingerprint).toBe(a.body.data.fingerprint);
    // Another message, or other frames, is another error.
    const other = await h.call('/api/client-errors', report({ message: 'Failed to fetch' }), { ip: nextIp() });
    expect(other.body.data.fingerprint).not.toBe(a.body.data.fingerprint);
    const otherFrames = await h.call('/api/client-errors', report({ stack: chromeStack('B3xYz_9a', 1).replace('PollResults', 'EventCard') }), { ip: nextIp() });
    expect(otherFrames.body.data.fingerprint).not.toBe(a.body.data.fingerprint);
    // Ids and numbers in the message do not split a group.
    const id1 = await h.call('/api/client-errors', report({ message: 'Event 123 not found at https://fika.community/events/a?x=1', stack: '' }), { ip: nextIp() });
    const id2 = await h.call('/api/client-errors', report({ message: 'Event 98765 not found at https://fika.community/events/b', stack: '' }), { ip: nextIp() });
    expect(id1.body.data.fingerprint).toBe(id2.body.data.fingerprint);

    const mails = errorMails();
    expect(mails.map((m) => m.subject).sort()).toEqual(
      ['New error: Cannot read properties of undefined (reading \'map\')', 'New error: Event 123 not found at /events/a?x=1', 'New error: Failed to fetch', "New error: Cannot read properties of undefined (reading 'map')"].sort(),
    );
    const first = mails.find((m) => m.text.includes(a.body.data.fingerprint))!;
    expect(first.category).toBe('transactional');
    expect(first.text).toContain('/poll');
    expect(first.text).toContain('2027-01-10T00:00:00.000Z');
    expect(first.text).toContain('PollResults');
    expect(first.text).toContain('Reports so far');
    expect(first.html).toContain('http://localhost:3000/admin/errors');

    const { errors } = await list();
    const row = errors.find((e) => e.fingerprint === a.body.data.fingerprint)!;
    expect(row).toMatchObject({ total: 3, today: 3, window: 3, source: 'client', path: '/poll', requestId: null });
    expect(row.firstSeen).toBe(NOW);
  });

  it('mails once for 20 concurrent first reports of a group, counts all 20, and not again on the next Tokyo day', async () => {
    const body = report({ message: 'Concurrent boom', stack: chromeStack('Aa11Bb22', 3).replace('PollResults', 'ConcurrentPage') });
    const answers = await Promise.all(Array.from({ length: 20 }, () => h.call('/api/client-errors', body, { ip: nextIp() })));
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(202));
    const fp = answers[0].body.data.fingerprint as string;
    expect(new Set(answers.map((r) => r.body.data.fingerprint))).toEqual(new Set([fp]));
    expect(errorMails().filter((m) => m.subject === 'New error: Concurrent boom')).toHaveLength(1);
    expect((await list()).errors.find((e) => e.fingerprint === fp)).toMatchObject({ total: 20, today: 20, window: 20 });

    // 23:59 in Tokyo is still the same day: no mail.
    clock.set('2027-01-10T14:59:00.000Z');
    await h.call('/api/client-errors', body, { ip: nextIp() });
    expect(errorMails().filter((m) => m.subject === 'New error: Concurrent boom')).toHaveLength(1);

    // 00:00 in Tokyo (15:00 UTC): a new day, still the same group: no new mail, the counts go on.
    clock.set('2027-01-10T15:00:00.000Z');
    await Promise.all(Array.from({ length: 5 }, () => h.call('/api/client-errors', body, { ip: nextIp() })));
    const mails = errorMails().filter((m) => m.subject === 'New error: Concurrent boom');
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('Reports so far');
    const row = (await list()).errors.find((e) => e.fingerprint === fp)!;
    expect(row).toMatchObject({ total: 26, today: 5, window: 26 });
    expect((await list(1)).errors.find((e) => e.fingerprint === fp)).toMatchObject({ today: 5, window: 5 });
  });

  it('reports a server 500 from the error mapper with its request id and route, and still answers 500', async () => {
    fault.failNext();
    const failed = await h.call(
      '/api/contact-form',
      { name: 'Aiko', email: 'aiko@example.com', subject: 'Hi', inquiryType: 'general', message: 'A message long enough.', agreeToContact: true },
      { ip: nextIp() },
    );
    expect(failed.status).toBe(500);
    expect(failed.body).toEqual({ success: false, error: 'Something went wrong. Please try again.' });
    const row = (await list()).errors.find((e) => e.message.includes(INJECTED))!;
    expect(row).toMatchObject({ source: 'server', path: '/api/contact-form', total: 1 });
    expect(row.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(errorMails().filter((m) => m.subject.includes(INJECTED))).toHaveLength(1);
    expect(errorMails()[0].text).toContain(row.requestId);

    // The exact request id and the action of an {action, data} body.
    const boom = httpHandler(async () => {
      throw new Error('handler boom for client user@example.com');
    });
    const event = {
      rawPath: '/api/poll',
      headers: { 'content-type': 'application/json', ...fromTheEdge() },
      body: JSON.stringify({ action: 'vote', data: {} }),
      requestContext: { requestId: 'req-fixed-0001', http: { method: 'POST', sourceIp: '127.0.0.1' } },
    } as unknown as HttpEvent;
    const r = await boom(event, {} as never);
    expect(r.statusCode).toBe(500);
    const server = (await list()).errors.find((e) => e.requestId === 'req-fixed-0001')!;
    expect(server).toMatchObject({ source: 'server', path: '/api/poll vote', release: 'local' });
    // Stored and mailed without the address.
    expect(server.message).toBe('Error: handler boom for client <email>');
    expect(JSON.stringify(h.mail.sent)).not.toContain('user@example.com');
  });

  it('a failure to report never changes the 500', async () => {
    const boom = httpHandler(async () => {
      throw new Error('first failure');
    });
    // The report's own table write fails too: the answer is the same 500.
    const { ports } = h;
    const update = ports.table.update;
    ports.table.update = async () => {
      throw new Error('table down');
    };
    try {
      const r = await boom({ rawPath: '/api/poll', headers: fromTheEdge(), requestContext: { requestId: 'req-x', http: { method: 'POST' } } } as unknown as HttpEvent, {} as never);
      expect(r.statusCode).toBe(500);
      expect(JSON.parse(String(r.body))).toEqual({ success: false, error: 'Something went wrong. Please try again.' });
    } finally {
      ports.table.update = update;
    }
  });

  it('limits each client address to 20 reports a minute (429), whatever its user agent, keyed by a hash: no address or user agent is stored', async () => {
    const ip = '203.0.113.77';
    const ua = 'Mozilla/5.0 (limit-test)';
    const body = report({ message: 'Limit test', stack: '' });
    const answers = [];
    for (let i = 0; i < limits.clientErrorsPerClient.max; i++) answers.push(await h.call('/api/client-errors', body, { ip, headers: { 'user-agent': ua } }));
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(202));
    const refused = await h.call('/api/client-errors', body, { ip, headers: { 'user-agent': ua } });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ success: false, error: limits.clientErrorsPerClient.message, retryAfter: expect.any(Number) });
    expect(refused.headers['retry-after']).toBeDefined();
    // Another user agent on the same address shares the budget (a stranger varies it for free); the next minute has a new one.
    const otherAgent = await h.call('/api/client-errors', body, { ip, headers: { 'user-agent': 'Other/1.0' } });
    expect(otherAgent.status).toBe(429);
    expect(otherAgent.headers['retry-after']).toBeDefined();
    clock.set(new Date(Date.parse(NOW) + 61_000));
    expect((await h.call('/api/client-errors', body, { ip, headers: { 'user-agent': ua } })).status).toBe(202);

    const items = JSON.stringify(await allItems(h));
    expect(items).not.toContain(ip);
    expect(items).not.toContain('limit-test');
    expect((await allItems(h)).filter((i) => String(i.pk).includes('client-errors')).every((i) => typeof i.ttl === 'number')).toBe(true);
  });

  it('40 rotating user agents on one address and 40 new fingerprints from 40 /64s cannot flood the team: at most the hourly ceiling is mailed, the rest is listed', async () => {
    clock.set('2027-01-12T03:10:00.000Z');
    const fromOneAddress = [];
    for (let i = 0; i < 40; i++) {
      fromOneAddress.push(await h.call('/api/client-errors', report({ message: `Flood one address ${'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMN'[i]}`, stack: '' }), { ip: `2001:db8:77:1::${(i + 2).toString(16)}`, headers: { 'user-agent': `Agent/${i}` } }));
    }
    expect(fromOneAddress.filter((r) => r.status === 202)).toHaveLength(limits.clientErrorsPerClient.max);
    expect(fromOneAddress.filter((r) => r.status === 429)).toHaveLength(40 - limits.clientErrorsPerClient.max);
    expect(errorMails()).toHaveLength(limits.errorMailsPerHour.max);

    const fromMany = await Promise.all(Array.from({ length: 40 }, (_, i) => h.call('/api/client-errors', report({ message: `Flood many addresses ${'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMN'[i]}`, stack: '' }), { ip: `2001:db8:78:${(i + 1).toString(16)}::1` })));
    expect(fromMany.every((r) => r.status === 202)).toBe(true);
    await h.bus.drain();
    expect(errorMails()).toHaveLength(limits.errorMailsPerHour.max);
    admin = await h.adminHeaders();
    const listed = (await list()).errors.filter((e) => e.message.startsWith('Flood '));
    expect(listed).toHaveLength(limits.clientErrorsPerClient.max + 40);
    expect(listed.filter((e) => (e as unknown as { mailed: boolean }).mailed)).toHaveLength(limits.errorMailsPerHour.max);

    // The next hour the team hears of a new group again.
    clock.set('2027-01-12T04:00:00.000Z');
    await h.call('/api/client-errors', report({ message: 'After the flood', stack: '' }), { ip: nextIp() });
    expect(errorMails().filter((m) => m.subject === 'New error: After the flood')).toHaveLength(1);
  });

  it('answers 400 with a clear message for a malformed report', async () => {
    const cases: [unknown, string][] = [
      [{ ...report(), message: undefined }, 'message is required'],
      [report({ message: '   ' }), 'message is required'],
      [report({ message: 'x'.repeat(1001) }), 'message is too long (max 1000 characters)'],
      [report({ stack: 'x'.repeat(8001) }), 'stack is too long (max 8000 characters)'],
      [report({ stack: 42 }), 'stack must be text'],
      [{ ...report(), path: undefined }, 'path is required'],
      [report({ path: 'https://fika.community/poll' }), "path must be the page's path, starting with /"],
      [report({ path: `/${'x'.repeat(300)}` }), 'path is too long (max 300 characters)'],
      [{ ...report(), release: undefined }, 'release is required'],
      [report({ release: 'x'.repeat(101) }), 'release is too long (max 100 characters)'],
    ];
    for (const [body, error] of cases) {
      const r = await h.call('/api/client-errors', body, { ip: nextIp() });
      expect(r.status, error).toBe(400);
      expect(r.body.error).toBe(error);
    }
    expect((await h.call('/api/client-errors', undefined, { method: 'POST', ip: nextIp() })).status).toBe(400);
  });

  it('stores the path without its query; the window is checked', async () => {
    const r = await h.call('/api/client-errors', report({ message: 'Query test', stack: '', path: '/unsubscribe?token=secret-token#x' }), { ip: nextIp() });
    const row = (await list()).errors.find((e) => e.fingerprint === r.body.data.fingerprint)!;
    expect(row.path).toBe('/unsubscribe');
    expect(JSON.stringify(await allItems(h))).not.toContain('secret-token');

    for (const days of [0, 91, 1.5]) {
      const bad = await h.call('/api/admin-console', { action: 'list_errors', data: { days } }, { headers: admin });
      expect(bad.status).toBe(400);
      expect(bad.body.error).toBe('Days must be between 1 and 90');
    }
    expect((await h.call('/api/admin-console', { action: 'list_errors', data: { days: 7 } })).status).toBe(401);
  });
});
