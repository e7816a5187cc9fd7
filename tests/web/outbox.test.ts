import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const toastMock = vi.hoisted(() =>
  Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), warning: vi.fn(), loading: vi.fn(), dismiss: vi.fn() }),
);
vi.mock('../../web/src/lib/toast', () => ({ toast: toastMock }));

const apiMock = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('../../web/src/lib/api-client', async (original) => ({
  ...(await original<typeof import('../../web/src/lib/api-client')>()),
  api: apiMock,
}));

// the features register how their kinds are sent (lib/outbox-envios.ts)
import '../../web/src/features/directorio/outbox';
import '../../web/src/features/panel/outbox';
import { ApiError } from '../../web/src/lib/api-client';
import { db } from '../../web/src/lib/db';
import { recordarCuenta } from '../../web/src/lib/guardado-offline';
import { startOffline } from '../../web/src/lib/offline-start';
import { hayPendientes } from '../../web/src/lib/outbox-hint';
import {
  BACKOFF_BASE_MS,
  BACKOFF_MAX_MS,
  detenerOutbox,
  EVENTO_ENVIADO,
  encolar,
  enviarPendientes,
  espera,
  LEASE_MS,
} from '../../web/src/lib/sync';

const sinRed = () => new ApiError(0, 'network', 'No hay conexión con el servidor.');
const comentario = (key: string, observacion = `Opinión ${key}`) => ({
  key,
  kind: 'comentario' as const,
  payload: { nombre: 'Marta', email: 'marta@example.co', observacion, calificacion: 5, user: 7, idempotency_key: key },
  owner: null,
});
const atendido = (owner: number, id: number) => ({
  key: `atendido:${owner}:${id}`,
  kind: 'atendido' as const,
  payload: { id },
  owner,
});
const items = () => db.outbox.orderBy('id').toArray();
/** What the server received, in order: comments by text, 'Atendido' by appointment id. */
const recibido = () =>
  [
    ...apiMock.post.mock.calls.map(([, body], i) => ({
      orden: apiMock.post.mock.invocationCallOrder[i],
      v: body.observacion,
    })),
    ...apiMock.get.mock.calls.map(([, opts], i) => ({
      orden: apiMock.get.mock.invocationCallOrder[i],
      v: opts.query.id,
    })),
  ]
    .sort((a, b) => a.orden - b.orden)
    .map((r) => r.v);

beforeEach(async () => {
  await db.outbox.clear();
  await db.agenda.clear();
  localStorage.clear();
  apiMock.get.mockReset().mockResolvedValue({ succes: {} });
  apiMock.post.mockReset().mockResolvedValue({ succes: {} });
  vi.clearAllMocks();
  Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
});
afterEach(() => {
  detenerOutbox();
  vi.useRealTimers();
  Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
});

describe('the outbox', () => {
  it('sends what was written offline oldest first, each once, then empties itself', async () => {
    localStorage.setItem('token', 'tok-laura');
    await recordarCuenta({ id: 7 }, 'tok-laura');
    await encolar(comentario('clave-aaaaaaaa', 'primera'));
    await encolar(atendido(7, 41));
    await encolar(comentario('clave-bbbbbbbb', 'tercera'));
    expect(hayPendientes()).toBe(true);
    expect(toastMock).toHaveBeenCalledWith('Sin conexión: lo guardamos y se enviará cuando vuelva la conexión.', {
      id: 'outbox-clave-aaaaaaaa',
    });
    const enviados: string[] = [];
    const oir = (e: Event) => enviados.push((e as CustomEvent).detail.key);
    window.addEventListener(EVENTO_ENVIADO, oir);

    await enviarPendientes({ forzar: true });

    window.removeEventListener(EVENTO_ENVIADO, oir);
    expect(recibido()).toEqual(['primera', 41, 'tercera']);
    expect(apiMock.post).toHaveBeenCalledWith(
      '/api/comentario/create',
      expect.objectContaining({ idempotency_key: 'clave-aaaaaaaa', user: 7 }),
      { quiet: true },
    );
    expect(apiMock.get).toHaveBeenCalledWith('/api/cita/atendido', { query: { id: 41 }, quiet: true });
    expect(enviados).toEqual(['clave-aaaaaaaa', 'atendido:7:41', 'clave-bbbbbbbb']);
    expect(await items()).toEqual([]);
    expect(hayPendientes()).toBe(false);
    expect(toastMock.success).toHaveBeenCalledWith('Se enviaron 3 cambios pendientes.', { id: 'outbox-enviados' });

    // nothing is sent twice
    await enviarPendientes({ forzar: true });
    expect(apiMock.post).toHaveBeenCalledTimes(2);
    expect(apiMock.get).toHaveBeenCalledTimes(1);
  });

  it('queues a write once per idempotency key', async () => {
    expect(await encolar(comentario('clave-repetida'))).toBe('encolado');
    expect(await encolar(comentario('clave-repetida', 'otra vez'))).toBe('existe');
    expect((await items()).map((i) => i.payload.observacion)).toEqual(['Opinión clave-repetida']);
  });

  it('retries network errors after 2 s, then 4 s, and the later writes wait behind the first', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date('2026-05-04T15:00:00Z'));
    apiMock.post.mockRejectedValueOnce(sinRed()).mockRejectedValueOnce(sinRed()).mockResolvedValue({ succes: {} });
    await encolar(comentario('clave-1111111', 'primera'));
    await encolar(comentario('clave-2222222', 'segunda'));

    await enviarPendientes({ forzar: true });
    expect(recibido()).toEqual(['primera']);
    const [primera] = await items();
    expect(primera).toMatchObject({ status: 'pendiente', attempts: 1, next_at: Date.now() + 2000 });

    // not due yet: a trigger sends nothing
    await vi.advanceTimersByTimeAsync(1999);
    await enviarPendientes();
    expect(recibido()).toEqual(['primera']);

    // the timer fires at 2 s: second attempt, fails again, next one 4 s later
    await vi.advanceTimersByTimeAsync(1);
    await enviarPendientes();
    expect(recibido()).toEqual(['primera', 'primera']);
    expect((await items())[0]).toMatchObject({ attempts: 2, next_at: Date.now() + 4000 });

    await vi.advanceTimersByTimeAsync(3999);
    await enviarPendientes();
    expect(recibido()).toEqual(['primera', 'primera']);
    await vi.advanceTimersByTimeAsync(1);
    await enviarPendientes();
    expect(recibido()).toEqual(['primera', 'primera', 'primera', 'segunda']);
    expect(await items()).toEqual([]);
  });

  it('doubles the wait up to five minutes', () => {
    expect([1, 2, 3, 4].map(espera)).toEqual([2000, 4000, 8000, 16_000]);
    expect(espera(9)).toBe(BACKOFF_MAX_MS);
    expect(espera(60)).toBe(5 * 60_000);
    expect(BACKOFF_BASE_MS).toBe(2000);
  });

  it('retries a 5xx and a 429 but not before their backoff; the connection coming back sends at once', async () => {
    apiMock.post
      .mockRejectedValueOnce(new ApiError(503, 'unavailable', 'Servicio no disponible'))
      .mockRejectedValueOnce(new ApiError(429, 'too_many', 'Demasiadas solicitudes'))
      .mockResolvedValue({ succes: {} });
    await encolar(comentario('clave-5xx-429'));
    await enviarPendientes({ forzar: true });
    await enviarPendientes();
    expect(apiMock.post).toHaveBeenCalledTimes(1);
    await enviarPendientes({ forzar: true });
    expect(apiMock.post).toHaveBeenCalledTimes(2);
    expect((await items())[0]).toMatchObject({ status: 'pendiente', attempts: 2 });
    await enviarPendientes({ forzar: true });
    expect(apiMock.post).toHaveBeenCalledTimes(3);
    expect(await items()).toEqual([]);
    expect(toastMock.error).not.toHaveBeenCalled();
  });

  it('shows a refusal once, keeps it as refused for the screen, never retries it, and sends the next', async () => {
    apiMock.post
      .mockRejectedValueOnce(
        new ApiError(422, 'validation', 'El campo observación es obligatorio.', { observacion: ['obligatorio'] }),
      )
      .mockResolvedValue({ succes: {} });
    await encolar(comentario('clave-rechazada', 'rechazada'));
    await encolar(comentario('clave-siguiente', 'siguiente'));

    await enviarPendientes({ forzar: true });

    expect(recibido()).toEqual(['rechazada', 'siguiente']);
    expect(toastMock.error).toHaveBeenCalledTimes(1);
    expect(toastMock.error).toHaveBeenCalledWith('No se pudo enviar: El campo observación es obligatorio.', {
      id: 'outbox-clave-rechazada',
    });
    expect(await items()).toEqual([
      expect.objectContaining({
        key: 'clave-rechazada',
        status: 'rechazado',
        error: 'El campo observación es obligatorio.',
      }),
    ]);
    expect(hayPendientes()).toBe(false);

    await enviarPendientes({ forzar: true });
    expect(apiMock.post).toHaveBeenCalledTimes(2);
    expect(toastMock.error).toHaveBeenCalledTimes(1);
  });

  it('drops a refused write a day later', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-05-04T15:00:00Z'));
    apiMock.get.mockRejectedValueOnce(new ApiError(404, 'not_found', 'Cita no encontrada.'));
    localStorage.setItem('token', 'tok');
    await recordarCuenta({ id: 7 }, 'tok');
    await encolar(atendido(7, 99));
    await enviarPendientes({ forzar: true });
    expect((await items()).map((i) => i.status)).toEqual(['rechazado']);
    vi.setSystemTime(new Date('2026-05-05T15:00:01Z'));
    await enviarPendientes();
    expect(await items()).toEqual([]);
    expect(apiMock.get).toHaveBeenCalledTimes(1);
  });

  it('stores a comment once when the connection drops after the server saved it (the answer was lost)', async () => {
    // a server that dedupes by idempotency key, like POST /api/comentario/create
    const guardados = new Map<string, { id: number; observacion: string }>();
    let respuestaPerdida = true;
    apiMock.post.mockImplementation(async (_path: string, body: { idempotency_key: string; observacion: string }) => {
      const previo = guardados.get(body.idempotency_key);
      const fila = previo ?? { id: guardados.size + 1, observacion: body.observacion };
      guardados.set(body.idempotency_key, fila);
      if (respuestaPerdida) {
        respuestaPerdida = false;
        throw sinRed();
      }
      return { succes: fila };
    });
    await encolar(comentario('clave-flapping', 'una sola vez'));

    await enviarPendientes({ forzar: true });
    expect(guardados.size).toBe(1);
    expect((await items()).map((i) => i.status)).toEqual(['pendiente']);

    await enviarPendientes({ forzar: true });
    expect(apiMock.post).toHaveBeenCalledTimes(2);
    expect(apiMock.post.mock.calls.map(([, b]) => b.idempotency_key)).toEqual(['clave-flapping', 'clave-flapping']);
    expect([...guardados.values()]).toEqual([{ id: 1, observacion: 'una sola vez' }]);
    expect(await items()).toEqual([]);
  });

  it('sends an item once when two triggers fire together', async () => {
    let soltar = () => {};
    apiMock.post.mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          soltar = () => resolve({ succes: {} });
        }),
    );
    await encolar(comentario('clave-concurrente'));
    const a = enviarPendientes({ forzar: true });
    const b = enviarPendientes({ forzar: true });
    await vi.waitFor(() => expect(apiMock.post).toHaveBeenCalledTimes(1));
    soltar();
    await Promise.all([a, b]);
    expect(apiMock.post).toHaveBeenCalledTimes(1);
    expect(await items()).toEqual([]);
  });

  it('leaves an item another tab is sending until its claim expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-05-04T15:00:00Z'));
    await encolar(comentario('clave-otra-pestana'));
    const [item] = await items();
    await db.outbox.update(item.id as number, { status: 'enviando', lease_until: Date.now() + LEASE_MS });
    await enviarPendientes({ forzar: true });
    expect(apiMock.post).not.toHaveBeenCalled();
    vi.setSystemTime(Date.now() + LEASE_MS + 1);
    await enviarPendientes({ forzar: true });
    expect(apiMock.post).toHaveBeenCalledTimes(1);
    expect(await items()).toEqual([]);
  });

  it("never sends an account's 'Atendido' with another session", async () => {
    await recordarCuenta({ id: 7 }, 'tok-laura');
    await encolar(atendido(7, 41));
    localStorage.setItem('token', 'tok-de-otra-cuenta');
    await enviarPendientes({ forzar: true });
    localStorage.removeItem('token');
    await enviarPendientes({ forzar: true });
    expect(apiMock.get).not.toHaveBeenCalled();
    localStorage.setItem('token', 'tok-laura');
    await enviarPendientes({ forzar: true });
    expect(apiMock.get).toHaveBeenCalledTimes(1);
  });

  it('is sent when the app starts and, before its backoff is over, when the connection comes back', async () => {
    apiMock.post.mockRejectedValueOnce(sinRed()).mockResolvedValue({ succes: {} });
    await encolar(comentario('clave-al-abrir'));
    Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });

    startOffline();
    await vi.waitFor(() => expect(apiMock.post).toHaveBeenCalledTimes(1));
    await vi.waitFor(async () => expect((await items())[0]).toMatchObject({ status: 'pendiente', attempts: 1 }));

    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(apiMock.post).toHaveBeenCalledTimes(2));
    await vi.waitFor(async () => expect(await items()).toEqual([]));
  });

  it('sends an item once when two tabs send the outbox together (no Web Locks)', async () => {
    // last in the file: the module registry is reset for it.
    // A second tab: its own copy of the outbox module (and of lib/db.ts: its own connection to the same database)
    vi.resetModules();
    const otraPestana = await import('../../web/src/lib/sync');
    await import('../../web/src/features/directorio/outbox');
    let soltar = () => {};
    apiMock.post.mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          soltar = () => resolve({ succes: {} });
        }),
    );
    await encolar(comentario('clave-dos-pestanas'));
    const a = enviarPendientes({ forzar: true });
    const b = otraPestana.enviarPendientes({ forzar: true });
    await vi.waitFor(() => expect(apiMock.post).toHaveBeenCalled());
    // one tab's round ends while the other's send is still unanswered
    await Promise.race([a, b]);
    soltar();
    await Promise.all([a, b]);
    otraPestana.detenerOutbox();
    expect(apiMock.post).toHaveBeenCalledTimes(1);
    expect(await items()).toEqual([]);
  });

  it('loads the feature that sends a kind when a tab that never opened it has one due', async () => {
    // a tab on another page: a fresh outbox that no feature registered with yet (module registry reset)
    vi.resetModules();
    const pestana = await import('../../web/src/lib/sync');
    const { cargarEnviosCon } = await import('../../web/src/lib/outbox-envios');
    const cargar = vi.fn(() => import('../../web/src/features/directorio/outbox'));
    cargarEnviosCon(cargar);
    await encolar(comentario('clave-otra-pagina', 'desde otra página'));
    await pestana.enviarPendientes({ forzar: true });
    pestana.detenerOutbox();
    expect(cargar).toHaveBeenCalledTimes(1);
    expect(recibido()).toEqual(['desde otra página']);
    expect(await items()).toEqual([]);
  });
});
