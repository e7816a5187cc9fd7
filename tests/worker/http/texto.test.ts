/**
 * Clean text (issue 22, item 5): what any client sends is stored NFC, without control, bidi or
 * zero-width characters, whatever the encoding; a required field needs something visible; zod
 * answers in Spanish. The bad-input sweep (security/bad-input.test.ts) checks every route; these
 * read representative fields back.
 */
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { limpiarTexto, tieneVisible } from '../../../common/texto';
import { schema } from '../../../worker/db/schema';
import { hashPassword } from '../../../worker/plataforma/cripto';
import { ApiError } from '../../../worker/plataforma/errors';
import { check } from '../../../worker/plataforma/validate';
import { callJson, db, ENCODINGS, makeAdmin, makeCuenta, pngFile } from '../helpers';
import { comprador, ipUnica, makeProducto } from '../ventas-fixtures';

const RLO = '\u202E';
const ZW = '\u200B';
const NUL = '\u0000';
/** 'María' with the accent as a combining mark (NFD), as some keyboards send it */
const MARIA_NFD = 'Mari\u0301a';

describe('limpiarTexto (common/texto.ts)', () => {
  it('removes controls, bidi controls, zero-width characters and the BOM, and composes to NFC', () => {
    const sucio = `\uFEFF${RLO}Ana${NUL} ${MARIA_NFD}${ZW}\u200C\u200D\u2060\u2066\u2069\u200E\u0007\u009B`;
    expect(limpiarTexto(sucio)).toBe('Ana María');
    expect(limpiarTexto(sucio)).toBe(limpiarTexto(limpiarTexto(sucio)));
  });

  it('keeps line breaks as \\n in multi-line text and makes them spaces in one-line text; tabs become spaces', () => {
    expect(limpiarTexto('Lunes\r\nMartes\rMiércoles\u2028Jueves\tTarde')).toBe(
      'Lunes\nMartes\nMiércoles\nJueves Tarde',
    );
    expect(limpiarTexto('Calle 10\r\n# 20-30', { lineas: false })).toBe('Calle 10 # 20-30');
  });

  it('leaves ordinary Spanish text, emoji and their variation selectors alone', () => {
    for (const ok of ['Ñandú, cigüeña y pingüino', '¿Qué tal? ¡Bien!', 'Gracias ❤️', '**negrita**'])
      expect(limpiarTexto(ok)).toBe(ok);
  });

  it('tieneVisible: a letter, digit, mark of punctuation or symbol counts; fillers and spaces do not', () => {
    expect(tieneVisible('a')).toBe(true);
    expect(tieneVisible('.')).toBe(true);
    expect(tieneVisible('7')).toBe(true);
    expect(tieneVisible(' \u3164\u00AD\uFE0F\u034F ')).toBe(false);
    expect(tieneVisible('')).toBe(false);
  });
});

describe('stored text is clean, whatever the encoding', () => {
  for (const encoding of ENCODINGS) {
    it(`a profile posted as ${encoding} keeps its text without invisible characters, in NFC`, async () => {
      const u = await makeCuenta();
      const me = (await callJson('/api/users', { token: u.token })).json;
      const { status } = await callJson('/api/users/update', {
        token: u.token,
        encoding,
        body: {
          ...me,
          direccion: `${RLO}Calle 10${NUL}\r\n# 20-30${ZW}`,
          horarioatencion: `Lunes${NUL}\r\n${MARIA_NFD}${ZW}\tmañana`,
          publico: `${ZW}${RLO}${NUL}`,
        },
      });
      expect(status).toBe(200);
      const [fila] = await db().select().from(schema.users).where(eq(schema.users.id, u.id));
      // one line: the break is a space; multi-line: the break stays
      expect(fila.direccion).toBe('Calle 10 # 20-30');
      expect(fila.horarioatencion).toBe('Lunes\nMaría mañana');
      expect(fila.publico).toBe('');
    });
  }

  it('a product created as multipart (files and text parts) stores its text clean', async () => {
    const admin = await makeAdmin();
    const [m] = await db()
      .insert(schema.marcas)
      .values({ nombre: `Marca ${Date.now()}` })
      .returning();
    const { status, json } = await callJson('/api/producto/create', {
      token: admin.token,
      body: {
        nombre: `${RLO}Crema${ZW} ${MARIA_NFD}${NUL}`,
        id_marca: m.id,
        precio: '25000',
        ficha_tecnica: `**500 mg**${NUL}\r\npor tableta${ZW}`,
        fotos: [pngFile('a.png')],
      },
    });
    expect(status).toBe(201);
    const [fila] = await db().select().from(schema.productos).where(eq(schema.productos.id, json.succes.id));
    expect(fila.nombre).toBe('Crema María');
    expect(fila.ficha_tecnica).toBe('**500 mg**\npor tableta');
  });

  it('a purchase posted urlencoded stores the buyer clean', async () => {
    const p = await makeProducto();
    const { status, json } = await callJson('/api/compras/new', {
      encoding: 'urlencoded',
      body: {
        ...comprador({ nombre: `${RLO}${MARIA_NFD}${NUL}`, apellido: `Pérez${ZW}` }),
        productos: [{ id: p.id, cantidad: 1 }],
      },
      headers: { 'cf-connecting-ip': ipUnica() },
    });
    expect(status).toBe(201);
    const [venta] = await db().select().from(schema.ventas).where(eq(schema.ventas.id, json.succes.id));
    expect([venta.nombre, venta.apellidos]).toEqual(['María', 'Pérez']);
  });

  it('text that arrives in the query string of a write is cleaned too', async () => {
    const u = await makeCuenta();
    const nombre = encodeURIComponent(`${RLO}Control${NUL}${ZW}`);
    const { status } = await callJson(`/api/motivo/newmotivo?nombre=${nombre}`, { token: u.token, body: {} });
    expect(status).toBe(201);
    const filas = await db().select().from(schema.motivos).where(eq(schema.motivos.user_id, u.id));
    expect(filas.map((f) => f.nombre)).toEqual(['Control']);
  });

  it('a password is compared as typed: invisible characters in it are not removed', async () => {
    const clave = `Clave${ZW}Segura${RLO}1`;
    const u = await makeCuenta({ password_hash: await hashPassword(clave) });
    const [fila] = await db().select().from(schema.users).where(eq(schema.users.id, u.id));
    const { status } = await callJson('/api/user/auth', {
      body: { email: fila.email, password: clave },
      headers: { 'cf-connecting-ip': ipUnica() },
    });
    expect(status).toBe(200);
  });
});

describe('a required field needs a visible character', () => {
  for (const [nombre, invisible] of [
    ['NUL', `${NUL}${NUL}`],
    ['right-to-left override', `${RLO}\u202D`],
    ['zero-width', `${ZW}\u200C\u200D\uFEFF`],
    ['Hangul filler and spaces', ' \u3164 '],
  ]) {
    it(`refuses a comment whose name and text are only ${nombre} with the fields' Spanish 422`, async () => {
      const profesional = await makeCuenta();
      const { status, json } = await callJson('/api/comentario/create', {
        body: {
          nombre: invisible,
          email: 'laura@correo.co',
          observacion: invisible,
          calificacion: 5,
          user: profesional.id,
        },
        headers: { 'cf-connecting-ip': ipUnica() },
      });
      expect(status).toBe(422);
      expect(json.errors).toMatchObject({
        nombre: ['El campo nombre es obligatorio.'],
        observacion: ['El campo observación es obligatorio.'],
      });
      const guardados = await env.DB.prepare('SELECT count(*) AS n FROM comentarios WHERE user_id = ?')
        .bind(profesional.id)
        .first<{ n: number }>();
      expect(guardados?.n).toBe(0);
    });
  }
});

describe('zod speaks Spanish', () => {
  it('a schema without its own message fails in Spanish (zod es locale), not in English', () => {
    try {
      check(z.object({ a: z.string(), b: z.enum(['x', 'y']) }), { a: 1, b: 'z' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ApiError);
      const errores = Object.values((err as ApiError).errors ?? {}).flat();
      expect(errores).toHaveLength(2);
      for (const m of errores) {
        expect(m).not.toMatch(/invalid|expected|received|required/i);
        expect(m).toMatch(/inválid|se esperaba/i);
      }
    }
  });

  it('a purchase whose product line is not an object answers the catalogue, not zod English', async () => {
    const { status, json } = await callJson('/api/compras/new', {
      body: { ...comprador(), productos: ['uno'] },
      encoding: 'json',
      headers: { 'cf-connecting-ip': ipUnica() },
    });
    expect(status).toBe(422);
    expect(json.errors.productos).toEqual(['Cada producto del carrito debe llevar su id y su cantidad.']);
  });
});
