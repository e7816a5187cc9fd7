/**
 * The demo data as rows, computed in memory (no I/O): the static data of datos.ts, the
 * seeding day and a seeded PRNG, so the same day always gives the same rows.
 */
import { normalizar } from '../../common/texto';
import * as datos from './datos';
import type { Contexto, Plan } from './plan';
import { planearCuentas } from './planearCuentas';
import { type Activo, planearProfesional } from './planearProfesional';
import { planearTienda } from './planearTienda';
import { planearVentas } from './planearVentas';
import { crearTaller } from './taller';

/** Every row of the demo data. Pure: the same context always gives the same rows. */
export function planearDemo(ctx: Contexto): Plan {
  const taller = crearTaller(ctx);
  for (const nombre of datos.ESPECIALIDADES) {
    if (taller.especialidadId.has(normalizar(nombre))) continue;
    const id = taller.next('especialidades');
    taller.especialidadId.set(normalizar(nombre), id);
    taller.plan.especialidades.push({ id, nombre, slug: normalizar(nombre) });
  }
  const activos: Activo[] = [
    { ...datos.PROFESIONAL_DEMO, email: datos.DEMO.profesional.email, jornada: datos.JORNADA_DEMO, demo: true },
    ...datos.PROFESIONALES.map((p, i) => ({
      ...p,
      email: taller.correo(p.nombre, p.apellido),
      jornada: datos.JORNADAS[p.modalidad === 'virtual' ? datos.JORNADA_VIRTUAL : i % 4],
      demo: false,
    })),
  ];
  for (const [i, p] of activos.entries()) planearProfesional(taller, p, i);
  planearCuentas(taller);
  planearTienda(taller);
  planearVentas(taller);
  if (!ctx.conHome) taller.plan.home.push({ fondo: ctx.imagenes.fondo });
  return taller.plan;
}
