import { type DependencyList, useEffect, useRef } from 'react';
import { useRespuestaInicial } from './iniciales';
import type { Lectura } from './lectura';
import { type Loaded, useLoad } from './useLoad';

/** An answer that may come from the offline copy: then it carries when it was saved (epoch ms). */
type ConCopia<T> = { data: T; guardado?: number };

/**
 * `useLoad` of a read kept for offline use (the directory's `…ConCopia` calls): the answer the page
 * came with (`lectura`, lib/iniciales.ts) is drawn at once and kept with `guardar`, once, as the
 * load would have kept it.
 */
export function useLoadConCopia<T>(
  lectura: Lectura<T, never>,
  load: (signal: AbortSignal) => Promise<ConCopia<T>>,
  deps: DependencyList,
  guardar: (data: T) => Promise<unknown>,
): Loaded<ConCopia<T>> {
  const inicial = useRespuestaInicial(lectura);
  const primera = useRef({ inicial, guardar });
  useEffect(() => {
    const { inicial, guardar } = primera.current;
    if (inicial !== undefined) guardar(inicial).catch(() => {});
  }, []);
  return useLoad(load, deps, { inicial: inicial && { data: inicial } });
}
