/**
 * What a cita with her costs, as the directory answers it (issue 37 item 2): `precio_desde` and
 * `precio_hasta` beside the contract's keys of `medic/all` and `medic/find`, from her motivos'
 * prices (a motivo without one costs the consulta's).
 */
import { describe, expect, it } from 'vitest';
import { schema } from '../../../worker/db/schema';
import { callJson, db, makeCuenta } from '../helpers';

let seq = 0;

/** A specialty of its own, so one filter lists exactly the professionals a test makes. */
async function especialidad() {
  // as the accounts code writes a slug: lowercase words (a query segment matches it normalised)
  const slug = `precios ${Date.now().toString(36)} ${seq++}`;
  const [e] = await db().insert(schema.especialidades).values({ nombre: slug, slug }).returning();
  return e;
}

/** An active professional of `especialidadId` with a consulta's price and motivos of these prices. */
async function profesional(especialidadId: number, consulta: number | null, motivos: (number | null)[]) {
  const p = await makeCuenta({ especialidad_id: especialidadId, precio_consulta: consulta });
  if (motivos.length)
    await db()
      .insert(schema.motivos)
      .values(motivos.map((precio, k) => ({ user_id: p.id, nombre: `Motivo ${k}`, precio })));
  return p;
}

describe('GET /api/medic/all: the price of a cita', () => {
  it('answers the lowest and the highest price of her motivos, the consulta standing for those without one', async () => {
    const e = await especialidad();
    const casos = [
      // [consulta, motivos' own prices, desde, hasta]
      [80_000, [], 80_000, 80_000],
      [80_000, [null, null], 80_000, 80_000],
      [80_000, [null, 150_000], 80_000, 150_000],
      [80_000, [120_000, 150_000], 120_000, 150_000],
      [null, [90_000, null], 90_000, null],
      [null, [90_000, 110_000], 90_000, 110_000],
      [null, [null], null, null],
      [null, [], null, null],
    ] as const;
    const ids: number[] = [];
    for (const [consulta, motivos] of casos) ids.push((await profesional(e.id, consulta, [...motivos])).id);

    for (const path of [
      `/api/medic/all?especialidad=${encodeURIComponent(e.slug)}`,
      `/api/medic/all?especialidad=${encodeURIComponent(e.slug)}&page=1&limit=24`,
    ]) {
      const { status, json } = await callJson(path);
      expect(status).toBe(200);
      const porId = new Map(json.succes.map((p: { id: number }) => [p.id, p]));
      casos.forEach(([consulta, , desde, hasta], k) => {
        expect(porId.get(ids[k]), `${path} case ${k}`).toMatchObject({
          precio_consulta: consulta,
          precio_desde: desde,
          precio_hasta: hasta,
        });
      });
    }
  });

  it('answers the same range in her profile (medic/find), with the contract’s keys untouched', async () => {
    const e = await especialidad();
    const p = await profesional(e.id, 70_000, [null, 95_000]);
    const { json } = await callJson('/api/medic/find', { body: { id: p.id } });
    expect(json.succes[0]).toMatchObject({ precio_consulta: 70_000, precio_desde: 70_000, precio_hasta: 95_000 });
    expect(json.motivos.map((m: { precio: number | null }) => m.precio).sort()).toEqual([95_000, null]);
    const lista = await callJson(`/api/medic/all?especialidad=${encodeURIComponent(e.slug)}`);
    expect(Object.keys(lista.json.succes[0])).toEqual(expect.arrayContaining(['cargo', 'promedio', 'comentarios']));
  });

  it('follows a motivo whose price changes (the list is not answered from a stale cache)', async () => {
    const e = await especialidad();
    const p = await profesional(e.id, 60_000, []);
    const antes = await callJson(`/api/medic/all?especialidad=${encodeURIComponent(e.slug)}`);
    expect(antes.json.succes[0]).toMatchObject({ precio_desde: 60_000, precio_hasta: 60_000 });
    const nuevo = await callJson('/api/motivo/newmotivo', {
      token: p.token,
      body: { nombre: 'Procedimiento', precio: '140000' },
    });
    expect(nuevo.status).toBeLessThan(300);
    const despues = await callJson(`/api/medic/all?especialidad=${encodeURIComponent(e.slug)}`);
    expect(despues.json.succes[0]).toMatchObject({ precio_desde: 140_000, precio_hasta: 140_000 });
  });
});
