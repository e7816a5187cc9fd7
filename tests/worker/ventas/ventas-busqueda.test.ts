/** The orders list's search box ignores case and accents and finds e-mails by their start or their domain. */
import { describe, expect, it } from 'vitest';
import { schema } from '../../../worker/db/schema';
import { busquedaVenta } from '../../../worker/ventas/filtro-ventas';
import { call, callJson, db, makeAdmin } from '../helpers';
import { plan } from '../perf/instrumented';
import { insertarVentas } from '../ventas-filas';

const compradores = [
  { nombre: 'José', apellidos: 'Pérez Álvarez', email: 'jose.perez@gmail.com' },
  { nombre: 'María', apellidos: 'Núñez', email: 'maria@hotmail.com' },
  { nombre: 'Joselyn', apellidos: 'Ramírez', email: 'jr@gmail.co' },
  { nombre: 'Ana', apellidos: 'Torres', email: 'ana.torres@empresa.com.co' },
];

async function tienda() {
  const admin = await makeAdmin();
  const { ids } = await insertarVentas(
    compradores.map((c, i) => ({ ...c, created_at: `2031-07-0${i + 1}T12:00:00.000Z` })),
  );
  const [jose, maria, joselyn, ana] = ids;
  const buscar = async (q: string) => {
    const { status, json } = await callJson(`/api/ventas/index?q=${encodeURIComponent(q)}`, { token: admin.token });
    expect(status, q).toBe(200);
    // this test's orders only: the file's other tests wrote theirs in the same database
    return (json.succes as { id: number }[])
      .map((v) => v.id)
      .filter((id) => ids.includes(id))
      .sort((a, b) => a - b);
  };
  return { admin, buscar, jose, maria, joselyn, ana };
}

describe('GET /api/ventas/index?q=, accents and e-mails', () => {
  it('finds "José Pérez" as jose, JOSE PEREZ or pérez, and "Núñez" as nunez', async () => {
    const { buscar, jose, maria, joselyn } = await tienda();
    expect(await buscar('jose')).toEqual([jose, joselyn]);
    expect(await buscar('JOSE PEREZ')).toEqual([jose]);
    expect(await buscar('josé pérez álv')).toEqual([jose]);
    expect(await buscar('perez')).toEqual([jose]);
    expect(await buscar('PÉREZ alvarez')).toEqual([jose]);
    expect(await buscar('nunez')).toEqual([maria]);
    expect(await buscar('NÚÑEZ')).toEqual([maria]);
    expect(await buscar('ramirez')).toEqual([joselyn]);
    expect(await buscar('perez x')).toEqual([]);
  });

  it('finds e-mails by a fragment: "@gmail" by the domain, "maria@" and "ana.torres" by their start', async () => {
    const { buscar, jose, maria, joselyn, ana } = await tienda();
    expect(await buscar('@gmail')).toEqual([jose, joselyn]);
    expect(await buscar('@GMAIL.COM')).toEqual([jose]);
    expect(await buscar('@empresa.com')).toEqual([ana]);
    expect(await buscar('@')).toEqual([jose, maria, joselyn, ana]);
    expect(await buscar('maria@')).toEqual([maria]);
    expect(await buscar('ana.torres')).toEqual([ana]);
    expect(await buscar('jr@gmail.co')).toEqual([joselyn]);
    expect(await buscar('@yahoo')).toEqual([]);
  });

  it('exports to CSV the same orders the list finds', async () => {
    const { admin } = await tienda();
    const res = await call(`/api/ventas/export.csv?q=${encodeURIComponent('@gmail')}`, { token: admin.token });
    expect(res.status).toBe(200);
    const texto = await res.text();
    const facturas = (email: string) => texto.split('\r\n').filter((l) => l.includes(email)).length;
    expect(facturas('jose.perez@gmail.com')).toBeGreaterThan(0);
    expect(facturas('jr@gmail.co')).toBeGreaterThan(0);
    expect(facturas('maria@hotmail.com')).toBe(0);
  });
});

describe('the search reads index ranges (migration 0034), never every order', () => {
  it.each([
    ['josé pérez', ['ventas_factura_uq', 'ventas_comprador_idx', 'ventas_apellidos_idx', 'ventas_email_idx']],
    ['@gmail', ['ventas_email_dominio_idx']],
    ['maria@', ['ventas_email_idx']],
  ])('%s', async (q, indices) => {
    const { sql, params } = db().select({ id: schema.ventas.id }).from(schema.ventas).where(busquedaVenta(q)).toSQL();
    const lineas = await plan({ sql, params });
    for (const indice of indices)
      expect(lineas.join('\n'), q).toMatch(new RegExp(`USING (COVERING )?INDEX ${indice} `));
    expect(lineas.filter((l) => /^SCAN ventas/.test(l))).toEqual([]);
  });
});
