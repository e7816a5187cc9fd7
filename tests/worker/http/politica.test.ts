/**
 * The policy each route declares (worker/http/politica.ts) and the safe default of a route that
 * declares none, through the real app.
 */
import { describe, expect, it } from 'vitest';
import { app } from '../../../worker';
import { refrescarProxima } from '../../../worker/agenda/proxima';
import { schema } from '../../../worker/db/schema';
import { politicasDe } from '../../../worker/http/politica';
import { citaReservada, horario, motivo } from '../agenda-fixtures';
import { call, db, makeCuenta } from '../helpers';

const versiones = async () =>
  Object.fromEntries((await db().select().from(schema.cacheVersion)).map((v) => [v.scope, v.version]));

describe('route policies', () => {
  it('are declared by every route of the API that takes a body (a write or a posted look-up)', () => {
    const declaradas = politicasDe(app.routes);
    const sinDeclarar = app.routes
      .filter((r) => r.method !== 'GET' && r.method !== 'ALL' && r.path.startsWith('/api/'))
      .map((r) => `${r.method} ${r.path}`)
      .filter((clave) => !declaradas.has(clave));
    // add `escritura([...areas it makes stale])` or `consulta` to the route (see lib/politica.ts)
    expect(sinDeclarar).toEqual([]);
  });

  it('make every area stale after a successful write whose route declares nothing', async () => {
    const antes = await versiones();
    // /api/__eco (mounted only under APP_ENV=test) is a POST route with no declaration
    expect((await call('/api/__eco', { body: { a: '1' } })).status).toBe(200);
    const despues = await versiones();
    for (const area of ['directorio', 'agenda', 'tienda']) expect(despues[area], area).not.toBe(antes[area]);
  });

  it('send a GET declared as a write to the primary, which answers the bookmark cookie', async () => {
    const profesional = await makeCuenta();
    const borrar = await call('/api/cita/delete?id=999999999', { token: profesional.token });
    expect(borrar.status).toBe(404);
    expect(borrar.headers.get('set-cookie')).toMatch(/^d1b=/);
    // an undeclared GET with a session only reads: no cookie
    const leer = await call('/api/horarios/all', { token: profesional.token });
    expect(leer.status).toBe(200);
    expect(leer.headers.get('x-d1-bookmark')).not.toBeNull();
    expect(leer.headers.get('set-cookie')).toBeNull();
  });

  it('bump the areas a GET declared as a write names, once it succeeds', async () => {
    const profesional = await makeCuenta();
    const cita = await citaReservada({
      user_id: profesional.id,
      horario_id: (await horario(profesional.id)).id,
      motivo_id: (await motivo(profesional.id)).id,
    });
    // her proxima is stored first: freeing this later franja then leaves it (and the directory) as it was
    await refrescarProxima(db(), [profesional.id], new Date());
    const antes = await versiones();
    expect((await call(`/api/cita/delete?id=${cita.id}`, { token: profesional.token })).status).toBe(200);
    const despues = await versiones();
    expect(despues.agenda).not.toBe(antes.agenda);
    expect([despues.directorio, despues.tienda]).toEqual([antes.directorio, antes.tienda]);
  });
});
