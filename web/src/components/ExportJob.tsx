/**
 * The admin's CSV exports as jobs (web/src/lib/exports.ts): `ExportButton` starts one, shows
 * "Preparing…" while the server writes the file (asking every 2 s), then offers the download link;
 * `RecentExports` lists the recent ones, each ready one with a link made when asked.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from './ui/Button';
import { EXPORT_POLL_MS, exportPoll, getExport, isPending, listExports, rowCount, startExport, type ExportView, type StartExportInput } from '../lib/exports';

type Phase = { phase: 'idle' } | { phase: 'preparing'; rows: number } | { phase: 'ready'; view: ExportView } | { phase: 'failed'; message: string };

interface ExportButtonProps {
  token: string;
  /** The button's text: "Export active signups (CSV)". */
  label: string;
  /** What the file holds, for the button's accessible name ("Export CSV of …"); default: the label. */
  what?: string;
  /** The export to start (its kind and filters, read when clicked). */
  input: () => StartExportInput;
  /** Told when an export starts and when it ends (to refresh a list of exports). */
  onChange?: () => void;
  size?: 'sm' | 'md';
}

export function ExportButton({ token, label, what, input, onChange, size = 'sm' }: ExportButtonProps) {
  const [state, setState] = useState<Phase>({ phase: 'idle' });
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  async function onClick() {
    setState({ phase: 'preparing', rows: 0 });
    try {
      let x = await startExport(token, input());
      onChange?.();
      while (live.current && isPending(x)) {
        await exportPoll.wait(EXPORT_POLL_MS);
        if (!live.current) return;
        x = await getExport(token, x.id);
        if (live.current && isPending(x)) setState({ phase: 'preparing', rows: x.rows });
      }
      if (!live.current) return;
      setState(x.status === 'ready' && x.url ? { phase: 'ready', view: x } : { phase: 'failed', message: x.message ?? 'The export did not finish. Please try again.' });
      onChange?.();
    } catch (e) {
      if (live.current) setState({ phase: 'failed', message: e instanceof Error && e.message ? e.message : 'Something went wrong. Please try again.' });
    }
  }

  const busy = state.phase === 'preparing';
  return (
    <div className="export-job">
      <Button size={size} variant="secondary" onClick={() => void onClick()} disabled={busy} aria-label={what ? `Export CSV of ${what}` : undefined}>
        {busy ? 'Preparing…' : label}
      </Button>
      <div aria-live="polite">
        {state.phase === 'preparing' && <p role="status">Preparing the file… {state.rows > 0 ? `${rowCount(state.rows)} so far.` : 'It is written on the server; you can stay on this page.'}</p>}
        {state.phase === 'ready' && (
          <p role="status" className="notice notice--success">
            Ready: {rowCount(state.view.rows)}.{' '}
            <a href={state.view.url ?? undefined} download={state.view.filename}>
              Download {state.view.filename}
            </a>{' '}
            (the link works for 5 minutes).
          </p>
        )}
      </div>
      {state.phase === 'failed' && (
        <p role="alert" className="notice notice--error">
          {state.message}
        </p>
      )}
    </div>
  );
}

const when = (iso: string | null) => (iso ? new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Tokyo' }).format(new Date(iso)) : '—');
const STATUS: Record<ExportView['status'], string> = { queued: 'Waiting', running: 'Preparing…', ready: 'Ready', failed: 'Failed', expired: 'Expired' };

/** "Recent exports", folded: opened, it lists them (20 a page, newest first); `refresh` reloads an open list. */
export function RecentExports({ token, refresh = 0 }: { token: string; refresh?: number }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="export-recent" onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}>
      <summary>Recent exports</summary>
      {open && <ExportList token={token} refresh={refresh} />}
    </details>
  );
}

function ExportList({ token, refresh }: { token: string; refresh: number }) {
  const [rows, setRows] = useState<ExportView[] | null>(null);
  const [next, setNext] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [links, setLinks] = useState<Record<string, string>>({});

  const load = useCallback(async () => {
    try {
      const r = await listExports(token);
      setRows(r.rows);
      setNext(r.next);
      setError(null);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Could not load the recent exports.');
    }
  }, [token]);
  useEffect(() => {
    void load();
  }, [load, refresh]);

  async function more() {
    try {
      const r = await listExports(token, next);
      setRows((old) => [...(old ?? []), ...r.rows]);
      setNext(r.next);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Could not load the recent exports.');
    }
  }

  async function link(x: ExportView) {
    try {
      const fresh = await getExport(token, x.id);
      if (fresh.url) setLinks((l) => ({ ...l, [x.id]: fresh.url! }));
      else setError(fresh.message ?? 'This export has no file to download.');
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Could not get the download link.');
    }
  }

  if (error && rows === null) return <p role="alert" className="notice notice--error">{error}</p>;
  if (rows === null) return <p role="status">Loading recent exports…</p>;
  if (rows.length === 0) return <p className="muted">No exports yet.</p>;
  return (
    <>
      {error && <p role="alert" className="notice notice--error">{error}</p>}
      <div className="ac-table-wrap">
        <table className="ac-table">
          <thead>
            <tr>
              <th scope="col">What</th>
              <th scope="col">Asked</th>
              <th scope="col">By</th>
              <th scope="col">Status</th>
              <th scope="col">Rows</th>
              <th scope="col">File</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((x) => (
              <tr key={x.id}>
                <th scope="row">{x.label}</th>
                <td>{when(x.requestedAt)}</td>
                <td>{x.requestedBy}</td>
                <td title={x.message ?? undefined}>{STATUS[x.status]}</td>
                <td>{x.rows.toLocaleString('en')}</td>
                <td>
                  {x.status !== 'ready' ? (
                    '—'
                  ) : links[x.id] ? (
                    <a href={links[x.id]} download={x.filename}>
                      Download {x.filename}
                    </a>
                  ) : (
                    <Button size="sm" variant="ghost" onClick={() => void link(x)} aria-label={`Get the link of ${x.filename}`}>
                      Get link
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {next && (
        <Button size="sm" variant="ghost" onClick={() => void more()}>
          Show older exports
        </Button>
      )}
    </>
  );
}
