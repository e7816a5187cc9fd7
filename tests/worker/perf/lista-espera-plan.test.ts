/**
 * Freeing a franja with 1,000 people waiting for that profesional finds the next fit with the same
 * queries as with 10 (decision 0022): the pick is one statement that reads the line through
 * `lista_espera_fila_idx` in its order, with no sort and no scan of the table.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import {
  AHORA,
  type Consultorio,
  consultorio,
  llenar,
  nuevaIp,
  nuevoCorreo,
  ofertasDe,
} from '../lista-espera/fixtures';
import { llamarContando, plan } from './instrumented';

/** `n` places waiting only for Friday (none fits a Thursday franja), then one for Thursday: the worst case. */
async function fila(f: Consultorio, n: number) {
  await env.DB.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1)
     INSERT INTO lista_espera (user_id, motivo_id, desde, hasta, nombre, email, telefono, salida_hash, created_at)
     SELECT ?2, ?3, '2026-03-06', '2026-03-06', 'Paciente', 'p' || i || '.' || ?2 || '@correo.co', '3001234567',
       hex(randomblob(16)), strftime('%Y-%m-%dT%H:%M:%fZ', '2026-03-01', '+' || i || ' seconds')
     FROM n`,
  )
    .bind(n, f.profesional.id, f.control.id)
    .run();
  const ultima = nuevoCorreo('ultima');
  await env.DB.prepare(
    `INSERT INTO lista_espera (user_id, motivo_id, desde, hasta, nombre, email, telefono, salida_hash, created_at)
     VALUES (?1, ?2, '2026-03-05', '2026-03-05', 'Última', ?3, '3001234567', hex(randomblob(16)), '2026-03-02T00:00:00.000Z')`,
  )
    .bind(f.profesional.id, f.control.id, ultima)
    .run();
  return ultima;
}

/** Thursday full, `n` + 1 waiting; the 09:00 cita cancelled through its manage link, recorded. */
async function liberar(n: number) {
  const f = await consultorio();
  const [cita] = await llenar(f);
  const ultima = await fila(f, n);
  const r = await llamarContando(`/api/cita/gestion/${cita.gestion}/cancelar`, {
    body: { motivo: '' },
    headers: { 'X-Test-Now': AHORA, 'cf-connecting-ip': nuevaIp() },
  });
  expect(r.status).toBe(200);
  expect((await ofertasDe(ultima)).map((o) => o.hora_inicio)).toEqual(['09:00']);
  return r.reg;
}

describe('the lista de espera at 1,000 people waiting', () => {
  it('offers a freed franja with the same round trips and statements as with 10', async () => {
    const pocas = await liberar(10);
    const muchas = await liberar(1000);
    expect(muchas.idas).toBe(pocas.idas);
    expect(muchas.sentencias.length).toBe(pocas.sentencias.length);
  });

  it('picks the first who fits in one statement on the line’s index, never sorting or scanning it', async () => {
    const reg = await liberar(1000);
    const elegir = reg.sentencias.filter((s) => /FROM lista_espera e/.test(s.sql) && /json_each/.test(s.sql));
    expect(elegir).toHaveLength(1);
    const lineas = await plan(elegir[0]);
    expect(lineas.join('\n')).toMatch(/SEARCH e USING INDEX lista_espera_fila_idx \(user_id=\? AND estado=\?\)/);
    expect(lineas.filter((l) => /TEMP B-TREE|^SCAN (e|lista_espera|ofertas_espera)\b/.test(l))).toEqual([]);
  });
});
