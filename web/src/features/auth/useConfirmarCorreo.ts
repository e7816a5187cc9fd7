import { useEffect, useState } from 'react';
import { ApiError, showError } from '../../lib/api-client';
import { confirmarCorreo } from './api';

/** Where following a confirmation link stands: nothing to follow, on its way, or the server's message. */
export type Confirmacion = { fase: 'nada' | 'enviando' } | { fase: 'listo' | 'invalido'; mensaje: string };

/**
 * One request per token for the life of the page: a link is good once, and React may run an effect
 * twice (StrictMode) or remount the screen.
 */
const enCurso = new Map<string, Promise<string>>();

/**
 * Follows the e-mailed confirmation link `/login?confirmar=<token>` (a registration's address, or
 * the new address of an e-mail change) as the screen opens. The link lands on the login screen, so
 * no route of its own weighs on the home page's entry.
 */
export function useConfirmarCorreo(token: string): Confirmacion {
  const [estado, setEstado] = useState<Confirmacion>({ fase: token ? 'enviando' : 'nada' });

  useEffect(() => {
    if (!token) return;
    let vigente = true;
    let solicitud = enCurso.get(token);
    if (!solicitud) {
      solicitud = confirmarCorreo(token);
      enCurso.set(token, solicitud);
    }
    solicitud
      .then((mensaje) => vigente && setEstado({ fase: 'listo', mensaje }))
      .catch((err) => {
        if (!vigente) return;
        if (err instanceof ApiError && err.status > 0 && err.status < 500)
          setEstado({ fase: 'invalido', mensaje: err.errors?.token?.[0] ?? err.message });
        else {
          // offline or a server failure: the link was not spent, it can be opened again
          enCurso.delete(token);
          setEstado({ fase: 'nada' });
          showError(err);
        }
      });
    return () => {
      vigente = false;
    };
  }, [token]);

  return estado;
}
