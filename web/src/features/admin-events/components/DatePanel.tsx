/** One action on a date (cancel, capacity, change, message): a titled panel, its form and the server's answer. */
import type { ReactNode } from 'react';
import { FAILED } from '../../admin-console/api/admin-api';

export type Msg = { ok: boolean; text: string } | null;

/** The server's message (a 400's, 409's or 429's text), or the fallback. */
export const errorText = (e: unknown) => (e instanceof Error && e.message ? e.message : FAILED);

export function DatePanel({ id, title, help, children }: { id: string; title: string; help?: ReactNode; children: ReactNode }) {
  return (
    <section className="ae-group ae-panel" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {help && <p className="ac-help">{help}</p>}
      {children}
    </section>
  );
}

/** "1 person" / "3 people". */
export const people = (n: number) => `${n} ${n === 1 ? 'person' : 'people'}`;
/** "1 paid place" / "2 paid places". */
export const places = (n: number, what = 'place') => `${n} ${what}${n === 1 ? '' : 's'}`;
