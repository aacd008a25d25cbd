import { act, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';

/**
 * A prerendered page as the browser gets it: the element's server HTML in the document, then
 * `beforeHydration` (a visitor typing into it before the scripts arrive), then React hydrating it.
 * `make` is called twice (server and client) and must build the same tree.
 */
export async function prerenderThenHydrate(make: () => ReactElement, beforeHydration: (container: HTMLElement) => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(make());
  document.body.append(container);
  beforeHydration(container);
  const root = await act(async () => hydrateRoot(container, make()));
  return {
    container,
    unmount() {
      act(() => root.unmount());
      container.remove();
    },
  };
}

/** Types into a prerendered field the way a browser does before React is there: the DOM value only. */
export function typeInto(container: HTMLElement, selector: string, value: string) {
  (container.querySelector(selector) as HTMLInputElement).value = value;
}
