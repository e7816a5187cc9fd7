/**
 * `npm run bench:load`: a few hundred simulated patients and buyers against a running CitaSalud
 * (`npm start`, or any local `wrangler dev`), on this machine only.
 *
 *   BASE_URL=http://localhost:8787 npm run bench:load -- [--clientes 300] [--concurrencia 50] [--segundos 60]
 *
 * Patients (paciente.ts) browse the directory, open profiles, read comments and availability, book
 * free franjas (on purpose several of them race for the same first free franja of a few
 * professionals) and sometimes leave a comment. Buyers (comprador.ts) read the store, buy one to
 * three products (sometimes posting the same purchase twice, as a double click does) and look
 * their venta up by invoice.
 * Bounded by the client count AND the time limit, whichever comes first.
 *
 * Reports requests, answers by status, latency, unexpected answers (5xx or network errors: must be
 * 0) and double bookings (two successful bookings of one professional's franja on one date, or a
 * booked franja still offered by the availability: must be 0). Exits 1 when either is not 0.
 * Each client sends its own `cf-connecting-ip`, so per-address throttles see separate clients.
 */
import { comprador } from './comprador';
import { descubrir } from './descubrir';
import { agendadas, citasPorFranja, paciente } from './paciente';
import { pedirCarga, percentil, registro } from './pedirCarga';

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

async function main() {
  const o = opciones(process.argv.slice(2));
  if (!esLoopback(o.base)) {
    console.error(`✗ bench:load solo corre contra este equipo (localhost/127.0.0.1/::1), no contra ${o.base}.`);
    process.exit(2);
  }
  registro.base = o.base.replace(/\/$/, '');
  const health = await fetch(`${registro.base}/api/health`).catch(() => null);
  if (!health?.ok) {
    console.error(`✗ No hay servidor en ${registro.base} (¿npm start?).`);
    process.exit(2);
  }
  const w = await descubrir();
  if (!w.profesionales.length || !w.productos.length) {
    console.error(
      '✗ La base no tiene profesionales con horarios o productos (¿se cargaron los datos de demostración?).',
    );
    process.exit(2);
  }
  registro.medidas.clear();
  registro.inesperadas = 0;

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

  // double bookings: a franja booked twice, or a booked franja still offered
  let dobles = [...citasPorFranja.values()].filter((v) => v > 1).length;
  const porDia = new Map<string, Set<number>>();
  for (const cita of agendadas) {
    const k = `${cita.profesional}|${cita.fecha}`;
    porDia.set(k, (porDia.get(k) ?? new Set()).add(cita.horario));
  }
  for (const [k, horarios] of porDia) {
    const [profesional, fecha] = k.split('|');
    const libres = await pedirCarga(
      'verificación',
      `/api/medic/disponibilidad?id=${profesional}&fecha=${fecha}`,
      '127.0.0.3',
    );
    for (const h of libres.json?.succes ?? []) if (horarios.has(h.id)) dobles++;
  }

  const total = [...registro.medidas.values()].reduce((s, m) => s + m.n, 0);
  const clientes = Math.min(siguiente, o.clientes);
  console.log(
    `\nCarga contra ${registro.base}: ${clientes} clientes, concurrencia ${o.concurrencia}, ${segundos.toFixed(1)} s`,
  );
  console.log(`Peticiones: ${total} (${(total / segundos).toFixed(1)}/s)\n`);
  console.log('| llamada | n | estados | p50 ms | p95 ms |');
  console.log('|---|---:|---|---:|---:|');
  for (const [clave, m] of [...registro.medidas].sort()) {
    const estados = [...m.estados].map(([e, c]) => `${e}×${c}`).join(' ');
    console.log(
      `| ${clave} | ${m.n} | ${estados} | ${percentil(m.ms, 50).toFixed(0)} | ${percentil(m.ms, 95).toFixed(0)} |`,
    );
  }
  console.log(`\nCitas reservadas: ${agendadas.length} en ${porDia.size} agendas-día`);
  console.log(`Inesperadas (5xx o red): ${registro.inesperadas}`);
  console.log(`Dobles reservas: ${dobles}`);
  for (const e of registro.ejemplos) console.log(`  · ${e}`);
  process.exit(registro.inesperadas === 0 && dobles === 0 ? 0 : 1);
}

if (process.argv[1]?.endsWith('load.ts')) await main();
