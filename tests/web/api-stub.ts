/** Web tests: a JSON Response, and a fetch that routes each API call (by action, else by path) to an answer and records the bodies. */
import { vi } from 'vitest';

export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function stubApi(answers: Record<string, (body: Record<string, unknown>) => Response>) {
  const calls: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body = JSON.parse(init.body as string);
      calls.push({ url, ...body });
      const key = body.action ?? url.replace('/api/', '');
      return (answers[key] ?? (() => json(404, { success: false, error: 'no' })))(body);
    }),
  );
  return calls;
}
