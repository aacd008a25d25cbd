/**
 * member.unsubscribed → tell the team (config.teamEmail). A failure here is only logged
 * (the bus retries, then dead-letters it); it never touches the unsubscribe, which is already stored.
 */
import { consumerHandler } from '../../lib/consumer';
import { unsubscribeNoticeEmail } from '../../lib/mail/templates/unsubscribe';
import { sendMail } from '../../lib/mail/door';

export const handler = consumerHandler('unsubscribe-notification', {
  async 'member.unsubscribed'(d, p) {
    await sendMail(p, { to: p.config.teamEmail, content: unsubscribeNoticeEmail(d), category: 'transactional', kind: 'unsubscribe-notification', replyTo: d.email });
  },
});
