/**
 * A table of the admin pages whose columns are also its CSV download's columns: the page and the
 * file cannot disagree. `header` names the CSV column, `label` the table's (defaults to header).
 */
import type { ReactNode } from 'react';
import type { CsvColumn } from '../../../lib/csv';
import { CsvButton } from '../../../components/CsvButton';

export interface TableColumn<T> extends CsvColumn<T> {
  label?: string;
  /** The cell as shown, when not the CSV value. */
  render?: (row: T) => ReactNode;
  /** Right-aligned figures. */
  numeric?: boolean;
}

interface Props<T> {
  caption: string;
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** The CSV download: the file name and what the file holds (for the button's name). */
  csv: { filename: string; what: string };
}

export function DataTable<T>({ caption, columns, rows, rowKey, csv }: Props<T>) {
  return (
    <>
      <div className="ac-table-wrap">
        <table className="ac-table">
          <caption>{caption}</caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.header} scope="col" className={c.numeric ? 'ac-num' : undefined}>
                  {c.label ?? c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={rowKey(r)}>
                {columns.map((c, i) => {
                  const cell = c.render ? c.render(r) : String(c.value(r) ?? '');
                  return i === 0 ? (
                    <th key={c.header} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={c.header} className={c.numeric ? 'ac-num' : undefined}>
                      {cell}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="ac-actions">
        <CsvButton what={csv.what} filename={csv.filename} columns={columns} rows={rows} />
      </div>
    </>
  );
}
