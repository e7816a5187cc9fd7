import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import type { AppEnv } from './env';
import { optionalSession } from './lib/auth';
import { readBody } from './lib/body';
import { cachePublica } from './lib/cache';
import { d1Session } from './lib/d1-session';
import { ApiError, notFound, onError } from './lib/errors';
import { msg } from './messages';
import { adminComentarios } from './routes/admin-comentarios';
import { adminProductos } from './routes/admin-productos';
import { adminProfesionales } from './routes/admin-profesionales';
import { adminPropuestas } from './routes/admin-propuestas';
import { ajustes } from './routes/ajustes';
import { asistencia } from './routes/asistencia';
import { ausencias } from './routes/ausencias';
import { calendario } from './routes/calendario';
import { caracteristicas } from './routes/caracteristicas';
import { citas } from './routes/citas';
import { comentarios } from './routes/comentarios';
import { comentariosPropios } from './routes/comentarios-propios';
import { compras } from './routes/compras';
import { confirmacion } from './routes/confirmacion';
import { correos } from './routes/correos';
import { cron } from './routes/cron';
import { cuentas } from './routes/cuentas';
import { cupones } from './routes/cupones';
import { dosPasos } from './routes/dos-pasos';
import { entregas } from './routes/entregas';
import { envios } from './routes/envios';
import { especialidades } from './routes/especialidades';
import { gestion } from './routes/gestion';
import { historialProducto } from './routes/historial-producto';
import { home } from './routes/home';
import { horarios } from './routes/horarios';
import { invitaciones } from './routes/invitaciones';
import { login } from './routes/login';
import { marcas } from './routes/marcas';
import { misCitas } from './routes/mis-citas';
import { misDatos } from './routes/mis-datos';
import { motivos } from './routes/motivos';
import { paginas } from './routes/paginas';
import { pagos } from './routes/pagos';
import { password } from './routes/password';
import { productos } from './routes/productos';
import { productosCsv } from './routes/productos-csv';
import { profesionales } from './routes/profesionales';
import { promociones } from './routes/promociones';
import { registro } from './routes/registro';
import { storage } from './routes/storage';
import { sugerencias } from './routes/sugerencias';
import { ventas } from './routes/ventas';
import { ventasCsv } from './routes/ventas-csv';
import { ventasResumen } from './routes/ventas-resumen';
import { scheduled } from './scheduled';

const MAX_BODY_BYTES = 10 * 1024 * 1024;

const app = new Hono<AppEnv>();

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
  .route('/api', registro)
  .route('/api', login)
  .route('/api', dosPasos)
  .route('/api', cuentas)
  .route('/api', password)
  .route('/api', confirmacion)
  .route('/api', especialidades)
  .route('/api', home)
  .route('/api', profesionales)
  .route('/api', sugerencias)
  .route('/api', citas)
  .route('/api', misCitas)
  .route('/api', misDatos)
  .route('/api', comentarios)
  .route('/api', asistencia)
  .route('/api', invitaciones)
  .route('/api', comentariosPropios)
  .route('/api', adminComentarios)
  .route('/api', motivos)
  .route('/api', horarios)
  .route('/api', ausencias)
  .route('/api', calendario)
  .route('/api', ajustes)
  .route('/api', correos)
  .route('/api', cron)
  .route('/api', productos)
  .route('/api', adminProductos)
  .route('/api', productosCsv)
  .route('/api', historialProducto)
  .route('/api', marcas)
  .route('/api', caracteristicas)
  .route('/api', promociones)
  .route('/api', ventas)
  .route('/api', entregas)
  .route('/api', ventasResumen)
  .route('/api', ventasCsv)
  .route('/api', compras)
  .route('/api', envios)
  .route('/api', cupones)
  .route('/api', pagos)
  .route('/api', adminProfesionales)
  .route('/api', adminPropuestas)
  .route('/api', gestion)
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
} satisfies ExportedHandler<AppEnv['Bindings']>;
