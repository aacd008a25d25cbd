/** POST /api/admin-auth: request_link, verify, session, logout (api/admin-auth.ts). */
import { header, httpHandler, serve } from '../lib/http';
import { ports } from '../lib/runtime';
import { Unauthorized } from '../lib/errors';
import { adminAuthActions } from '../../api/admin-auth';
import { ADMIN_LINK_SENT_MESSAGE, adminLogout, checkAdmin, requestAdminLink, verifyAdminLink } from './admin';

export const handler = httpHandler(
  serve(adminAuthActions, {
    async request_link(req) {
      const { email } = req.input();
      await requestAdminLink(await ports(), email, req.ctx.address);
      return { message: ADMIN_LINK_SENT_MESSAGE };
    },
    async verify(req) {
      const { token } = req.input();
      return verifyAdminLink(await ports(), token);
    },
    async session(req) {
      const signedIn = await checkAdmin(await ports(), header(req.ctx.event, 'authorization'));
      if (!signedIn) throw new Unauthorized('Admin sign-in required');
      return signedIn;
    },
    async logout(req) {
      await adminLogout(await ports(), header(req.ctx.event, 'authorization'));
      return { loggedOut: true };
    },
  }),
);
