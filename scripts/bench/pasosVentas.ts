/**
 * The scale dataset's ventas (issue 21's speed goals): 100,000 orders over the last 120 days with
 * one to three lines each on the generated products, in a few `INSERT … WITH RECURSIVE`
 * statements (no bound parameters, each well under D1's 100 KB) like pasos.ts. Their facturas
 * start with 'ESC-', so the statements after the first find them by the UNIQUE index.
 */
/** `nombre(columnas) AS (VALUES …)` of literal rows (no quote in them). */
const tablaCte = (nombre: string, columnas: string, rows: (string | number)[][]) =>
  `${nombre}(${columnas}) AS (VALUES ${rows.map((r) => `(${r.map((v) => (typeof v === 'number' ? v : `'${v}'`)).join(', ')})`).join(', ')})`;

export const VENTAS = 100_000;
/** What the generated orders hold, for the scenarios' searches: a buyer's e-mail, a surname, a phone. */
export const BUSQUEDAS_VENTAS = ['comprador7@correo.test', 'torres', '3150000042'];
/** ventas per statement: each INSERT stays a few seconds long */
const BLOQUE = 25_000;
const deEscala = (tabla: string) => `${tabla}.factura >= 'ESC-' AND ${tabla}.factura < 'ESC.'`;
const COMPRADORES: [string, string][] = [
  ['Valentina', 'Ríos Gómez'],
  ['Santiago', 'Pérez Díaz'],
  ['Camila', 'Torres López'],
  ['Andrés', 'Martínez Ruiz'],
  ['Daniela', 'García Rojas'],
];
const CIUDADES: [string, string, number][] = [
  ['Bogotá', '11001', 8000],
  ['Soacha', '25754', 10000],
  ['Medellín', '05001', 12000],
  ['Cali', '76001', 12000],
  ['Leticia', '91001', 28000],
];
/** Payment, then delivery, by the order's number: 7 in 10 paid, moving along their steps. */
const PAGO = `CASE WHEN s.n % 10 < 7 THEN 'aprobado' WHEN s.n % 10 = 7 THEN 'pendiente' WHEN s.n % 10 = 8 THEN 'rechazado' ELSE 'error' END`;
const ENTREGA = `CASE WHEN s.n % 10 >= 7 THEN CASE WHEN s.n % 20 = 19 THEN 'cancelado' ELSE 'pendiente' END
  ELSE CASE s.n % 4 WHEN 0 THEN 'entregado' WHEN 1 THEN 'enviado' WHEN 2 THEN 'preparando' ELSE 'pendiente' END END`;

/** `ventas` orders (1 = the full 100,000) and their lines, on the last `productos` products inserted. */
export function pasosVentas(ventas: number, productos: number): string[] {
  const sql: string[] = [];
  for (let desde = 0; desde < ventas; desde += BLOQUE) {
    const hasta = Math.min(ventas, desde + BLOQUE) - 1;
    sql.push(`INSERT INTO ventas (factura, token, reference, nombre, apellidos, email, telefono_cliente, ciudad,
  ciudad_codigo, documento, direccion, status_pago, status_entrega, total, envio, created_at, updated_at)
WITH RECURSIVE s(n) AS (SELECT ${desde} UNION ALL SELECT n + 1 FROM s WHERE n < ${hasta}),
${tablaCte(
  'comp',
  'k, nombre, apellidos',
  COMPRADORES.map(([n, a], k) => [k, n, a]),
)},
${tablaCte(
  'ciu',
  'k, nombre, codigo, envio',
  CIUDADES.map(([n, c, e], k) => [k, n, c, e]),
)},
t(n, instante) AS (SELECT n, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || (n % 120) || ' days', '-' || ((n * 37) % 1440) || ' minutes') FROM s)
SELECT printf('ESC-%08d', s.n), printf('escala-token-%d', s.n), printf('escala-ref-%d', s.n), comp.nombre, comp.apellidos,
  printf('comprador%d@correo.test', s.n % 20000), printf('3%09d', 150000000 + s.n % 20000), ciu.nombre, ciu.codigo,
  CASE WHEN s.n % 3 = 0 THEN printf('%d', 1000000000 + s.n) ELSE '' END, printf('Calle %d # %d-%d', s.n % 150 + 1, s.n % 80 + 1, s.n % 90 + 10),
  ${PAGO}, ${ENTREGA}, 0, CASE WHEN s.n % 5 = 0 THEN 0 ELSE ciu.envio END, t.instante, t.instante
FROM s JOIN t ON t.n = s.n
JOIN comp ON comp.k = s.n % ${COMPRADORES.length}
JOIN ciu ON ciu.k = (s.n / 7) % ${CIUDADES.length}`);
  }
  // one to three lines per venta, on products spread over the generated ones (contiguous ids)
  sql.push(`INSERT INTO venta_productos (venta_id, producto_id, nombre_produto, nombre_marca, nombre_promocion, cantidad,
  valor_unitario, procentaje_aplicado, iva, total)
WITH RECURSIVE j(k) AS (SELECT 0 UNION ALL SELECT k + 1 FROM j WHERE k < 2),
p0(id) AS (SELECT max(id) - ${productos - 1} FROM productos),
l AS (SELECT v.id AS venta_id, p0.id + (v.id * 7919 + j.k * 104729) % ${productos} AS producto_id, 1 + (v.id + j.k) % 3 AS cantidad
      FROM ventas v, j, p0 WHERE ${deEscala('v')} AND j.k <= v.id % 3)
SELECT l.venta_id, p.id, p.nombre, coalesce(m.nombre, ''), '', l.cantidad, p.precio, 0, p.iva, p.precio * l.cantidad
FROM l JOIN productos p ON p.id = l.producto_id LEFT JOIN marcas m ON m.id = p.id_marca`);
  sql.push(`UPDATE ventas SET
  total = ventas.envio + (SELECT coalesce(sum(vp.total), 0) FROM venta_productos vp WHERE vp.venta_id = ventas.id),
  iva = (SELECT coalesce(sum(vp.total - vp.total * 100 / (100 + vp.iva)), 0) FROM venta_productos vp WHERE vp.venta_id = ventas.id)
WHERE ${deEscala('ventas')}`);
  return sql;
}
