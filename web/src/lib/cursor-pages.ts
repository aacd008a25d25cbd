import { useState } from 'react';

/**
 * Pages of a cursor list (issue 28): the cursor of each page seen so far (page 1 has none), so
 * Previous goes back and Next follows the server's `next`. The server reads only the page asked for.
 */
export function useCursorPages() {
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const [page, setPage] = useState(1);
  return {
    page,
    cursor: cursors[page - 1],
    /** Back to page 1 (new filters). */
    reset: () => {
      setCursors([undefined]);
      setPage(1);
    },
    next: (next: string | null) => {
      if (!next) return;
      setCursors((c) => [...c.slice(0, page), next]);
      setPage(page + 1);
    },
    previous: () => setPage((p) => Math.max(1, p - 1)),
  };
}

/** Every row of a cursor list: each page names the next, until one names none. */
export async function readAllCursorPages<T>(page: (cursor: string | null) => Promise<{ rows: readonly T[]; next: string | null }>): Promise<T[]> {
  const all: T[] = [];
  let cursor: string | null = null;
  do {
    const r = await page(cursor);
    all.push(...r.rows);
    cursor = r.next;
  } while (cursor);
  return all;
}
