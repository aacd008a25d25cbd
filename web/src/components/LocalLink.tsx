/**
 * Links in the page's language: `to="/events"` on a Japanese page goes to `/ja/events`. Use these
 * instead of react-router's Link and NavLink, and `useLocalNavigate` instead of `useNavigate`.
 * Admin, API and image paths stay as they are.
 */
import { forwardRef } from 'react';
import { Link as RouterLink, NavLink as RouterNavLink, useNavigate, type LinkProps, type NavLinkProps, type NavigateOptions, type To } from 'react-router-dom';
import { localPath } from '../lib/i18n';

const localTo = (to: To): To => (typeof to === 'string' ? localPath(to) : to.pathname ? { ...to, pathname: localPath(to.pathname) } : to);

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, ...rest }, ref) {
  return <RouterLink ref={ref} to={localTo(to)} {...rest} />;
});

export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink({ to, ...rest }, ref) {
  return <RouterNavLink ref={ref} to={localTo(to)} {...rest} />;
});

export function useLocalNavigate(): (to: To | number, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  return (to, options) => (typeof to === 'number' ? navigate(to) : navigate(localTo(to), options));
}
