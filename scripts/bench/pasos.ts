/**
 * The statements of the scale dataset, by step: a few short `INSERT … WITH RECURSIVE` that
 * generate the rows inside SQLite (each well under D1's 100 KB statement limit, none with bound
 * parameters). cargar.ts runs them.
 */
import { pasosVentas, VENTAS } from './pasosVentas';

export const ESCALA = {
  profesionales: 10_000,
  citas: 500_000,
  comentarios: 200_000,
  productos: 50_000,
  ventas: VENTAS,
};
/** 30-minute franjas a day cut from the weekday range 08:00–12:00: what the citas are spread over. */
const FRANJAS_POR_DIA = 8;
const MOTIVOS = ['Consulta de primera vez', 'Control', 'Revisión de exámenes'];
/** D1 refuses statements over 100,000 bytes (SQLITE_TOOBIG), counted in UTF-8. */
export const MAX_STATEMENT_BYTES = 100_000;

const CIUDADES: [string, string][] = [
  ['Bogotá', 'bogota'],
  ['Medellín', 'medellin'],
  ['Cali', 'cali'],
  ['Barranquilla', 'barranquilla'],
  ['Cartagena', 'cartagena'],
  ['Bucaramanga', 'bucaramanga'],
  ['Manizales', 'manizales'],
  ['Pereira', 'pereira'],
  ['Santa Marta', 'santa marta'],
  ['Cúcuta', 'cucuta'],
  ['Ibagué', 'ibague'],
  ['Villavicencio', 'villavicencio'],
  ['Neiva', 'neiva'],
  ['Armenia', 'armenia'],
  ['Montería', 'monteria'],
  ['Popayán', 'popayan'],
  ['Sincelejo', 'sincelejo'],
  ['Riohacha', 'riohacha'],
  ['Tunja', 'tunja'],
  ['Valledupar', 'valledupar'],
];
const NOMBRES = ['Ana', 'Carlos', 'Laura', 'Andrés', 'Camila', 'Juan', 'Valentina', 'Santiago', 'Daniela', 'Felipe'];
const APELLIDOS = [
  'Gómez',
  'Rodríguez',
  'Martínez',
  'López',
  'García',
  'Pérez',
  'Sánchez',
  'Ramírez',
  'Torres',
  'Díaz',
];
export const COMENTARIOS = [
  'Muy buena atención, explicó todo con claridad.',
  'Puntual y amable. Lo recomiendo.',
  'La consulta fue corta pero resolvió mis dudas.',
  'Excelente profesional, muy humano.',
  'Tuve que esperar un poco, pero valió la pena.',
];
const PRODUCTOS = [
  'Vitamina C',
  'Omega 3',
  'Colágeno',
  'Protector solar',
  'Gel antibacterial',
  'Tensiómetro',
  'Magnesio',
];

export const q = (s: string) => `'${s.replace(/'/g, "''")}'`;
const sinTildes = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
const valores = (rows: (string | number)[][]) =>
  rows.map((r) => `(${r.map((v) => (typeof v === 'number' ? v : q(v))).join(', ')})`).join(', ');
export const tablaCte = (nombre: string, columnas: string, rows: (string | number)[][]) =>
  `${nombre}(${columnas}) AS (VALUES ${valores(rows)})`;

/** Marks the generated professionals: cédulas 'ESC00000000'… (the UNIQUE index finds them). */
const DE_ESCALA = `u.cedula >= 'ESC' AND u.cedula < 'ESD'`;
const HOY = `date('now', '-5 hours')`; // Bogotá

export type Paso = { nombre: string; sql: string[] };

/** The statements, by step; `factor` shrinks every count (1 = the full scale). */
export function pasos(factor = 1): Paso[] {
  const n = (x: number) => Math.max(1, Math.round(x * factor));
  const pros = n(ESCALA.profesionales);
  const citasPorPro = Math.max(1, Math.round(ESCALA.citas / ESCALA.profesionales));
  const comentariosPorPro = Math.max(1, Math.round(ESCALA.comentarios / ESCALA.profesionales));
  const productos = n(ESCALA.productos);
  const bloque = 1000; // professionals per appointments statement (50,000 rows)

  const profesionales = `INSERT INTO users (rol, name, nombre, apellido, cedula, email, password_hash, fijo, celular,
  especialidad_id, horarioatencion, publico, mediospago, direccion, ciudad, ciudad_slug, busqueda, virtual, presencial,
  activo, destacado, fotoperfil)
WITH RECURSIVE seq(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM seq WHERE n < ${pros - 1}),
${tablaCte(
  'ciudades',
  'k, nombre, plano',
  CIUDADES.map(([c, s], k) => [k, c, s]),
)},
${tablaCte(
  'nombres',
  'k, nombre, plano',
  NOMBRES.map((x, k) => [k, x, sinTildes(x)]),
)},
${tablaCte(
  'apellidos',
  'k, apellido, plano',
  APELLIDOS.map((x, k) => [k, x, sinTildes(x)]),
)},
esp AS (SELECT id, slug, row_number() OVER (ORDER BY id) - 1 AS k, count(*) OVER () AS total FROM especialidades),
fotos AS (SELECT fotoperfil AS f, row_number() OVER (ORDER BY id) - 1 AS k, count(*) OVER () AS total
          FROM users WHERE fotoperfil != '')
SELECT 0, nm.nombre, nm.nombre, ap.apellido || ' ' || (seq.n + 1), printf('ESC%08d', seq.n),
  printf('escala%d@escala.citasalud.test', seq.n), 'pbkdf2-sha256$100000$escala$escala', '6015550000',
  printf('3%09d', 100000000 + seq.n), esp.id, 'Lunes a viernes de 8:00 a. m. a 12:00 m.', 'Adultos',
  'Efectivo, tarjeta', printf('Calle %d # %d-%d', seq.n % 120 + 1, seq.n % 60 + 1, seq.n % 90 + 10),
  c.nombre, c.plano, nm.plano || ' ' || ap.plano || ' ' || (seq.n + 1) || ' ' || esp.slug,
  seq.n % 3 != 0, seq.n % 4 != 1, 1, seq.n % 40 = 0, coalesce(fotos.f, '')
FROM seq
JOIN ciudades c ON c.k = seq.n % ${CIUDADES.length}
JOIN nombres nm ON nm.k = seq.n % ${NOMBRES.length}
JOIN apellidos ap ON ap.k = (seq.n / ${NOMBRES.length}) % ${APELLIDOS.length}
JOIN esp ON esp.k = seq.n % esp.total
LEFT JOIN fotos ON fotos.k = seq.n % fotos.total`;

  // two weekly ranges (issue 20): Monday to Friday 08:00–12:00 and Saturday 08:00–10:00
  const horarios = `INSERT INTO horarios (user_id, hora_inicio, hora_fin, lunes, martes, miercoles, jueves, viernes, sabado, domingo)
SELECT u.id, '08:00', '12:00', 1, 1, 1, 1, 1, 0, 0 FROM users u WHERE ${DE_ESCALA}
UNION ALL
SELECT u.id, '08:00', '10:00', 0, 0, 0, 0, 0, 1, 0 FROM users u WHERE ${DE_ESCALA}`;

  // one professional in five takes a week off from 5 days ahead; each accepts three aseguradoras
  const ausencias = `INSERT INTO ausencias (user_id, desde, hasta, motivo)
SELECT u.id, date(${HOY}, '+5 days'), date(${HOY}, '+11 days'), 'Vacaciones' FROM users u WHERE ${DE_ESCALA} AND u.id % 5 = 0`;
  const aseguradoras = `INSERT INTO profesional_aseguradoras (user_id, aseguradora_id)
WITH a AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS k, count(*) OVER () AS total FROM aseguradoras),
j(k) AS (VALUES (0), (7), (13))
SELECT DISTINCT u.id, a.id FROM users u, j JOIN a ON a.k = (u.id + j.k) % a.total WHERE ${DE_ESCALA}`;

  // the first visit takes two franjas
  const motivos = `INSERT INTO motivos (user_id, nombre, duracion_minutos)
WITH ${tablaCte(
    'm',
    'nombre',
    MOTIVOS.map((x) => [x]),
  )}
SELECT u.id, m.nombre, CASE WHEN m.nombre = ${q(MOTIVOS[0])} THEN 60 END FROM users u, m WHERE ${DE_ESCALA}`;

  // Each professional's appointments: franja k % 8 of the weekday range on day (k / 8) * 17 + id % 17 from 60 days ago,
  // so (professional, date, start) never repeats; past ones mostly attended. Each has its start as
  // a UTC instant and its .ics UID, as a booking writes them; a reminder is still due for upcoming
  // ones (`recordatorio_lote` NULL) but one in ten, booked less than 2 hours ahead ('no').
  const citas: string[] = [];
  for (let desde = 0; desde < pros; desde += bloque)
    citas.push(`INSERT INTO citas (user_id, horario_id, motivo_id, nombre, telefono, email, observacion, fecha_cita,
  hora_inicio, hora_fin, ocupa_hasta, primera_visita, atendido, inicio, uid, recordatorio_lote)
WITH RECURSIVE j(k) AS (SELECT 0 UNION ALL SELECT k + 1 FROM j WHERE k < ${citasPorPro - 1}),
pros AS (SELECT u.id FROM users u WHERE ${DE_ESCALA} ORDER BY u.cedula LIMIT ${bloque} OFFSET ${desde}),
dias AS (SELECT pros.id AS user_id, j.k, date(${HOY}, '-60 days', '+' || ((j.k / ${FRANJAS_POR_DIA}) * 17 + pros.id % 17) || ' days') AS fecha,
           printf('%02d:%02d', 8 + (j.k % ${FRANJAS_POR_DIA}) / 2, ((j.k % ${FRANJAS_POR_DIA}) % 2) * 30) AS desde,
           printf('%02d:%02d', 8 + (j.k % ${FRANJAS_POR_DIA} + 1) / 2, ((j.k % ${FRANJAS_POR_DIA} + 1) % 2) * 30) AS hasta
         FROM pros, j)
SELECT d.user_id, h.id, (SELECT max(m.id) FROM motivos m WHERE m.user_id = d.user_id),
  'Paciente ' || (d.user_id * 100 + d.k), printf('3%09d', 200000000 + d.k), printf('paciente%d@correo.test', (d.user_id * 7 + d.k) % 150000),
  '', d.fecha, d.desde, d.hasta, d.hasta, CASE WHEN d.k % 3 = 0 THEN 'si' ELSE 'no' END,
  CASE WHEN d.fecha < ${HOY} AND d.k % 5 != 0 THEN 1 ELSE 0 END,
  strftime('%Y-%m-%dT%H:%M:00.000Z', d.fecha || ' ' || d.desde, '+5 hours'),
  'escala-' || d.user_id || '-' || d.k || '@citasalud',
  CASE WHEN d.fecha < ${HOY} THEN 'escala' WHEN d.k % 10 = 9 THEN 'no' END
FROM dias d JOIN horarios h ON h.user_id = d.user_id AND h.lunes = 1`);

  const comentarios: string[] = [];
  for (let desde = 0; desde < pros; desde += bloque * 2)
    comentarios.push(`INSERT INTO comentarios (user_id, nombre, email, observacion, calificacion, verificado, created_at)
WITH RECURSIVE j(k) AS (SELECT 0 UNION ALL SELECT k + 1 FROM j WHERE k < ${comentariosPorPro - 1}),
${tablaCte(
  'op',
  'k, texto',
  COMENTARIOS.map((x, k) => [k, x]),
)},
pros AS (SELECT u.id FROM users u WHERE ${DE_ESCALA} ORDER BY u.cedula LIMIT ${bloque * 2} OFFSET ${desde})
SELECT pros.id, 'Paciente ' || (pros.id * 100 + j.k), printf('paciente%d@correo.test', (pros.id * 7 + j.k) % 150000),
  op.texto, CASE WHEN (pros.id + j.k) % 7 = 0 THEN 2 + pros.id % 2 ELSE 3 + (pros.id * 3 + j.k) % 3 END, j.k % 4 = 0,
  strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || (j.k * 9 + pros.id % 9) || ' days', '-' || (pros.id % 600) || ' minutes')
FROM pros, j JOIN op ON op.k = (pros.id + j.k) % ${COMENTARIOS.length}`);
  comentarios.push(`UPDATE users SET
  calificacion_suma = (SELECT coalesce(sum(c.calificacion), 0) FROM comentarios c WHERE c.user_id = users.id),
  comentarios_total = (SELECT count(*) FROM comentarios c WHERE c.user_id = users.id)
WHERE users.cedula >= 'ESC' AND users.cedula < 'ESD'`);

  const tienda = [
    `INSERT INTO marcas (nombre)
WITH RECURSIVE s(k) AS (SELECT 1 UNION ALL SELECT k + 1 FROM s WHERE k < 40)
SELECT printf('Laboratorios Escala %02d', k) FROM s`,
    `INSERT INTO productos (nombre, id_marca, id_promocion, id_caract, precio, estado, ficha_tecnica, uso_adecuado,
  aviso_legal, imagen1, busqueda, stock, stock_minimo, iva)
WITH RECURSIVE seq(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM seq WHERE n < ${productos - 1}),
${tablaCte(
  'tipos',
  'k, nombre, plano',
  PRODUCTOS.map((x, k) => [k, x, sinTildes(x)]),
)},
mk AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS k, count(*) OVER () AS total FROM marcas),
pk AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS k, count(*) OVER () AS total FROM promociones),
ck AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS k, count(*) OVER () AS total FROM caracteristicas),
img AS (SELECT imagen1 AS f, row_number() OVER (ORDER BY id) - 1 AS k, count(*) OVER () AS total
        FROM productos WHERE imagen1 != '')
SELECT t.nombre || ' ' || (seq.n + 1), mk.id, CASE WHEN seq.n % 6 = 0 THEN pk.id END, ck.id,
  (5000 + (seq.n * 7919) % 195000) / 100 * 100, CASE WHEN seq.n % 25 = 0 THEN '0' ELSE '1' END,
  '**Presentación:** frasco por 60 unidades.', 'Siga las indicaciones del empaque.', 'Este producto no es un medicamento.',
  coalesce(img.f, ''), t.plano || ' ' || (seq.n + 1),
  CASE WHEN seq.n % 4 = 0 THEN NULL WHEN seq.n % 50 = 1 THEN seq.n % 6 ELSE 20 + (seq.n * 31) % 480 END, 5,
  CASE seq.n % 10 WHEN 0 THEN 0 WHEN 1 THEN 5 ELSE 19 END
FROM seq
JOIN tipos t ON t.k = seq.n % ${PRODUCTOS.length}
JOIN mk ON mk.k = seq.n % mk.total
LEFT JOIN pk ON pk.k = seq.n % pk.total
LEFT JOIN ck ON ck.k = seq.n % ck.total
LEFT JOIN img ON img.k = seq.n % img.total`,
  ];

  return [
    {
      nombre: `${pros} profesionales, sus horarios (rangos), motivos, ausencias y aseguradoras`,
      sql: [profesionales, horarios, motivos, ausencias, aseguradoras],
    },
    { nombre: `${pros * citasPorPro} citas`, sql: citas },
    { nombre: `${pros * comentariosPorPro} comentarios y calificaciones`, sql: comentarios },
    { nombre: `${productos} productos (3 de 4 con stock; IVA 19, 5 y 0 %)`, sql: tienda },
    { nombre: `${n(ESCALA.ventas)} ventas con sus líneas`, sql: pasosVentas(n(ESCALA.ventas), productos) },
    // the rows went in around the API: stale every cached public read
    { nombre: 'versiones de caché', sql: ['UPDATE cache_version SET version = abs(random())'] },
  ];
}
