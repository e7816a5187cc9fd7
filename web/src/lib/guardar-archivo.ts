import { api, type CallOptions } from './api-client';

/** A file the server sent: its bytes and the name of its `Content-Disposition`. */
export type Archivo = { blob: Blob; nombre: string };
const nombreDe = (disposicion: string | null) => /filename="?([^";]+)"?/.exec(disposicion ?? '')?.[1] ?? 'archivo';

/**
 * GET of a file (CSV), with the session's token and toasts like every call (outside the API
 * client, which every screen loads, since only the back office downloads files).
 */
export const descargar = (path: string, opts: Omit<CallOptions<Response>, 'body' | 'cruda'> = {}) =>
  api.get<Response>(path, { ...opts, cruda: true }).then(
    async (res): Promise<Archivo> => ({
      blob: await res.blob(),
      nombre: nombreDe(res.headers.get('content-disposition')),
    }),
  );

/** Hands a file the server sent to the browser's downloads, under the name the server gave it. */
export function guardarArchivo({ blob, nombre }: Archivo) {
  const url = URL.createObjectURL(blob);
  const enlace = document.createElement('a');
  enlace.href = url;
  enlace.download = nombre;
  enlace.hidden = true;
  document.body.append(enlace);
  enlace.click();
  enlace.remove();
  // the download reads the object URL after the click returns: let it go a while later
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
