import { useEffect, useRef } from 'react';
import type { ApiError } from './api-client';
import { olvidarSesion } from './sesion-vencida';

/**
 * For the reads of a signed-in screen (`useLoad`'s `error` and `loading`): whether the last read
 * that ended failed, still true while a retry loads; an expired session clears the token, so the
 * panel shell sends the visitor away (to /login, saying why, when the server ended it).
 */
export function useFallo(error: ApiError | undefined, loading: boolean): boolean {
  const fallo = useRef(false);
  if (!loading) fallo.current = error !== undefined;
  useEffect(() => {
    if (error?.status === 401) olvidarSesion(error);
  }, [error]);
  return fallo.current;
}
