import type { ReactNode } from 'react';
import './ui.css';

export interface PageHeaderProps {
  /** The page's h1. */
  title: ReactNode;
  subtitle?: ReactNode;
  eyebrow?: ReactNode;
  /** Buttons or links under the subtitle. */
  children?: ReactNode;
}

/** The top of an inner page: one h1, a short introduction and optional actions. */
export function PageHeader({ title, subtitle, eyebrow, children }: PageHeaderProps) {
  return (
    <header className="page-header">
      <div className="container">
        {eyebrow !== undefined && <span className="page-header__eyebrow">{eyebrow}</span>}
        <h1 className="page-header__title">{title}</h1>
        {subtitle !== undefined && <p className="page-header__subtitle">{subtitle}</p>}
        {children !== undefined && <div className="page-header__actions">{children}</div>}
      </div>
    </header>
  );
}
