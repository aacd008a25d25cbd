// PLACEHOLDER: replaced by the feature work for group 'reservations'.
import { httpHandler, json } from '../lib/http';
export const handler = httpHandler(async () => json(501, { success: false, error: 'Not implemented' }));
