/**
 * Content safety, API side. Uploads are images by their bytes (JPEG, PNG, WebP) on every upload
 * route and are served with the type stored from those bytes and `nosniff`, whatever name and
 * type the client declared. Text is stored and answered verbatim as JSON strings: the server
 * never interprets, escapes or strips HTML (rendering it inert is the web's job, checked by
 * tests/e2e/security-xss.spec.ts).
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { PNG_1x1 } from '../helpers';
import { huellaLigera, ipNueva, llamar, llamarJson, type Mundo, manana, mundo } from './mundo';

const archivo = (contenido: string | Uint8Array, nombre = 'foto.png', tipo = 'image/png') =>
  new File([contenido], nombre, { type: tipo });

/** Files that claim to be images and are not (or are not allowed). */
const DISFRACES: Record<string, () => File> = {
  'SVG with a script, named and typed as PNG': () =>
    archivo('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>'),
  'SVG declared as image/svg+xml': () => archivo('<svg xmlns="http://www.w3.org/2000/svg"/>', 'a.svg', 'image/svg+xml'),
  'HTML named foto.png': () => archivo('<!doctype html><script>alert(document.cookie)</script>'),
  'a GIF': () => archivo(new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0]), 'a.gif', 'image/gif'),
  'a PDF named .jpg': () => archivo('%PDF-1.4\n%âãÏÓ', 'a.jpg', 'image/jpeg'),
  'an empty file': () => archivo(''),
  'PNG magic cut short': () => archivo(new Uint8Array([0x89, 0x50, 0x4e, 0x47])),
};

type Subida = {
  path: string;
  campo: string;
  cuerpo: (m: Mundo, f: File) => Record<string, unknown>;
  token: 'dueno' | 'admin';
};
const SUBIDAS: Record<string, Subida> = {
  'POST /api/users/update/imagen': {
    path: '/api/users/update/imagen',
    campo: 'file',
    cuerpo: (_, f) => ({ imagen: 1, file: f }),
    token: 'dueno',
  },
  'POST /api/producto/create': {
    path: '/api/producto/create',
    campo: 'fotos',
    cuerpo: (m, f) => ({ nombre: 'Crema', id_marca: m.producto.id_marca, precio: 9000, 'fotos[]': f }),
    token: 'admin',
  },
  'POST /api/producto/update-image': {
    path: '/api/producto/update-image',
    campo: 'file',
    cuerpo: (m, f) => ({ id_producto: m.producto.id, imagen: 1, file: f }),
    token: 'admin',
  },
  'POST /api/home/create': {
    path: '/api/home/create',
    campo: 'fondo',
    cuerpo: (_, f) => ({ fondo: f }),
    token: 'admin',
  },
};

describe('uploads', () => {
  for (const [ruta, s] of Object.entries(SUBIDAS)) {
    it(`${ruta} refuses every disguised or disallowed file with 422 and stores nothing`, async () => {
      const m = await mundo();
      for (const [nombre, hacer] of Object.entries(DISFRACES)) {
        const antes = await huellaLigera(true);
        const { status, json } = await llamarJson(s.path, { token: m[s.token].token, body: s.cuerpo(m, hacer()) });
        expect(status, nombre).toBe(422);
        expect(json.errors[s.campo]?.[0], nombre).toMatch(/No se seleccionó|Solo se permiten imágenes/);
        expect(await huellaLigera(true), nombre).toBe(antes);
      }
    });

    it(`${ruta} stores a real PNG declared as HTML under its true type and serves it with nosniff`, async () => {
      const m = await mundo();
      const antes = new Set((await env.IMAGES.list()).objects.map((o) => o.key));
      const { status } = await llamarJson(s.path, {
        token: m[s.token].token,
        body: s.cuerpo(m, archivo(PNG_1x1, 'pagina.html', 'text/html')),
      });
      expect(status).toBeLessThan(300);
      const nuevas = (await env.IMAGES.list()).objects.filter((o) => !antes.has(o.key)).map((o) => o.key);
      // the original and its three small WebP copies for lists (lib/image-variants.ts)
      const originales = nuevas.filter((k) => !k.endsWith('.webp'));
      expect(originales).toHaveLength(1);
      expect(originales[0]).toMatch(/\.png$/);
      expect(nuevas.sort()).toEqual(
        [originales[0], ...[160, 320, 640].map((w) => `${originales[0]}@${w}.webp`)].sort(),
      );
      const res = await llamar(`/storage/${originales[0]}`);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(PNG_1x1);
    });
  }

  it('serves every stored object with its stored type, never guessing from the key', async () => {
    await env.IMAGES.put('pruebas/sin-tipo.html', '<script>alert(1)</script>');
    const res = await llamar('/storage/pruebas/sin-tipo.html');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-type') ?? '').not.toMatch(/html/);
  });
});

/** Payloads a browser would run if anything inserted them as HTML. */
const CARGAS = [
  '<img src=x onerror="alert(1)">',
  '<script>alert("xss")</script>',
  '**negrita** & "comillas" \'simples\' </textarea><svg/onload=alert(1)>',
];

describe('user-supplied text', () => {
  it('is stored and answered verbatim as JSON strings wherever it is shown', async () => {
    const m = await mundo();
    const [a, b, c] = CARGAS;
    const ip = () => ({ 'cf-connecting-ip': ipNueva() });
    const escritos = [
      await llamarJson('/api/users/update', {
        token: m.dueno.token,
        body: { publico: a, horarioatencion: b, mediospago: c, direccion: a },
      }),
      await llamarJson('/api/motivo/newmotivo', { token: m.dueno.token, body: { nombre: b } }),
      await llamarJson('/api/comentario/create', {
        body: { nombre: a, email: 'x@correo.co', observacion: c, calificacion: 3, user: m.dueno.id },
        headers: ip(),
      }),
      await llamarJson('/api/cita/create', {
        body: {
          nombre: b,
          email: 'y@correo.co',
          telefono: '3001234567',
          observacion: a,
          fecha_cita: manana(),
          horario: m.horario.id,
          motivo: m.motivo.id,
          primera_visita: 'no',
          user: m.dueno.id,
          acepta_tratamiento: 1,
        },
        headers: ip(),
      }),
      await llamarJson('/api/marcas/create', { token: m.admin.token, body: { nombre: c } }),
      await llamarJson('/api/producto/update', {
        token: m.admin.token,
        body: { id: m.producto.id, nombre: b, ficha_tecnica: a, uso_adecuado: b, aviso_legal: c },
      }),
    ];
    for (const e of escritos) expect(e.status, JSON.stringify(e.json).slice(0, 200)).toBeLessThan(300);

    const perfil = (await llamarJson('/api/medic/find', { body: { id: m.dueno.id } })).json;
    expect(perfil.succes[0]).toMatchObject({ publico: a, horarioatencion: b, mediospago: c, direccion: a });
    expect(perfil.motivos.map((x: { nombre: string }) => x.nombre)).toContain(b);
    const comentarios = (await llamarJson(`/api/comentario/all/medic?id=${m.dueno.id}`)).json.succes;
    expect(comentarios[0]).toMatchObject({ nombre: a, observacion: c });
    const tablero = (await llamarJson('/api/medic/all/private', { token: m.dueno.token })).json;
    expect(tablero.citas.find((x: { nombre: string }) => x.nombre === b)).toMatchObject({ observacion: a });
    const marca = (await llamarJson(`/api/marcas/find?id=${escritos[4].json.succes.id}`)).json.succes;
    expect(marca.nombre).toBe(c);
    const producto = (await llamarJson(`/api/producto/find?id=${m.producto.id}`)).json.succes;
    expect(producto).toMatchObject({ nombre: b, ficha_tecnica: a, uso_adecuado: b, aviso_legal: c });

    // every one of those answers was JSON
    for (const path of ['/api/medic/all', `/api/comentario/all/medic?id=${m.dueno.id}`, '/api/producto/index']) {
      const res = await llamar(path);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await res.text()).toContain(JSON.stringify(a).slice(1, -1));
    }
  });
});
