import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  carpetasLlenas,
  cuerposComoValor,
  esCuerpo,
  isEdge,
  MAX_ARCHIVOS,
  specifiersOf,
  wallsCrossed,
  // @ts-expect-error: a plain ES module script without declarations
} from '../../scripts/check-modulos.mjs';

const decl = JSON.parse(readFileSync(new URL('../../worker/modulos.json', import.meta.url), 'utf8'));

describe('scripts/check-modulos.mjs', () => {
  it('reads static imports, re-exports and dynamic imports, type imports included', () => {
    const text = [
      "import { a } from './a';",
      "import type { B } from '../b';",
      "export { c } from './c';",
      "const d = await import('./d');",
      "import {\n  e,\n  f,\n} from 'hono/factory';",
    ].join('\n');
    expect(specifiersOf(text)).toEqual(['./a', '../b', './c', './d', 'hono/factory']);
  });

  it('lets a module use another through its index.ts, in the declared direction', () => {
    expect(
      wallsCrossed('worker/citas/agendar.ts', ['worker/agenda/index.ts', 'worker/mensajes/index.ts'], decl),
    ).toEqual([]);
  });

  it("refuses another module's internals", () => {
    const problems = wallsCrossed('worker/citas/agendar.ts', ['worker/agenda/proxima.ts'], decl);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('worker/agenda/index.ts');
  });

  it('refuses an import against the declared direction, even through an index.ts', () => {
    expect(wallsCrossed('worker/agenda/disponibilidad.ts', ['worker/citas/index.ts'], decl)).toEqual([
      'worker/citas/index.ts: agenda no puede usar citas (worker/modulos.json)',
    ]);
    expect(wallsCrossed('worker/plataforma/throttle.ts', ['worker/mensajes/index.ts'], decl)).toHaveLength(1);
  });

  it("refuses 'hono' and worker/http/ outside the edge, and allows them in routes", () => {
    expect(wallsCrossed('worker/citas/agendar.ts', ['hono'], decl)).toHaveLength(1);
    expect(wallsCrossed('worker/plataforma/reloj.ts', ['hono/factory'], decl)).toHaveLength(1);
    expect(wallsCrossed('worker/citas/agendar.ts', ['worker/http/auth.ts'], decl)).toHaveLength(1);
    expect(wallsCrossed('worker/citas/rutas/citas.ts', ['hono', 'worker/http/auth.ts'], decl)).toEqual([]);
    expect(wallsCrossed('worker/paginas/rutas.ts', ['hono'], decl)).toEqual([]);
    expect(wallsCrossed('worker/http/cache.ts', ['hono/factory'], decl)).toEqual([]);
  });

  it('lets every file use the base folders and its own module', () => {
    expect(
      wallsCrossed(
        'worker/ventas/pagos/eventos.ts',
        ['worker/db/conexion.ts', 'worker/plataforma/errors.ts', 'worker/textos/index.ts', 'worker/ventas/paso.ts'],
        decl,
      ),
    ).toEqual([]);
  });

  it('knows the edge: the app, worker/http/ and the routes files', () => {
    expect(isEdge('worker/index.ts')).toBe(true);
    expect(isEdge('worker/http/body.ts')).toBe(true);
    expect(isEdge('worker/tienda/rutas.ts')).toBe(true);
    expect(isEdge('worker/tienda/rutas/marcas.ts')).toBe(true);
    expect(isEdge('worker/tienda/stock.ts')).toBe(false);
    expect(isEdge('worker/tienda/rutas-viejas.ts')).toBe(false);
  });

  it('declares every module folder of worker/ and only acyclic directions', () => {
    const modulos: Record<string, string[]> = decl.modulos;
    const visitando = new Set<string>();
    const hecho = new Set<string>();
    const visitar = (m: string) => {
      if (hecho.has(m)) return;
      expect(visitando.has(m), `circle through ${m}`).toBe(false);
      visitando.add(m);
      for (const d of modulos[m] ?? []) visitar(d);
      visitando.delete(m);
      hecho.add(m);
    };
    for (const m of Object.keys(modulos)) visitar(m);
  });

  it('refuses a folder of worker/ with more than 20 source files directly (a flat bag)', () => {
    expect(MAX_ARCHIVOS).toBe(20);
    const veinte = Array.from({ length: 20 }, (_, i) => `worker/citas/r${i}.ts`);
    expect(carpetasLlenas(veinte)).toEqual([]);
    expect(carpetasLlenas([...veinte, 'worker/citas/otra.ts', 'worker/citas/rutas/x.ts'])).toEqual([
      { carpeta: 'worker/citas', n: 21 },
    ]);
  });

  it('refuses a value import of the request schemas on the web, and lets their types through', () => {
    const pagina = 'web/src/features/citas/api.ts';
    expect(cuerposComoValor(pagina, "import type { NuevaCita } from '../../../../common/cuerpos/citas';")).toEqual([]);
    expect(cuerposComoValor(pagina, "export type { NuevaCita } from '../../../../common/cuerpos/citas';")).toEqual([]);
    expect(cuerposComoValor(pagina, "import type { texto } from '../../../../common/validacion';")).toEqual([]);
    for (const valor of [
      "import { nuevaCita } from '../../../../common/cuerpos/citas';",
      "import { type NuevaCita } from '../../../../common/cuerpos/citas';",
      "export { nuevaCita } from '../../../../common/cuerpos/citas';",
      "import '../../../../common/cuerpos/citas';",
      "const c = await import('../../../../common/cuerpos/citas');",
      "import { texto } from '../../../../common/validacion.ts';",
    ])
      expect(cuerposComoValor(pagina, valor), valor).toHaveLength(1);
  });

  it('holds common/ to the same rule outside the schemas, since the web imports it', () => {
    expect(cuerposComoValor('common/wire/citas.ts', "export type { NuevaCita } from '../cuerpos/citas';")).toEqual([]);
    expect(cuerposComoValor('common/wire/citas.ts', "export { nuevaCita } from '../cuerpos/citas';")).toHaveLength(1);
    expect(cuerposComoValor('common/cuerpos/citas.ts', "import { id, texto } from '../validacion';")).toEqual([]);
    expect(cuerposComoValor('web/src/lib/db.ts', "import { a } from '../../../common/cuerpos-viejos';")).toEqual([]);
    expect(esCuerpo('common/cuerpos/agenda.ts')).toBe(true);
    expect(esCuerpo('common/validacion')).toBe(true);
    expect(esCuerpo('common/validaciones.ts')).toBe(false);
  });
});
