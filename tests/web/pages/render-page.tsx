/** Renders one page component the way the app does: inside a data router (pages use <Seo>, which reads route matches). */
import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

export function renderPage(Page: ComponentType, url: string, routePath = url.split('?')[0]) {
  const router = createMemoryRouter(
    [
      { path: routePath, element: <Page />, handle: { title: 'Test page' } },
      { path: '*', element: <p>Navigated away</p> },
    ],
    { initialEntries: [url] },
  );
  const result = render(<RouterProvider router={router} />);
  return { ...result, router };
}
