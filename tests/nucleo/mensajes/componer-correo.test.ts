/**
 * The one layout of the e-mails (worker/mensajes/componer-correo.ts): every block kind escapes what
 * it carries in the HTML (a link's address too), and the text and the HTML come from the same blocks.
 */
import { describe, expect, it } from 'vitest';
import { correoAcceso } from '../../../worker/mensajes/avisos';
import { type Bloque, componerCorreo, correoHtml, correoTexto } from '../../../worker/mensajes/componer-correo';

const MALO = `<b>"Tom" & 'Jerry'</b>`;
const ESCAPADO = '&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;&lt;/b&gt;';

describe('the HTML of each block kind', () => {
  const casos: [string, Bloque, string][] = [
    ['a paragraph', MALO, `<p>${ESCAPADO}</p>`],
    ['bold text', { negrita: MALO }, `<p><strong>${ESCAPADO}</strong></p>`],
    ['lines', { lineas: [MALO, 'dos'] }, `<p>${ESCAPADO}<br>dos</p>`],
    ['a list', { lista: [MALO, 'dos'] }, `<ul><li>${ESCAPADO}</li><li>dos</li></ul>`],
    ['label and value rows', { campos: [[MALO, MALO]] }, `<ul><li><strong>${ESCAPADO}:</strong> ${ESCAPADO}</li></ul>`],
    [
      'a link with its line of text and label',
      { antes: MALO, enlace: `https://x.co/?a=1&b="2"'><script>`, etiqueta: MALO },
      `<p>${ESCAPADO}<br><a href="https://x.co/?a=1&amp;b=&quot;2&quot;&#39;&gt;&lt;script&gt;">${ESCAPADO}</a></p>`,
    ],
  ];
  for (const [nombre, bloque, html] of casos)
    it(`escapes <, >, &, and both quotes in ${nombre}`, () => {
      expect(correoHtml([bloque])).toBe(html);
    });

  it('labels a link with its own address, escaped, when no label is given', () => {
    expect(correoHtml([{ enlace: 'https://x.co/?a=1&b=2' }])).toBe(
      '<p><a href="https://x.co/?a=1&amp;b=2">https://x.co/?a=1&amp;b=2</a></p>',
    );
  });
});

describe('the text of the blocks', () => {
  it('keeps the text as written, one block per paragraph, a link under its line', () => {
    const texto = correoTexto([
      MALO,
      { negrita: 'Total: $ 5.000' },
      { lineas: ['uno', 'dos'] },
      { lista: ['a', 'b'] },
      { campos: [['Fecha', 'hoy']] },
      { antes: 'Entra aquí:', enlace: 'https://x.co/?a=1&b=2', etiqueta: 'Entrar' },
      { enlace: 'https://x.co/solo' },
    ]);
    expect(texto).toBe(
      `${MALO}\n\nTotal: $ 5.000\n\nuno\ndos\n\n- a\n- b\n\nFecha: hoy\n\nEntra aquí:\nhttps://x.co/?a=1&b=2\n\nhttps://x.co/solo`,
    );
  });

  it('puts the blocks of a group on consecutive lines while the HTML keeps an element for each', () => {
    const bloques = [['Hola:', { enlace: 'https://x.co' }], 'Adiós'];
    expect(correoTexto(bloques)).toBe('Hola:\nhttps://x.co\n\nAdiós');
    expect(correoHtml(bloques)).toBe('<p>Hola:</p>\n<p><a href="https://x.co">https://x.co</a></p>\n<p>Adiós</p>');
  });

  it('leaves out a list, rows or lines with nothing in them, from the text and the HTML', () => {
    const bloques = ['Hola:', { lista: [] }, { campos: [] }, [{ lineas: [] }], 'Adiós'];
    expect(correoTexto(bloques)).toBe('Hola:\n\nAdiós');
    expect(correoHtml(bloques)).toBe('<p>Hola:</p>\n<p>Adiós</p>');
  });
});

describe('an e-mail composed from blocks', () => {
  it('takes its text and its HTML from the same blocks', () => {
    const bloques = ['Hola:', { lineas: ['a & b', 'c'] }, { enlace: 'https://x.co/?a=1&b=2', antes: 'Mira:' }];
    const correo = componerCorreo('ana@correo.co', `Asunto ${MALO}`, bloques);
    expect(correo).toEqual({
      para: 'ana@correo.co',
      asunto: `Asunto ${MALO}`,
      texto: correoTexto(bloques),
      html: correoHtml(bloques),
    });
    expect(correo.texto).toBe('Hola:\n\na & b\nc\n\nMira:\nhttps://x.co/?a=1&b=2');
    expect(correo.html).toBe(
      '<p>Hola:</p>\n<p>a &amp; b<br>c</p>\n<p>Mira:<br><a href="https://x.co/?a=1&amp;b=2">https://x.co/?a=1&amp;b=2</a></p>',
    );
  });

  it('sends a notice without rows of the cita with no empty list and a single blank line before the signature', () => {
    const correo = correoAcceso('ana@correo.co', 'https://citasalud.co', 'tokenDeAcceso123456789');
    expect(correo.html).not.toContain('<ul></ul>');
    expect(correo.texto).not.toContain('\n\n\n');
    expect(correo.texto.endsWith('\n\nEquipo CitaSalud')).toBe(true);
  });
});
