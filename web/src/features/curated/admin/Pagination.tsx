import { MAX_PAGE_BUTTONS } from '@/domain/curated/rules';

/** The page buttons to show: at most 5, centred on the current page when possible. */
export function pageWindow(page: number, pages: number, max = MAX_PAGE_BUTTONS): number[] {
  if (pages <= 1) return pages === 1 ? [1] : [];
  const count = Math.min(max, pages);
  let start = Math.max(1, page - Math.floor(count / 2));
  start = Math.min(start, pages - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

export function Pagination({ total, pageSize, page, onPage, label }: { total: number; pageSize: number; page: number; onPage: (p: number) => void; label: string }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total <= pageSize) return null;
  return (
    <nav className="cf-pages" aria-label={`${label} pages`}>
      <button type="button" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        Previous
      </button>
      {pageWindow(page, pages).map((n) => (
        <button key={n} type="button" onClick={() => onPage(n)} aria-current={n === page ? 'page' : undefined} className={n === page ? 'is-current' : undefined}>
          {n}
        </button>
      ))}
      <button type="button" onClick={() => onPage(page + 1)} disabled={page >= pages}>
        Next
      </button>
    </nav>
  );
}

/** Pages of a cursor list: shared with the other admin screens (web/src/lib/cursor-pages.ts). */
export { useCursorPages } from '../../../lib/cursor-pages';

export function CursorPagination({ total, pageSize, page, next, onNext, onPrevious, label }: { total: number | null; pageSize: number; page: number; next: string | null; onNext: () => void; onPrevious: () => void; label: string }) {
  if (page <= 1 && !next) return null;
  const pages = total === null ? null : Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className="cf-pages" aria-label={`${label} pages`}>
      <button type="button" onClick={onPrevious} disabled={page <= 1}>
        Previous
      </button>
      <span aria-current="page" className="is-current">
        Page {page}
        {pages !== null ? ` of ${pages}` : ''}
      </span>
      <button type="button" onClick={onNext} disabled={!next}>
        Next
      </button>
    </nav>
  );
}
