/**
 * Loads the scale dataset (pasos.ts) into a LOCAL state with `wrangler d1 execute DB --local
 * --persist-to <dir> --file <f>`, and times the other way (multi-row INSERT … VALUES) for
 * comparison. Never touches a remote database.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './lib';
import { COMENTARIOS, MAX_STATEMENT_BYTES, pasos, q, tablaCte } from './pasos';

const wrangler = join(root, 'node_modules/.bin/wrangler');

/** Runs one SQL file against the local state; answers the seconds it took. */
export function ejecutar(persistTo: string, archivo: string): number {
  const t0 = performance.now();
  const res = spawnSync(
    wrangler,
    ['d1', 'execute', 'DB', '--local', '--persist-to', persistTo, '--file', archivo, '--yes'],
    { cwd: root, encoding: 'utf8', env: { ...process.env, CI: '1' } },
  );
  if (res.status !== 0) throw new Error(`wrangler d1 execute falló (${archivo}):\n${res.stderr || res.stdout}`);
  return (performance.now() - t0) / 1000;
}

/** The id of the first generated professional (the comparisons hang their comments on it). */
function primerProfesionalDeEscala(persistTo: string): number {
  const res = spawnSync(
    wrangler,
    [
      'd1',
      'execute',
      'DB',
      '--local',
      '--persist-to',
      persistTo,
      '--json',
      '--command',
      "SELECT id FROM users WHERE cedula >= 'ESC' AND cedula < 'ESD' ORDER BY cedula LIMIT 1",
    ],
    { cwd: root, encoding: 'utf8', env: { ...process.env, CI: '1' } },
  );
  const id = JSON.parse(res.stdout || '[]')[0]?.results?.[0]?.id;
  if (typeof id !== 'number')
    throw new Error(`No hay profesionales de escala en ${persistTo}: genere los datos primero.`);
  return id;
}

/** Loads the dataset into `persistTo` (migrated and seeded already); answers the seconds per step. */
export function cargar(persistTo: string, factor = 1, log = console.log) {
  const dir = mkdtempSync(join(tmpdir(), 'citasalud-escala-sql-'));
  const tiempos: { paso: string; segundos: number; bytes: number }[] = [];
  try {
    for (const [i, paso] of pasos(factor).entries()) {
      const sql = `${paso.sql.join(';\n')};\n`;
      for (const s of paso.sql)
        if (Buffer.byteLength(s) > MAX_STATEMENT_BYTES)
          throw new Error(`Sentencia de más de 100.000 bytes en «${paso.nombre}»`);
      const archivo = join(dir, `${i}.sql`);
      writeFileSync(archivo, sql);
      const segundos = ejecutar(persistTo, archivo);
      tiempos.push({ paso: paso.nombre, segundos, bytes: Buffer.byteLength(sql) });
      log(`  ${paso.nombre}: ${segundos.toFixed(1)} s`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return tiempos;
}

/**
 * The other way, for comparison: `cuantos` comments as multi-row INSERT … VALUES statements
 * of at most 100 KB each (no bound parameters), one file, into `persistTo`.
 */
export function cargarComoValores(persistTo: string, cuantos: number) {
  const dir = mkdtempSync(join(tmpdir(), 'citasalud-escala-valores-'));
  try {
    const cabecera = 'INSERT INTO comentarios (user_id, nombre, email, observacion, calificacion, verificado) VALUES ';
    const sentencias: string[] = [];
    let actual: string[] = [];
    let bytes = Buffer.byteLength(cabecera);
    const profesionalId = primerProfesionalDeEscala(persistTo);
    for (let i = 0; i < cuantos; i++) {
      const fila = `(${profesionalId}, ${q(`Paciente ${i}`)}, ${q(`paciente${i}@correo.test`)}, ${q(COMENTARIOS[i % COMENTARIOS.length])}, ${1 + (i % 5)}, 0)`;
      const tam = Buffer.byteLength(fila) + 2;
      if (bytes + tam > MAX_STATEMENT_BYTES) {
        sentencias.push(cabecera + actual.join(', '));
        actual = [];
        bytes = Buffer.byteLength(cabecera);
      }
      actual.push(fila);
      bytes += tam;
    }
    if (actual.length) sentencias.push(cabecera + actual.join(', '));
    const archivo = join(dir, 'valores.sql');
    writeFileSync(archivo, `${sentencias.join(';\n')};\n`);
    const segundos = ejecutar(persistTo, archivo);
    return { segundos, sentencias: sentencias.length, bytes: statSync(archivo).size };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The same `cuantos` comments through one `INSERT … WITH RECURSIVE` statement. */
export function cargarComoCte(persistTo: string, cuantos: number) {
  const dir = mkdtempSync(join(tmpdir(), 'citasalud-escala-cte-'));
  try {
    const sql = `INSERT INTO comentarios (user_id, nombre, email, observacion, calificacion, verificado)
WITH RECURSIVE s(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM s WHERE i < ${cuantos - 1}),
${tablaCte(
  'op',
  'k, texto',
  COMENTARIOS.map((x, k) => [k, x]),
)}
SELECT ${primerProfesionalDeEscala(persistTo)}, 'Paciente ' || i,
  printf('paciente%d@correo.test', i), op.texto, 1 + i % 5, 0 FROM s JOIN op ON op.k = i % ${COMENTARIOS.length};\n`;
    const archivo = join(dir, 'cte.sql');
    writeFileSync(archivo, sql);
    return { segundos: ejecutar(persistTo, archivo), sentencias: 1, bytes: Buffer.byteLength(sql) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
