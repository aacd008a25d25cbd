import { useEffect, useId, useRef, type ReactNode } from 'react';

/** A modal dialog: labelled by its title, Escape closes, focus moves in and back out. */
export function Modal({ title, onClose, children, wide }: { title: string; onClose: () => void; children: ReactNode; wide?: boolean }) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    const first = ref.current?.querySelector<HTMLElement>('input, select, textarea, button:not(.cf-modal__close)');
    (first ?? ref.current)?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      before?.focus?.();
    };
  }, []);
  return (
    <div className="cf-modal" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={ref} className={wide ? 'cf-modal__box cf-modal__box--wide' : 'cf-modal__box'} role="dialog" aria-modal="true" aria-labelledby={id} tabIndex={-1}>
        <div className="cf-modal__head">
          <h2 id={id}>{title}</h2>
          <button type="button" className="cf-modal__close" onClick={onClose} aria-label="Close">
            ×
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
