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
