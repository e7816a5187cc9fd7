import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { rutasAgenda } from './agenda';
import { rutasCitas } from './citas';
import { rutasComentarios } from './comentarios';
import { rutasCuentas } from './cuentas';
import { misDatos } from './datos-personales';
import { rutasDirectorio } from './directorio';
import type { AppEnv } from './env';
import { optionalSession } from './http/auth';
import { readBody } from './http/body';
import { cachePublica } from './http/cache';
import { d1Session } from './http/d1-session';
import { oirLiberadas } from './http/entorno';
import { onError } from './http/errors';
import { storage } from './http/storage';
import { alLiberar, rutasListaEspera } from './lista-espera';
import { type AvisoDeCola, alRecibirLote, correos } from './mensajes';
import { paginas } from './paginas';
import { ApiError, notFound } from './plataforma/errors';
import { cron, scheduled } from './tareas';
import { msg } from './textos';
import { rutasTienda } from './tienda';
import { rutasVentas } from './ventas';

const MAX_BODY_BYTES = 10 * 1024 * 1024;
/** A year, subdomains included; web/public/_headers sends the same to what the assets layer answers. */
const HSTS = 'max-age=31536000; includeSubDomains';

const app = new Hono<AppEnv>();

// franjas freed in the agenda or by a cita (`Entorno.liberadas`) are offered to the lista de espera
oirLiberadas(alLiberar);

app.use('/api/*', async (c, next) => {
  const allowed = (c.env.CORS_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  return cors({
    origin: (origin) => (allowed.includes(origin) ? origin : null),
    allowHeaders: [
      'Authorization',
      'X-Requested-With',
      'Content-Type',
      'Accept',
      'Idempotency-Key',
      'If-None-Match',
      'X-D1-Bookmark',
      'cf-turnstile-response',
    ],
    exposeHeaders: ['ETag', 'X-D1-Bookmark', 'Retry-After'],
    allowMethods: ['GET', 'POST', 'OPTIONS'],
    maxAge: 600,
    credentials: false,
  })(c, next);
});

// HSTS on every answer over https (issue 38): the API, /storage, the pages drawn here, their errors
app.use('*', async (c, next) => {
  await next();
  if (new URL(c.req.url).protocol === 'https:') c.header('Strict-Transport-Security', HSTS);
});

app.use('/api/*', async (c, next) => {
  await next();
  c.header('X-Content-Type-Options', 'nosniff');
  if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
});

app.use(
  '/api/*',
  bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => {
      throw new ApiError(413, 'payload_too_large', msg.errores.muyGrande);
    },
  }),
);

// D1 session per request (replicas for reads, primary for writes, bookmark answered)
app.use('*', d1Session);
app.use('/api/*', optionalSession);
app.use('/api/*', cachePublica);

const routes = app
  .get('/api/health', (c) => c.json({ ok: true }, 200))
  .route('/api', rutasCuentas)
  .route('/api', rutasDirectorio)
  .route('/api', rutasCitas)
  .route('/api', rutasListaEspera)
  .route('/api', misDatos)
  .route('/api', rutasComentarios)
  .route('/api', rutasAgenda)
  .route('/api', correos)
  .route('/api', cron)
  .route('/api', rutasTienda)
  .route('/api', rutasVentas)
  .route('/storage', storage);

// Test-only echo of what the parser and session middleware read (404 everywhere else).
app.all('/api/__eco', async (c) => {
  if (c.env.APP_ENV !== 'test') throw notFound(msg.errores.rutaNoEncontrada);
  return c.json({ body: await readBody(c), user: c.var.user }, 200);
});

// Hashed build files: serve them, but a missing chunk is a 404, never the SPA's index.html.
app.get('/assets/*', async (c) => {
  const res = c.env.ASSETS ? await c.env.ASSETS.fetch(c.req.raw) : null;
  if (!res?.ok || (res.headers.get('content-type') ?? '').includes('text/html')) {
    return c.text('Not found', 404, { 'Cache-Control': 'no-store' });
  }
  const out = new Response(res.body, res);
  out.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
  out.headers.set('X-Content-Type-Options', 'nosniff');
  return out;
});

// the public pages whose first screen is drawn here (their reads go through the app itself)
app.route(
  '/',
  paginas((req, env, ctx) => app.fetch(req, env, ctx)),
);

app.all('/api/*', () => {
  throw notFound(msg.errores.rutaNoEncontrada);
});
app.notFound((c) => c.json({ error: 'not_found', message: msg.errores.rutaNoEncontrada }, 404));
app.onError(onError);

export type AppType = typeof routes;
export { app };

export default {
  fetch: app.fetch,
  scheduled,
  queue: alRecibirLote,
} satisfies ExportedHandler<AppEnv['Bindings'], AvisoDeCola>;
