/**
 * The admin's CSV exports (api.adminConsole start_export / get_export / list_exports): a job on the
 * server writes the file page by page; the page asks for it, polls it every EXPORT_POLL_MS and then
 * offers its download link (short-lived: get_export gives a new one each time it is asked).
 */
import { api, type ApiOutput } from './api';

export type ExportView = ApiOutput<'adminConsole', 'get_export'>;
export type StartExportInput = Parameters<typeof api.adminConsole.start_export>[0];

/** How often a page asks whether its export is ready. */
export const EXPORT_POLL_MS = 2000;
/** The wait between two asks (an object, so a test can step through the asks). */
export const exportPoll = { wait: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)) };
const FAILED = 'Something went wrong. Please try again.';

async function answered<R extends { success: boolean; data?: unknown; error?: string }>(call: Promise<R>): Promise<R & { data: NonNullable<R['data']> }> {
  let r: R;
  try {
    r = await call;
  } catch (e) {
    throw new Error(e instanceof Error && e.message ? e.message : FAILED);
  }
  if (!r.success) throw new Error(r.error || FAILED);
  return r as R & { data: NonNullable<R['data']> };
}

export const startExport = async (token: string, input: StartExportInput): Promise<ExportView> => (await answered(api.adminConsole.start_export(input, { token }))).data;
export const getExport = async (token: string, id: string): Promise<ExportView> => (await answered(api.adminConsole.get_export({ id }, { token }))).data;
export async function listExports(token: string, cursor?: string | null): Promise<{ rows: ExportView[]; next: string | null }> {
  const r = await answered(api.adminConsole.list_exports(cursor ? { cursor } : {}, { token }));
  return { rows: r.data, next: r.next ?? null };
}

/** Still being written. */
export const isPending = (x: Pick<ExportView, 'status'>) => x.status === 'queued' || x.status === 'running';

/** "1 row" / "12,000 rows". */
export const rowCount = (n: number) => `${n.toLocaleString('en')} ${n === 1 ? 'row' : 'rows'}`;
