import { Button } from './ui/Button';
import { downloadCsv, type CsvColumn } from '../lib/csv';

interface Props<T> {
  /** What the file holds, for the button's accessible name: "Download CSV of top pages". */
  what: string;
  filename: string;
  columns: readonly CsvColumn<T>[];
  /** The rows the page holds (a whole list is an export job on the server: web/src/components/ExportJob.tsx). */
  rows: readonly T[];
  /** Told when building the file failed, with the error's message. */
  onError?: (message: string) => void;
}

/** "Download CSV": builds the file in the browser from the rows the page holds and downloads it. */
export function CsvButton<T>({ what, filename, columns, rows, onError }: Props<T>) {
  function onClick() {
    try {
      downloadCsv(filename, columns, rows);
    } catch (e) {
      onError?.(e instanceof Error && e.message ? e.message : 'Something went wrong. Please try again.');
    }
  }
  return (
    <Button size="sm" variant="secondary" onClick={onClick} aria-label={`Download CSV of ${what}`}>
      Download CSV
    </Button>
  );
}
