import { forwardRef } from 'react';
import { Link, type LinkProps, NavLink, type NavLinkProps } from 'react-router';
import { useLocalePath } from './locale-context.ts';

/** A react-router Link to a path of this site, in the page's language (`/financing` → `/es/financing`). */
export const LocalLink = forwardRef<HTMLAnchorElement, LinkProps>(function LocalLink(
  { to, ...props },
  ref,
) {
  const localePath = useLocalePath();
  return <Link ref={ref} to={typeof to === 'string' ? localePath(to) : to} {...props} />;
});

/** NavLink in the page's language. */
export const LocalNavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function LocalNavLink(
  { to, ...props },
  ref,
) {
  const localePath = useLocalePath();
  return <NavLink ref={ref} to={typeof to === 'string' ? localePath(to) : to} {...props} />;
});
