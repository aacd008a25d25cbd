import { useId, type HTMLAttributes, type ReactNode } from 'react';
import './ui.css';

export interface SectionProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  subtitle?: ReactNode;
  eyebrow?: ReactNode;
  /** Background tone: default (page), alt (warm), surface (white). */
  tone?: 'default' | 'alt' | 'surface';
  center?: boolean;
  children?: ReactNode;
}

/** A page section with an optional heading block; labelled by its title for assistive tech. */
export function Section({ title, subtitle, eyebrow, tone = 'default', center, className, children, ...rest }: SectionProps) {
  const headingId = useId();
  const cls = ['section', tone !== 'default' && `section--${tone}`, className].filter(Boolean).join(' ');
  return (
    <section className={cls} aria-labelledby={title !== undefined ? headingId : undefined} {...rest}>
      <div className="container">
        {(title !== undefined || subtitle !== undefined) && (
          <div className={center ? 'section__head section__head--center' : 'section__head'}>
            {eyebrow !== undefined && <span className="section__eyebrow">{eyebrow}</span>}
            {title !== undefined && <h2 id={headingId}>{title}</h2>}
            {subtitle !== undefined && <p className="section__subtitle">{subtitle}</p>}
          </div>
        )}
        {children}
      </div>
    </section>
  );
}
