/**
 * The app's toasts: the same calls as sonner's `toast` (`toast(…)`, `.success`, `.error`,
 * `.warning`, `.info`, `.loading`, `.dismiss`), but sonner (~10 kB gzip) is not in the entry: it
 * is imported the first time a toast is asked for (or with the first click, see `<Avisos />`).
 * A toast asked for before sonner arrived is queued and shown once it does, in order; every call
 * returns its toast's id at once (one is made up when the caller gives none), so
 * `const id = toast.loading(…)` and a later `toast.success(…, { id })` work as with sonner.
 */
import type { ExternalToast } from 'sonner';

type Sonner = typeof import('sonner');
type Id = string | number;
type Mensaje = Parameters<Sonner['toast']>[0];
type Llamada = (s: Sonner['toast']) => void;

let sonner: Sonner | undefined;
let cola: Llamada[] = [];
let carga: Promise<Sonner> | undefined;
let siguiente = 0;
const oyentes = new Set<(modulo: Sonner) => void>();

/** Calls `oyente` once sonner is loaded (at once if it already is); gives the way to stop listening. */
export function alCargarSonner(oyente: (modulo: Sonner) => void): () => void {
  if (sonner) oyente(sonner);
  else oyentes.add(oyente);
  return () => oyentes.delete(oyente);
}

/** Loads sonner once; the queued toasts are shown, in order, as soon as it is there. */
export function cargarSonner(): Promise<Sonner> {
  carga ??= import('sonner').then(
    (modulo) => {
      sonner = modulo;
      const pendientes = cola;
      cola = [];
      for (const llamada of pendientes) llamada(modulo.toast);
      for (const oyente of oyentes) oyente(modulo);
      oyentes.clear();
      return modulo;
    },
    (err: unknown) => {
      carga = undefined; // a later toast tries again (the connection may be back)
      throw err;
    },
  );
  return carga;
}

function hacer(llamada: Llamada) {
  if (sonner) llamada(sonner.toast);
  else {
    cola.push(llamada);
    cargarSonner().catch(() => {});
  }
}

type Tipo = 'success' | 'error' | 'warning' | 'info' | 'loading';
const mostrar =
  (tipo?: Tipo) =>
  (mensaje: Mensaje, data?: ExternalToast): Id => {
    const id = data?.id ?? `aviso-${++siguiente}`;
    hacer((s) => (tipo ? s[tipo] : s)(mensaje, { ...data, id }));
    return id;
  };

export const toast = Object.assign(mostrar(), {
  success: mostrar('success'),
  error: mostrar('error'),
  warning: mostrar('warning'),
  info: mostrar('info'),
  loading: mostrar('loading'),
  /** Closes the toast `id` (every toast without one). */
  dismiss: (id?: Id) => {
    hacer((s) => s.dismiss(id));
  },
});
