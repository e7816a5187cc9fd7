import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach, vi } from 'vitest';
import type { StateCreator } from 'zustand';
import { db } from '../../web/src/lib/db';
import { reiniciarInstalacion } from '../../web/src/lib/install';
import { olvidarSesion } from '../../web/src/lib/sesion-vencida';

// The machine is shared: give async screens time under load before a wait gives up (every file,
// not only those that use support.tsx).
configure({ asyncUtilTimeout: 5000 });

/**
 * Every zustand store of the app goes back to its first state after each test, as zustand's guide
 * for Vitest does it: `create` is wrapped to remember how to reset each store it makes. Only
 * leaf modules are imported here: a module of the app that imports the toasts or the API client
 * would be loaded before a test file's `vi.mock` of them, and keep the real ones.
 */
const reinicios = vi.hoisted(() => new Set<() => void>());
vi.mock('zustand', async (original) => {
  const zustand = await original<typeof import('zustand')>();
  const crear = (estado: StateCreator<unknown>) => {
    const store = zustand.create(estado);
    reinicios.add(() => store.setState(store.getInitialState(), true));
    return store;
  };
  // create(estado), or create<T>()(estado) as the stores' types are written
  const create = (estado?: StateCreator<unknown>) => (estado ? crear(estado) : crear);
  return { ...zustand, create: create as unknown as typeof zustand.create };
});

/**
 * What one test leaves in the page outlives it, because a file's tests share one window: each
 * test starts from a page that just opened, in whatever order they run (`--sequence.shuffle`).
 * Hooks run last-registered first, so a file's own afterEach (which may still read what it
 * drew) has run when this one clears.
 */
afterEach(async () => {
  cleanup();
  // sonner keeps its toasts in one store and shows the ones still open to the next <Toaster />
  toast.dismiss();
  for (const reiniciar of reinicios) reiniciar();
  reiniciarInstalacion();
  // the token, and when the server last ended a session (the panel's way out reads it)
  olvidarSesion();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.clearAllMocks();
  // support.tsx's `conexion` sets navigator.onLine on the instance; the prototype's answers true
  Reflect.deleteProperty(navigator, 'onLine');
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  document.title = '';
  await db.transaction('rw', db.tables, () => Promise.all(db.tables.map((t) => t.clear())));
});

/**
 * sonner removes a closing toast 200 ms after it starts closing (its TIME_BEFORE_UNMOUNT), with a
 * timer that unmounting the Toaster does not clear. If that timer fires after the file's jsdom
 * window is gone, React throws "window is not defined" and Vitest fails the run with an unhandled
 * error (seen once in CI after carrito-compra.test.tsx). So every file waits that long before its
 * window goes: a later timer always fires after an earlier one. It waits whether or not the file
 * showed a toast, because a file may use fresh copies of sonner (toast.test.tsx resets modules).
 */
const CIERRE_DE_TOAST_MS = 200;
afterAll(() => new Promise((r) => setTimeout(r, CIERRE_DE_TOAST_MS + 50)));
