/**
 * `npm run bench`: how fast CitaSalud answers, on this machine, with the demo data and at scale.
 * Writes docs/benchmarks.md (machine, date, figures). Timings are reported, never asserted.
 *
 *   npm run bench [-- --segundos 5] [--concurrencia 4] [--factor 1] [--sin-escala] [--sin-lighthouse] [--sin-build]
 *                 [--solo <escenario>] [--salida <archivo.md>] [--con-inspector]
 *
 * 1. Demo data: a fresh local state (migrations + seed) served on a free loopback port (never
 *    8787) by the same local runtime as `wrangler dev` (same wrangler.toml, .dev.vars, state and
 *    assets), started through wrangler's `unstable_startWorker` with its devtools inspector off:
 *    under `wrangler dev` the inspector receives events for every D1 query, with their bodies, and
 *    that costs CPU production does not pay. `--con-inspector` serves with `wrangler dev` as it
 *    is, inspector included. Each scenario runs a bounded loop (a request count and a time
 *    limit, whichever comes first) at a fixed concurrency; its requests per second are given as
 *    a ratio to `GET /api/health` in the same run: the runtime's own floor.
 *    Public reads are measured three ways: a cache miss (a throwaway query parameter changes the
 *    cache key, so D1 answers), a cached 200, and a conditional request (If-None-Match → 304),
 *    which is what a browser revisiting a page sends.
 * 2. Web: JavaScript and CSS bytes (gzip) per route from the build, Lighthouse 12 (mobile) on
 *    four public pages, the main thread's blocking on those pages measured in Chromium at 4× CPU
 *    (scripts/bench-hilo.ts), and the store's in-memory filter over 10,000 products per keystroke.
 * 3. Scale: the same state plus 10,000 professionals, 500,000 appointments, 200,000 comments and
 *    50,000 products (scripts/gen-scale-data.ts), the same scenarios, and the ratio to demo.
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Bloqueo, bloqueoDelHilo } from './bench-hilo';
import { type Lh, lighthouse, lighthouseMediana, SIN_PAINT_HOLDING } from './bench-lighthouse';
import { cargar, cargarComoCte, cargarComoValores, ESCALA } from './gen-scale-data';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
type Lib = {
  build: () => void;
  ensureDevVars: () => void;
  prepareDatabase: (dir: string) => void;
  waitFor: (url: string, ms: number) => Promise<void>;
  freePort: () => Promise<number>;
};
const libPath = './lib.mjs';
const lib = (await import(libPath)) as Lib;

// ---- options --------------------------------------------------------------------------------

function opciones(argv: string[]) {
  const o = {
    segundos: 5,
    concurrencia: 4,
    maxPeticiones: 3000,
    factor: 1,
    escala: true,
    lighthouse: true,
    build: true,
    salida: join(root, 'docs/benchmarks.md'),
    /** only the scenarios whose key contains this (the floor always runs) */
    solo: '',
    /** serve with `wrangler dev` as it is, devtools inspector included (see conServidor) */
    inspector: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--segundos') o.segundos = Number(argv[++i]);
    else if (a === '--concurrencia') o.concurrencia = Number(argv[++i]);
    else if (a === '--max') o.maxPeticiones = Number(argv[++i]);
    else if (a === '--factor') o.factor = Number(argv[++i]);
    else if (a === '--sin-escala') o.escala = false;
    else if (a === '--sin-lighthouse') o.lighthouse = false;
    else if (a === '--sin-build') o.build = false;
    else if (a === '--salida') o.salida = resolve(argv[++i]);
    else if (a === '--solo') o.solo = argv[++i] ?? '';
    else if (a === '--con-inspector') o.inspector = true;
    else throw new Error(`Opción desconocida: ${a}`);
  }
  if (!(o.segundos > 0 && o.segundos <= 60)) throw new Error('--segundos va de 1 a 60');
  if (!(o.concurrencia >= 1 && o.concurrencia <= 32)) throw new Error('--concurrencia va de 1 a 32');
  return o;
}

// ---- the client -----------------------------------------------------------------------------

type Peticion = {
  method: 'GET' | 'POST';
  path: string;
  body?: Record<string, unknown>;
  headers?: Record<string, string>;
};
type Respuesta = { status: number; headers: http.IncomingHttpHeaders; bytes: number; texto: string };

function pedir(base: string, agent: http.Agent, p: Peticion, guardarTexto = false): Promise<Respuesta> {
  const cuerpo = p.body ? JSON.stringify(p.body) : undefined;
  return new Promise((ok, mal) => {
    const req = http.request(
      `${base}${p.path}`,
      {
        method: p.method,
        agent,
        timeout: 60_000,
        headers: {
          Accept: 'application/json',
          'X-Requested-With': 'XMLHttpRequest',
          Authorization: 'Bearer null',
          ...(cuerpo ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(cuerpo) } : {}),
          ...p.headers,
        },
      },
      (res) => {
        const trozos: Buffer[] = [];
        let bytes = 0;
        res.on('data', (d: Buffer) => {
          bytes += d.length;
          if (guardarTexto) trozos.push(d);
        });
        res.on('end', () =>
          ok({ status: res.statusCode ?? 0, headers: res.headers, bytes, texto: Buffer.concat(trozos).toString() }),
        );
        res.on('error', mal);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', mal);
    req.end(cuerpo);
  });
}

async function json<T>(base: string, agent: http.Agent, p: Peticion): Promise<T> {
  const r = await pedir(base, agent, p, true);
  if (r.status >= 400) throw new Error(`${p.method} ${p.path}: ${r.status} ${r.texto.slice(0, 200)}`);
  return JSON.parse(r.texto) as T;
}

// ---- measuring ------------------------------------------------------------------------------

type Modo = 'fallo' | 'cache' | '304' | 'escritura' | 'base' | 'entera';
type Escenario = {
  clave: string;
  nombre: string;
  modo: Modo;
  /** the i-th request (null: no more to send) */
  peticion: (i: number) => Peticion | null;
  /** statuses that count as success */
  esperado: number[];
  max?: number;
  concurrencia?: number;
};
type Resultado = {
  clave: string;
  nombre: string;
  modo: Modo;
  n: number;
  errores: number;
  estados: Record<number, number>;
  rps: number;
  p50: number;
  p99: number;
  bytes: number;
  /** requests per second of the health run just before this scenario */
  pisoRps: number;
  /** share of answers served from the cache (X-Cache: HIT) */
  aciertos: number;
};

/** Warm-up requests per scenario: more than any rotation's distinct URLs (ROTACION). */
const CALENTAMIENTO = 50;
const ROTACION = 48;

const percentil = (orden: number[], p: number) =>
  orden.length ? orden[Math.min(orden.length - 1, Math.floor((p / 100) * orden.length))] : Number.NaN;

async function medir(base: string, e: Escenario, o: ReturnType<typeof opciones>): Promise<Resultado> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const etags = new Map<string, string>();
  const max = e.max ?? o.maxPeticiones;
  const concurrencia = Math.min(e.concurrencia ?? o.concurrencia, max);
  const conEtag = (p: Peticion): Peticion => {
    const etag = e.modo === '304' ? etags.get(p.path) : undefined;
    return etag ? { ...p, headers: { ...p.headers, 'If-None-Match': etag } } : p;
  };
  // warm-up (not counted): fills caches and ETags the way earlier visits would have
  const calentar = e.modo === 'escritura' || e.modo === 'entera' || (e.max ?? 99) < 20 ? 0 : CALENTAMIENTO;
  let i = 0;
  for (let k = 0; k < calentar; k++) {
    const p = e.peticion(i++);
    if (!p) break;
    const r = await pedir(base, agent, conEtag(p));
    if (typeof r.headers.etag === 'string') etags.set(p.path, r.headers.etag);
  }
  const tiempos: number[] = [];
  const estados: Record<number, number> = {};
  let errores = 0;
  let bytes = 0;
  let aciertos = 0;
  const fin = performance.now() + o.segundos * 1000;
  const t0 = performance.now();
  const trabajador = async () => {
    while (tiempos.length + errores < max && performance.now() < fin) {
      const p = e.peticion(i++);
      if (!p) return;
      const pet = conEtag(p);
      const a = performance.now();
      try {
        const r = await pedir(base, agent, pet);
        tiempos.push(performance.now() - a);
        estados[r.status] = (estados[r.status] ?? 0) + 1;
        if (r.headers['x-cache'] === 'HIT') aciertos++;
        bytes += r.bytes;
        if (!e.esperado.includes(r.status)) errores++;
        if (typeof r.headers.etag === 'string') etags.set(p.path, r.headers.etag);
      } catch {
        errores++;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrencia }, trabajador));
  const segundos = (performance.now() - t0) / 1000;
  agent.destroy();
  const orden = [...tiempos].sort((a, b) => a - b);
  return {
    clave: e.clave,
    nombre: e.nombre,
    modo: e.modo,
    n: tiempos.length,
    errores,
    estados,
    rps: tiempos.length / segundos,
    p50: percentil(orden, 50),
    p99: percentil(orden, 99),
    bytes: tiempos.length ? bytes / tiempos.length : 0,
    pisoRps: Number.NaN,
    aciertos: tiempos.length ? aciertos / tiempos.length : 0,
  };
}

// ---- what to ask ----------------------------------------------------------------------------

type Medico = { id: number; ciudad: string; cargo: string; presencial: number; virtual: number };
type Perfil = {
  succes: Medico[];
  motivos: { id: number }[];
  horarios: {
    id: number;
    lunes: number;
    martes: number;
    miercoles: number;
    jueves: number;
    viernes: number;
    sabado: number;
    domingo: number;
  }[];
};
type Datos = {
  medicos: Medico[];
  filtros: string[];
  paginasMedicos: number;
  paginasProductos: number;
  reservas: Record<string, unknown>[];
};

const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9ñ]+/g, ' ')
    .trim();
const bogota = (dias: number) => new Date(Date.now() - 5 * 3600_000 + dias * 86_400_000).toISOString().slice(0, 10);
const DIAS = ['domingo', 'lunes', 'martes', 'miercoles', 'jueves', 'viernes', 'sabado'] as const;

/** What the scenarios rotate over, read through the API (not timed). */
async function datos(base: string, maxReservas: number): Promise<Datos> {
  const agent = new http.Agent({ keepAlive: true });
  type Pagina = { succes: Medico[]; total: number };
  const primera = await json<Pagina>(base, agent, { method: 'GET', path: '/api/medic/all?page=1&limit=48' });
  const medicos = primera.succes;
  const combos = new Set<string>();
  for (const m of medicos) {
    const mod = m.virtual ? 2 : 1;
    combos.add(
      `ciudad=${encodeURIComponent(slug(m.ciudad))}&especialidad=${encodeURIComponent(slug(m.cargo))}&modalidad=${mod}`,
    );
    combos.add(`ciudad=${encodeURIComponent(slug(m.ciudad))}`);
    combos.add(`especialidad=${encodeURIComponent(slug(m.cargo))}&modalidad=${mod}`);
  }
  const productos = await json<{ total: number }>(base, agent, {
    method: 'GET',
    path: '/api/producto/index?page=1&limit=24',
  });
  // free slots 60 to 90 days ahead (the demo and scale data book nothing that far): one per
  // professional, weekday and schedule, spread over the professionals
  const reservas: Record<string, unknown>[] = [];
  for (const m of medicos.slice(0, 24)) {
    const p = await json<Perfil>(base, agent, { method: 'POST', path: '/api/medic/find', body: { id: m.id } });
    if (!p.motivos.length) continue;
    for (let d = 60; d <= 90; d++) {
      const fecha = bogota(d);
      const dia = DIAS[new Date(`${fecha}T12:00:00Z`).getUTCDay()];
      for (const h of p.horarios)
        if (h[dia] === 1)
          reservas.push({
            nombre: 'Paciente de prueba de carga',
            email: 'carga@correo.test',
            telefono: '3001234567',
            fecha_cita: fecha,
            horario: h.id,
            motivo: p.motivos[0].id,
            primera_visita: 'no',
            user: m.id,
            acepta_tratamiento: '1',
          });
    }
  }
  // interleave professionals so concurrent requests rarely touch the same rows
  reservas.sort((a, b) => String(a.fecha_cita).localeCompare(String(b.fecha_cita)) || Number(a.user) - Number(b.user));
  agent.destroy();
  return {
    medicos,
    filtros: [...combos].slice(0, 24),
    paginasMedicos: Math.max(1, Math.min(5, Math.ceil(primera.total / 24))),
    paginasProductos: Math.max(1, Math.min(5, Math.ceil(productos.total / 24))),
    reservas: reservas.slice(0, maxReservas),
  };
}

const get = (path: string): Peticion => ({ method: 'GET', path });
const conBusting = (path: string, i: number) => `${path}${path.includes('?') ? '&' : '?'}_bench=${Date.now()}-${i}`;

/** The scenarios of one phase; `escala` leaves out whole-table loops (bounded to a few requests). */
function escenarios(d: Datos, escala: boolean): Escenario[] {
  const ids = d.medicos.map((m) => m.id).slice(0, ROTACION / 2);
  const lecturas: { clave: string; nombre: string; ruta: (i: number) => string }[] = [
    {
      clave: 'medic-all',
      nombre: 'medic/all (páginas de 24)',
      ruta: (i) => `/api/medic/all?page=${1 + (i % d.paginasMedicos)}&limit=24`,
    },
    {
      clave: 'medic-all-filtros',
      nombre: 'medic/all con filtros (ciudad, especialidad, modalidad)',
      ruta: (i) => `/api/medic/all?${d.filtros[i % d.filtros.length]}&page=1&limit=24`,
    },
    {
      clave: 'medic-destacados',
      nombre: 'medic/all destacados (inicio, 8)',
      ruta: () => '/api/medic/all?destacado=1&page=1&limit=8',
    },
    {
      clave: 'disponibilidad',
      nombre: 'medic/disponibilidad',
      ruta: (i) =>
        `/api/medic/disponibilidad?id=${ids[i % ids.length]}&fecha=${bogota(1 + (Math.floor(i / ids.length) % 2))}`,
    },
    {
      clave: 'comentarios',
      nombre: 'comentario/all/medic',
      ruta: (i) => `/api/comentario/all/medic?id=${ids[i % ids.length]}`,
    },
    {
      clave: 'producto-index',
      nombre: 'producto/index (páginas de 24)',
      ruta: (i) => `/api/producto/index?page=${1 + (i % d.paginasProductos)}&limit=24`,
    },
  ];
  const out: Escenario[] = [
    {
      clave: 'health',
      nombre: 'GET /api/health (piso)',
      modo: 'base',
      peticion: () => get('/api/health'),
      esperado: [200],
    },
  ];
  for (const l of lecturas) {
    out.push(
      {
        clave: l.clave,
        nombre: l.nombre,
        modo: 'fallo',
        peticion: (i) => get(conBusting(l.ruta(i), i)),
        esperado: [200],
      },
      { clave: l.clave, nombre: l.nombre, modo: 'cache', peticion: (i) => get(l.ruta(i)), esperado: [200] },
      { clave: l.clave, nombre: l.nombre, modo: '304', peticion: (i) => get(l.ruta(i)), esperado: [304] },
    );
  }
  out.push({
    clave: 'medic-find',
    nombre: 'medic/find (POST, sin caché)',
    modo: 'fallo',
    peticion: (i) => ({ method: 'POST', path: '/api/medic/find', body: { id: ids[i % ids.length] } }),
    esperado: [200],
  });
  // a profile page as a browser navigates to it: the Worker reads the profile and its opinions
  // through the app and draws the screen (worker/lib/pagina.ts); what a first visit costs the
  // server. Sin caché: a throwaway query makes each page's key new, so each one is drawn; caché:
  // the same pages again, given from the kept copies (the reads are still made)
  const pagina = (ruta: (i: number) => string) => (i: number) => ({
    method: 'GET' as const,
    path: ruta(i),
    headers: { Accept: 'text/html', 'Sec-Fetch-Dest': 'document' },
  });
  const perfil = (i: number) => `/doc-detalle/${ids[i % ids.length]}`;
  out.push(
    {
      clave: 'pagina',
      nombre: 'página de perfil dibujada en el Worker (HTML)',
      modo: 'fallo',
      peticion: pagina((i) => conBusting(perfil(i), i)),
      esperado: [200],
    },
    {
      clave: 'pagina',
      nombre: 'página de perfil dibujada en el Worker (HTML)',
      modo: 'cache',
      peticion: pagina(perfil),
      esperado: [200],
    },
  );
  // whole tables, as the original client asked for them (the screens ask for pages): bounded at scale
  const entera = { max: escala ? 4 : undefined, concurrencia: escala ? 1 : undefined };
  out.push(
    {
      clave: 'medic-all-entera',
      nombre: 'medic/all sin paginar (tabla entera)',
      modo: 'fallo',
      peticion: (i) => get(conBusting('/api/medic/all', i)),
      esperado: [200],
      ...entera,
    },
    {
      clave: 'producto-index-entera',
      nombre: 'producto/index sin paginar (tabla entera)',
      modo: 'fallo',
      peticion: (i) => get(conBusting('/api/producto/index', i)),
      esperado: [200],
      ...entera,
    },
    {
      clave: 'producto-index-entera',
      nombre: 'producto/index sin paginar (tabla entera)',
      modo: 'cache',
      peticion: () => get('/api/producto/index'),
      esperado: [200],
      ...entera,
    },
  );
  // bookings: each a fresh free slot; 20 per client address (the server's throttle), as 20 patients each
  out.push({
    clave: 'cita-create',
    nombre: 'cita/create (horarios libres)',
    modo: 'escritura',
    peticion: (i) =>
      i < d.reservas.length
        ? {
            method: 'POST',
            path: '/api/cita/create',
            body: d.reservas[i],
            headers: {
              'CF-Connecting-IP': `10.${(i >> 16) & 255}.${(Math.floor(i / 20) >> 8) & 255}.${Math.floor(i / 20) & 255}`,
            },
          }
        : null,
    esperado: [201],
  });
  out.push({
    clave: 'health',
    nombre: 'GET /api/health (piso, al final)',
    modo: 'base',
    peticion: () => get('/api/health'),
    esperado: [200],
  });
  return out;
}

// ---- phases ---------------------------------------------------------------------------------

/** Set in the child process that serves the Worker without the inspector: what it serves, as JSON. */
const VAR_SERVIDOR = 'CITASALUD_BENCH_SERVIDOR';
type Servidor = { estado: string; assets: string; port: number };

/** How the server was started, for the report's header. */
const arranque = (inspector: boolean) =>
  inspector
    ? '`wrangler dev` en 127.0.0.1, con su inspector de devtools'
    : '`unstable_startWorker` de wrangler en 127.0.0.1: lo que arranca `wrangler dev --local`, sin su inspector de devtools';

/**
 * The Worker on a free loopback port, serving `estado` and the copy of the build in `assets`.
 *
 * By default a child process (this script again, see servidorSinInspector) starts it through
 * wrangler's `unstable_startWorker`, the API `wrangler dev` is built on, with the input that
 * `wrangler dev --local --ip 127.0.0.1 --port <p> --persist-to <estado> --assets <assets>` gives
 * it (wrangler.toml with its [vars], .dev.vars, the same proxy in front of the same workerd) but
 * `dev.inspector: false`: under `wrangler dev` the devtools inspector receives `Network.*` events
 * for every D1 query, with their bodies, 5–8 ms of CPU per query (wrangler's node and the proxy's
 * workerd, measured here) that production does not pay. A child, as `wrangler dev` is, so
 * wrangler's side never shares an event loop with the client. With `inspector`, `wrangler dev`
 * itself, as it is.
 */
async function conServidor<T>(
  estado: string,
  assets: string,
  inspector: boolean,
  fn: (base: string) => Promise<T>,
): Promise<T> {
  const port = await lib.freePort();
  const env = { ...process.env, CI: '1' };
  const server = inspector
    ? spawn(
        join(root, 'node_modules/.bin/wrangler'),
        [
          'dev',
          '--port',
          String(port),
          '--ip',
          '127.0.0.1',
          '--local',
          '--show-interactive-dev-session=false',
          '--persist-to',
          estado,
          '--assets',
          assets,
        ],
        { cwd: root, stdio: 'ignore', env },
      )
    : // the flags wrangler's own bin/wrangler.js runs its CLI with, then tsx's loader
      spawn(
        process.execPath,
        ['--no-warnings', '--experimental-vm-modules', ...process.execArgv, fileURLToPath(import.meta.url)],
        {
          cwd: root,
          stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
          env: { ...env, [VAR_SERVIDOR]: JSON.stringify({ estado, assets, port } satisfies Servidor) },
        },
      );
  const vivo = () => server.exitCode === null && server.signalCode === null;
  const terminado = new Promise((r) => server.once('exit', r));
  try {
    await Promise.race([
      lib.waitFor(`http://127.0.0.1:${port}/api/health`, 120_000),
      terminado.then(() => {
        throw new Error(`El servidor terminó antes de responder (código ${server.exitCode ?? server.signalCode})`);
      }),
    ]);
    return await fn(`http://localhost:${port}`);
  } finally {
    if (vivo()) {
      // the child disposes of its Worker when the IPC channel closes (also if this process dies);
      // not on SIGTERM, which wrangler's own handler answers with process.exit()
      const espera = (ms: number) => Promise.race([terminado, new Promise((r) => setTimeout(r, ms))]);
      if (server.connected) {
        server.disconnect();
        await espera(15_000);
      }
      if (vivo()) {
        server.kill('SIGTERM');
        await espera(1000);
      }
      if (vivo()) server.kill('SIGKILL');
    }
  }
}

/**
 * The child of conServidor: the Worker through `unstable_startWorker`, inspector off, until the
 * parent closes the IPC channel (or goes away); then `dispose()` stops wrangler's proxy and both
 * workerd. wrangler answers SIGINT and SIGTERM itself with process.exit(), before any handler here
 * could dispose; its exit hooks still stop workerd.
 */
async function servidorSinInspector({ estado, assets, port }: Servidor) {
  const { unstable_startWorker } = await import('wrangler');
  // what `wrangler dev --local --ip … --port … --persist-to … --assets …` sets (wrangler's
  // setupDevEnv); the config file brings main, compatibility, bindings, [vars] and .dev.vars
  const arrancando = unstable_startWorker({
    config: join(root, 'wrangler.toml'),
    assets,
    dev: {
      remote: false,
      persist: estado,
      server: { hostname: '127.0.0.1', port },
      inspector: false,
    },
  });
  let cerrando = false;
  const cerrar = () => {
    if (cerrando) return;
    cerrando = true;
    arrancando
      .then((w) => w.dispose())
      .catch((err) => console.error(err))
      .finally(() => process.exit(0));
  };
  process.on('disconnect', cerrar);
  await (await arrancando).ready;
}

async function fase(nombre: string, base: string, o: ReturnType<typeof opciones>, escala: boolean) {
  console.log(`\n━━ ${nombre}`);
  const d = await datos(base, o.maxPeticiones);
  const res: Resultado[] = [];
  const salud: Escenario = {
    clave: 'health',
    nombre: 'GET /api/health (piso)',
    modo: 'base',
    peticion: () => get('/api/health'),
    esperado: [200],
  };
  for (const e of escenarios(d, escala).filter((x) => !o.solo || x.clave === 'health' || x.clave.includes(o.solo))) {
    // the floor right before each scenario: the machine's load drifts, the ratio should not
    const piso = e.modo === 'base' ? null : await medir(base, salud, { ...o, segundos: Math.max(1, o.segundos / 2) });
    const r = await medir(base, e, o);
    r.pisoRps = piso ? piso.rps : r.rps;
    res.push(r);
    console.log(
      `  ${e.nombre.padEnd(56)} ${e.modo.padEnd(9)} ${String(r.n).padStart(5)} pet. ${r.rps.toFixed(0).padStart(5)}/s  p50 ${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  ÷piso ${(r.rps / r.pisoRps).toFixed(2)}  caché ${(r.aciertos * 100).toFixed(0)} %${r.errores ? `  errores ${r.errores} ${JSON.stringify(r.estados)}` : ''}`,
    );
  }
  return { res, datos: d };
}

/** The floor: the mean of the health runs at the start and the end of the phase. */
const piso = (res: Resultado[]) => {
  const h = res.filter((r) => r.clave === 'health');
  return { rps: h.reduce((s, r) => s + r.rps, 0) / h.length, p50: h.reduce((s, r) => s + r.p50, 0) / h.length };
};

// ---- web ------------------------------------------------------------------------------------

type Bytes = { ruta: string; js: number; css: number; archivos: string[] };

function bytesWeb(dist: string): { rutas: Bytes[]; problemas: string[]; avisos?: string[] } | null {
  const res = spawnSync('node', ['scripts/bundle-report.mjs', '--json', '--dist', dist], {
    cwd: root,
    encoding: 'utf8',
  });
  try {
    return JSON.parse(res.stdout);
  } catch {
    return null;
  }
}

/**
 * What the store does per keystroke, over 10,000 products in Node (V8, no DOM, no render). Online
 * a keystroke only updates the field; 250 ms after the last one the screen reads the filters from
 * the address and builds the page query for the server (timed here). Offline it filters in memory
 * the pages the service worker kept (timed here over 10,000 products, more than it keeps).
 */
async function filtroTienda() {
  const rutaFiltros = '../web/src/features/store/filters';
  const f = (await import(rutaFiltros).catch(() => null)) as null | {
    indexar: (p: unknown[]) => unknown[];
    filtrar: (i: unknown[], f: unknown) => unknown[];
    filtrosDeUrl?: (p: URLSearchParams) => unknown;
    consultaDe?: (f: unknown, page: number) => unknown;
    claveDe?: (f: unknown) => string;
  };
  if (!f) return null;
  const nombres = [
    'Vitamina C',
    'Omega 3',
    'Colágeno hidrolizado',
    'Protector solar',
    'Gel antibacterial',
    'Tensiómetro',
  ];
  const productos = Array.from({ length: 10_000 }, (_, i) => ({
    id: i + 1,
    nombre: `${nombres[i % nombres.length]} ${i + 1}`,
    nombre_marca: `Laboratorios ${i % 40}`,
    nombre_promocion: i % 6 === 0 ? 'Día de la salud' : '',
    porcentaje: i % 6 === 0 ? 15 : 0,
    id_marca: i % 40,
    id_caract: i % 8,
    precio: 5000 + ((i * 7919) % 195_000),
    precio_final: 5000 + ((i * 7919) % 195_000),
  }));
  const t0 = performance.now();
  const indice = f.indexar(productos);
  const indexar = performance.now() - t0;
  const tiempos: number[] = [];
  const consultas: number[] = [];
  const texto = 'vitamina c 1';
  for (let ronda = 0; ronda < 20; ronda++)
    for (let k = 1; k <= texto.length; k++) {
      const filtros = {
        q: texto.slice(0, k),
        marcas: ronda % 2 ? [1, 2, 3] : [],
        caracteristicas: [],
        precios: [],
        descuento: false,
      };
      if (f.filtrosDeUrl && f.consultaDe && f.claveDe) {
        const params = new URLSearchParams({ q: filtros.q, ...(ronda % 2 ? { marca: '1,2,3' } : {}) });
        const b = performance.now();
        const leidos = f.filtrosDeUrl(params);
        f.claveDe(leidos);
        f.consultaDe(leidos, 1);
        consultas.push(performance.now() - b);
      }
      const a = performance.now();
      f.filtrar(indice, filtros);
      tiempos.push(performance.now() - a);
    }
  tiempos.sort((a, b) => a - b);
  consultas.sort((a, b) => a - b);
  return {
    indexar,
    p50: percentil(tiempos, 50),
    p99: percentil(tiempos, 99),
    max: tiempos[tiempos.length - 1],
    consulta: consultas.length ? { p50: percentil(consultas, 50), max: consultas[consultas.length - 1] } : null,
  };
}

// ---- the report -----------------------------------------------------------------------------

const ms = (x: number) => (Number.isFinite(x) ? x.toFixed(1) : '–');
/** kilobytes as Vite and scripts/bundle-report.mjs print them (1 kB = 1000 bytes) */
const kb = (x: number) => (x / 1000).toFixed(1);
const MODOS: Record<Modo, string> = {
  base: 'piso',
  fallo: 'sin caché (D1)',
  cache: 'caché (200)',
  '304': 'condicional (304)',
  escritura: 'escritura',
  entera: 'tabla entera',
};

function tabla(res: Resultado[]) {
  const filas = res.map((r) => {
    const errores = r.errores
      ? `${r.errores} (${Object.entries(r.estados)
          .map(([k, v]) => `${k}×${v}`)
          .join(', ')})`
      : '';
    return `| ${r.nombre} | ${MODOS[r.modo]} | ${r.n} | ${r.rps.toFixed(0)} | ${ms(r.p50)} | ${ms(r.p99)} | ${(r.rps / r.pisoRps).toFixed(2)} | ${kb(r.bytes)} | ${errores} |`;
  });
  return [
    '| escenario | modo | peticiones | pet/s | p50 ms | p99 ms | pet/s ÷ piso | kB/resp. | errores |',
    '|---|---|---:|---:|---:|---:|---:|---:|---|',
    ...filas,
  ].join('\n');
}

/**
 * Scale against demo. The phases run minutes apart on a shared machine, so the verdict compares
 * each scenario's throughput relative to its own floor (pet/s ÷ piso): within 2× means the scale
 * ratio is at least half the demo ratio. Raw p50s are shown beside it.
 */
function comparacion(demo: Resultado[], escala: Resultado[]) {
  const filas: string[] = [];
  for (const r of escala) {
    if (r.modo === 'base') continue;
    const d = demo.find((x) => x.clave === r.clave && x.modo === r.modo && x.nombre === r.nombre);
    if (!d) continue;
    const relativo = r.rps / r.pisoRps / (d.rps / d.pisoRps);
    const ok = r.errores === 0 && relativo >= 0.5;
    filas.push(
      `| ${r.nombre} | ${MODOS[r.modo]} | ${(d.rps / d.pisoRps).toFixed(2)} | ${(r.rps / r.pisoRps).toFixed(2)} | ${(1 / relativo).toFixed(2)}× | ${ms(d.p50)} | ${ms(r.p50)} | ${ok ? 'sí' : '**no**'} |`,
    );
  }
  return [
    '| escenario | modo | ÷ piso demo | ÷ piso escala | más lento a escala | p50 demo ms | p50 escala ms | ≤ 2× |',
    '|---|---|---:|---:|---:|---:|---:|---|',
    ...filas,
  ].join('\n');
}

function maquina(inspector: boolean) {
  return [
    `- Fecha: ${new Date().toISOString().replace('T', ' ').slice(0, 16)} UTC`,
    `- Máquina: ${os.cpus()[0]?.model ?? '¿?'} · nproc ${os.availableParallelism()} · memoria ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB · ${os.platform()} ${os.release()}`,
    `- Node ${process.version} · wrangler ${JSON.parse(readFileSync(join(root, 'node_modules/wrangler/package.json'), 'utf8')).version} (workerd local, ${arranque(inspector)})`,
    `- Carga media al empezar: ${os
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(' / ')} (1/5/15 min; la máquina es compartida, compárense las razones más que los absolutos)`,
  ].join('\n');
}

/** Everything after this line in docs/benchmarks.md is kept when the figures are regenerated. */
const MARCA_NOTAS = '<!-- notas: texto escrito a mano, se conserva al regenerar -->';

// ---- main -----------------------------------------------------------------------------------

async function main() {
  const o = opciones(process.argv.slice(2));
  lib.ensureDevVars();
  if (o.build || !existsSync(join(root, 'web/dist/index.html'))) lib.build();
  const cabecera = maquina(o.inspector);
  const trabajo = mkdtempSync(join(os.tmpdir(), 'citasalud-bench-'));
  const demoState = join(trabajo, 'demo');
  const escalaState = join(trabajo, 'escala');
  // the build measured and served is a copy: another build of web/dist meanwhile changes nothing here
  const dist = join(trabajo, 'dist');
  cpSync(join(root, 'web/dist'), dist, { recursive: true });
  try {
    lib.prepareDatabase(demoState);
    if (o.escala) cpSync(demoState, escalaState, { recursive: true });

    let lh: Lh[] = [];
    const lhSinPh: Lh[] = [];
    let hilo: Bloqueo[] = [];
    const demo = await conServidor(demoState, dist, o.inspector, async (base) => {
      const r = await fase('Datos de demostración', base, o, false);
      if (o.lighthouse) {
        const id = r.datos.medicos[0]?.id ?? 1;
        const rutas = ['/', '/especialistas/todas/todas/0', `/doc-detalle/${id}`, '/e-comerce'];
        for (const ruta of rutas) {
          console.log(`  Lighthouse ${ruta}…`);
          lh.push(lighthouseMediana(`${base}${ruta}`, ruta, 3));
          lhSinPh.push(lighthouse(`${base}${ruta}`, ruta, SIN_PAINT_HOLDING));
        }
        console.log('  Bloqueo del hilo principal (Chromium, CPU ×4)…');
        hilo = await bloqueoDelHilo(base, rutas, 5);
      }
      return r.res;
    });

    let escala: Resultado[] = [];
    let carga: { paso: string; segundos: number; bytes: number }[] = [];
    let comparar: { valores: ReturnType<typeof cargarComoValores>; cte: ReturnType<typeof cargarComoCte> } | null =
      null;
    if (o.escala) {
      console.log(`\n━━ Generando datos de escala (factor ${o.factor})…`);
      carga = cargar(escalaState, o.factor);
      escala = await conServidor(
        escalaState,
        dist,
        o.inspector,
        async (base) => (await fase('A escala', base, o, true)).res,
      );
      console.log('\n━━ Comparando formas de carga (20.000 comentarios)…');
      comparar = { valores: cargarComoValores(escalaState, 20_000), cte: cargarComoCte(escalaState, 20_000) };
    }
    const web = bytesWeb(dist);
    const filtro = await filtroTienda();
    lh = lh.length ? lh : [];
    // the hand-written analysis below the marker survives each run
    const previo = existsSync(o.salida) ? readFileSync(o.salida, 'utf8') : '';
    const notas = previo.includes(MARCA_NOTAS) ? previo.slice(previo.indexOf(MARCA_NOTAS)) : '';
    const texto = informe({ o, cabecera, demo, escala, carga, comparar, web, filtro, lh, lhSinPh, hilo });
    writeFileSync(o.salida, notas ? `${texto}\n${notas}` : texto);
    console.log(`\n✓ Resultados en ${o.salida}`);
  } finally {
    rmSync(trabajo, { recursive: true, force: true });
  }
}

type Informe = {
  o: ReturnType<typeof opciones>;
  cabecera: string;
  demo: Resultado[];
  escala: Resultado[];
  carga: { paso: string; segundos: number; bytes: number }[];
  comparar: {
    valores: { segundos: number; sentencias: number; bytes: number };
    cte: { segundos: number; bytes: number };
  } | null;
  web: ReturnType<typeof bytesWeb>;
  filtro: Awaited<ReturnType<typeof filtroTienda>>;
  lh: Lh[];
  lhSinPh: Lh[];
  hilo: Bloqueo[];
};

function informe(x: Informe): string {
  const { o } = x;
  const pd = piso(x.demo);
  // the API's public reads (a drawn page is HTML, with a read that is never cached: reported apart)
  const lecturasCache = x.demo.filter((r) => (r.modo === 'cache' || r.modo === '304') && r.clave !== 'pagina');
  const peorLectura = Math.min(...lecturasCache.map((r) => r.rps / r.pisoRps));
  const escrituras = x.demo.filter((r) => r.modo === 'escritura');
  const partes = [
    '# Benchmarks',
    '',
    'Generado por `npm run bench` (scripts/bench.ts); las cifras no se editan a mano (las notas del final sí). Los tiempos se informan, no se',
    'exigen: lo que se puede comprobar sin cronómetro (índices, número de consultas, bytes por ruta) lo',
    'afirma `npm test` (tests/worker/perf/, scripts/bundle-report.mjs --check).',
    '',
    x.cabecera,
    `- Carga: ${o.concurrencia} peticiones concurrentes por escenario, como mucho ${o.maxPeticiones} peticiones o ${o.segundos} s (lo que llegue antes), tras ${CALENTAMIENTO} de calentamiento (las URL de cada escenario rotan entre ≤ ${ROTACION}); cliente HTTP de Node con keep-alive en la misma máquina.`,
    '',
    '## Cómo leerlo',
    '',
    '- **Piso**: `GET /api/health` medido justo antes de cada escenario (la carga de la máquina cambia): lo que cuesta',
    '  una petición que no hace nada en este runtime. Cada escenario se da como razón a su piso (pet/s ÷ piso).',
    '- **Sin caché (D1)**: un parámetro desechable cambia la clave de caché, así que responde D1 (más la lectura de',
    '  la versión, el hash del cuerpo y el guardado en caché). Es lo que mide si las listas paginan y filtran en la',
    '  base. **Caché (200)**: la misma URL repetida; la responde la caché del isolate o la Cache API tras leer la',
    '  versión del área en D1. **Condicional (304)**: con `If-None-Match`, como un navegador que vuelve a una página.',
    '- Objetivos del issue: lecturas públicas ≥ 0,8 del piso, escrituras ≥ 0,3; a escala, las listas a ≤ 2× de su cifra',
    '  con datos de demostración.',
    '',
    '## API con datos de demostración',
    '',
    tabla(x.demo),
    '',
    `Lecturas públicas servidas desde caché (200 o 304): la peor queda a **${peorLectura.toFixed(2)}** del piso (objetivo ≥ 0,8). ` +
      `Reservas (\`cita/create\`): ${escrituras.map((r) => `**${(r.rps / r.pisoRps).toFixed(2)}** del piso`).join(', ')} (objetivo ≥ 0,3).`,
    '',
  ];
  if (x.escala.length) {
    const pe = piso(x.escala);
    partes.push(
      `## API a escala (${ESCALA.profesionales * o.factor} profesionales, ${ESCALA.citas * o.factor} citas, ${ESCALA.comentarios * o.factor} comentarios, ${ESCALA.productos * o.factor} productos)`,
      '',
      'Carga con `scripts/gen-scale-data.ts`: sentencias `INSERT … WITH RECURSIVE` cortas ejecutadas con',
      '`wrangler d1 execute DB --local --persist-to <dir> --file <f>` (cada paso incluye ~5 s de arranque de wrangler):',
      '',
      '| paso | s | bytes de SQL |',
      '|---|---:|---:|',
      ...x.carga.map((c) => `| ${c.paso} | ${c.segundos.toFixed(1)} | ${c.bytes} |`),
      `| **total** | **${x.carga.reduce((s, c) => s + c.segundos, 0).toFixed(1)}** | |`,
      '',
      x.comparar
        ? `Comparación de formas de carga, 20.000 comentarios en la base ya grande: \`INSERT … VALUES\` en sentencias de ≤ 100 KB ` +
            `(${x.comparar.valores.sentencias} sentencias, ${(x.comparar.valores.bytes / 1024).toFixed(0)} KB de SQL) ${x.comparar.valores.segundos.toFixed(1)} s; ` +
            `una sentencia \`WITH RECURSIVE\` (${x.comparar.cte.bytes} bytes) ${x.comparar.cte.segundos.toFixed(1)} s. Ambas incluyen el arranque de wrangler.`
        : '',
      '',
      tabla(x.escala),
      '',
      `Piso a escala: ${pe.rps.toFixed(0)} pet/s (demo: ${pd.rps.toFixed(0)}).`,
      '',
      '### Escala frente a demo',
      '',
      'Las tablas enteras se midieron con pocas peticiones a escala (decenas de MB por respuesta): se muestran para',
      'explicar por qué las pantallas usan las variantes paginadas.',
      '',
      comparacion(x.demo, x.escala),
      '',
    );
  }
  partes.push('## Web', '');
  if (x.web) {
    partes.push(
      'Bytes gzip que carga cada ruta pública en su primera visita (entrada + chunk perezoso de la ruta + sus importaciones',
      'estáticas), calculados de `web/dist` y el manifiesto de Vite por `scripts/bundle-report.mjs`:',
      '',
      '| ruta | JS gzip kB | CSS gzip kB |',
      '|---|---:|---:|',
      ...x.web.rutas.map((r) => `| \`${r.ruta}\` | ${kb(r.js)} | ${kb(r.css)} |`),
      '',
      x.web.problemas.length
        ? `Fuera de presupuesto: ${x.web.problemas.join('; ')}`
        : 'Presupuestos de `npm test` (techo de `/`, código del personal, Dexie): se cumplen.',
      ...(x.web.avisos ?? []).map((a) => `Aviso: ${a}.`),
      '',
    );
  }
  if (x.filtro)
    partes.push(
      `Tienda, por tecla (Node, V8, sin DOM ni render; presupuesto: 16 ms por tecla, incluido el render, que aquí no se mide). ` +
        `Con conexión una tecla solo actualiza el campo; 250 ms después de la última la pantalla lee los filtros de la dirección y pide al servidor una página de 24` +
        (x.filtro.consulta
          ? ` (leer los filtros y armar la consulta: p50 ${x.filtro.consulta.p50.toFixed(3)} ms, máx. ${ms(x.filtro.consulta.max)} ms)`
          : '') +
        `. Sin conexión filtra en memoria las páginas que guardó el service worker; sobre 10.000 productos (más de los que guarda): ` +
        `indexar una vez ${ms(x.filtro.indexar)} ms; por búsqueda p50 ${ms(x.filtro.p50)} ms, p99 ${ms(x.filtro.p99)} ms, máx. ${ms(x.filtro.max)} ms.`,
      '',
    );
  if (x.lh.length)
    partes.push(
      '### Lighthouse 12 (móvil, throttling simulado por defecto)',
      '',
      'Objetivos: rendimiento ≥ 95, accesibilidad 100, buenas prácticas 100, SEO ≥ 95. Tres corridas por ruta;',
      'la fila es la mediana por rendimiento y «corridas» da las tres. «1.ª pintura real» es cuándo el navegador',
      'presentó su primer cuadro con contenido, sin throttling (ms tras la navegación).',
      '',
      '| ruta | rendimiento | corridas | accesibilidad | buenas prácticas | SEO | FCP | LCP | TBT | CLS | 1.ª pintura real | notas |',
      '|---|---:|---|---:|---:|---:|---|---|---|---|---:|---|',
      ...x.lh.map(
        (l) =>
          `| \`${l.ruta}\` | ${l.performance} | ${(l.corridas ?? []).join(' / ')} | ${l.accessibility} | ${l['best-practices']} | ${l.seo} | ${l.fcp ?? ''} | ${l.lcp} | ${l.tbt} | ${l.cls} | ${l.fcpObservado === undefined ? '' : Math.round(l.fcpObservado)} | ${l.error ?? ''} |`,
      ),
      '',
    );
  if (x.lhSinPh.length)
    partes.push(
      `Diagnóstico, una corrida por ruta con \`${SIN_PAINT_HOLDING}\` (no es la configuración del objetivo): en estas`,
      'corridas headless el primer cuadro a menudo se presenta uno o dos segundos enteros después de pintado',
      '(GoogleChrome/lighthouse#17148) y Lantern cuenta todo lo que terminó antes; sin paint holding no ocurre.',
      '',
      '| ruta | rendimiento | FCP | LCP | TBT | 1.ª pintura real |',
      '|---|---:|---|---|---|---:|',
      ...x.lhSinPh.map(
        (l) =>
          `| \`${l.ruta}\` | ${l.performance} | ${l.fcp ?? ''} | ${l.lcp} | ${l.tbt} | ${l.fcpObservado === undefined ? '' : Math.round(l.fcpObservado)} |`,
      ),
      '',
    );
  if (x.hilo.length)
    partes.push(
      '### Bloqueo del hilo principal, medido (Chromium, CPU ×4, red local)',
      '',
      'Cinco visitas por ruta, cada una sin caché ni service worker (scripts/bench-hilo.ts): la suma de lo que cada',
      'tarea larga (> 50 ms) que empieza tras el FCP dura por encima de 50 ms, la contraparte observada del TBT',
      'de Lighthouse, que es simulado (Lantern) y se mueve con el retraso del primer cuadro de arriba. La fila es la',
      'mediana; «corridas» da las cinco. Objetivo orientativo: el TBT de Lighthouse puntúa 0,9 a 200 ms.',
      '',
      '| ruta | bloqueo ms | corridas | tareas largas | la más larga ms | FCP ms | LCP ms |',
      '|---|---:|---|---:|---:|---:|---:|',
      ...x.hilo.map(
        (h) =>
          `| \`${h.ruta}\` | ${h.bloqueo} | ${h.corridas.join(' / ')} | ${h.largas} | ${h.maxima} | ${h.fcp} | ${h.lcp} |`,
      ),
      '',
    );
  return `${partes.join('\n').replace(/\n{3,}/g, '\n\n')}\n`;
}

const servidor = process.env[VAR_SERVIDOR];
(servidor ? servidorSinInspector(JSON.parse(servidor) as Servidor) : main()).catch((err) => {
  console.error(err);
  process.exit(1);
});
