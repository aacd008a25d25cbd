// PLACEHOLDER: replaced by the feature work for group 'unsubscribe'.
import { httpHandler, json } from '../lib/http';
export const handler = httpHandler(async () => json(501, { success: false, error: 'Not implemented' }));
