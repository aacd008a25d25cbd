/** Renders the real Layout around test pages in a memory router. */
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { Layout } from '../../../web/src/components/Layout';

export function renderInLayout(path: string, pages: RouteObject[]) {
  // jsdom has no scrolling; ScrollRestoration calls scrollTo on navigation.
  window.scrollTo = (() => {}) as typeof window.scrollTo;
  const router = createMemoryRouter([{ element: <Layout />, children: pages }], { initialEntries: [path] });
  return { router, ...render(<RouterProvider router={router} />) };
}
