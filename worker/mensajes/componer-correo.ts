/**
 * The one layout of every e-mail: a builder lists its blocks once and gets both the plain text and
 * the HTML from them, so the two never drift and every piece of text is escaped in the HTML (the
 * link's address included). In the text, blocks are separated by a blank line; the blocks of a
 * group (a nested array) follow each other line by line there, while each keeps its own element
 * in the HTML. A list, rows or lines block with no items is left out of both.
 */
import { escapeHtml } from '../../common/texto';
import type { Correo } from './mensaje';

/** One block of an e-mail. */
export type Bloque =
  /** a paragraph */
  | string
  /** a paragraph in bold */
  | { negrita: string }
  /** the lines of one paragraph (`<br>` in HTML) */
  | { lineas: string[] }
  /** a link, after an optional line of text; its label is the address itself unless given */
  | { enlace: string; etiqueta?: string; antes?: string }
  /** a bulleted list ("- " in the text) */
  | { lista: string[] }
  /** label and value rows ("Fecha: …" in the text, the label in bold in the HTML) */
  | { campos: [string, string][] };

/** Blocks that the text keeps on consecutive lines (each still its own element in the HTML). */
export type Grupo = Bloque[];

const vacio = (b: Bloque) =>
  typeof b !== 'string' &&
  (('lineas' in b && !b.lineas.length) || ('lista' in b && !b.lista.length) || ('campos' in b && !b.campos.length));

/** The groups (a lone block is a group of one) without their empty blocks, and without groups left empty. */
const grupos = (bloques: (Bloque | Grupo)[]): Grupo[] =>
  bloques.map((g) => (Array.isArray(g) ? g : [g]).filter((b) => !vacio(b))).filter((g) => g.length > 0);

function textoDe(b: Bloque): string {
  if (typeof b === 'string') return b;
  if ('negrita' in b) return b.negrita;
  if ('lineas' in b) return b.lineas.join('\n');
  if ('enlace' in b) return b.antes ? `${b.antes}\n${b.enlace}` : b.enlace;
  if ('lista' in b) return b.lista.map((l) => `- ${l}`).join('\n');
  return b.campos.map(([k, v]) => `${k}: ${v}`).join('\n');
}

function htmlDe(b: Bloque): string {
  if (typeof b === 'string') return `<p>${escapeHtml(b)}</p>`;
  if ('negrita' in b) return `<p><strong>${escapeHtml(b.negrita)}</strong></p>`;
  if ('lineas' in b) return `<p>${b.lineas.map(escapeHtml).join('<br>')}</p>`;
  if ('enlace' in b) {
    const antes = b.antes ? `${escapeHtml(b.antes)}<br>` : '';
    return `<p>${antes}<a href="${escapeHtml(b.enlace)}">${escapeHtml(b.etiqueta ?? b.enlace)}</a></p>`;
  }
  if ('lista' in b) return `<ul>${b.lista.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`;
  return `<ul>${b.campos.map(([k, v]) => `<li><strong>${escapeHtml(k)}:</strong> ${escapeHtml(v)}</li>`).join('')}</ul>`;
}

/** The plain text of the blocks: groups apart by a blank line, a group's blocks on consecutive lines. */
export const correoTexto = (bloques: (Bloque | Grupo)[]): string =>
  grupos(bloques)
    .map((g) => g.map(textoDe).join('\n'))
    .join('\n\n');

/** The HTML of the blocks, every text escaped: one element per block, a line each. */
export const correoHtml = (bloques: (Bloque | Grupo)[]): string => grupos(bloques).flat().map(htmlDe).join('\n');

/** The e-mail to `para`: its text and its HTML from the same blocks. */
export const componerCorreo = (
  para: string,
  asunto: string,
  bloques: (Bloque | Grupo)[],
): Correo & { html: string } => ({
  para,
  asunto,
  texto: correoTexto(bloques),
  html: correoHtml(bloques),
});
