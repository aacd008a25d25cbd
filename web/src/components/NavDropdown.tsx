import { useCallback, useEffect, useId, useRef, type RefObject } from 'react';
import { NavLink } from './LocalLink';
import { navText, type NavGroup, type CommonKey } from './site-nav';

/**
 * Closes an open disclosure when a click or tap lands outside `root`, or on Escape (which returns
 * focus to `button`). Shared by the header's dropdowns and the member menu.
 */
export function useDismiss(open: boolean, close: () => void, root: RefObject<HTMLElement | null>, button: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: Event) => {
      if (root.current && !root.current.contains(e.target as Node)) close();
    };
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      close();
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, close, root, button]);
}

/** The small arrow of a disclosure button; it turns over while the panel is open (layout.css). */
export function Chevron({ className = 'nav-dropdown__chevron' }: { className?: string }) {
  return (
    <svg className={className} width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export interface NavDropdownProps {
  group: NavGroup;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * A disclosure menu of links: the button toggles it; a click or tap outside, Escape, or moving
 * focus away closes it (Escape returns focus to the button).
 */
export function NavDropdown({ group, open, onOpenChange }: NavDropdownProps) {
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => onOpenChange(false), [onOpenChange]);
  useDismiss(open, close, rootRef, buttonRef);

  return (
    <li
      ref={rootRef}
      className={open ? 'nav-dropdown is-open' : 'nav-dropdown'}
      onBlur={(e) => {
        if (open && e.relatedTarget && !e.currentTarget.contains(e.relatedTarget as Node)) onOpenChange(false);
      }}
    >
      <button ref={buttonRef} type="button" className="nav-link nav-dropdown__button" aria-expanded={open} aria-controls={panelId} onClick={() => onOpenChange(!open)}>
        {navText(group.label)}
        <Chevron />
      </button>
      <ul id={panelId} className="nav-dropdown__panel" hidden={!open}>
        {group.links.map((l) => (
          <li key={l.to}>
            <NavLink to={l.to} end className="nav-dropdown__link" onClick={() => onOpenChange(false)}>
              <span className="nav-dropdown__label">{navText(l.label)}</span>
              {l.described && <span className="nav-dropdown__description">{navText(`${l.label}.description` as CommonKey)}</span>}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
