/**
 * `npm run bench:load`: a few hundred simulated patients and buyers against a running CitaSalud
 * (`npm start`, or any local `wrangler dev`), on this machine only.
 *
 *   BASE_URL=http://localhost:8787 npm run bench:load -- [--clientes 300] [--concurrencia 50] [--segundos 60]
 *
 * Patients browse the directory, open profiles, read opinions and availability, book free slots
 * (on purpose several of them race for the same first free slot of a few professionals) and
 * sometimes leave an opinion. Buyers read the store, buy one to three products (sometimes posting
 * the same purchase twice, as a double click does) and look their order up by invoice.
 * Bounded by the client count AND the time limit, whichever comes first.
 *
 * Reports requests, answers by status, latency, unexpected answers (5xx or network errors: must be
 * 0) and double bookings (two successful bookings of one professional's slot on one date, or a
 * booked slot still offered by the availability: must be 0). Exits 1 when either is not 0.
 * Each client sends its own `cf-connecting-ip`, so per-address throttles see separate clients.
 */

type Opciones = { base: string; clientes: number; concurrencia: number; segundos: number };

function opciones(argv: string[]): Opciones {
  const o: Opciones = {
    base: process.env.BASE_URL ?? 'http://localhost:8787',
    clientes: 300,
    concurrencia: 50,
    segundos: 60,
  };
  for (let i = 0; i < argv.length; i++) {
    const [k, v] = [argv[i], argv[i + 1]];
    if (k === '--clientes') o.clientes = Number(v);
    else if (k === '--concurrencia') o.concurrencia = Number(v);
    else if (k === '--segundos') o.segundos = Number(v);
    else if (k === '--base') o.base = v;
    else continue;
    i++;
  }
  return o;
}

/** Loopback only: this script never loads a server it does not run on this machine. */
export function esLoopback(base: string): boolean {
  let host: string;
  try {
    host = new URL(base).hostname.replace(/^\[|\]$/g, '');
  } catch {
    return false;
  }
  return host === 'localhost' || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

// ---- measurements ---------------------------------------------------------------------------

type Medida = { n: number; estados: Map<string, number>; ms: number[] };
const medidas = new Map<string, Medida>();
let inesperadas = 0;
const ejemplos: string[] = [];

function anotar(clave: string, estado: string, ms: number) {
  const m: Medida = medidas.get(clave) ?? { n: 0, estados: new Map(), ms: [] };
  m.n++;
  m.estados.set(estado, (m.estados.get(estado) ?? 0) + 1);
  m.ms.push(ms);
  medidas.set(clave, m);
}

const percentil = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] : 0;
};

// ---- one HTTP call --------------------------------------------------------------------------

let BASE = '';
type Respuesta = { status: number; json: any };

async function pedir(
  clave: string,
  path: string,
  ip: string,
  init: { method?: string; json?: unknown } = {},
): Promise<Respuesta> {
  const t0 = performance.now();
  try {
    const res = await fetch(`${BASE}${path}`, {
      method: init.method ?? (init.json ? 'POST' : 'GET'),
      headers: {
        Accept: 'application/json',
        Authorization: 'Bearer null',
        'cf-connecting-ip': ip,
        ...(init.json ? { 'Content-Type': 'application/json' } : {}),
      },
      body: init.json ? JSON.stringify(init.json) : undefined,
      signal: AbortSignal.timeout(30_000),
    });
    const texto = await res.text();
    anotar(clave, String(res.status), performance.now() - t0);
    if (res.status >= 500) {
      inesperadas++;
      if (ejemplos.length < 10) ejemplos.push(`${clave} → ${res.status} ${texto.slice(0, 160)}`);
    }
    let json: unknown = null;
    try {
      json = JSON.parse(texto);
    } catch {}
    return { status: res.status, json };
  } catch (err) {
    anotar(clave, 'red', performance.now() - t0);
    inesperadas++;
    if (ejemplos.length < 10) ejemplos.push(`${clave} → ${String(err).slice(0, 160)}`);
    return { status: 0, json: null };
  }
}

// ---- the world as the API shows it ------------------------------------------------------------

type Profesional = { id: number; motivos: { id: number }[] };
type Producto = { id: number };
type Mundo = { profesionales: Profesional[]; productos: Producto[]; fechas: string[] };

const bogotaHoy = () => new Date(Date.now() - 5 * 3_600_000).toISOString().slice(0, 10);
const sumarDias = (fecha: string, d: number) =>
  new Date(Date.parse(`${fecha}T00:00:00Z`) + d * 86_400_000).toISOString().slice(0, 10);

async function descubrir(): Promise<Mundo> {
  const medicos = await pedir('GET /api/medic/all', '/api/medic/all', '127.0.0.2');
  const ids: number[] = (medicos.json?.succes ?? []).map((m: { id: number }) => m.id);
  const profesionales: Profesional[] = [];
  for (const id of ids) {
    const f = await pedir('POST /api/medic/find', '/api/medic/find', '127.0.0.2', { json: { id } });
    const motivos = f.json?.motivos ?? [];
    if (motivos.length && (f.json?.horarios ?? []).length) profesionales.push({ id, motivos });
  }
  const productos = await pedir('GET /api/producto/index', '/api/producto/index', '127.0.0.2');
  const hoy = bogotaHoy();
  return {
    profesionales,
    productos: (productos.json?.succes ?? []).map((p: { id: number }) => ({ id: p.id })),
    // a handful of dates only, so patients meet on the same days
    fechas: [1, 2, 3, 4, 5, 6, 7].map((d) => sumarDias(hoy, d)),
  };
}

// ---- simulated clients ------------------------------------------------------------------------

const azar = <T>(xs: T[]) => xs[Math.floor(Math.random() * xs.length)];
const reservas = new Map<string, number>(); // "medico|fecha|hora" → successful bookings
const reservados: { medico: number; fecha: string; horario: number }[] = [];

async function paciente(w: Mundo, n: number) {
  const ip = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  await pedir(
    'GET /api/medic/all?filtros',
    `/api/medic/all?modalidad=1&page=1&limit=24&q=${azar(['', 'ana', 'car'])}`,
    ip,
  );
  // a third of the patients crowd the first three professionals
  const p = n % 3 === 0 ? w.profesionales[n % Math.min(3, w.profesionales.length)] : azar(w.profesionales);
  await pedir('POST /api/medic/find', '/api/medic/find', ip, { json: { id: p.id } });
  await pedir('GET /api/comentario/all/medic', `/api/comentario/all/medic?id=${p.id}`, ip);
  const fecha = azar(w.fechas.slice(0, 3));
  const libres = await pedir(
    'GET /api/medic/disponibilidad',
    `/api/medic/disponibilidad?id=${p.id}&fecha=${fecha}`,
    ip,
  );
  const slots: { id: number; hora_inicio: string }[] = libres.json?.succes ?? [];
  if (slots.length) {
    // half of them all go for the first free slot: the race the database must decide
    const slot = Math.random() < 0.5 ? slots[0] : azar(slots);
    const r = await pedir('POST /api/cita/create', '/api/cita/create', ip, {
      json: {
        nombre: `Paciente ${n}`,
        email: `paciente${n}@carga.co`,
        telefono: '3001234567',
        observacion: 'Prueba de carga',
        fecha_cita: fecha,
        horario: slot.id,
        motivo: azar(p.motivos).id,
        primera_visita: azar(['si', 'no']),
        user: p.id,
        acepta_tratamiento: 1,
      },
    });
    if (r.status === 201) {
      const k = `${p.id}|${fecha}|${r.json.succes.hora_inicio}`;
      reservas.set(k, (reservas.get(k) ?? 0) + 1);
      reservados.push({ medico: p.id, fecha, horario: slot.id });
    }
  }
  if (n % 4 === 0)
    await pedir('POST /api/comentario/create', '/api/comentario/create', ip, {
      json: {
        nombre: `Paciente ${n}`,
        email: `paciente${n}@carga.co`,
        observacion: 'Muy buena atención.',
        calificacion: 1 + (n % 5),
        user: p.id,
        idempotency_key: `carga-${Date.now()}-${n}`,
      },
    });
}

async function comprador(w: Mundo, n: number) {
  const ip = `10.200.${(n >> 8) & 255}.${n & 255}`;
  await pedir('GET /api/producto/index', '/api/producto/index?page=1&limit=24', ip);
  const elegidos = Array.from({ length: 1 + (n % 3) }, () => azar(w.productos));
  await pedir('GET /api/producto/find', `/api/producto/find?id=${elegidos[0].id}`, ip);
  const compra = {
    token: crypto.randomUUID(),
    nombre: 'Comprador',
    apellido: `Carga ${n}`,
    email: `comprador${n}@carga.co`,
    telefono: '3001234567',
    ciudad: 'Bogotá',
    direccion: 'Calle 1 # 2-3',
    acepta_tratamiento: 1,
    productos: elegidos.map((p) => ({ id: p.id, cantidad: 1 + (n % 2) })),
  };
  // a third of them double-click: the same purchase twice at once must be one order
  const posts = n % 3 === 0 ? 2 : 1;
  const rs = await Promise.all(
    Array.from({ length: posts }, () => pedir('POST /api/compras/new', '/api/compras/new', ip, { json: compra })),
  );
  const facturas = new Set(rs.filter((r) => r.status < 300).map((r) => r.json?.succes?.factura));
  if (facturas.size > 1) {
    inesperadas++;
    ejemplos.push(`una compra repetida creó ${facturas.size} pedidos`);
  }
  const factura = [...facturas][0];
  if (factura)
    await pedir(
      'GET /api/ventas/consulta',
      `/api/ventas/consulta?factura=${encodeURIComponent(factura)}&email=${encodeURIComponent(compra.email)}`,
      ip,
    );
}

// ---- run ---------------------------------------------------------------------------------------

async function main() {
  const o = opciones(process.argv.slice(2));
  if (!esLoopback(o.base)) {
    console.error(`✗ bench:load solo corre contra este equipo (localhost/127.0.0.1/::1), no contra ${o.base}.`);
    process.exit(2);
  }
  BASE = o.base.replace(/\/$/, '');
  const health = await fetch(`${BASE}/api/health`).catch(() => null);
  if (!health?.ok) {
    console.error(`✗ No hay servidor en ${BASE} (¿npm start?).`);
    process.exit(2);
  }
  const w = await descubrir();
  if (!w.profesionales.length || !w.productos.length) {
    console.error(
      '✗ La base no tiene profesionales con horarios o productos (¿se cargaron los datos de demostración?).',
    );
    process.exit(2);
  }
  medidas.clear();
  inesperadas = 0;

  const fin = Date.now() + o.segundos * 1000;
  let siguiente = 0;
  const t0 = performance.now();
  const trabajador = async () => {
    while (Date.now() < fin) {
      const n = siguiente++;
      if (n >= o.clientes) return;
      // seven patients for every three buyers
      if (n % 10 < 7) await paciente(w, n);
      else await comprador(w, n);
    }
  };
  await Promise.all(Array.from({ length: o.concurrencia }, trabajador));
  const segundos = (performance.now() - t0) / 1000;

  // double bookings: a slot booked twice, or a booked slot still offered
  let dobles = [...reservas.values()].filter((v) => v > 1).length;
  const porDia = new Map<string, Set<number>>();
  for (const r of reservados) {
    const k = `${r.medico}|${r.fecha}`;
    porDia.set(k, (porDia.get(k) ?? new Set()).add(r.horario));
  }
  for (const [k, horarios] of porDia) {
    const [medico, fecha] = k.split('|');
    const libres = await pedir('verificación', `/api/medic/disponibilidad?id=${medico}&fecha=${fecha}`, '127.0.0.3');
    for (const h of libres.json?.succes ?? []) if (horarios.has(h.id)) dobles++;
  }

  const total = [...medidas.values()].reduce((s, m) => s + m.n, 0);
  const clientes = Math.min(siguiente, o.clientes);
  console.log(`\nCarga contra ${BASE}: ${clientes} clientes, concurrencia ${o.concurrencia}, ${segundos.toFixed(1)} s`);
  console.log(`Peticiones: ${total} (${(total / segundos).toFixed(1)}/s)\n`);
  console.log('| llamada | n | estados | p50 ms | p95 ms |');
  console.log('|---|---:|---|---:|---:|');
  for (const [clave, m] of [...medidas].sort()) {
    const estados = [...m.estados].map(([e, c]) => `${e}×${c}`).join(' ');
    console.log(
      `| ${clave} | ${m.n} | ${estados} | ${percentil(m.ms, 50).toFixed(0)} | ${percentil(m.ms, 95).toFixed(0)} |`,
    );
  }
  console.log(`\nCitas reservadas: ${reservados.length} en ${porDia.size} agendas-día`);
  console.log(`Inesperadas (5xx o red): ${inesperadas}`);
  console.log(`Dobles reservas: ${dobles}`);
  for (const e of ejemplos) console.log(`  · ${e}`);
  process.exit(inesperadas === 0 && dobles === 0 ? 0 : 1);
}

if (process.argv[1]?.endsWith('load.ts')) await main();
