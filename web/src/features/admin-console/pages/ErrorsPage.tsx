/**
 * /admin/errors: the error reports, grouped by fingerprint (browser errors from the error screen
 * and the global handler, server errors from the handlers' error mapper), most recently seen
 * first, with their counts today, over the chosen window and in total. A row opens its last stack
 * (and a server error's request id). The list downloads as CSV.
 */
import { Fragment, useId, useState } from 'react';
import { useAdmin } from '../../../lib/admin-session';
import { Button } from '../../../components/ui/Button';
import { Badge } from '../../../components/ui/Badge';
import { FAILED, listErrors, type ErrorRow } from '../api/admin-api';
import { useLoad } from '../components/use-load';
import { Loaded, Message, when } from '../components/Parts';
import { CsvButton } from '../../../components/CsvButton';
import { csvFilename, type CsvColumn } from '../../../lib/csv';
import '../admin-console.css';

export const ERROR_WINDOWS = [1, 7, 30, 90] as const;
const DEFAULT_WINDOW = 7;

type Msg = { ok: boolean; text: string } | null;

const COLUMNS: CsvColumn<ErrorRow>[] = [
  { header: 'fingerprint', value: (r) => r.fingerprint },
  { header: 'message', value: (r) => r.message },
  { header: 'source', value: (r) => r.source },
  { header: 'today', value: (r) => r.today },
  { header: 'window', value: (r) => r.window },
  { header: 'total', value: (r) => r.total },
  { header: 'first_seen', value: (r) => r.firstSeen },
  { header: 'last_seen', value: (r) => r.lastSeen },
  { header: 'release', value: (r) => r.release },
  { header: 'path', value: (r) => r.path },
  { header: 'request_id', value: (r) => r.requestId },
  { header: 'mailed', value: (r) => (r.mailed ? 'yes' : 'no') },
];

export default function ErrorsPage() {
  const { token } = useAdmin();
  const ids = useId();
  const [days, setDays] = useState<number>(DEFAULT_WINDOW);
  const [message, setMessage] = useState<Msg>(null);

  return (
    <div className="container ac-page">
      <h1>Error reports</h1>
      <p className="muted">
        Errors that visitors&apos; browsers and our servers reported, grouped: the same error in another build or another browser counts as one. The
        first report of an error each day (Tokyo time) emails the team. Days are Tokyo days.
      </p>

      <div className="ac-actions ac-window" role="group" aria-labelledby={`${ids}-window`}>
        <span id={`${ids}-window`}>Window</span>
        {ERROR_WINDOWS.map((d) => (
          <Button key={d} size="sm" variant={d === days ? 'primary' : 'secondary'} aria-pressed={d === days} onClick={() => setDays(d)}>
            {d === 1 ? 'Today' : `${d} days`}
          </Button>
        ))}
      </div>

      <div aria-live="polite">
        <Message message={message} />
      </div>

      <section aria-labelledby={`${ids}-list`} className="ac-section">
        <h2 id={`${ids}-list`}>Errors seen in the window</h2>
        {/* A new window is a new list (loaded afresh, no row open). */}
        <ErrorTable key={days} token={token} days={days} onError={(text) => setMessage({ ok: false, text })} />
      </section>
    </div>
  );
}

function ErrorTable({ token, days, onError }: { token: string; days: number; onError: (message: string) => void }) {
  const ids = useId();
  const list = useLoad(() => listErrors(token, days), FAILED);
  const [open, setOpen] = useState<string | null>(null);
  const windowLabel = days === 1 ? '1 day' : `${days} days`;
  return (
    <Loaded state={list.state} what="error reports">
      {(data) =>
        data.errors.length === 0 ? (
          <p>No errors reported in this window.</p>
        ) : (
          <>
          <CsvButton what="the error reports" filename={csvFilename(`errors-${days}d`)} columns={COLUMNS} rows={data.errors} onError={onError} />
          <div className="ac-table-wrap">
            <table className="ac-table">
              <thead>
                <tr>
                  <th scope="col">Error</th>
                  <th scope="col">Source</th>
                  <th scope="col">Today</th>
                  <th scope="col">{windowLabel}</th>
                  <th scope="col">Total</th>
                  <th scope="col">First seen</th>
                  <th scope="col">Last seen</th>
                  <th scope="col">Release</th>
                  <th scope="col">Path</th>
                </tr>
              </thead>
              <tbody>
                {data.errors.map((e) => {
                  const expanded = open === e.fingerprint;
                  return (
                    <Fragment key={e.fingerprint}>
                      <tr>
                        <th scope="row">
                          <button type="button" className="ac-link-button" aria-expanded={expanded} aria-controls={`${ids}-${e.fingerprint}`} onClick={() => setOpen(expanded ? null : e.fingerprint)}>
                            {e.message}
                          </button>
                        </th>
                        <td>
                          <Badge tone={e.source === 'server' ? 'warning' : 'neutral'}>{e.source === 'server' ? 'Server' : 'Browser'}</Badge>
                          {!e.mailed && (
                            <>
                              {' '}
                              <Badge tone="neutral">Not mailed (hourly mail limit)</Badge>
                            </>
                          )}
                        </td>
                        <td>{e.today}</td>
                        <td>{e.window}</td>
                        <td>{e.total}</td>
                        <td>{when(e.firstSeen)}</td>
                        <td>{when(e.lastSeen)}</td>
                        <td>{e.release}</td>
                        <td>{e.path}</td>
                      </tr>
                      {expanded && (
                        <tr id={`${ids}-${e.fingerprint}`}>
                          <td colSpan={9}>
                            <p>
                              Fingerprint <code>{e.fingerprint}</code>
                              {e.requestId && (
                                <>
                                  {' '}
                                  · last request id <code>{e.requestId}</code>
                                </>
                              )}
                            </p>
                            <pre className="ac-stack" aria-label={`Stack of ${e.message}`}>
                              {e.stack || '(no stack)'}
                            </pre>
                          </td>
                        </tr>
                      )}
                    </Fragment>
                  );
                })}
              </tbody>
            </table>
          </div>
          </>
        )
      }
    </Loaded>
  );
}
