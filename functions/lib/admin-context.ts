/** Admin handlers read who is calling from the authorizer context (set by the authorizer in AWS and locally). */
import { Forbidden } from './errors';
import type { HttpEvent } from './http';

export function adminEmail(event: HttpEvent): string {
  const email = event.requestContext?.authorizer?.lambda?.email;
  if (typeof email !== 'string' || !email) throw new Forbidden('Admin sign-in required');
  return email;
}
