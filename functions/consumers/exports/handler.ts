/**
 * export.requested → the export's CSV file, built page by page into the export store
 * (functions/exports/run.ts). A delivery while another run holds the export, or after it is
 * finished, does nothing; a run that fails marks the export failed (the admin starts it again).
 */
import { consumerHandler } from '../../lib/consumer';
import { runExport } from '../../exports/run';

export const handler = consumerHandler('exports', {
  async 'export.requested'(d, p) {
    await runExport(p, d.exportId);
  },
});
