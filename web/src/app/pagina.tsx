import { type ComponentType, lazy } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';

/** A screen's module; one that holds routes of its own (rutas-panel.tsx) says how to preload them. */
type Modulo = { default: ComponentType; precargarRuta?: (pathname: string) => void };

/**
 * A screen in its own chunk (React.lazy), for a route of router.tsx or rutas-panel.tsx: staff code
 * is never loaded on public routes, and a screen's chunk carries the text catalogues it imports
 * (i18n/es/<area>.ts). `handle.precargar` starts that load before React renders (`precargarEn`).
 */
export const page = (load: () => Promise<Modulo>) => {
  let carga: Promise<Modulo> | undefined;
  const precargar = () => {
    carga ??= load();
    return carga;
  };
  const Screen = lazy(precargar);
  return { element: <Screen />, handle: { precargar } };
};

/**
 * Starts loading the chunks of the screens that `pathname` shows among `routes` (under
 * `basename`) before they render: the chunk is on its way while React and the router start, not
 * after. A chunk with routes of its own starts its screen's chunk as soon as it arrives.
 */
export function precargarEn(routes: RouteObject[], pathname: string, basename?: string) {
  for (const { route } of matchRoutes(routes, pathname, basename) ?? [])
    (route.handle as { precargar?: () => Promise<Modulo> } | undefined)
      ?.precargar?.()
      .then((m) => m.precargarRuta?.(pathname))
      .catch(() => {});
}
