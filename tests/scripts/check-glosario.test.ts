// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the sources under test are code written as text
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without declarations
import { findRetired, namesOnly, partsOf, retiredWords } from '../../scripts/check-glosario.mjs';

const glossary = readFileSync(new URL('../../docs/glosario.md', import.meta.url), 'utf8');
const words: Map<string, string> = retiredWords(glossary);
const found = (path: string, source: string) =>
  (findRetired(path, source, words) as { name: string; word: string; use: string }[]).map((f) => f.name);

describe('scripts/check-glosario.mjs', () => {
  it('reads the retired words and the word to use from the glossary table', () => {
    expect(words.get('medico')).toBe('profesional');
    expect(words.get('specialist')).toBe('profesional');
    expect(words.get('staff')).toBe('admin');
    expect(words.get('pedido')).toBe('venta');
    expect(words.get('cart')).toBe('carrito');
    // the concepts' own words are never retired
    expect(words.has('profesional')).toBe(false);
    expect(words.has('venta')).toBe(false);
  });

  it('splits names into their words', () => {
    expect(partsOf('SpecialistCard')).toEqual(['specialist', 'card']);
    expect(partsOf('isStaffPath')).toEqual(['is', 'staff', 'path']);
    expect(partsOf('MAX_PEDIDOS')).toEqual(['max', 'pedidos']);
  });

  it('finds a retired word in a name, in singular or plural, and in the file name', () => {
    expect(found('web/src/x.ts', 'const listarPedidos = 1;\nfunction makeStaff() {}')).toEqual([
      'listarPedidos',
      'makeStaff',
    ]);
    expect(found('web/src/features/SpecialistCard.tsx', 'export const a = 1;')).toEqual(['SpecialistCard']);
    // a folder is a name too
    expect(found('web/src/features/store/pages/Lista.tsx', '')).toEqual(['store']);
    expect(found('worker/payments/wompi.ts', '')).toEqual(['payments']);
    expect(found('web/src/features/tienda/store.ts', '')).toEqual([]);
  });

  it('leaves regular expressions alone, and still reads a division', () => {
    expect(found('tests/x.ts', 'expect(url).toMatch(/\\/api\\/users$/);\nconst r = /pedido[/]x/gi;')).toEqual([]);
    expect(found('web/x.ts', 'const a = total / pedidos / 2;')).toEqual(['pedidos']);
    expect(namesOnly('const r = x ? /staff/ : /pedido/;')).not.toMatch(/staff|pedido/);
  });

  it('leaves strings, templates and comments alone: the wire and the database speak there', () => {
    const source = [
      "const url = '/api/medic/all';",
      'const sql = "select medico_id from citas";',
      '// the doctora of the old client',
      '/* pedido */',
      'const t = `${base}/pedido/${id}`;',
    ].join('\n');
    expect(found('worker/x.ts', source)).toEqual([]);
    expect(namesOnly('a(`x ${pedidoId} y`)')).toContain('pedidoId');
    expect(found('worker/x.ts', 'const a = `x ${pedidoId} y`;')).toEqual(['pedidoId']);
  });

  it('lets wire and column names (snake_case) and library names through', () => {
    expect(found('worker/x.ts', 'row.medico_id; row.nombre_produto; db.select().orderBy(x);')).toEqual([]);
  });
});
