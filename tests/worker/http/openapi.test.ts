import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { addDays, bogotaNow } from '../../../common/fechas';
import spec from '../../../docs/openapi.yaml?raw';
import { app } from '../../../worker';
import { lecturasPublicas } from '../../../worker/http/politica';
import { PAGINAS_DIBUJADAS } from '../../../worker/paginas/rutas';
import { call, makeCuenta } from '../helpers';

/**
 * docs/openapi.yaml against the app as mounted: every served (method, path) is documented and
 * every documented one is served; the calls of the original specification are not marked as
 * ours and every other one is; `$ref`s resolve; the documented access matches what the routes do.
 *
 * The checks read the YAML with a line reader for the layout the document keeps (paths at 2 spaces,
 * methods at 4, operation keys at 6; components' sections at 2, names at 4); a strict YAML parser
 * (the `yaml` package, as code generators and Swagger UI read it) checks that the document is YAML
 * at all and that both readings find the same operations.
 */

type Operacion = { metodo: string; ruta: string; lineas: string[] };

const METODOS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options']);
const sangria = (linea: string) => linea.length - linea.trimStart().length;
const vacia = (linea: string) => linea.trim() === '' || linea.trim().startsWith('#');

/** The top-level block `nombre:` of the document, without its header line. */
function bloque(nombre: string): string[] {
  const lineas = spec.split('\n');
  const inicio = lineas.indexOf(`${nombre}:`);
  if (inicio < 0) return [];
  const fin = lineas.findIndex((l, i) => i > inicio && !vacia(l) && sangria(l) === 0);
  return lineas.slice(inicio + 1, fin < 0 ? undefined : fin);
}

function documentadas(): Operacion[] {
  const ops: Operacion[] = [];
  let ruta = '';
  let actual: Operacion | null = null;
  for (const linea of bloque('paths')) {
    if (vacia(linea)) continue;
    const n = sangria(linea);
    const clave = /^\s*([^\s:]+):\s*$/.exec(linea)?.[1];
    if (n === 2 && clave) {
      ruta = clave;
      actual = null;
    } else if (n === 4) {
      actual = clave && METODOS.has(clave) ? { metodo: clave.toUpperCase(), ruta, lineas: [] } : null;
      if (actual) ops.push(actual);
    } else if (n >= 6 && actual) actual.lineas.push(linea);
  }
  return ops;
}

/** What the app serves, as OpenAPI spells it: `/:id` → `/{id}`, `/storage/*` → `/storage/{key}`. */
function servidas(): string[] {
  const concretas = new Set(app.routes.filter((r) => r.method !== 'ALL').map((r) => r.path));
  const ops = app.routes
    .filter((r) => {
      if (r.path === '/api/__eco' || r.path === '/assets/*') return false;
      // the public pages the Worker draws (HTML, not API: their reads are the documented ones)
      if (r.method === 'GET' && PAGINAS_DIBUJADAS.includes(r.path)) return false;
      // middleware: `use('*')`, `use('/api/*')`, and `use()` on a path that has its own handlers
      if (r.method === 'ALL' && (r.path.endsWith('*') || concretas.has(r.path))) return false;
      return true;
    })
    .map((r) => {
      const ruta = r.path === '/storage/*' ? '/storage/{key}' : r.path.replace(/\/:([A-Za-z_]\w*)/g, '/{$1}');
      return `${r.method} ${ruta}`;
    });
  return [...new Set(ops)].sort();
}

const clave = (op: Operacion) => `${op.metodo} ${op.ruta}`;
const valor = (op: Operacion, campo: string) =>
  op.lineas
    .find((l) => sangria(l) === 6 && l.trimStart().startsWith(`${campo}:`))
    ?.split(':')[1]
    ?.trim();

/** The calls of the two specifications' call tables (seeds/), plus image serving. */
const DE_LA_ESPECIFICACION = [
  'GET /api/especialidades/all',
  'GET /api/home/all',
  'GET /api/medic/all',
  'POST /api/medic/find',
  'GET /api/comentario/all/medic',
  'POST /api/comentario/create',
  'POST /api/cita/create',
  'POST /api/user/auth',
  'POST /api/user/create',
  'GET /api/users',
  'POST /api/users/update',
  'POST /api/users/update/imagen',
  'GET /api/motivo/all',
  'POST /api/motivo/newmotivo',
  'POST /api/motivo/delete',
  'GET /api/horarios/all',
  'POST /api/horarios/newhorario',
  'POST /api/horarios/delete',
  'GET /api/medic/all/private',
  'GET /api/cita/atendido',
  'GET /api/cita/delete',
  'GET /api/producto/index',
  'POST /api/producto/create',
  'POST /api/producto/update',
  'POST /api/producto/update-image',
  'GET /api/marcas/index',
  'POST /api/marcas/create',
  'POST /api/marcas/update',
  'POST /api/marcas/find',
  'POST /api/marcas/delete',
  'GET /api/promocion/index',
  'POST /api/promocion/create',
  'POST /api/promocion/find',
  'POST /api/promocion/update',
  'POST /api/promocion/delete',
  'GET /api/caracteristica/all',
  'POST /api/caracteristica/create',
  'POST /api/caracteristica/update',
  'POST /api/caracteristica/delete',
  'GET /api/ventas/index',
  'POST /api/ventas/index/productos',
  'POST /api/ventas/update/status',
  'POST /api/compras/new',
  'POST /api/especialidad/create',
  'POST /api/especialidad/update',
  'POST /api/especialidad/delete',
  'POST /api/home/create',
  'GET /storage/{key}',
];

/** A concrete URL for a documented path (path parameters filled with harmless values). */
const url = (ruta: string) =>
  ruta.replace('{id}', '999999').replace('{reference}', 'NOEXISTE').replace('{key}', 'nada/x.png');

describe('docs/openapi.yaml', () => {
  const ops = documentadas();
  const documentado = ops.map(clave).sort();

  it('is an OpenAPI 3.1 document for the local server', () => {
    expect(spec).toMatch(/^openapi: 3\.1\.\d+$/m);
    expect(spec).toContain('- url: http://localhost:8787');
    expect(ops.length).toBeGreaterThan(60);
  });

  it('is strict YAML, the same operations for a YAML parser as for the line reader', () => {
    const doc = parseDocument(spec, { strict: true, uniqueKeys: true });
    expect(doc.errors.map((e) => e.message)).toEqual([]);
    expect(doc.warnings.map((e) => e.message)).toEqual([]);
    const paths = (doc.toJS() as { paths: Record<string, Record<string, unknown>> }).paths;
    const leidas = Object.entries(paths).flatMap(([ruta, metodos]) =>
      Object.keys(metodos)
        .filter((m) => METODOS.has(m))
        .map((m) => `${m.toUpperCase()} ${ruta}`),
    );
    expect(leidas.sort()).toEqual(documentado);
  });

  it('documents every route the app serves', () => {
    const faltan = servidas().filter((op) => !documentado.includes(op));
    expect(faltan, 'rutas sin documentar').toEqual([]);
  });

  it('documents no route the app does not serve', () => {
    const sobran = documentado.filter((op) => !servidas().includes(op));
    expect(sobran, 'rutas documentadas que no existen').toEqual([]);
    expect(new Set(documentado).size, 'operaciones repetidas').toBe(documentado.length);
  });

  it('marks as ours exactly the calls the original specification does not show', () => {
    for (const op of ops) {
      const nuestra = valor(op, 'x-citasalud-extension') === 'true';
      expect(nuestra, clave(op)).toBe(!DE_LA_ESPECIFICACION.includes(clave(op)));
    }
    for (const original of DE_LA_ESPECIFICACION) expect(documentado, original).toContain(original);
  });

  it('gives every operation an access level, an operationId and responses', () => {
    const ids = new Set<string>();
    for (const op of ops) {
      expect(['publico', 'sesion', 'personal', 'solo-local'], clave(op)).toContain(valor(op, 'x-citasalud-acceso'));
      const id = valor(op, 'operationId') ?? '';
      expect(id, clave(op)).not.toBe('');
      expect(ids.has(id), `operationId repetido: ${id}`).toBe(false);
      ids.add(id);
      expect(
        op.lineas.some((l) => sangria(l) === 6 && l.trim() === 'responses:'),
        clave(op),
      ).toBe(true);
    }
  });

  it('resolves every $ref to a component that exists', () => {
    const componentes = new Set<string>();
    let seccion = '';
    for (const linea of bloque('components')) {
      if (vacia(linea)) continue;
      const nombre = /^\s*([^\s:]+):/.exec(linea)?.[1];
      if (sangria(linea) === 2 && nombre) seccion = nombre;
      else if (sangria(linea) === 4 && nombre) componentes.add(`${seccion}/${nombre}`);
    }
    const refs = [...spec.matchAll(/\$ref: '#\/components\/([^/']+)\/([^/']+)/g)].map((m) => `${m[1]}/${m[2]}`);
    expect(refs.length).toBeGreaterThan(100);
    expect(
      [...new Set(refs)].filter((r) => !componentes.has(r)),
      'referencias rotas',
    ).toEqual([]);
  });

  it('answers 401 without a session on every operation documented as needing one', async () => {
    const conSesion = ops.filter((op) => ['sesion', 'personal'].includes(valor(op, 'x-citasalud-acceso') ?? ''));
    expect(conSesion.length).toBeGreaterThan(30);
    for (const op of conSesion) {
      const res = await call(url(op.ruta), { method: op.metodo });
      expect(res.status, clave(op)).toBe(401);
    }
  });

  it("answers 403 to a professional's session on every operation documented as staff-only", async () => {
    const profesional = await makeCuenta();
    const personal = ops.filter((op) => valor(op, 'x-citasalud-acceso') === 'personal');
    expect(personal.length).toBeGreaterThanOrEqual(20);
    for (const op of personal) {
      const res = await call(url(op.ruta), { method: op.metodo, token: profesional.token });
      expect(res.status, clave(op)).toBe(403);
    }
  });

  it('never answers 401 or 403 to an anonymous caller (Bearer null) on public operations', async () => {
    const publicas = ops.filter((op) => ['publico', 'solo-local'].includes(valor(op, 'x-citasalud-acceso') ?? ''));
    expect(publicas.length).toBeGreaterThan(20);
    for (const op of publicas) {
      // an empty body: validation (422), a malformed event (400) or a miss (404), never a refusal
      const res = await call(url(op.ruta), { method: op.metodo, token: null });
      expect([401, 403], `${clave(op)} → ${res.status}`).not.toContain(res.status);
      expect(res.status, clave(op)).toBeLessThan(500);
    }
  });

  it('marks as cached exactly the public reads the cache serves, each with its area', () => {
    const cacheadas = Object.fromEntries(
      ops.filter((op) => valor(op, 'x-citasalud-cache')).map((op) => [clave(op), valor(op, 'x-citasalud-cache')]),
    );
    const esperadas = Object.fromEntries(
      Object.entries(lecturasPublicas(app.routes)).map(([ruta, area]) => [`GET ${ruta}`, area]),
    );
    expect(cacheadas).toEqual(esperadas);
  });

  it('answers the documented ETag and 304 on every cached read for an anonymous caller', async () => {
    const profesional = await makeCuenta();
    const consulta: Record<string, string> = {
      '/api/comentario/all/medic': `?id=${profesional.id}`,
      '/api/medic/disponibilidad': `?id=${profesional.id}&fecha=${addDays(bogotaNow().fecha, 1)}`,
      '/api/medic/disponibilidad/mes': `?id=${profesional.id}&mes=${bogotaNow().fecha.slice(0, 7)}`,
    };
    for (const op of ops.filter((o) => valor(o, 'x-citasalud-cache'))) {
      const ruta = `${op.ruta}${consulta[op.ruta] ?? ''}`;
      const primera = await call(ruta, { token: null });
      expect(primera.status, ruta).toBe(200);
      const etag = primera.headers.get('ETag') ?? '';
      expect(etag, ruta).toMatch(/^".+"$/);
      expect(primera.headers.get('Cache-Control'), ruta).toBe('public, max-age=0, must-revalidate');
      expect(op.lineas, clave(op)).toContain("          $ref: '#/components/responses/SinCambios'");
      const otra = await call(ruta, { token: null, headers: { 'If-None-Match': etag } });
      expect(otra.status, ruta).toBe(304);
    }
  });
});
