/** The event's audit log: who changed what and when, each changed field before → after, newest first. */
import { useState } from 'react';
import type { AuditEntry, AuditPage } from '../api';
import { when } from '../../admin-console/components/Parts';
import { Button } from '../../../components/ui/Button';

const ACTIONS: Record<string, string> = { created: 'Created', saved: 'Saved', published: 'Published', unpublished: 'Unpublished', archived: 'Archived', seeded: 'Loaded from the initial data' };

/** A value as the log shows it: text as it is, anything else as JSON, long values cut at 160 characters. */
export function valueText(v: unknown): string {
  if (v === null || v === undefined || v === '') return '—';
  const text = typeof v === 'string' ? v : JSON.stringify(v);
  return text.length > 160 ? `${text.slice(0, 157)}…` : text;
}

/** The log, a page at a time: `older(cursor)` loads the page a previous page's `next` names. */
export function AuditLog({ first, older }: { first: AuditPage; older: (before: string) => Promise<AuditPage> }) {
  const [entries, setEntries] = useState<readonly AuditEntry[]>(first.entries);
  const [next, setNext] = useState(first.next);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  if (entries.length === 0) return <p>No changes recorded yet.</p>;
  const loadOlder = async () => {
    setLoading(true);
    setFailed(false);
    try {
      if (!next) return;
      const page = await older(next);
      setEntries([...entries, ...page.entries]);
      setNext(page.next);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };
  return (
    <>
      <AuditTable entries={entries} />
      {next && (
        <Button variant="secondary" size="sm" disabled={loading} onClick={() => void loadOlder()}>
          {loading ? 'Loading…' : 'Show older changes'}
        </Button>
      )}
      {failed && <p role="alert">The older changes could not be loaded. Please try again.</p>}
    </>
  );
}

function AuditTable({ entries }: { entries: readonly AuditEntry[] }) {
  return (
    <div className="ac-table-wrap">
      <table className="ac-table">
        <caption className="visually-hidden">Changes to this event, newest first</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Admin</th>
            <th scope="col">Action</th>
            <th scope="col">Changes</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e, i) => (
            <tr key={`${e.at}-${i}`}>
              <th scope="row">{when(e.at)}</th>
              <td>{e.admin}</td>
              <td>
                {ACTIONS[e.action] ?? e.action} <span className="muted">(version {e.version})</span>
              </td>
              <td>
                {e.changes.length === 0 ? (
                  '—'
                ) : (
                  <ul className="ae-changes">
                    {e.changes.map((c) => (
                      <li key={c.field}>
                        <code>{c.field}</code>: <span className="ae-changes__before">{valueText(c.before)}</span> →{' '}
                        <span className="ae-changes__after">{valueText(c.after)}</span>
                      </li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
