import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

const MAX_WAIT_FRAMES = 120;

/**
 * Resolves once the element `id` is within `margin` of the viewport. Resolves at once where there
 * is nothing to wait for: while prerendering, without IntersectionObserver, or if the element never
 * shows up.
 */
export function whenNear(id: string, margin = '400px'): Promise<void> {
  if (typeof window === 'undefined' || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    let frames = 0;
    const attach = () => {
      const el = document.getElementById(id);
      if (!el) {
        if (++frames > MAX_WAIT_FRAMES) resolve();
        else requestAnimationFrame(attach);
        return;
      }
      const io = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) {
            io.disconnect();
            resolve();
          }
        },
        { rootMargin: `${margin} 0px` },
      );
      io.observe(el);
    };
    attach();
  });
}

/** A code-split component whose code is fetched only when its slot (`id`) nears the viewport. */
export function lazyNear<P extends object>(id: string, load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() => whenNear(id).then(load));
}

const deferred = new Map<string, ComponentType<never>>();

/**
 * `Component` (already loaded) whose slot `id` hydrates only when it nears the viewport: for long
 * prerendered lists whose tail costs hydration time nobody needs yet. One instance per slot id.
 */
export function deferUntilNear<P extends object>(id: string, Component: ComponentType<P>): ComponentType<P> {
  let c = deferred.get(id) as ComponentType<P> | undefined;
  if (!c) {
    c = lazy(() => whenNear(id).then(() => ({ default: Component })));
    deferred.set(id, c as ComponentType<never>);
  }
  return c;
}

/**
 * The slot for a `lazyNear` or `deferUntilNear` component. A prerendered page keeps the server HTML of the section in
 * place (React leaves a suspended boundary dehydrated) and hydrates it when its code arrives, so
 * below-the-fold sections cost no JavaScript until the visitor scrolls towards them.
 */
export function LazySection({ id, minHeight = '24rem', children }: { id: string; minHeight?: string; children: ReactNode }) {
  return (
    <div id={id} className="lazy-slot">
      <Suspense fallback={<div style={{ minHeight }} aria-hidden="true" />}>{children}</Suspense>
    </div>
  );
}
