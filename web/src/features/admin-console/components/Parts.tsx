/** Small building blocks shared by the admin console pages. */
import type { ReactNode } from 'react';
import type { Load } from './use-load';

export interface Stat {
  label: string;
  value: ReactNode;
  hint?: string;
}

export function StatTiles({ stats, label }: { stats: Stat[]; label: string }) {
  return (
    <dl className="ac-tiles" aria-label={label}>
      {stats.map((s) => (
        <div key={s.label} className="ac-tile">
          <dt>{s.label}</dt>
          <dd>
            {s.value}
            {s.hint && <span className="ac-tile__hint">{s.hint}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Renders a loading line, the error, or the content of a loaded section. */
export function Loaded<T>({ state, what, children }: { state: Load<T>; what: string; children: (data: T) => ReactNode }) {
  if (state.status === 'loading') return <p role="status">Loading {what}…</p>;
  if (state.status === 'error')
    return (
      <p className="notice notice--error" role="alert">
        {state.message}
      </p>
    );
  return <>{children(state.data)}</>;
}

export function Message({ message }: { message: { ok: boolean; text: string } | null }) {
  if (!message) return null;
  return (
    <p className={message.ok ? 'notice notice--success' : 'notice notice--error'} role={message.ok ? 'status' : 'alert'}>
      {message.text}
    </p>
  );
}

const dateTime = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Tokyo' });
const dateOnly = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Tokyo' });

/** Admin times are shown on community time (Tokyo), like the stats' days. */
export function when(iso: string | null | undefined, withTime = true): string {
  if (!iso || Number.isNaN(Date.parse(iso))) return '—';
  return (withTime ? dateTime : dateOnly).format(new Date(iso));
}

export const orDash = (v: number | string | null | undefined) => (v === null || v === undefined || v === '' ? '—' : String(v));
