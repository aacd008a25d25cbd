import { useEffect, useId, useRef } from 'react';
import { NavLink } from 'react-router-dom';
import type { NavGroup } from './site-nav';

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

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: Event) => {
      if (rootRef.current && !rootRef.current.contains(e.target as Node)) onOpenChange(false);
    };
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      onOpenChange(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, onOpenChange]);

  return (
    <li
      ref={rootRef}
      className={open ? 'nav-dropdown is-open' : 'nav-dropdown'}
      onBlur={(e) => {
        if (open && e.relatedTarget && !e.currentTarget.contains(e.relatedTarget as Node)) onOpenChange(false);
      }}
    >
      <button ref={buttonRef} type="button" className="nav-link nav-dropdown__button" aria-expanded={open} aria-controls={panelId} onClick={() => onOpenChange(!open)}>
        {group.label}
        <svg className="nav-dropdown__chevron" width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
          <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <ul id={panelId} className="nav-dropdown__panel" hidden={!open}>
        {group.links.map((l) => (
          <li key={l.to}>
            <NavLink to={l.to} end className="nav-dropdown__link" onClick={() => onOpenChange(false)}>
              <span className="nav-dropdown__label">{l.label}</span>
              {l.description && <span className="nav-dropdown__description">{l.description}</span>}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
