import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { Link } from '../LocalLink';
import './ui.css';

type Variant = 'primary' | 'secondary' | 'ghost';
type Size = 'sm' | 'md' | 'lg';

interface CommonProps {
  variant?: Variant;
  size?: Size;
  block?: boolean;
  className?: string;
  children: ReactNode;
}

type AsButton = CommonProps & ButtonHTMLAttributes<HTMLButtonElement> & { to?: never; href?: never };
/** In-app navigation through the router. */
type AsLink = CommonProps & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; href?: never };
/** A plain link (downloads, other origins, mailto:). */
type AsAnchor = CommonProps & AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; to?: never };

export type ButtonProps = AsButton | AsLink | AsAnchor;

export function buttonClass(variant: Variant = 'primary', size: Size = 'md', block = false, extra?: string): string {
  return ['btn', `btn--${variant}`, size !== 'md' && `btn--${size}`, block && 'btn--block', extra].filter(Boolean).join(' ');
}

/** One button look for buttons, router links and plain links. */
export function Button(props: ButtonProps) {
  const { variant, size, block, className, children, ...rest } = props;
  const cls = buttonClass(variant, size, block, className);
  if ('to' in rest && rest.to !== undefined) {
    const { to, ...anchor } = rest as AsLink;
    return (
      <Link to={to} className={cls} {...anchor}>
        {children}
      </Link>
    );
  }
  if ('href' in rest && rest.href !== undefined) {
    return (
      <a className={cls} {...(rest as AnchorHTMLAttributes<HTMLAnchorElement>)}>
        {children}
      </a>
    );
  }
  const { type = 'button', ...button } = rest as ButtonHTMLAttributes<HTMLButtonElement>;
  return (
    <button type={type} className={cls} {...button}>
      {children}
    </button>
  );
}
