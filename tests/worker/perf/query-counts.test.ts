/**
 * List endpoints issue a constant number of D1 queries: the same round trips and statements for
 * 5 rows as for 200 (no query per row). Each case calls the real route through a recording
 * binding, with 5 rows, then with 200 (the same filter, more rows behind it).
 */
import { describe, expect, it } from 'vitest';
import { schema } from '../../../worker/db/schema';
import { db, makeAdmin, makeCuenta } from '../helpers';
import {
  agenda,
  comentarios,
  especialidad,
  insertarEnBloques,
  marca,
  productos,
  profesionales,
  unico,
  ventas,
} from './fixtures';
import { llamarContando } from './instrumented';

type Caso = {
  nombre: string;
  /** builds the data behind the list, answers the call */
  preparar: () => Promise<{ llamar: () => ReturnType<typeof llamarContando>; crecer: (n: number) => Promise<void> }>;
  /** rows the answer holds, to prove the second call really saw more */
  filas: (json: any) => number;
};

const lista = (json: any) => (Array.isArray(json?.succes) ? json.succes.length : -1);

const casos: Caso[] = [
  {
    nombre: 'GET /api/medic/all (whole list of a specialty)',
    filas: lista,
    preparar: async () => {
      const e = await especialidad();
      return {
        llamar: () => llamarContando(`/api/medic/all?especialidad=${encodeURIComponent(e.slug)}`),
        crecer: (n) => profesionales(e.id, n),
      };
    },
  },
  {
    nombre: 'GET /api/medic/all (paged, as the list screen asks)',
    filas: (json) => json?.total ?? -1,
    preparar: async () => {
      const e = await especialidad();
      return {
        llamar: () =>
          llamarContando(`/api/medic/all?ciudad=medellin&especialidad=${encodeURIComponent(e.slug)}&page=2&limit=3`),
        crecer: (n) => profesionales(e.id, n),
      };
    },
  },
  {
    nombre: 'GET /api/medic/all?q= (search that forgives, paged)',
    filas: (json) => json?.total ?? -1,
    preparar: async () => {
      const e = await especialidad();
      return {
        llamar: () =>
          llamarContando(`/api/medic/all?q=ana%20pruebs&especialidad=${encodeURIComponent(e.slug)}&page=2&limit=3`),
        crecer: (n) => profesionales(e.id, n),
      };
    },
  },
  {
    nombre: 'GET /api/medic/all (soonest first, paged: both parts of the order)',
    filas: (json) => json?.total ?? -1,
    preparar: async () => {
      const e = await especialidad();
      return {
        llamar: () =>
          llamarContando(`/api/medic/all?especialidad=${encodeURIComponent(e.slug)}&orden=proxima&page=2&limit=3`),
        crecer: (n) => profesionales(e.id, n),
      };
    },
  },
  {
    nombre: 'GET /api/producto/index (whole list of a brand)',
    filas: lista,
    preparar: async () => {
      const m = await marca();
      return { llamar: () => llamarContando(`/api/producto/index?marca=${m.id}`), crecer: (n) => productos(m.id, n) };
    },
  },
  {
    nombre: 'GET /api/producto/index (paged, filtered by brand and price)',
    filas: (json) => json?.total ?? -1,
    preparar: async () => {
      const m = await marca();
      return {
        llamar: () => llamarContando(`/api/producto/index?marca=${m.id}&precio=2&page=1&limit=24`),
        crecer: (n) => productos(m.id, n),
      };
    },
  },
  {
    nombre: 'GET /api/comentario/all/medic',
    filas: lista,
    preparar: async () => {
      const profesional = await makeCuenta();
      return {
        llamar: () => llamarContando(`/api/comentario/all/medic?id=${profesional.id}`),
        crecer: (n) => comentarios(profesional.id, n),
      };
    },
  },
  {
    nombre: 'GET /api/medic/all/private (dashboard)',
    filas: (json) => json?.citas?.length ?? -1,
    preparar: async () => {
      const profesional = await makeCuenta();
      // inside the dashboard's window (30 days back to 90 ahead): 100 days from 20 days ago
      const desde = new Date(Date.now() - 20 * 86_400_000).toISOString().slice(0, 10);
      let hora = 6;
      return {
        llamar: () => llamarContando('/api/medic/all/private', { token: profesional.token }),
        crecer: async (n) => {
          for (let rest = n; rest > 0; rest -= 100)
            await agenda(profesional.id, Math.min(rest, 100), desde, `${String(hora++).padStart(2, '0')}:00`);
          await comentarios(profesional.id, n);
        },
      };
    },
  },
  {
    nombre: 'GET /api/medic/disponibilidad',
    filas: lista,
    preparar: async () => {
      // open on festivos, whatever day the test runs; a 5-minute motivo (written straight in D1,
      // below what the API accepts) so each 5-minute range below yields one franja
      const profesional = await makeCuenta({ atiende_festivos: 1 });
      const [motivo] = await db()
        .insert(schema.motivos)
        .values({ user_id: profesional.id, nombre: 'Corto', duracion_minutos: 5 })
        .returning();
      const fecha = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
      let minuto = 0;
      return {
        llamar: () =>
          llamarContando(`/api/medic/disponibilidad?id=${profesional.id}&fecha=${fecha}&motivo=${motivo.id}`),
        crecer: async (n) => {
          const dia = { lunes: 1, martes: 1, miercoles: 1, jueves: 1, viernes: 1, sabado: 1, domingo: 1 };
          const hh = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
          const filas = Array.from({ length: n }, () => {
            const m = minuto++ * 5;
            return { user_id: profesional.id, hora_inicio: hh(m), hora_fin: hh(m + 5), ...dia };
          });
          await insertarEnBloques(schema.horarios, filas);
        },
      };
    },
  },
  {
    nombre: 'GET /api/motivo/all and /api/horarios/all (own lists)',
    filas: lista,
    preparar: async () => {
      const profesional = await makeCuenta();
      return {
        llamar: () => llamarContando('/api/motivo/all', { token: profesional.token }),
        crecer: (n) =>
          insertarEnBloques(
            schema.motivos,
            Array.from({ length: n }, (_, i) => ({ user_id: profesional.id, nombre: `Motivo ${i} ${unico()}` })),
          ),
      };
    },
  },
  {
    nombre: 'GET /api/ventas/index (staff)',
    filas: lista,
    preparar: async () => {
      const admin = await makeAdmin();
      return { llamar: () => llamarContando('/api/ventas/index', { token: admin.token }), crecer: ventas };
    },
  },
  {
    nombre: 'GET /api/ventas/index (paged, filtered by delivery status, as the orders screen asks)',
    filas: (json) => json?.total ?? -1,
    preparar: async () => {
      const admin = await makeAdmin();
      return {
        llamar: () =>
          llamarContando('/api/ventas/index?status_entrega=pendiente&page=2&limit=10', { token: admin.token }),
        crecer: ventas,
      };
    },
  },
  {
    nombre: 'GET /api/marcas/index, /api/especialidades/all (whole small catalogues)',
    filas: lista,
    preparar: async () => ({
      llamar: () => llamarContando('/api/marcas/index'),
      crecer: (n) =>
        insertarEnBloques(
          schema.marcas,
          Array.from({ length: n }, () => ({ nombre: `Marca ${unico()}` })),
        ),
    }),
  },
];

describe('list endpoints issue a constant number of queries', () => {
  it.each(casos.map((c) => [c.nombre, c]))('%s: the same for 5 rows as for 200', async (_, caso) => {
    const { llamar, crecer } = await caso.preparar();
    await crecer(5);
    const pocas = await llamar();
    await crecer(195);
    const muchas = await llamar();
    expect(pocas.status).toBe(200);
    expect(muchas.status).toBe(200);
    expect(caso.filas(muchas.json)).toBeGreaterThan(caso.filas(pocas.json));
    expect(muchas.reg.idas).toBe(pocas.reg.idas);
    expect(muchas.reg.sentencias.length).toBe(pocas.reg.sentencias.length);
    expect(muchas.reg.idas).toBeLessThanOrEqual(3);
  });

  it('the recording binding counts what it should (the check itself can fail)', async () => {
    const { reg } = await llamarContando('/api/health');
    expect(reg.idas).toBe(0);
    const profesional = await makeCuenta();
    const conSesion = await llamarContando('/api/users', { token: profesional.token });
    expect(conSesion.reg.idas).toBe(2); // session look-up, then the account
    const filas = await db().select({ id: schema.users.id }).from(schema.users).limit(1);
    expect(filas.length).toBe(1);
  });
});
