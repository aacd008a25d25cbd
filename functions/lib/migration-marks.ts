/**
 * The markers of one-off data migrations (functions/jobs/migrations.ts): an item per migration,
 * written when it finished, so a later start reads one item and runs nothing.
 */
import { keys } from './keys';
import type { Ports } from './ports';

type T = Pick<Ports, 'table'>;

export async function migrationDone(p: T, name: string): Promise<boolean> {
  return Boolean(await p.table.get(keys.migration(name), { consistent: true }));
}

export async function markMigrationDone(p: T, name: string, now: string): Promise<void> {
  await p.table.put({ ...keys.migration(name), type: 'Migration', name, finishedAt: now });
}
