import type { Archivo } from './api-client';

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
