/**
 * What stored text must never hold (issue 22, item 5): control characters other than line breaks
 * and tabs, bidi embeddings/overrides/isolates/marks, zero-width characters, the word joiner and
 * the byte-order mark, or any text not in Unicode NFC. Written here on its own, not imported from
 * common/texto.ts, so a change there cannot quietly loosen the test.
 */
import { env } from 'cloudflare:workers';

const PROHIBIDOS = /[^\P{Cc}\t\n\r]|[\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/u;

/** Why a stored string is not clean text, or null. */
export const suciedad = (s: string): string | null =>
  PROHIBIDOS.test(s) ? 'forbidden character' : s !== s.normalize('NFC') ? 'not NFC' : null;

/** Every string cell of every table (migrations' bookkeeping aside) that is not clean text. */
export async function textosSucios(): Promise<string[]> {
  const { results: tablas } = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'd1_%'",
  ).all<{ name: string }>();
  const filas = await env.DB.batch(tablas.map((t) => env.DB.prepare(`SELECT * FROM "${t.name}"`)));
  const sucios: string[] = [];
  filas.forEach((r, i) => {
    for (const fila of r.results as Record<string, unknown>[])
      for (const [columna, valor] of Object.entries(fila)) {
        const por = typeof valor === 'string' ? suciedad(valor) : null;
        if (por) sucios.push(`${tablas[i].name}.${columna} (${por}): ${JSON.stringify(valor).slice(0, 120)}`);
      }
  });
  return sucios;
}
