/**
 * How many products the cart holds, for the cart button of the store's pages, without Dexie (31 kB
 * gzip, issue 36: /e-comerce within 125 kB): IndexedDB read as is, the database never created
 * here. Live as the cart changes: in this tab, once a cart action has loaded Dexie (lib/carrito.ts
 * hands its live count over), and from other tabs through Dexie's own notice of every write (its
 * BroadcastChannel), or when the tab comes back to the front.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { NOMBRE_BASE } from './claves-almacen';

/** The channel Dexie tells every tab of the origin about each write on (its `STORAGE_MUTATED_DOM_EVENT_NAME`). */
const CANAL_DEXIE = 'x-storagemutated-1';

/** Lines in the cart as IndexedDB holds them; 0 with no database (none is made) or no way to read it. */
export function contarLineas(): Promise<number> {
  return new Promise((listo) => {
    let apertura: IDBOpenDBRequest;
    try {
      apertura = indexedDB.open(NOMBRE_BASE);
    } catch {
      listo(0);
      return;
    }
    // no database yet: the cart is empty, and opening it must not create it at version 1 under Dexie
    apertura.onupgradeneeded = () => apertura.transaction?.abort();
    apertura.onerror = () => listo(0);
    apertura.onsuccess = () => {
      const base = apertura.result;
      base.onversionchange = () => base.close();
      try {
        const cuenta = base.transaction('carrito', 'readonly').objectStore('carrito').count();
        cuenta.onsuccess = () => listo(cuenta.result);
        cuenta.onerror = () => listo(0);
      } catch {
        listo(0);
      }
      base.close();
    };
  });
}

type Suscribir = (alCambiar: (n: number) => void) => () => void;
let cuentaViva: Suscribir | null = null;
const oyentes = new Set<() => void>();

/** lib/carrito.ts, once loaded: the cart's live count through Dexie, for every button on the page. */
export function darCuentaViva(suscribir: Suscribir) {
  cuentaViva = suscribir;
  for (const oyente of oyentes) oyente();
}

const oirCuentaViva = (oyente: () => void) => {
  oyentes.add(oyente);
  return () => oyentes.delete(oyente);
};

/** Lines in the cart, live; undefined while IndexedDB is being read. */
export function useCuentaCarrito(): number | undefined {
  const [cuenta, setCuenta] = useState<number>();
  const viva = useSyncExternalStore(
    oirCuentaViva,
    () => cuentaViva,
    () => null,
  );
  useEffect(() => {
    if (viva) return viva(setCuenta);
    let activo = true;
    const leer = () => contarLineas().then((n) => activo && setCuenta(n));
    void leer();
    const alVolver = () => document.visibilityState === 'visible' && leer();
    document.addEventListener('visibilitychange', alVolver);
    const canal = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CANAL_DEXIE) : null;
    if (canal) canal.onmessage = () => void leer();
    return () => {
      activo = false;
      document.removeEventListener('visibilitychange', alVolver);
      canal?.close();
    };
  }, [viva]);
  return cuenta;
}
