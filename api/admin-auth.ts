/**
 * POST /api/admin-auth: the admin sign-in (anyone may ask for a link; only the admin list gets one).
 * A link becomes an admin sign-in session, sent back as `Authorization: Bearer <token>`.
 */
import * as z from '../domain/zod';
import { emailSchema } from '../domain/admin/auth';
import { action, actions, type SampleFixture } from './contract';

const INVALID_LINK = 'This sign-in link is invalid, expired or already used. Please request a new one.';

/** The signed-in admin and when the sign-in session ends (ISO). */
const adminSession = z.object({ email: z.string(), expiresAt: z.string() });

/** A fresh admin sign-in link's token, mailed to the admin the fixture is signed in as. */
async function adminLinkToken(fx: SampleFixture): Promise<string> {
  const session = (await fx.call('adminAuth', 'session', {}, { token: await fx.adminToken() })) as { data: { email: string } };
  const email = session.data.email;
  await fx.call('adminAuth', 'request_link', { email });
  return fx.lastLink(email, /\/admin\/login\?/).searchParams.get('token')!;
}

export const adminAuthActions = actions({
  request_link: action({
    summary: 'Mails a one-time sign-in link when the address is on the admin list; the answer is the same either way.',
    input: z.object({ email: emailSchema }),
    output: z.object({ message: z.string() }),
    sample: (fx) => ({ data: { email: fx.email('not-an-admin') } }),
  }),
  verify: action({
    summary: 'Exchanges a sign-in link token (once) for an admin sign-in session.',
    input: z.object({ token: z.string({ error: 'No security token provided' }).check(z.maxLength(1000, INVALID_LINK)) }),
    output: z.object({ token: z.string(), email: z.string(), expiresAt: z.string() }),
    sample: async (fx) => ({ data: { token: await adminLinkToken(fx) } }),
  }),
  session: action({
    summary: "The bearer token's admin, while the sign-in session is valid (401 otherwise).",
    input: z.object({}),
    output: adminSession,
    sample: async (fx) => ({ data: {}, token: await fx.adminToken() }),
  }),
  logout: action({
    summary: "Ends the bearer token's admin sign-in session; answers the same without one.",
    input: z.object({}),
    output: z.object({ loggedOut: z.boolean() }),
    sample: async (fx) => {
      const verified = (await fx.call('adminAuth', 'verify', { token: await adminLinkToken(fx) })) as { data: { token: string } };
      return { data: {}, token: verified.data.token };
    },
  }),
});
