/**
 * The app's `Link` and `NavLink` (web/build/enrutador.ts gives them for react-router-dom's): the
 * library's own, less what only its framework mode uses — prefetching route modules and data
 * (`prefetch`, PrefetchPageLinks), masked URLs (`mask`) — which the declarative router never runs
 * but every page downloaded (2.6 kB gzip of each one's JavaScript). The props the app passes, the
 * same markup (a page the Worker drew with react-router's own hydrates with these:
 * tests/web/enlaces.test.tsx compares them) and the same navigation (react-router's
 * `useLinkClickHandler`). An absolute URL, even to this origin, is a plain link.
 */
import { forwardRef, type MouseEvent, useContext } from 'react';
import {
  type LinkProps,
  type NavLinkProps,
  UNSAFE_NavigationContext,
  useHref,
  useLinkClickHandler,
  useLocation,
  useResolvedPath,
} from 'react-router-dom';

const ABSOLUTA = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  {
    onClick,
    discover = 'render',
    prefetch: _prefetch,
    mask: _mask,
    defaultShouldRevalidate,
    relative,
    reloadDocument,
    replace,
    state,
    target,
    to,
    preventScrollReset,
    viewTransition,
    ...rest
  },
  ref,
) {
  const { useTransitions } = useContext(UNSAFE_NavigationContext);
  const absoluta = typeof to === 'string' && ABSOLUTA.test(to);
  const href = useHref(to, { relative });
  const navegar = useLinkClickHandler(to, {
    replace,
    state,
    target,
    preventScrollReset,
    relative,
    viewTransition,
    defaultShouldRevalidate,
    useTransitions,
  });
  const alClic = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (!e.defaultPrevented) navegar(e);
  };
  return (
    <a
      {...rest}
      href={absoluta ? (to as string) : href}
      onClick={absoluta || reloadDocument ? onClick : alClic}
      ref={ref}
      target={target}
      data-discover={!absoluta && discover === 'render' ? 'true' : undefined}
    />
  );
});

export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  {
    'aria-current': ariaCurrent = 'page',
    caseSensitive = false,
    className: clase = '',
    end = false,
    style: estilo,
    to,
    viewTransition,
    children,
    ...rest
  },
  ref,
) {
  const path = useResolvedPath(to, { relative: rest.relative });
  const { pathname } = useLocation();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  let destino = navigator.encodeLocation ? navigator.encodeLocation(path).pathname : path.pathname;
  let actual = pathname;
  if (!caseSensitive) {
    actual = actual.toLowerCase();
    destino = destino.toLowerCase();
  }
  const fin = destino !== '/' && destino.endsWith('/') ? destino.length - 1 : destino.length;
  const isActive = actual === destino || (!end && actual.startsWith(destino) && actual.charAt(fin) === '/');
  // the declarative router has no pending navigation nor view transition state to tell
  const estado = { isActive, isPending: false, isTransitioning: false };
  return (
    <Link
      {...rest}
      aria-current={isActive ? ariaCurrent : undefined}
      className={
        typeof clase === 'function' ? clase(estado) : [clase, isActive ? 'active' : null].filter(Boolean).join(' ')
      }
      ref={ref}
      style={typeof estilo === 'function' ? estilo(estado) : estilo}
      to={to}
      viewTransition={viewTransition}
    >
      {typeof children === 'function' ? children(estado) : children}
    </Link>
  );
});
