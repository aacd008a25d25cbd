/**
 * POST /api/ses-events: Amazon SNS deliveries of SES bounce and complaint notifications.
 * Every message must carry a valid SNS signature (403 otherwise). SubscriptionConfirmation is
 * confirmed by visiting its SubscribeURL; Notification hard bounces and complaints block the address.
 * SNS posts `text/plain` JSON, so the body is parsed here rather than with parseJson.
 * Optional env SES_EVENTS_TOPIC_ARN: only that topic is accepted.
 */
import { BadRequest, Forbidden } from '../lib/errors';
import { httpHandler, ok, rawBody, validate, type HttpEvent } from '../lib/http';
import { ports } from '../lib/runtime';
import { log } from '../lib/log';
import { confirmSubscription, snsMessageSchema, SnsVerificationError, verifySnsMessage } from './sns';
import { applyBlocks, blocksFrom } from './ses';

const allowedTopic = process.env.SES_EVENTS_TOPIC_ARN || undefined;

export const handler = httpHandler(async (event: HttpEvent) => {
  let body: unknown;
  try {
    body = JSON.parse(rawBody(event).toString('utf8'));
  } catch {
    throw new BadRequest('Request body is not valid JSON');
  }
  const message = validate(snsMessageSchema, body);
  const p = await ports();
  try {
    await verifySnsMessage(message, p.clock.now());
  } catch (e) {
    if (e instanceof SnsVerificationError) {
      log.warn('rejected SNS message', { reason: e.message, topic: message.TopicArn });
      throw new Forbidden(e.message);
    }
    throw e;
  }
  if (allowedTopic && message.TopicArn !== allowedTopic) throw new Forbidden('Unexpected SNS topic');

  switch (message.Type) {
    case 'SubscriptionConfirmation':
      try {
        await confirmSubscription(message);
      } catch (e) {
        if (e instanceof SnsVerificationError) throw new Forbidden(e.message);
        throw e; // SNS unreachable: a 5xx makes SNS deliver the confirmation again
      }
      log.info('SNS subscription confirmed', { topic: message.TopicArn });
      return ok({ type: message.Type, confirmed: true });
    case 'UnsubscribeConfirmation':
      log.warn('SNS subscription removed', { topic: message.TopicArn });
      return ok({ type: message.Type });
    case 'Notification': {
      let inner: unknown;
      try {
        inner = JSON.parse(message.Message);
      } catch {
        inner = undefined;
      }
      const blocked = await applyBlocks(p, blocksFrom(inner), message.MessageId);
      return ok({ type: message.Type, blocked: blocked.length });
    }
  }
});
