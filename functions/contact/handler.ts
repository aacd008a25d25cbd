/**
 * One Lambda for the two public forms: POST /api/contact-form and
 * POST /api/submit-discovery. Dispatches on the path.
 */
import * as z from '../../domain/zod';
import { httpHandler, serveBody, type HttpEvent } from '../lib/http';
import { NotFound } from '../lib/errors';
import { ports } from '../lib/runtime';
import { endpoints } from '../../api/endpoints';
import { contactContract } from '../../api/contact';
import { discoveryContract } from '../../api/discovery';
import { receiveContact, submitDiscovery } from './contact';
import { requestLanguage } from '../lib/i18n/lang';

/**
 * Any JSON object: the form rules (forms.ts) check its fields and name every invalid one, which
 * a schema's first message could not.
 */
const jsonObject = z.record(z.string(), z.unknown(), { error: 'Request body must be a JSON object' });

const contactForm = serveBody(
  contactContract,
  async (req) => {
    const msg = await receiveContact(await ports(), req.body, req.ctx.address, requestLanguage(req.ctx.event));
    return { id: msg.id, receivedAt: msg.receivedAt };
  },
  jsonObject,
);

const discoveryForm = serveBody(
  discoveryContract,
  async (req) => {
    const d = await submitDiscovery(await ports(), req.body, req.ctx.address);
    return { id: d.id, submittedAt: d.submittedAt };
  },
  jsonObject,
);

export const handler = httpHandler(async (event: HttpEvent) => {
  switch (event.rawPath) {
    case endpoints.contact.path:
      return contactForm(event);
    case endpoints.discovery.path:
      return discoveryForm(event);
    default:
      throw new NotFound('Not found');
  }
});
