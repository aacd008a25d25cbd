/**
 * One Lambda for the two public forms: POST /api/contact-form and
 * POST /api/submit-discovery. Dispatches on the path.
 */
import * as z from '../lib/zod';
import { httpHandler, ok, parseJson, requestContext, type HttpEvent } from '../lib/http';
import { NotFound } from '../lib/errors';
import { ports } from '../lib/runtime';
import { receiveContact, submitDiscovery } from './contact';

const body = z.record(z.string(), z.unknown(), { error: 'Request body must be a JSON object' });

export const handler = httpHandler(async (event: HttpEvent) => {
  const form = parseJson(event, body);
  const { ip } = requestContext(event);
  switch (event.rawPath) {
    case '/api/contact-form': {
      const msg = await receiveContact(await ports(), form, ip);
      return ok({ id: msg.id, receivedAt: msg.receivedAt }, {}, 201);
    }
    case '/api/submit-discovery': {
      const d = await submitDiscovery(await ports(), form, ip);
      return ok({ id: d.id, submittedAt: d.submittedAt }, {}, 201);
    }
    default:
      throw new NotFound('Not found');
  }
});
