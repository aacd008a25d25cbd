import { describe, it, expect } from 'vitest';
import { createHash } from 'node:crypto';
import { formatLine, log, onLogLine } from '../../../functions/lib/log';

const hashed = (email: string) => `email#${createHash('sha256').update(email).digest('hex').slice(0, 8)}`;

describe('log redaction', () => {
  it('replaces every email address, in the message and in fields at any depth, by a short hash', () => {
    const line = formatLine('info', 'revoked Aiko@Example.com', {
      email: 'aiko@example.com',
      nested: { list: ['x', { to: 'Ken.Sato+events@mail.example.co.jp' }], 'key for bo@example.org': 1 },
      count: 3,
    });
    const parsed = JSON.parse(line);
    expect(parsed.message).toBe(`revoked ${hashed('aiko@example.com')}`);
    expect(parsed.email).toBe(hashed('aiko@example.com'));
    expect(parsed.nested.list).toEqual(['x', { to: hashed('ken.sato+events@mail.example.co.jp') }]);
    expect(parsed.nested[`key for ${hashed('bo@example.org')}`]).toBe(1);
    expect(parsed.count).toBe(3);
    expect(line).not.toMatch(/@/);
  });

  it('hashes a percent-encoded address in a link, keeping the rest of the link', () => {
    const parsed = JSON.parse(formatLine('info', 'mail sent', { links: ['http://localhost:3000/subscription/cancel?token=abc&email=mia%40example.com'] }));
    expect(parsed.links).toEqual([`http://localhost:3000/subscription/cancel?token=abc&email=${hashed('mia@example.com')}`]);
  });

  it('hashes an address percent-encoded twice or more (%2540) as the address itself', () => {
    const parsed = JSON.parse(formatLine('info', 'request', { path: '/api/x?email=mia%2540example.com', deeper: 'to=MIA%252540example.com' }));
    expect(parsed.path).toBe(`/api/x?email=${hashed('mia@example.com')}`);
    expect(parsed.deeper).toBe(`to=${hashed('mia@example.com')}`);
    expect(JSON.stringify(parsed)).not.toMatch(/example\.com/);
  });

  it('leaves text without an address as it is', () => {
    const parsed = JSON.parse(formatLine('warn', 'retry in 5 s', { id: 'evt_1', version: 'pkg@1.2.3', at: new Date('2026-01-01T00:00:00Z') }));
    expect(parsed).toMatchObject({ level: 'warn', message: 'retry in 5 s', id: 'evt_1', version: 'pkg@1.2.3', at: '2026-01-01T00:00:00.000Z' });
  });

  it('hands listeners the redacted line at every level, printed or not', () => {
    const lines: string[] = [];
    const stop = onLogLine((l) => lines.push(l));
    log.debug('membership revoked after no-shows', { email: 'member@example.com' });
    stop();
    log.debug('after stop', { email: 'member@example.com' });
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toMatchObject({ level: 'debug', email: hashed('member@example.com') });
  });
});
