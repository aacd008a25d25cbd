/**
 * POST /api/stay-in-touch: an attendee's stay-in-touch page (functions/stay-in-touch/touch.ts):
 * get_stay_in_touch {token} reads it; save_stay_in_touch {token, firstName, choices} changes it.
 */
import { httpHandler, serve } from '../lib/http';
import { ports } from '../lib/runtime';
import { hit, limits } from '../lib/auth/rate-limit';
import { answerLanguage } from '../lib/i18n/lang';
import { stayInTouchActions } from '../../api/stay-in-touch';
import { saveTouch, touchView } from './touch';

export const handler = httpHandler(
  serve(stayInTouchActions, {
    async get_stay_in_touch(req) {
      const { token } = req.input();
      return touchView(await ports(), token, answerLanguage(req.ctx.event));
    },
    async save_stay_in_touch(req) {
      const input = req.input();
      const p = await ports();
      await hit(p, limits.signupPerIp, req.ctx.address);
      return saveTouch(p, input, answerLanguage(req.ctx.event));
    },
  }),
);
