/**
 * `npm run bench -- --cola [--citas 20000] [--latencia 150] [--consumidores 10]`: the outbox's queue
 * (worker/mensajes/cola.ts, docs/decisions/0017) under the loads issue 36 names, in LOCAL D1 of its
 * own (never the working one):
 *
 * 1. Burst: `--citas` citas (20,000) of the 10,000 scale professionals enter the 24-hour window at
 *    once. One cron invocation (the reminder run, then `encolar`) against wrangler's local D1
 *    (`getPlatformProxy`), then consumer invocations of up to 50 messages, `--consumidores` at a
 *    time (Queues runs many in parallel), each sending through a provider that answers after
 *    `--latencia` ms. Every D1 round trip, queue send and provider call is counted per invocation
 *    (Workers allow 1,000 subrequests per invocation): the figures are the cron's and the worst
 *    consumer's, and how long until every reminder was sent.
 * 2. Steady: 160,000 reminders a day is ~1,111 per 10-minute cron run; the same, with 1,111.
 * 3. Served demo: 80 citas due at once, `wrangler dev` as `npm start` serves it (its embedded
 *    queue and consumer), one `POST /api/dev/cron`, and the seconds until the local mailbox shows
 *    all 80 reminders sent.
 *
 * The queue of 1–2 is a stand-in (getPlatformProxy gives producers, not consumers); 3 is the real
 * local queue. Prints a Markdown section.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { ejecutar } from './cargar';
import { conServidor } from './conServidor';
import { lib, root } from './lib';
import { pasos } from './pasos';

type Aviso = { id: number; ficha: string };
type Conteo = { viajes: number };
type Resultado = { enviados: number; reintentar: number; fallidos: number };
type ModuloCola = {
  encolar: (env: object, ahora: Date, limite: number) => Promise<number>;
  consumir: (env: object, avisos: Aviso[], opts: { sender: object; whatsapp: object }) => Promise<Resultado>;
};
type ModuloRecordatorios = { enviarRecordatorios: (env: object, ahora: Date) => Promise<{ recordatorios: number }> };

const HOY = `date('now', '-5 hours')`;
/** worker/tareas/programadas.ts's ceiling of one cron run */
const POR_CORRIDA_EN_COLA = 30_000;
/** Tomorrow 08:00 in Bogotá: the citas of tomorrow 09:00–12:00 are inside its 24-hour window. */
function mananaTemprano(): Date {
  const hoyBogota = new Date(Date.now() - 5 * 3_600_000).toISOString().slice(0, 10);
  return new Date(Date.parse(`${hoyBogota}T13:00:00.000Z`) + 86_400_000);
}

/** `n` citas tomorrow from `hora` (Bogotá), `porPro` per professional an hour apart; one in three with WhatsApp. */
function citasDebidas(n: number, porPro: number, hora: number, cedulas: [string, string], prefijo: string) {
  return `INSERT INTO citas (user_id, horario_id, motivo_id, nombre, telefono, email, observacion, fecha_cita,
  hora_inicio, hora_fin, ocupa_hasta, primera_visita, atendido, inicio, uid, whatsapp)
WITH RECURSIVE j(k) AS (SELECT 0 UNION ALL SELECT k + 1 FROM j WHERE k < ${porPro - 1}),
pros AS (SELECT u.id FROM users u WHERE u.cedula >= '${cedulas[0]}' AND u.cedula < '${cedulas[1]}'
  AND EXISTS (SELECT 1 FROM horarios h WHERE h.user_id = u.id) AND EXISTS (SELECT 1 FROM motivos m WHERE m.user_id = u.id)
  ORDER BY u.id LIMIT ${Math.ceil(n / porPro)})
SELECT p.id, (SELECT min(h.id) FROM horarios h WHERE h.user_id = p.id), (SELECT max(m.id) FROM motivos m WHERE m.user_id = p.id),
  'Paciente ' || p.id || '-' || j.k, printf('3%09d', 300000000 + p.id * 10 + j.k),
  printf('${prefijo}%d-%d@correo.test', p.id, j.k), '', date(${HOY}, '+1 day'),
  printf('%02d:00', ${hora} + j.k), printf('%02d:30', ${hora} + j.k), printf('%02d:30', ${hora} + j.k), 'no', 0,
  strftime('%Y-%m-%dT%H:%M:00.000Z', date(${HOY}, '+1 day') || ' ' || printf('%02d:00', ${hora} + j.k), '+5 hours'),
  '${prefijo}-' || p.id || '-' || j.k || '@citasalud', CASE WHEN (p.id + j.k) % 3 = 0 THEN 1 ELSE 0 END
FROM pros p, j LIMIT ${n}`;
}

/** `db` counting each round trip (a statement run, or a batch) into `conteo.viajes`. */
function contando(db: object, conteo: Conteo) {
  const reales = new WeakMap<object, object>();
  const envolver = (stmt: object): object => {
    const p = new Proxy(stmt, {
      get(t, prop) {
        const v = Reflect.get(t, prop);
        if (prop === 'bind') return (...a: unknown[]) => envolver(v.apply(t, a));
        if (['all', 'run', 'first', 'raw'].includes(String(prop)))
          return (...a: unknown[]) => {
            conteo.viajes++;
            return v.apply(t, a);
          };
        return typeof v === 'function' ? v.bind(t) : v;
      },
    });
    reales.set(p, stmt);
    return p;
  };
  return new Proxy(db, {
    get(t, prop) {
      const v = Reflect.get(t, prop);
      if (prop === 'prepare') return (sql: string) => envolver(v.call(t, sql));
      if (prop === 'batch')
        return (s: object[]) => {
          conteo.viajes++;
          return v.call(
            t,
            s.map((x) => reales.get(x) ?? x),
          );
        };
      return typeof v === 'function' ? v.bind(t) : v;
    },
  });
}

/** One cron invocation, then consumers until the stand-in queue is empty. */
async function corrida(
  db: object,
  m: { cola: ModuloCola; rec: ModuloRecordatorios },
  ahora: Date,
  o: { latencia: number; consumidores: number },
) {
  const cola: Aviso[] = [];
  const invocacion = () => {
    const conteo: Conteo = { viajes: 0 };
    const queue = {
      send: async (body: Aviso) => {
        conteo.viajes++;
        cola.push(body);
      },
      sendBatch: async (msgs: { body: Aviso }[]) => {
        conteo.viajes++;
        cola.push(...msgs.map((x) => x.body));
      },
    };
    const env = { DB: contando(db, conteo), MENSAJES: queue, APP_ENV: 'local', APP_URL: 'http://localhost:8787' };
    return { conteo, env };
  };
  const t0 = performance.now();
  const cron = invocacion();
  const { recordatorios } = await m.rec.enviarRecordatorios(cron.env, ahora);
  const encolados = await m.cola.encolar(cron.env, ahora, POR_CORRIDA_EN_COLA);
  const msCron = performance.now() - t0;
  let peorConsumidor = 0;
  let invocaciones = 0;
  const enviados = { n: 0 };
  /** the provider as one invocation sees it: each call is one of its subrequests */
  const proveedor = (conteo: Conteo) => ({
    nombre: 'simulado',
    send: async () => {
      conteo.viajes++;
      await new Promise((r) => setTimeout(r, o.latencia));
      enviados.n++;
    },
  });
  const consumidor = async () => {
    for (let lote = cola.splice(0, 50); lote.length; lote = cola.splice(0, 50)) {
      const inv = invocacion();
      const p = proveedor(inv.conteo);
      await m.cola.consumir(inv.env, lote, { sender: p, whatsapp: p });
      invocaciones++;
      peorConsumidor = Math.max(peorConsumidor, inv.conteo.viajes);
    }
  };
  await Promise.all(Array.from({ length: o.consumidores }, consumidor));
  return {
    recordatorios,
    encolados,
    enviados: enviados.n,
    subrequestsCron: cron.conteo.viajes,
    peorConsumidor,
    invocaciones,
    sCron: msCron / 1000,
    sTodo: (performance.now() - t0) / 1000,
  };
}

export async function benchCola(o: { citas: number; latencia: number; consumidores: number }, log = console.log) {
  const trabajo = mkdtempSync(join(os.tmpdir(), 'citasalud-cola-'));
  const fmt = (n: number) => n.toLocaleString('es-CO', { maximumFractionDigits: 1 });
  try {
    log('━━ Cola de mensajes');
    const escala = join(trabajo, 'escala');
    const demo = join(trabajo, 'demo');
    lib.prepareDatabase(escala);
    cpSync(escala, demo, { recursive: true });
    const [profesionales] = pasos(1);
    const pasosSql = [
      { nombre: profesionales.nombre, sql: profesionales.sql },
      { nombre: `${o.citas} citas debidas a la vez`, sql: [citasDebidas(o.citas, 2, 9, ['ESC', 'ESD'], 'rafaga')] },
      { nombre: '1.111 citas más, en otra ventana', sql: [citasDebidas(1111, 1, 14, ['ESC', 'ESD'], 'diaria')] },
    ];
    for (const [i, paso] of pasosSql.entries()) {
      const archivo = join(trabajo, `paso-${i}.sql`);
      writeFileSync(archivo, `${paso.sql.join(';\n')};\n`);
      log(`  ${paso.nombre}: ${ejecutar(escala, archivo).toFixed(1)} s`);
    }
    const { getPlatformProxy } = await import('wrangler');
    const proxy = await getPlatformProxy<{ DB: object }>({
      configPath: join(root, 'wrangler.toml'),
      persist: { path: join(escala, 'v3') },
      remoteBindings: false,
    });
    let rafaga: Awaited<ReturnType<typeof corrida>>;
    let diaria: Awaited<ReturnType<typeof corrida>>;
    try {
      const rutaCola = '../../worker/mensajes/cola';
      const rutaRec = '../../worker/citas/recordatorios';
      const m = {
        cola: (await import(rutaCola)) as ModuloCola,
        rec: (await import(rutaRec)) as ModuloRecordatorios,
      };
      const ahora = mananaTemprano();
      rafaga = await corrida(proxy.env.DB, m, ahora, o);
      log(`  ráfaga: ${rafaga.enviados} enviados en ${rafaga.sTodo.toFixed(1)} s`);
      // the 1,111 of 14:00 enter the window when it is 13:00 (5 hours later); the burst is done by then
      diaria = await corrida(proxy.env.DB, m, new Date(ahora.getTime() + 5 * 3_600_000), o);
      log(`  diaria: ${diaria.enviados} enviados en ${diaria.sTodo.toFixed(1)} s`);
    } finally {
      await proxy.dispose();
    }

    // the served demo: 80 citas of the demo professionals, due at once
    const archivo = join(trabajo, 'demo-80.sql');
    writeFileSync(archivo, `${citasDebidas(80, 4, 17, ['', 'ESC'], 'demo')};\n`);
    ejecutar(demo, archivo);
    const dist = join(trabajo, 'dist');
    cpSync(join(root, 'web/dist'), dist, { recursive: true });
    const servido = await conServidor(demo, dist, false, async (base) => {
      const ahora = mananaTemprano();
      const t0 = performance.now();
      const res = await fetch(`${base}/api/dev/cron?ahora=${encodeURIComponent(ahora.toISOString())}`, {
        method: 'POST',
        headers: { Accept: 'application/json' },
      });
      const cron = (await res.json()) as { succes: { recordatorios: number; encolados: number } };
      let enviados = 0;
      while (performance.now() - t0 < 120_000) {
        // the e-mails only: the mailbox lists the newest 100, and the WhatsApp ones would push some out
        const r = (await (await fetch(`${base}/api/dev/correos?canal=correo`)).json()) as {
          succes: { asunto: string; estado: string; para: string }[];
        };
        enviados = r.succes.filter((c) => c.para.startsWith('demo') && c.estado === 'enviado').length;
        if (enviados >= 80) break;
        await new Promise((r) => setTimeout(r, 250));
      }
      return { ...cron.succes, enviados, s: (performance.now() - t0) / 1000 };
    });

    const fila = (nombre: string, r: typeof rafaga) =>
      `| ${nombre} | ${fmt(r.recordatorios)} | ${fmt(r.encolados)} | ${fmt(r.enviados)} | ${fmt(r.sCron)} s | ${fmt(r.sTodo)} s | ${r.subrequestsCron} | ${r.peorConsumidor} (${r.invocaciones} invocaciones) |`;
    return [
      `### Cola de mensajes (${new Date().toISOString().slice(0, 16)} UTC, ${os.cpus().length} núcleos)`,
      '',
      `D1 local de wrangler (\`getPlatformProxy\`); proveedor simulado que responde en ${o.latencia} ms; ${o.consumidores} consumidores a la vez, lotes de 50; la cola, un sustituto en memoria. Subrequests: viajes a D1, envíos a la cola y llamadas al proveedor de una invocación (tope de Workers: 1.000).`,
      '',
      '| carga | recordatorios | encolados | enviados | corrida del cron | hasta el último envío | subrequests del cron | peor consumidor |',
      '|---|---:|---:|---:|---:|---:|---:|---:|',
      fila(`ráfaga: ${fmt(o.citas)} debidas a la vez`, rafaga),
      fila('diaria: 1.111 por corrida (160.000 al día)', diaria),
      '',
      `Demo servida (\`wrangler dev\`, su cola y su consumidor): ${servido.recordatorios} recordatorios, ${servido.encolados} mensajes encolados por una corrida del cron; los ${servido.enviados} de las 80 citas enviados a los ${fmt(servido.s)} s.`,
      '',
    ].join('\n');
  } finally {
    rmSync(trabajo, { recursive: true, force: true });
  }
}
