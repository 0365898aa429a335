import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A page of the app, as `paths` builds it: an absolute path with its query (`/shop/product/…`). */
  to: string;
  ref?: Ref<HTMLAnchorElement>;
}

/** A click the browser should handle itself: another button, a modifier key (new tab, window, download), another target. */
function isForTheBrowser(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    event.button !== 0 || (target !== undefined && target !== '_self') || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey
  );
}

/**
 * A link to a page of the app, followed by the router without a page load, as React Router's `<Link>` is.
 *
 * Every link the app renders is an absolute path built by `paths`, so its href is the path itself: nothing to resolve
 * against the route it sits in. React Router's `<Link>` resolves each one twice, for the href and for the click, and
 * keeps prefetch state, which made it ~12% of a product page's render on the server, with 35 links on the page
 * (docs/decisions/129-links-without-resolving.md). A path that is not absolute goes to React Router's own link.
 */
export function Link({ to, onClick, target, ref, ...rest }: LinkProps) {
  const navigate = useNavigate();
  const here = useLocation();
  if (!to.startsWith('/')) return <RouterLink to={to} onClick={onClick} target={target} ref={ref} {...rest} />;

  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || isForTheBrowser(event, target)) return;
    event.preventDefault();
    // As React Router does: a link to the page already shown replaces its history entry rather than adding one.
    void navigate(to, { replace: `${here.pathname}${here.search}${here.hash}` === to });
  };
  return <a {...rest} ref={ref} href={to} target={target} onClick={follow} />;
}
