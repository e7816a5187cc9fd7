import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../web/src/lib/toast', () => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), loading: vi.fn(), dismiss: vi.fn() }),
}));

import { db } from '../../web/src/lib/db';
import {
  borrarPrivados,
  cuentaGuardada,
  duenoActual,
  guardarAgenda,
  guardarComentarios,
  guardarPerfil,
  leerAgenda,
  leerComentarios,
  leerPerfil,
  MAX_PERFILES,
  recordarCuenta,
} from '../../web/src/lib/guardado-offline';
import { startOffline } from '../../web/src/lib/offline-start';
import { encolar } from '../../web/src/lib/sync';

const tablero = (nombre: string) => ({
  citas: [{ id: 1, nombre, fecha_cita: '2026-05-04', hora_inicio: '09:00', hora_fin: '09:30', atendido: 0 }],
  resumen: [{ total: 1, atendidos: 0, pendientes: 1, no_asistio: 0, canceladas: 0 }],
});
const laura = { id: 7, nombre: 'Laura' };
const pedro = { id: 8, nombre: 'Pedro' };

beforeEach(async () => {
  await Promise.all([db.perfiles.clear(), db.agenda.clear(), db.outbox.clear()]);
  localStorage.clear();
  Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
});

describe('profiles kept for offline reading', () => {
  it('keeps the profile and its comments apart, each with when it was saved', async () => {
    await guardarPerfil(7, { succes: [{ id: 7, nombre: 'Ana' }] }, 1000);
    await guardarComentarios(7, [{ id: 1, observacion: 'Excelente' }], 2000);
    await guardarPerfil(7, { succes: [{ id: 7, nombre: 'Ana María' }] }, 3000);
    expect(await leerPerfil(7)).toEqual({ data: { succes: [{ id: 7, nombre: 'Ana María' }] }, saved_at: 3000 });
    expect(await leerComentarios(7)).toEqual({ data: [{ id: 1, observacion: 'Excelente' }], saved_at: 2000 });
    expect(await leerPerfil(8)).toBeUndefined();
  });

  it('answers no profile when only its comments were read', async () => {
    await guardarComentarios(9, [], 1000);
    expect(await leerPerfil(9)).toBeUndefined();
    expect(await leerComentarios(9)).toEqual({ data: [], saved_at: 1000 });
  });

  it(`keeps the ${MAX_PERFILES} profiles opened last`, async () => {
    for (let id = 1; id <= MAX_PERFILES + 3; id++) await guardarPerfil(id, { id }, id * 1000);
    expect(await db.perfiles.count()).toBe(MAX_PERFILES);
    expect(await leerPerfil(1)).toBeUndefined();
    expect(await leerPerfil(3)).toBeUndefined();
    expect(await leerPerfil(4)).toEqual({ data: { id: 4 }, saved_at: 4000 });
    expect(await leerPerfil(MAX_PERFILES + 3)).toBeDefined();
  });
});

describe("the professional's private copy", () => {
  it('gives the account and its agenda back to the same session only', async () => {
    await recordarCuenta(laura, 'tok-laura');
    expect(await guardarAgenda(7, tablero('Carlos'), 'tok-laura', 5000)).toBe(true);
    expect(await cuentaGuardada('tok-laura')).toEqual(laura);
    expect(await leerAgenda(7, 'tok-laura')).toEqual({ data: tablero('Carlos'), saved_at: 5000 });
    expect(await duenoActual('tok-laura')).toBe(7);
    // another session (another account's token, or none) sees nothing
    expect(await cuentaGuardada('tok-pedro')).toBeUndefined();
    expect(await leerAgenda(7, 'tok-pedro')).toBeUndefined();
    expect(await duenoActual('tok-pedro')).toBeNull();
    expect(await cuentaGuardada(null)).toBeUndefined();
    expect(await leerAgenda(7, null)).toBeUndefined();
  });

  it('does not copy the session token itself into IndexedDB', async () => {
    await recordarCuenta(laura, 'tok-laura-secreto');
    const [fila] = await db.agenda.toArray();
    expect(JSON.stringify(fila)).not.toContain('tok-laura-secreto');
    expect(fila.token).toMatch(/^[0-9a-f]{64}$/);
  });

  it("keeps no agenda for a session that is not the account's (an answer arriving after a logout)", async () => {
    await recordarCuenta(laura, 'tok-laura');
    expect(await guardarAgenda(7, tablero('Carlos'), null)).toBe(false);
    expect(await guardarAgenda(7, tablero('Carlos'), 'tok-pedro')).toBe(false);
    expect(await guardarAgenda(8, tablero('Carlos'), 'tok-laura')).toBe(false);
    expect(await leerAgenda(7, 'tok-laura')).toBeUndefined();
  });

  it("wipes the previous account's agenda and queued actions when another account signs in", async () => {
    localStorage.setItem('token', 'tok-laura');
    await recordarCuenta(laura, 'tok-laura');
    await guardarAgenda(7, tablero('Paciente de Laura'), 'tok-laura');
    await encolar({ key: 'atendido:7:1', kind: 'atendido', payload: { id: 1 }, owner: 7 });
    await encolar({ key: 'comentario-publico', kind: 'comentario', payload: { user: 3 }, owner: null });

    localStorage.setItem('token', 'tok-pedro');
    await recordarCuenta(pedro, 'tok-pedro');

    expect(await db.agenda.toArray()).toEqual([expect.objectContaining({ owner: 8, user: pedro })]);
    expect(await leerAgenda(8, 'tok-pedro')).toBeUndefined();
    expect(await leerAgenda(7, 'tok-laura')).toBeUndefined();
    expect((await db.outbox.toArray()).map((i) => i.key)).toEqual(['comentario-publico']);
  });

  it('keeps the agenda when the same account signs in again with a new token', async () => {
    await recordarCuenta(laura, 'tok-1');
    await guardarAgenda(7, tablero('Carlos'), 'tok-1', 5000);
    await recordarCuenta(laura, 'tok-2');
    expect(await leerAgenda(7, 'tok-2')).toEqual({ data: tablero('Carlos'), saved_at: 5000 });
    expect(await leerAgenda(7, 'tok-1')).toBeUndefined();
  });

  it("logout wipes the account's copy and queued actions, and keeps public comments waiting", async () => {
    await recordarCuenta(laura, 'tok-laura');
    await guardarAgenda(7, tablero('Carlos'), 'tok-laura');
    await encolar({ key: 'atendido:7:1', kind: 'atendido', payload: { id: 1 }, owner: 7 });
    await encolar({ key: 'comentario-publico', kind: 'comentario', payload: { user: 3 }, owner: null });
    await guardarPerfil(3, { succes: [] });

    await borrarPrivados();

    expect(await db.agenda.count()).toBe(0);
    expect((await db.outbox.toArray()).map((i) => i.key)).toEqual(['comentario-publico']);
    expect(await leerPerfil(3)).toBeDefined();
  });

  it("the app wipes the private copy when the panel's logout fires citasalud:logout", async () => {
    startOffline();
    await recordarCuenta(laura, 'tok-laura');
    await guardarAgenda(7, tablero('Carlos'), 'tok-laura');
    await encolar({ key: 'atendido:7:1', kind: 'atendido', payload: { id: 1 }, owner: 7 });

    window.dispatchEvent(new Event('citasalud:logout'));

    await vi.waitFor(async () => expect(await db.agenda.count()).toBe(0));
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0));
    expect(await cuentaGuardada('tok-laura')).toBeUndefined();
  });
});
