/**
 * The signed-in account (`GET /api/users`): loaded once by the panel shell and handed to
 * every panel screen through `CurrentUserContext` (`useCurrentUser()`), so screens can
 * read the name or check `rol` without a second request.
 */
import { createContext, useCallback, useContext, useEffect, useState } from 'react';
import type { Cuenta } from '../../../common/wire/cuentas';
import { ApiError, api } from './api-client';
import { cuentaGuardada, recordarCuenta } from './guardado-offline';
import { useOnReconnect } from './online';
import { olvidarSesion } from './sesion-vencida';
import { getToken } from './session';

export const isAdmin = (user: Pick<Cuenta, 'rol'> | null | undefined) => user?.rol === 1;

/** Staff-only panel screens (`/panel/ecomerce/*`, `/panel/config`): a professional is sent to its dashboard. */
export const isAdminPath = (pathname: string) => /^\/panel\/(ecomerce|config|comentarios)(\/|$)/.test(pathname);

/** The account of the session's token; errors are left to the caller (no toast). */
export const fetchCuentaActual = (signal?: AbortSignal) => api.get<Cuenta>('/api/users', { quiet: true, signal });

export type CuentaActualValue = {
  user: Cuenta;
  /** replace the account after an update the server answered with the new row */
  setCuenta: (user: Cuenta) => void;
};

export const CuentaActualContext = createContext<CuentaActualValue | null>(null);

/** The signed-in account, inside the panel shell. */
export function useCuentaActual(): CuentaActualValue {
  const value = useContext(CuentaActualContext);
  if (!value) throw new Error('useCurrentUser() needs the panel shell (CurrentUserContext)');
  return value;
}

export type SessionState =
  | { status: 'loading' }
  /** no token, or the server refused it (the token is cleared) */
  | { status: 'anonymous' }
  /** the server could not be reached or failed: the token is kept */
  | { status: 'offline'; retry: () => void }
  | { status: 'ready'; user: Cuenta; setCuenta: (user: Cuenta) => void };

/**
 * Loads the session's account. Without a token, or when the server refuses it (401, 403,
 * 404…), the token is cleared and the state is 'anonymous'; a network failure, a cut-off answer or a 5xx keeps it and
 * opens the panel with the account kept for this very session (lib/guardado-offline.ts), if any.
 * The account the server confirms is kept (another account's private data is wiped then),
 * and it is asked again when the connection comes back.
 */
export function useCuentaDeSesion(): SessionState {
  type Loaded = { status: 'loading' | 'anonymous' | 'offline' } | { status: 'ready'; user: Cuenta };
  const [state, setState] = useState<Loaded>(() => ({ status: getToken() ? 'loading' : 'anonymous' }));
  const [attempt, setAttempt] = useState(0);
  const setCuenta = useCallback((user: Cuenta) => setState({ status: 'ready', user }), []);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the load on retry
  useEffect(() => {
    if (!getToken()) {
      setState({ status: 'anonymous' });
      return;
    }
    const controller = new AbortController();
    fetchCuentaActual(controller.signal).then(
      async (user) => {
        // kept first, so the screens' own copies (the dashboard's) find their account
        await recordarCuenta(user).catch(() => {});
        if (!controller.signal.aborted) setCuenta(user);
      },
      async (err: unknown) => {
        if ((err as Error).name === 'AbortError') return;
        // only a refusal (4xx) ends the session; no connection, a cut-off answer or a server
        // failure (5xx) keep the token, the account kept offline, and a retry
        if (!(err instanceof ApiError) || err.network || err.status >= 500) {
          const guardado = await cuentaGuardada<Cuenta>().catch(() => undefined);
          if (controller.signal.aborted) return;
          setState((s) =>
            s.status === 'ready' ? s : guardado ? { status: 'ready', user: guardado } : { status: 'offline' },
          );
          return;
        }
        olvidarSesion(err);
        setState({ status: 'anonymous' });
      },
    );
    return () => controller.abort();
  }, [attempt, setCuenta]);
  // back online: the account is confirmed again (quietly: what is on screen stays)
  useOnReconnect(() => setAttempt((n) => n + 1));

  if (state.status === 'ready') return { status: 'ready', user: state.user, setCuenta };
  if (state.status === 'offline') return { status: 'offline', retry };
  return { status: state.status };
}
