/** Shared steps for the member, passport and attendance integration tests. */
import { expect } from 'vitest';
import type { Harness } from '../support/integration';
import { keys } from '../../functions/lib/keys';

let ipCounter = 0;
/** A fresh source IP per call keeps the per-IP link limit out of tests that are not about it. */
export const freshIp = () => `10.50.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

/** What joining the list writes: the member record and the signup (the newsletter consent). */
export async function seedSignup(h: Harness, email: string, extra: Record<string, unknown> = {}) {
  await h.ports.table.put({ ...keys.member(email), type: 'Member', email, joined_at: '2026-01-15T00:00:00.000Z', joined_via: 'website' });
  await h.ports.table.put({
    ...keys.signup(email),
    type: 'Signup',
    email,
    source: 'website',
    status: 'active',
    subscribed_at: '2026-01-15T00:00:00.000Z',
    ...extra,
  });
}

export function lastToken(h: Harness, email: string, path: RegExp): string {
  const mail = h.mail.to(email).at(-1);
  expect(mail, `a mail to ${email}`).toBeDefined();
  const link = [...mail!.text.matchAll(/https?:\/\/\S+/g)].map((m) => m[0]).find((l) => path.test(l));
  expect(link, `a link matching ${path}`).toBeDefined();
  return new URL(link!).searchParams.get('token')!;
}

/** Signs a member in through the API: request_access → mailbox → validate_token. */
export async function memberToken(h: Harness, email: string): Promise<string> {
  const r = await h.call('/api/member-dashboard', { action: 'request_access', data: { email } }, { ip: freshIp() });
  expect(r.status).toBe(200);
  const token = lastToken(h, email, /\/member-login\?/);
  const v = await h.call('/api/member-dashboard', { action: 'validate_token', data: { token } });
  expect(v.status).toBe(200);
  return v.body.data.token as string;
}

/** Opens a passport session through the magic link. */
export async function passportSession(h: Harness, email: string): Promise<string> {
  const r = await h.call('/api/send-passport-magic-link', { action: 'send', email }, { ip: freshIp() });
  expect(r.status).toBe(200);
  const token = lastToken(h, email, /\/member-passport\?/);
  const v = await h.call('/api/send-passport-magic-link', { action: 'validate', token });
  expect(v.status).toBe(200);
  return v.body.data.sessionToken as string;
}
