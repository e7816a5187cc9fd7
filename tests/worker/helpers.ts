/**
 * Shared helpers for API tests: requests as the original client sends them, and
 * fixtures built directly in D1 so each test builds what it needs.
 */

import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { and, desc, eq, like } from 'drizzle-orm';
import { festivo } from '../../common/festivos';
import { app } from '../../worker';
import { conectar } from '../../worker/db/conexion';
import { schema } from '../../worker/db/schema';
import { sha256Hex } from '../../worker/plataforma/cripto';

export const db = () => conectar(env.DB);

export type Encoding = 'multipart' | 'json' | 'urlencoded';
export const ENCODINGS: Encoding[] = ['multipart', 'json', 'urlencoded'];

type Plain = Record<string, unknown>;

/** axios-style flattening: nested values become bracket keys, null/undefined are left out. */
export function flatten(value: unknown, prefix = '', out: [string, unknown][] = []): [string, unknown][] {
  if (value === null || value === undefined) return out;
  if (value instanceof Blob) out.push([prefix, value]);
  else if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) flatten(v, `${prefix}[${i}]`, out);
  } else if (typeof value === 'object')
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}[${k}]` : k, out);
  else out.push([prefix, String(value)]);
  return out;
}

export function encode(body: Plain, encoding: Encoding): { body: BodyInit; headers: Record<string, string> } {
  if (encoding === 'json') return { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } };
  if (encoding === 'urlencoded') {
    const params = new URLSearchParams();
    for (const [k, v] of flatten(body)) params.append(k, String(v));
    return { body: params.toString(), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } };
  }
  const form = new FormData();
  for (const [k, v] of flatten(body)) form.append(k, v as string | Blob);
  return { body: form, headers: {} };
}

export type CallOptions = {
  method?: string;
  body?: Plain;
  encoding?: Encoding;
  token?: string | null;
  headers?: Record<string, string>;
  rawBody?: BodyInit;
};

/**
 * Calls the Worker like the original client: Accept JSON, X-Requested-With, Bearer (or "Bearer null").
 * The app is called directly with the test's env (the pool's SELF binding slows down with every
 * request in a file); background work (`waitUntil`) is awaited, so its effects are visible after.
 */
export async function call(path: string, opts: CallOptions = {}): Promise<Response> {
  const method = opts.method ?? (opts.body || opts.rawBody ? 'POST' : 'GET');
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
    Authorization: `Bearer ${opts.token ?? 'null'}`,
    ...opts.headers,
  };
  let body: BodyInit | undefined = opts.rawBody;
  if (opts.body) {
    const encoded = encode(opts.body, opts.encoding ?? 'multipart');
    body = encoded.body;
    Object.assign(headers, encoded.headers);
  }
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`http://localhost${path}`, { method, headers, body }), env, ctx);
  const bytes = await res.arrayBuffer();
  await waitOnExecutionContext(ctx);
  const noBody = [101, 204, 205, 304].includes(res.status);
  return new Response(noBody ? null : bytes, { status: res.status, headers: res.headers });
}

/** call() and its JSON body. */
export async function callJson<T = any>(
  path: string,
  opts: CallOptions = {},
): Promise<{ status: number; json: T; res: Response }> {
  const res = await call(path, opts);
  const text = await res.text();
  let json: T;
  try {
    json = JSON.parse(text) as T;
  } catch {
    json = text as T;
  }
  return { status: res.status, json, res };
}

let seq = 0;
const unique = () => `${Date.now().toString(36)}${(seq++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A pinned request clock: a rate-limit test's hits fall in one fixed window, so its count never resets mid-test. */
export const mismaVentana = () => ({ 'x-test-now': new Date().toISOString() });

/** The last use of a fixture's session: later than any test clock, so it never goes idle. */
export const SIEMPRE_VISTA = '9999-12-31T00:00:00.000Z';

/** A user (professional by default, active) with a live session; answers its id and bearer token. */
export async function makeCuenta(over: Partial<typeof schema.users.$inferInsert> = {}) {
  const u = unique();
  const [row] = await db()
    .insert(schema.users)
    .values({
      nombre: 'Prueba',
      name: 'Prueba',
      apellido: `Usuario ${u}`,
      cedula: `C${u}`,
      email: `u${u}@prueba.co`,
      password_hash: 'pbkdf2-sha256$1$AAAA$AAAA',
      celular: '3001234567',
      ciudad: 'Bogotá',
      ciudad_slug: 'bogota',
      activo: 1,
      presencial: 1,
      ...over,
    })
    .returning();
  const token = `tok_${unique()}`;
  await db()
    .insert(schema.sessions)
    .values({
      user_id: row.id,
      token_hash: await sha256Hex(token),
      expires_at: new Date(Date.now() + 86_400_000).toISOString(),
      // a fixture's session never goes idle: tests move the request's clock (X-Test-Now) days away;
      // sesiones.test.ts signs in for real to test the idle end
      visto_at: SIEMPRE_VISTA,
    });
  return { ...row, token };
}

/** The token of the newest e-mail confirmation link (`/login?confirmar=`) the outbox holds for `para`. */
export async function tokenDeConfirmacion(para: string): Promise<string> {
  const [correo] = await db()
    .select({ texto: schema.mailOutbox.texto })
    .from(schema.mailOutbox)
    .where(and(eq(schema.mailOutbox.para, para), like(schema.mailOutbox.texto, '%/login?confirmar=%')))
    .orderBy(desc(schema.mailOutbox.id))
    .limit(1);
  const token = correo?.texto.match(/\/login\?confirmar=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no confirmation link was e-mailed to ${para}`);
  return token;
}

/** Follows the newest confirmation link e-mailed to `para`, as its owner would from the mailbox. */
export const confirmarCorreo = async (para: string) =>
  callJson('/api/user/correo/confirmar', { body: { token: await tokenDeConfirmacion(para) } });

export const makeAdmin = (over: Partial<typeof schema.users.$inferInsert> = {}) => makeCuenta({ rol: 1, ...over });

/** The smallest real images, by their bytes. */
export const PNG_1x1 = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
export const JPEG_HEAD = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
export const pngFile = (name = 'foto.png') => new File([PNG_1x1], name, { type: 'image/png' });
/** Text pretending to be an image: declared type and name lie. */
export const fakeImage = (name = 'foto.png') => new File(['<script>alert(1)</script>'], name, { type: 'image/png' });
export const bigImage = () => {
  const bytes = new Uint8Array(2 * 1024 * 1024 + 10);
  bytes.set(PNG_1x1);
  return new File([bytes], 'grande.png', { type: 'image/png' });
};

/**
 * The first day, `dias` or more from now, that is not a Colombian festivo (YYYY-MM-DD): agendas are
 * closed on festivos by default, so a test that books "in a week" would fail on the weeks with one.
 */
export function diaSinFestivo(dias: number, desde = Date.now()): string {
  for (let d = dias; ; d++) {
    const fecha = new Date(desde + d * 86_400_000).toISOString().slice(0, 10);
    if (!festivo(fecha)) return fecha;
  }
}

/**
 * The registration payload the original client sends (virtual/presencial fixed, ciudad blank), with
 * both consents; `u` makes its cédula and e-mail unique.
 */
export const datosDeRegistro = (u: string, over: Record<string, unknown> = {}) => ({
  nombre: 'Laura',
  apellido: 'Gómez Ríos',
  cedula: u,
  fijo: '6015551234',
  telefono: '3001234567',
  direccion: 'Calle 10 # 5-20',
  email: `laura${u}@prueba.co`,
  password: 'ClaveSegura1',
  virtual: 1,
  ciudad: '',
  presencial: 1,
  acepta_tratamiento: true,
  acepta_datos_salud: true,
  ...over,
});
