/**
 * The service worker's registration (web/src/lib/pwa.ts): the browser's own API registers it, and
 * lib/pwa-version.ts (workbox-window, through vite-plugin-pwa's `registerSW`) is loaded only when
 * there is something to tell: a version waiting, or the first install. What the offer looks like
 * and does is tests/e2e/offline-app.spec.ts's story, on a real service worker.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const version = vi.hoisted(() => ({ cargado: vi.fn(), ofrecerVersion: vi.fn(), avisarListoSinConexion: vi.fn() }));
vi.mock('../../web/src/lib/pwa-version', () => {
  version.cargado();
  return { ofrecerVersion: version.ofrecerVersion, avisarListoSinConexion: version.avisarListoSinConexion };
});

type Oyente = () => void;
/** A registration as the browser gives it, with the worker that installs (if any) under our control. */
function registro({ waiting = false } = {}) {
  const oyentes: Record<string, Oyente[]> = {};
  const nuevo = { state: 'installing', oyentes: [] as Oyente[] } as { state: string; oyentes: Oyente[] };
  const reg = {
    waiting: waiting ? {} : null,
    installing: null as unknown,
    update: vi.fn(() => Promise.resolve()),
    addEventListener: (tipo: string, f: Oyente) => {
      oyentes[tipo] = [...(oyentes[tipo] ?? []), f];
    },
  };
  /** The browser found a new worker and installed it. */
  const instalar = () => {
    reg.installing = { ...nuevo, addEventListener: (_: string, f: Oyente) => nuevo.oyentes.push(f) };
    for (const f of oyentes.updatefound ?? []) f();
    nuevo.state = 'installed';
    Object.assign(reg.installing as object, { state: 'installed' });
    for (const f of nuevo.oyentes) f();
  };
  return { reg, instalar };
}

async function arrancar(reg: unknown, controller: unknown) {
  const register = vi.fn(() => Promise.resolve(reg));
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register, controller } });
  vi.resetModules();
  const { startPwa } = await import('../../web/src/lib/pwa');
  startPwa();
  await vi.waitFor(() => expect(register).toHaveBeenCalled());
  return register;
}

const espera = () => new Promise((r) => setTimeout(r, 30));

beforeEach(() => {
  for (const f of Object.values(version)) f.mockClear();
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('The service worker registration', () => {
  it('registers /sw.js at the root and loads no workbox-window when nothing is new', async () => {
    const { reg } = registro();
    const register = await arrancar(reg, {});
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    await espera();
    expect(version.cargado).not.toHaveBeenCalled();
  });

  it('offers a version left waiting by an earlier visit', async () => {
    const { reg } = registro({ waiting: true });
    await arrancar(reg, {});
    await vi.waitFor(() => expect(version.ofrecerVersion).toHaveBeenCalledTimes(1));
    expect(version.avisarListoSinConexion).not.toHaveBeenCalled();
  });

  it('offers a version installed while the page is open', async () => {
    const { reg, instalar } = registro();
    await arrancar(reg, {});
    await espera();
    expect(version.cargado).not.toHaveBeenCalled();
    instalar();
    await vi.waitFor(() => expect(version.ofrecerVersion).toHaveBeenCalled());
    expect(version.avisarListoSinConexion).not.toHaveBeenCalled();
  });

  it('says the app works offline after the first install, and offers nothing', async () => {
    const { reg, instalar } = registro();
    await arrancar(reg, null);
    instalar();
    await vi.waitFor(() => expect(version.avisarListoSinConexion).toHaveBeenCalledTimes(1));
    expect(version.ofrecerVersion).not.toHaveBeenCalled();
  });

  it('looks for a new version when the app comes back to the foreground', async () => {
    const { reg } = registro();
    await arrancar(reg, {});
    await vi.waitFor(() => expect(reg.update).not.toHaveBeenCalled());
    await espera();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(reg.update).toHaveBeenCalled();
  });
});
