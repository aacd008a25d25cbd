import { Button } from './ui/Button';

/**
 * Previous / "Page n of m" / Next for a cursor list (web/src/lib/cursor-pages.ts): Next follows the
 * server's `next`, Previous the cursor of the page before. Nothing while the list fits on one page.
 */
export function CursorPager({ label, page, total, pageSize, next, onNext, onPrevious, className }: { label: string; page: number; total: number | null; pageSize: number; next: string | null; onNext: () => void; onPrevious: () => void; className?: string }) {
  if (page <= 1 && !next) return null;
  const pages = total === null ? null : Math.max(page, Math.ceil(total / pageSize));
  return (
    <nav className={className} aria-label={`${label} pages`}>
      <Button size="sm" variant="secondary" onClick={onPrevious} disabled={page <= 1}>
        Previous
      </Button>
      <span aria-current="page">
        {' '}
        Page {page}
        {pages !== null ? ` of ${pages}` : ''}{' '}
      </span>
      <Button size="sm" variant="secondary" onClick={onNext} disabled={!next}>
        Next
      </Button>
    </nav>
  );
}
