/**
 * HTTP API Lambda authorizer (payload 2.0, simple responses) for every admin route.
 * The local gateway runs this same function before admin handlers.
 */
import type { APIGatewayRequestAuthorizerEventV2 } from 'aws-lambda';
import { ports } from '../lib/runtime';
import { checkAdmin } from './admin';
import { log } from '../lib/log';

export interface AuthorizerResult {
  isAuthorized: boolean;
  context?: Record<string, string>;
}

export const handler = async (event: APIGatewayRequestAuthorizerEventV2): Promise<AuthorizerResult> => {
  try {
    const authorization = event.headers?.authorization ?? event.identitySource?.[0];
    const admin = await checkAdmin(await ports(), authorization);
    return admin ? { isAuthorized: true, context: { email: admin.email } } : { isAuthorized: false };
  } catch (e) {
    log.error('authorizer failed', { error: e instanceof Error ? e.message : String(e) });
    return { isAuthorized: false };
  }
};
