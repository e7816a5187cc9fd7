/**
 * The bad-input sweep: every POST route, and every GET route that reads its query, gets a
 * valid request (the matrix's, in rutas.ts) spoiled a dozen ways, in the three encodings, as
 * staff (so authorization does not hide the validation) and as anonymous on public routes.
 * Never a 5xx; a refusal is always JSON `{error, message}` with a Spanish message (its field
 * messages too, none of zod's English), and leaves the database and R2 exactly as they were;
 * what is accepted stores clean text only (no control, bidi or zero-width character, NFC).
 */
import { describe, expect, it } from 'vitest';
import { ENCODINGS, type Encoding, fakeImage, makeAdmin, pngFile } from '../helpers';
import { huellaLigera, ipNueva, llamar, type Mundo, mundo } from './mundo';
import { MATRIZ, type Peticion } from './rutas';
import { textosSucios } from './textos-sucios';

type Cuerpo = Record<string, unknown>;
const esId = (k: string) => /^(id|user|horario|motivo|imagen|id_[a-z_]+|caracteristica)$/.test(k);
const mapa = (b: Cuerpo, f: (k: string, v: unknown) => unknown) =>
  Object.fromEntries(Object.entries(b).map(([k, v]) => [k, f(k, v)]));
const escalar = (v: unknown) => typeof v === 'string' || typeof v === 'number';

const SQL = "' OR 1=1 --; DROP TABLE users; --";
const HTML = '<img src=x onerror=alert(1)><script>alert(document.cookie)</script>';
const GRANDE = 'x'.repeat(200 * 1024);
const NUL = '\u0000\u0000';
const RTL = '\u202E\u202D\u2066\u2069';
const ANCHO_CERO = '\u200B\u200C\u200D\u2060\uFEFF';
/** a valid value wrapped in invisible characters, accents decomposed (NFD) */
const envuelto = (v: string | number) => `\u202E${String(v).normalize('NFD')}\u0000\u200B`;

/** Ways to spoil a valid body, field by field (each applied to every field at once). */
const DANOS: Record<string, (b: Cuerpo) => Cuerpo> = {
  'every field empty': (b) => mapa(b, () => ''),
  'arrays where scalars are expected': (b) => mapa(b, (_, v) => (v instanceof File ? v : [v, v])),
  'nested objects in every field': (b) => mapa(b, () => ({ a: { b: 'c' }, 0: 1 })),
  'ids as text': (b) => mapa(b, (k, v) => (esId(k) ? 'uno' : v)),
  'negative ids': (b) => mapa(b, (k, v) => (esId(k) ? -7 : v)),
  'huge ids': (b) => mapa(b, (k, v) => (esId(k) ? '9'.repeat(25) : v)),
  'unknown ids': (b) => mapa(b, (k, v) => (esId(k) ? 987_654_321 : v)),
  'fractional ids': (b) => mapa(b, (k, v) => (esId(k) ? '1.5' : v)),
  '200 KB strings': (b) => mapa(b, (_, v) => (escalar(v) ? GRANDE : v)),
  'SQL fragments': (b) => mapa(b, (_, v) => (escalar(v) ? SQL : v)),
  'booleans in every field': (b) => mapa(b, (_, v) => (escalar(v) ? true : v)),
  'only NUL characters': (b) => mapa(b, (_, v) => (escalar(v) ? NUL : v)),
  'only bidi overrides and isolates': (b) => mapa(b, (_, v) => (escalar(v) ? RTL : v)),
  'only zero-width characters': (b) => mapa(b, (_, v) => (escalar(v) ? ANCHO_CERO : v)),
  'valid values wrapped in NUL, RTL override and zero-width, not NFC (ids kept)': (b) =>
    mapa(b, (k, v) => (escalar(v) && !esId(k) ? envuelto(v as string | number) : v)),
  'HTML fragments': (b) => mapa(b, (_, v) => (escalar(v) ? HTML : v)),
  'text disguised as PNG in file fields, files in text fields': (b) =>
    mapa(b, (_, v) => (v instanceof File ? fakeImage('foto.png') : pngFile())),
  'prototype keys': (b) =>
    Object.fromEntries([...Object.entries(b), ['__proto__', { admin: 1 }], ['constructor', { prototype: { rol: 1 } }]]),
  'only unknown fields': () => ({ rol: 1, activo: 1, password_hash: 'x', status_pago: 'aprobado' }),
};

/** Broken envelopes, whatever the route. */
const CRUDOS: Record<string, { body?: string; type?: string }> = {
  'no body and no content type': {},
  'an empty JSON body': { body: '', type: 'application/json' },
  'broken JSON': { body: '{"nombre": "Ana", ', type: 'application/json' },
  'a JSON array': { body: '[{"id": 1}, 2]', type: 'application/json' },
  'a JSON scalar': { body: '"hola"', type: 'application/json' },
  'JSON null': { body: 'null', type: 'application/json' },
  'multipart without a boundary': { body: 'nombre=Ana', type: 'multipart/form-data' },
  'multipart with a broken body': {
    body: '--xyz\r\nContent-Disposition: form',
    type: 'multipart/form-data; boundary=xyz',
  },
  'plain text': { body: 'id=1; DROP TABLE users', type: 'text/plain' },
  'urlencoded garbage': { body: '%%%&&&=%E0%A4%A', type: 'application/x-www-form-urlencoded' },
};

/** Spoiling query strings of GET routes. */
const DANOS_QUERY: Record<string, (k: string, v: string) => [string, string][]> = {
  'empty values': (k) => [[k, '']],
  'repeated keys (arrays)': (k, v) => [
    [k, v],
    [k, v],
  ],
  'bracket keys (nested objects)': (k, v) => [[`${k}[a][b]`, v]],
  'ids as text': (k, v) => [[k, esId(k) ? 'uno' : v]],
  'negative ids': (k, v) => [[k, esId(k) ? '-7' : v]],
  'huge ids': (k, v) => [[k, esId(k) ? '9'.repeat(25) : v]],
  'unknown ids': (k, v) => [[k, esId(k) ? '987654321' : v]],
  '200 KB values': (k) => [[k, GRANDE]],
  'SQL fragments': (k) => [[k, SQL]],
  'only invisible characters': (k) => [[k, `${NUL}${RTL}${ANCHO_CERO}`]],
  'valid values wrapped in invisible characters': (k, v) => [[k, envuelto(v)]],
  'HTML fragments': (k) => [[k, HTML]],
  'prototype keys': (k, v) => [
    [k, v],
    ['__proto__[rol]', '1'],
  ],
};
/** GET routes whose filters are optional: spoil these too. */
const FILTROS: Record<string, Record<string, string>> = {
  'GET /api/medic/all': {
    ciudad: 'bogota',
    especialidad: 'todas',
    modalidad: '1',
    q: 'ana',
    page: '1',
    limit: '10',
    destacado: '1',
  },
  'GET /api/producto/index': {
    q: 'crema',
    marca: '1',
    caracteristica: '1',
    precio: '2',
    descuento: '1',
    page: '1',
    limit: '5',
  },
  'GET /api/admin/medicos': { q: 'ana', page: '1', limit: '5' },
};

const ESPANOL = /[áéíóúñ¿¡]|\b(el|la|los|las|de|del|no|un|una|debe|campo|solicitud|es|ya|se|su|existe)\b/i;
/** zod's own English (its messages begin "Invalid input: expected string, received number", "Too small", …) */
const INGLES = /\b(invalid|expected|required|received|unrecognized|too (small|big)|must|should)\b/i;
const espanol = (s: unknown) => typeof s === 'string' && ESPANOL.test(s) && !INGLES.test(s);

type Resultado = { status: number; texto: string; tipo: string };
function problemas(r: Resultado, antes: string, despues: string): string | null {
  if (r.status >= 500) return `${r.status}: ${r.texto.slice(0, 200)}`;
  if (r.status < 400) return null;
  if (!r.tipo.includes('application/json')) return `${r.status} is not JSON (${r.tipo})`;
  const cuerpo = JSON.parse(r.texto) as { error?: unknown; message?: unknown; errors?: unknown };
  if (typeof cuerpo.error !== 'string' || !cuerpo.error) return `${r.status} without an error code`;
  if (!espanol(cuerpo.message)) return `${r.status} without a Spanish message: ${JSON.stringify(cuerpo.message)}`;
  if (r.status === 422) {
    const e = cuerpo.errors as Record<string, unknown> | undefined;
    if (!e || !Object.values(e).every((l) => Array.isArray(l) && l.every((s) => typeof s === 'string' && s)))
      return '422 without {errors: {field: [messages]}}';
    const ajeno = Object.values(e)
      .flat()
      .find((s) => !espanol(s));
    if (ajeno !== undefined) return `422 with a field message not in Spanish: ${JSON.stringify(ajeno)}`;
  }
  if (antes !== despues) return `refused with ${r.status} but the data changed`;
  return null;
}

const leer = async (res: Response): Promise<Resultado> => ({
  status: res.status,
  texto: await res.text(),
  tipo: res.headers.get('content-type') ?? '',
});

/** The staff token to use: a fresh staff account where a per-account throttle would hide the validation. */
const tokenPara = async (clave: string, m: Mundo) =>
  clave === 'POST /api/user/password' ? (await makeAdmin()).token : m.admin.token;

/** The valid body of a POST route (the payment webhook's is an unsigned event). */
function base(clave: string, p: Peticion): Cuerpo {
  if (clave === 'POST /api/pagos/wompi/eventos')
    return {
      event: 'transaction.updated',
      data: { transaction: { id: 'tx-1', status: 'APPROVED', reference: 'CS1', amount_in_cents: 100 } },
      signature: { properties: ['transaction.id'], checksum: 'abc' },
      timestamp: 1,
    };
  return p.body ?? {};
}

const postRoutes = Object.entries(MATRIZ).filter(([k]) => k.startsWith('POST ') && k !== 'POST /api/user/logout');
const getRoutes = Object.entries(MATRIZ).filter(
  ([k, f]) => k.startsWith('GET ') && (k in FILTROS || f.pedir.toString().includes('q(')),
);

describe('the bad-input sweep', () => {
  it('covers every POST route and the GET routes that read a query', () => {
    expect(postRoutes.length).toBe(Object.keys(MATRIZ).filter((k) => k.startsWith('POST ')).length - 1);
    expect(postRoutes.length).toBeGreaterThan(35);
    expect(getRoutes.map(([k]) => k)).toEqual(
      expect.arrayContaining(['GET /api/medic/disponibilidad', 'GET /api/ventas/consulta', 'GET /api/cita/atendido']),
    );
  });

  for (const [clave, fila] of postRoutes) {
    const publica = fila.acceso === 'publico' || fila.acceso === 'local';
    const danos = Object.entries(DANOS);
    it(`${clave} refuses broken envelopes and ${danos.length} spoiled bodies × 3 encodings cleanly`, async () => {
      const m = await mundo();
      const path = fila.pedir(m, 'staff').path;
      const conR2 = Object.values(fila.pedir(m, 'staff').body ?? {}).some((v) => v instanceof File);
      const fallos: string[] = [];
      const yaSucios = new Set(await textosSucios());
      let antes = await huellaLigera(conR2);
      /** the baseline moves only when a request was accepted */
      const revisar = async (que: string, res: Response) => {
        const r = await leer(res);
        const despues = await huellaLigera(conR2);
        const p = problemas(r, antes, despues);
        if (p) fallos.push(`${que}: ${p}`);
        antes = despues;
      };
      for (const [nombre, crudo] of Object.entries(CRUDOS)) {
        const headers: Record<string, string> = { 'cf-connecting-ip': ipNueva() };
        if (crudo.type) headers['Content-Type'] = crudo.type;
        const token = await tokenPara(clave, m);
        if (clave === 'POST /api/user/password') antes = await huellaLigera(conR2);
        await revisar(`staff · ${nombre}`, await llamar(path, { method: 'POST', token, rawBody: crudo.body, headers }));
      }
      // staff: every spoiled body in the three encodings; anonymous (public routes): each in one of them
      const vueltas: [string, string, Encoding][] = danos.flatMap(([nombre], i) => [
        ...ENCODINGS.map((e): [string, string, Encoding] => ['staff', nombre, e]),
        ...(publica ? [['anonimo', nombre, ENCODINGS[i % 3]] as [string, string, Encoding]] : []),
      ]);
      for (const [actor, nombre, encoding] of vueltas) {
        const token = actor === 'staff' ? await tokenPara(clave, m) : null;
        if (clave === 'POST /api/user/password') antes = await huellaLigera(conR2);
        const res = await llamar(path, {
          method: 'POST',
          token,
          body: DANOS[nombre](base(clave, fila.pedir(m, 'staff'))),
          encoding,
          headers: { 'cf-connecting-ip': ipNueva() },
        });
        await revisar(`${actor} · ${nombre} · ${encoding}`, res);
      }
      expect(fallos).toEqual([]);
      expect((await textosSucios()).filter((t) => !yaSucios.has(t))).toEqual([]);
    }, 120_000);
  }

  for (const [clave, fila] of getRoutes) {
    const publica = fila.acceso === 'publico' || fila.acceso === 'local';
    it(`${clave} refuses ${Object.keys(DANOS_QUERY).length} spoiled query strings cleanly`, async () => {
      const m = await mundo();
      const url = new URL(`http://localhost${fila.pedir(m, 'staff').path}`);
      const params: [string, string][] = [...url.searchParams.entries(), ...Object.entries(FILTROS[clave] ?? {})];
      const fallos: string[] = [];
      const yaSucios = new Set(await textosSucios());
      for (const actor of publica ? ['staff', 'anonimo'] : ['staff']) {
        for (const [nombre, danar] of Object.entries(DANOS_QUERY)) {
          const query = new URLSearchParams(params.flatMap(([k, v]) => danar(k, v)));
          const antes = await huellaLigera();
          const res = await llamar(`${url.pathname}?${query}`, {
            token: actor === 'staff' ? m.admin.token : null,
            headers: { 'cf-connecting-ip': ipNueva() },
          });
          const p = problemas(await leer(res), antes, await huellaLigera());
          if (p) fallos.push(`${actor} · ${nombre}: ${p}`);
        }
      }
      expect(fallos).toEqual([]);
      expect((await textosSucios()).filter((t) => !yaSucios.has(t))).toEqual([]);
    }, 60_000);
  }

  it('every other GET route answers a junk query (invisible text, brackets, prototype keys) cleanly', async () => {
    const m = await mundo();
    const junk = `id=uno&q=${encodeURIComponent(`${NUL}${RTL}${ANCHO_CERO}`)}&page[a][b]=1&__proto__[rol]=1&limit=-1`;
    const otras = Object.entries(MATRIZ).filter(([k]) => k.startsWith('GET ') && !getRoutes.some(([g]) => g === k));
    expect(otras.length + getRoutes.length).toBe(Object.keys(MATRIZ).filter((k) => k.startsWith('GET ')).length);
    const fallos: string[] = [];
    const yaSucios = new Set(await textosSucios());
    for (const [clave, fila] of otras) {
      const path = fila.pedir(m, 'staff').path;
      for (const actor of fila.acceso === 'publico' || fila.acceso === 'local' ? ['staff', 'anonimo'] : ['staff']) {
        const antes = await huellaLigera();
        const res = await llamar(`${path}${path.includes('?') ? '&' : '?'}${junk}`, {
          token: actor === 'staff' ? m.admin.token : null,
          headers: { 'cf-connecting-ip': ipNueva() },
        });
        const p = problemas(await leer(res), antes, await huellaLigera());
        if (p) fallos.push(`${clave} · ${actor}: ${p}`);
      }
    }
    expect(fallos).toEqual([]);
    expect((await textosSucios()).filter((t) => !yaSucios.has(t))).toEqual([]);
  }, 60_000);

  it('answers a body over 10 MB with 413 and a Spanish message, storing nothing', async () => {
    const antes = await huellaLigera();
    const res = await llamar('/api/user/auth', {
      rawBody: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(11 * 1024 * 1024) }),
      headers: { 'Content-Type': 'application/json', 'cf-connecting-ip': ipNueva() },
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toBe('La solicitud es demasiado grande.');
    expect(await huellaLigera()).toBe(antes);
  });
});
