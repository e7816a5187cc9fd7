import { type MouseEvent, useLayoutEffect } from 'react';
import { Link, type LinkProps, useLocation, useNavigate } from 'react-router-dom';

/** Resolves the running view transition's update once the new screen is on the page. */
let terminar: (() => void) | undefined;

/**
 * For the app's root route: each committed location ends the running view transition (the
 * router renders navigations in a React transition, so the commit waits for the screen's chunk).
 */
export function useFinDeTransicion() {
  const { key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every committed location
  useLayoutEffect(() => {
    terminar?.();
    terminar = undefined;
  }, [key]);
}

const conTransicion = () =>
  'startViewTransition' in document && !window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A `Link` whose navigation runs in a view transition (elements sharing a `view-transition-name`
 * morph into each other), where the browser supports it and the person has not asked for less
 * motion; elsewhere, and for a click that opens a new tab, a plain link.
 */
export function TransitionLink({ onClick, ...props }: LinkProps & { to: string }) {
  const navigate = useNavigate();
  const handle = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey) return;
    if (props.target || props.reloadDocument || !conTransicion()) return;
    e.preventDefault();
    document.startViewTransition(
      () =>
        new Promise<void>((resolve) => {
          terminar?.();
          terminar = resolve;
          navigate(props.to, { replace: props.replace, state: props.state });
        }),
    );
  };
  return <Link {...props} onClick={handle} />;
}
