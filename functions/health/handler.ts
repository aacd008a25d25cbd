/** GET /api/health: liveness plus a cheap table read, so a broken deployment shows up here first. */
import { httpHandler, json } from '../lib/http';
import { ports } from '../lib/runtime';

export const handler = httpHandler(async () => {
  const p = await ports();
  const started = Date.now();
  let table: 'ok' | 'error' = 'ok';
  try {
    await p.table.get({ pk: 'HEALTH', sk: 'HEALTH' });
  } catch {
    table = 'error';
  }
  const healthy = table === 'ok';
  return json(healthy ? 200 : 503, {
    success: healthy,
    data: { status: healthy ? 'ok' : 'degraded', table, latencyMs: Date.now() - started, time: p.clock.now().toISOString() },
  });
}, { catalogue: false });
