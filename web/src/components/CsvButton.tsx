import { useState } from 'react';
import { Button } from './ui/Button';
import { downloadCsv, type CsvColumn } from '../lib/csv';

interface Props<T> {
  /** What the file holds, for the button's accessible name: "Download CSV of top pages". */
  what: string;
  filename: string;
  columns: readonly CsvColumn<T>[];
  /** The rows: those the page holds, or a promise of the whole list when the page shows one page of it. */
  rows: readonly T[] | (() => Promise<readonly T[]>);
  /** Told when reading the rows failed, with the error's message. */
  onError?: (message: string) => void;
}

/** "Download CSV": builds the file in the browser from `rows` and downloads it. */
export function CsvButton<T>({ what, filename, columns, rows, onError }: Props<T>) {
  const [busy, setBusy] = useState(false);
  async function onClick() {
    setBusy(true);
    try {
      downloadCsv(filename, columns, typeof rows === 'function' ? await rows() : rows);
    } catch (e) {
      onError?.(e instanceof Error && e.message ? e.message : 'Something went wrong. Please try again.');
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button size="sm" variant="secondary" onClick={() => void onClick()} disabled={busy} aria-label={`Download CSV of ${what}`}>
      {busy ? 'Preparing…' : 'Download CSV'}
    </Button>
  );
}
