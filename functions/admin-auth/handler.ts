/** POST /api/admin-auth: request_link, verify, session, logout. */
import * as z from '../lib/zod';
import { actionHandler, header, httpHandler, ok, validate } from '../lib/http';
import { ports } from '../lib/runtime';
import { Unauthorized } from '../lib/errors';
import { ADMIN_LINK_SENT_MESSAGE, adminLogout, checkAdmin, emailSchema, requestAdminLink, verifyAdminLink } from './admin';

export const handler = httpHandler(
  actionHandler({
    async request_link(data, ctx) {
      const { email } = validate(z.object({ email: emailSchema }), data);
      await requestAdminLink(await ports(), email, ctx.ip);
      return ok({ message: ADMIN_LINK_SENT_MESSAGE });
    },
    async verify(data) {
      const { token } = validate(z.object({ token: z.string({ error: 'No security token provided' }).check(z.maxLength(1000, 'This sign-in link is invalid, expired or already used. Please request a new one.')) }), data);
      return ok(await verifyAdminLink(await ports(), token));
    },
    async session(_data, ctx) {
      const s = await checkAdmin(await ports(), header(ctx.event, 'authorization'));
      if (!s) throw new Unauthorized('Admin sign-in required');
      return ok(s);
    },
    async logout(_data, ctx) {
      await adminLogout(await ports(), header(ctx.event, 'authorization'));
      return ok({ loggedOut: true });
    },
  }),
);
