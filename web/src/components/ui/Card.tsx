import type { HTMLAttributes, ReactNode } from 'react';
import './ui.css';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Rendered as an h3 unless `titleAs` says otherwise. */
  title?: ReactNode;
  titleAs?: 'h2' | 'h3' | 'h4';
  /** Rendered element (default article). */
  as?: 'article' | 'div' | 'li' | 'section';
  /** Lift on hover/focus (for cards that are links). */
  interactive?: boolean;
  /** No inner padding (cards that start with an image). */
  flush?: boolean;
  children?: ReactNode;
}

export function Card({ title, titleAs: Title = 'h3', as: Tag = 'article', interactive, flush, className, children, ...rest }: CardProps) {
  const cls = ['card', interactive && 'card--interactive', flush && 'card--flush', className].filter(Boolean).join(' ');
  return (
    <Tag className={cls} {...rest}>
      {title !== undefined && <Title className="card__title">{title}</Title>}
      {children}
    </Tag>
  );
}
