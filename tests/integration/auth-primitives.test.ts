import { describe, it, expect, beforeAll } from 'vitest';
import { setupIntegration, type Harness } from '../support/integration';
import { fixedClock } from '../../functions/lib/adapters/system';
import { consumeLinkToken, createSession, issueCode, issueLinkToken, readSession, verifyCode, TokenError, MAX_CODE_ATTEMPTS } from '../../functions/lib/auth/tokens';
import { keys } from '../../functions/lib/keys';
import { sha256 } from '../../functions/lib/auth/crypto';

describe('passwordless primitives against DynamoDB Local', () => {
  let h: Harness;
  const clock = fixedClock('2026-11-22T00:00:00Z');
  beforeAll(async () => {
    h = await setupIntegration({ clock });
  });

  it('stores link tokens only as hashes, exchanges once, refuses tampering', async () => {
    const { token } = await issueLinkToken(h.ports, { purpose: 'test', email: 'Aiko@Example.com', ttlSeconds: 900 });
    expect(token).toMatch(/^[\w-]{43}$/); // 32 random bytes, base64url
    const stored = await h.ports.table.get(keys.linkToken(sha256(token)));
    expect(stored).toBeDefined();
    expect(JSON.stringify(stored)).not.toContain(token);
    await expect(consumeLinkToken(h.ports, token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A'), 'test')).rejects.toMatchObject({ reason: 'invalid' });
    await expect(consumeLinkToken(h.ports, ` "${token}" `, 'other-purpose')).rejects.toMatchObject({ reason: 'invalid' });
    expect(await consumeLinkToken(h.ports, ` <${token}> `, 'test')).toMatchObject({ email: 'aiko@example.com' });
    await expect(consumeLinkToken(h.ports, token, 'test')).rejects.toMatchObject({ reason: 'used' });
    await expect(consumeLinkToken(h.ports, '', 'test')).rejects.toBeInstanceOf(TokenError);
  });

  it('checks expiry on read (no TTL needed)', async () => {
    const { token } = await issueLinkToken(h.ports, { purpose: 'test', email: 'ken@example.com', ttlSeconds: 900 });
    clock.advance(900_000);
    await expect(consumeLinkToken(h.ports, token, 'test')).rejects.toMatchObject({ reason: 'expired' });
    const s = await createSession(h.ports, { kind: 'member', email: 'ken@example.com', ttlSeconds: 60 });
    expect((await readSession(h.ports, s.token, 'member')).status).toBe('ok');
    expect((await readSession(h.ports, s.token, 'admin')).status).toBe('invalid');
    clock.advance(60_000);
    expect((await readSession(h.ports, s.token, 'member')).status).toBe('expired');
  });

  it('voids a code after five wrong tries, even when the sixth is right', async () => {
    const { code } = await issueCode(h.ports, { purpose: 'sessions', email: 'mia@example.com', ttlSeconds: 900 });
    const wrong = code === '000000' ? '111111' : '000000';
    const results = await Promise.all(Array.from({ length: MAX_CODE_ATTEMPTS }, () => verifyCode(h.ports, { purpose: 'sessions', email: 'mia@example.com', code: wrong })));
    expect(results.every((r) => r === 'invalid')).toBe(true);
    expect(await verifyCode(h.ports, { purpose: 'sessions', email: 'mia@example.com', code })).toBe('locked');
  });

  it('accepts a right code once, and refuses it after 15 minutes', async () => {
    const a = await issueCode(h.ports, { purpose: 'sessions', email: 'leo@example.com', ttlSeconds: 900 });
    expect(await verifyCode(h.ports, { purpose: 'sessions', email: 'LEO@example.com', code: a.code })).toBe('ok');
    expect(await verifyCode(h.ports, { purpose: 'sessions', email: 'leo@example.com', code: a.code })).toBe('invalid');
    const b = await issueCode(h.ports, { purpose: 'sessions', email: 'leo@example.com', ttlSeconds: 900 });
    clock.advance(900_001);
    expect(await verifyCode(h.ports, { purpose: 'sessions', email: 'leo@example.com', code: b.code })).toBe('expired');
  });
});
