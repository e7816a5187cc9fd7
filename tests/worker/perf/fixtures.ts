/** Rows in bulk for the budget tests (chunked: D1 binds at most 100 parameters per query). */
import { getTableColumns } from 'drizzle-orm';
import { normalizar } from '../../../common/texto';
import { schema } from '../../../worker/db/schema';
import { db } from '../helpers';

let n = 0;
export const unico = () => `${Date.now().toString(36)}${(n++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Inserts `rows` in chunks small enough for D1's bound-parameter limit. */
export async function insertarEnBloques<T extends Record<string, unknown>>(
  tabla: Parameters<ReturnType<typeof db>['insert']>[0],
  rows: T[],
) {
  if (!rows.length) return;
  // drizzle binds every column of the table (defaults too), not only the ones given
  const porFila = Object.keys(getTableColumns(tabla)).length;
  const tam = Math.max(1, Math.floor(90 / porFila));
  const d = db();
  const stmts = [];
  for (let i = 0; i < rows.length; i += tam) stmts.push(d.insert(tabla).values(rows.slice(i, i + tam) as never));
  for (let i = 0; i < stmts.length; i += 50) await d.batch(stmts.slice(i, i + 50) as [never, ...never[]]);
}

export async function especialidad() {
  const u = unico();
  const [row] = await db()
    .insert(schema.especialidades)
    .values({ nombre: `Especialidad ${u}`, slug: normalizar(`Especialidad ${u}`) })
    .returning();
  return row;
}

/** `cuantos` active professionals of one specialty in Medellín, present and virtual. */
export async function profesionales(especialidadId: number, cuantos: number) {
  await insertarEnBloques(
    schema.users,
    Array.from({ length: cuantos }, () => {
      const u = unico();
      return {
        nombre: 'Ana',
        name: 'Ana',
        apellido: `Prueba ${u}`,
        cedula: `P${u}`,
        email: `p${u}@prueba.co`,
        password_hash: 'x',
        ciudad: 'Medellín',
        ciudad_slug: 'medellin',
        busqueda: `ana prueba ${u}`,
        especialidad_id: especialidadId,
        activo: 1,
        presencial: 1,
        virtual: 1,
        destacado: 1,
      };
    }),
  );
}

export async function marca() {
  const [row] = await db()
    .insert(schema.marcas)
    .values({ nombre: `Marca ${unico()}` })
    .returning();
  return row;
}

export async function productos(idMarca: number, cuantos: number, extra: Record<string, unknown> = {}) {
  await insertarEnBloques(
    schema.productos,
    Array.from({ length: cuantos }, (_, i) => ({
      nombre: `Producto ${i}`,
      busqueda: `producto ${i}`,
      id_marca: idMarca,
      precio: 10_000 + i,
      estado: '1',
      ...extra,
    })),
  );
}

export async function comentarios(cuentaId: number, cuantos: number) {
  await insertarEnBloques(
    schema.comentarios,
    Array.from({ length: cuantos }, (_, i) => ({
      user_id: cuentaId,
      nombre: `Paciente ${i}`,
      email: `c${i}@prueba.co`,
      observacion: 'Muy buena atención',
      calificacion: 1 + (i % 5),
    })),
  );
}

/** One schedule (at `hora`) and one reason of `userId`, and `cuantas` appointments on distinct days from `desde`. */
export async function agenda(cuentaId: number, cuantas: number, desde = '2026-01-01', hora = '08:00') {
  const [h] = await db()
    .insert(schema.horarios)
    .values({
      user_id: cuentaId,
      hora_inicio: hora,
      hora_fin: `${hora.slice(0, 3)}30`,
      lunes: 1,
      martes: 1,
      miercoles: 1,
      jueves: 1,
      viernes: 1,
      sabado: 1,
      domingo: 1,
    })
    .returning();
  const [m] = await db().insert(schema.motivos).values({ user_id: cuentaId, nombre: 'Control' }).returning();
  const base = Date.parse(`${desde}T00:00:00Z`);
  await insertarEnBloques(
    schema.citas,
    Array.from({ length: cuantas }, (_, i) => ({
      user_id: cuentaId,
      horario_id: h.id,
      motivo_id: m.id,
      nombre: `Paciente ${i}`,
      telefono: '3001234567',
      email: `c${i}@prueba.co`,
      fecha_cita: new Date(base + i * 86_400_000).toISOString().slice(0, 10),
      hora_inicio: hora,
      hora_fin: `${hora.slice(0, 3)}30`,
      atendido: i % 2,
    })),
  );
  return { horario: h, motivo: m };
}

export async function ventas(cuantas: number) {
  await insertarEnBloques(
    schema.ventas,
    Array.from({ length: cuantas }, () => {
      const u = unico();
      return {
        factura: `F-${u}`,
        token: `t-${u}`,
        reference: `r-${u}`,
        nombre: 'Comprador',
        apellidos: 'Prueba',
        email: `v${u}@prueba.co`,
        telefono_cliente: '3001234567',
        ciudad: 'Cali',
        direccion: 'Calle 1',
        total: 50_000,
      };
    }),
  );
}
