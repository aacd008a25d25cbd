import type { Page } from 'playwright-core';

/** Console errors, uncaught exceptions and hydration mismatches (logged as warnings by main.tsx), from the first request on. */
export function watchErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || /hydrat/i.test(m.text())) problems.push(m.text());
  });
  page.on('pageerror', (err) => problems.push(err.message));
  return problems;
}
