/**
 * Every per-address limit keys on the client address of functions/lib/auth/client-address.ts: an
 * IPv6 address by its /64, so one customer's 2^64 addresses share one budget (issue 25 point 10).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setupIntegration, type Harness } from '../support/integration';
import { clientAddress } from '../../functions/lib/auth/client-address';
import { limits } from '../../functions/lib/auth/rate-limit';

/** Distinct addresses of one /64 (the interface identifier varies). */
const inOne64 = (i: number) => `2001:db8:1:2:${(i + 1).toString(16)}:ab:cd:${i.toString(16)}`;

describe('per-address limits key on the /64 of an IPv6 address', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await setupIntegration();
  });

  it('one function turns a viewer address into its limit key', () => {
    expect(clientAddress('2001:DB8:1:2::a')).toBe('2001:db8:1:2::/64');
    expect(clientAddress('2001:0db8:0001:0002:ffff:0000:0000:000b')).toBe('2001:db8:1:2::/64');
    expect(clientAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientAddress('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(clientAddress('198.51.100.7')).toBe('198.51.100.7');
    expect(clientAddress(clientAddress('2001:db8:1:2::a'))).toBe('2001:db8:1:2::/64');
  });

  it('link requests from many addresses of one /64 share its hourly budget (linkPerIp)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= limits.linkPerIp.max; i++) {
      const r = await h.call('/api/member-dashboard', { action: 'request_access', data: { email: `v6-${i}@example.com` } }, { ip: inOne64(i) });
      statuses.push(r.status);
      if (r.status === 429) expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses.slice(0, limits.linkPerIp.max).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another /64 has its own budget.
    const other = await h.call('/api/member-dashboard', { action: 'request_access', data: { email: 'v6-other@example.com' } }, { ip: '2001:db8:1:3::1' });
    expect(other.status).toBe(200);
  });

  it('votes from many addresses of one /64 share the new-vote limit', async () => {
    const poll = (await h.call('/api/poll', { action: 'get_active_poll', data: {} })).body.data.poll as { id: string; options: { id: string }[] };
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const r = await h.call('/api/poll', { action: 'vote', data: { poll_id: poll.id, option_id: poll.options[0].id, identifier: `fp-v6-voter-${String(i).padStart(4, '0')}` } }, { ip: inOne64(100 + i) });
      statuses.push(r.status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.at(-1)).toBe(429);
  });
});
