import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without declarations
import { root } from '../../scripts/lib.mjs';
// @ts-expect-error: a plain ES module script without declarations
import { CASOS, puntaje, tablas } from '../../scripts/tabla-mutacion.mjs';

const mutantes = (estados: Record<string, number>) =>
  Object.entries(estados).flatMap(([status, n]) => Array.from({ length: n }, () => ({ status })));

describe('tabla-mutacion', () => {
  it('scores as StrykerJS does: killed and timed out over all but errors, with a decimal comma', () => {
    expect(puntaje({ muertos: 8, tiempo: 1, sobreviven: 2, sinCobertura: 1 })).toBe('75,0 %');
    expect(puntaje({ muertos: 0, tiempo: 0, sobreviven: 0, sinCobertura: 0 })).toBe('—');
  });

  it('adds up common/ and each use case from the files of the report, ignoring errors', () => {
    const archivos: Record<string, { mutants: { status: string }[] }> = {};
    for (const ruta of Object.values(CASOS as Record<string, string[]>).flat())
      archivos[`${root}${ruta}`] = { mutants: mutantes({ Killed: 3, Survived: 1 }) };
    archivos[`${root}common/texto.ts`] = { mutants: mutantes({ Killed: 2, NoCoverage: 2, CompileError: 5 }) };
    const md = tablas(archivos);
    expect(md).toContain('| `common/texto.ts` | 2 | 0 | 2 | 0 | 50,0 % |');
    // common/ holds agenda, dinero, iva, envio, cupones, devolucion (3 + 1 each) and texto
    expect(md).toContain('| **common/ (todo)** | 20 | 6 | 2 | 0 | 71,4 % |');
    expect(md).toContain('| stock | `worker/tienda/faltantes.ts` | 3 | 1 | 0 | 0 | 75,0 % |');
  });

  it('refuses a report that lacks a file of a use case, rather than scoring it on less', () => {
    expect(() => tablas({})).toThrow(/no trae/);
  });
});
