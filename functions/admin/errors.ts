/** The admin's error list (/admin/errors): the error groups of a window of Tokyo days. */
import type { Ports } from '../lib/ports';
import { listErrorGroups, tokyoDay } from '../lib/error-reports/store';

export async function listErrors(p: Pick<Ports, 'table' | 'clock'>, days: number) {
  return { days, today: tokyoDay(p.clock.now()), errors: await listErrorGroups(p, days) };
}
