// The abuse figures of docs/security.md («Acceso y abuso»): a few attacks against a LOCAL server
// (`npm start`, APP_ENV=local: the human check is the local stand-in), counting how the API
// answers. Each request claims its client address in CF-Connecting-IP, as Cloudflare's edge
// would set it; the local server takes it as sent.
//
//   BASE_URL=http://localhost:8787 node scripts/abuso.mjs
//
// It registers a few inactive accounts and leaves open comments on the first listed profesional:
// run it on a local copy only (it refuses any host but this machine).

const BASE = process.env.BASE_URL ?? 'http://localhost:8787';
if (!/^https?:\/\/(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?\/?$/.test(BASE)) {
  console.error(`Solo contra este equipo (localhost): ${BASE}`);
  process.exit(1);
}
const TOKEN = 'XXXX.DUMMY.TOKEN.XXXX';
const u = `${Date.now()}`.slice(-8);
let n = Math.floor(Math.random() * 4000);
const ipv4 = () => `198.51.${(n >> 8) & 255}.${n++ & 255}`;
const red64 = `2001:db8:${(Date.now() % 65_000).toString(16)}:${(n++ % 65_000).toString(16)}`;
let host = 1;
/** The next address inside the one /64 (a client rotating its addresses). */
const rota = () => `${red64}::${(host++).toString(16)}`;

async function post(path, body, ip) {
  const res = await fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'cf-connecting-ip': ip },
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  return { status: res.status, retry: res.headers.get('retry-after') };
}

const filas = [];
/** Sends `veces` requests and tallies the answers under `escenario`. */
async function escenario(nombre, veces, pedir) {
  const f = { nombre, enviadas: 0, ok: 0, rechazo: 0, verificacion: 0, limitadas: 0, esperas: [] };
  for (let i = 0; i < veces; i++) {
    const r = await pedir(i);
    f.enviadas++;
    if (r.status < 300) f.ok++;
    else if (r.status === 428) f.verificacion++;
    else if (r.status === 429) {
      f.limitadas++;
      if (r.retry) f.esperas.push(r.retry);
    } else if (r.status === 401 || r.status === 422) f.rechazo++;
    else throw new Error(`${nombre}: respuesta inesperada ${r.status}`);
  }
  filas.push(f);
  return f;
}

const registro = (i, extra = {}) => ({
  nombre: 'Prueba',
  apellido: 'Abuso',
  cedula: `9${u}${String(i).padStart(3, '0')}`,
  fijo: '6015550123',
  telefono: '3001234567',
  direccion: 'Calle 1 # 2-3',
  email: `abuso.${u}.${i}@example.co`,
  password: 'Clave-segura-2026',
  virtual: 1,
  presencial: 1,
  ciudad: '',
  acepta_tratamiento: true,
  acepta_datos_salud: true,
  ...extra,
});

/**
 * Follows the confirmation link the local mailbox holds for `email` (issue 22 item 3): an account
 * signs in only once its e-mail is confirmed.
 */
async function confirmar(email) {
  const leer = async (path) => (await fetch(`${BASE}${path}`, { headers: { Accept: 'application/json' } })).json();
  for (let intento = 0; intento < 50; intento++) {
    const correo = (await leer('/api/dev/correos')).succes.find(
      (c) => c.para === email && /Confirme su correo/.test(c.asunto),
    );
    if (correo) {
      const token = (await leer(`/api/dev/correos/${correo.id}`)).succes.texto.match(/[?&]confirmar=([\w-]+)/)?.[1];
      if ((await post('/api/user/correo/confirmar', { token }, ipv4())).status === 200) return;
      break;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no se pudo confirmar el correo ${email}`);
}

// an account to attack, registered from an address of its own
const victima = registro(999);
if ((await post('/api/user/create', victima, ipv4())).status !== 201) throw new Error('no se pudo registrar la cuenta');
await confirmar(victima.email);
const entrar = (password, ip, extra = {}) => post('/api/user/auth', { email: victima.email, password, ...extra }, ip);

await escenario('Inicio de sesión: 40 claves erradas a una cuenta desde 40 redes', 40, (i) =>
  entrar(`adivina-${i}`, i % 2 ? ipv4() : `2001:db8:ffff:${(n++).toString(16)}::1`),
);
await escenario('… la dueña, con su clave y sin verificación', 1, () => entrar(victima.password, ipv4()));
await escenario('… la dueña, con su clave y la verificación', 1, () =>
  entrar(victima.password, ipv4(), { 'cf-turnstile-response': TOKEN }),
);
const otra = registro(998);
await post('/api/user/create', otra, ipv4());
await escenario('Inicio de sesión: 8 claves erradas desde una /64, otra dirección cada vez', 8, (i) =>
  post('/api/user/auth', { email: otra.email, password: `mal-${i}` }, rota()),
);
// the waits grow: once the first one has passed, one more failure and the next one is twice as long
const ultima = filas.at(-1).esperas.at(-1);
if (ultima) await new Promise((r) => setTimeout(r, Number(ultima) * 1000 + 500));
await escenario(`… pasada la espera (${ultima} s), 2 claves erradas más desde la misma /64`, 2, (i) =>
  post('/api/user/auth', { email: otra.email, password: `otra-${i}` }, rota()),
);
await escenario('Registro: 6 desde una /64, otra dirección cada vez', 6, (i) =>
  post('/api/user/create', registro(i), rota()),
);
await escenario('… 8 más desde la misma /64, con la verificación', 8, (i) =>
  post('/api/user/create', registro(100 + i, { 'cf-turnstile-response': TOKEN }), rota()),
);
const cita = { nombre: '', email: `paciente.${u}@example.co`, telefono: '3001234567', acepta_tratamiento: 1 };
await escenario('Reservas: 12 intentos desde una /64, otra dirección cada vez', 12, () =>
  post('/api/cita/create', cita, rota()),
);
await escenario('… 15 más desde la misma /64, con la verificación', 15, () =>
  post('/api/cita/create', { ...cita, 'cf-turnstile-response': TOKEN }, rota()),
);
const lista = await (await fetch(`${BASE}/api/medic/all`, { headers: { Accept: 'application/json' } })).json();
const profesional = lista.succes?.[0]?.id;
if (profesional) {
  const comentario = (i, extra = {}) => ({
    nombre: 'Visitante',
    email: `opina.${u}.${i}@example.co`,
    observacion: 'Prueba de límites.',
    calificacion: 5,
    user: profesional,
    ...extra,
  });
  await escenario('Opiniones: 5 desde una /64, otra dirección cada vez', 5, (i) =>
    post('/api/comentario/create', comentario(i), rota()),
  );
  await escenario('… 8 más desde la misma /64, con la verificación', 8, (i) =>
    post('/api/comentario/create', comentario(100 + i, { 'cf-turnstile-response': TOKEN }), rota()),
  );
}

console.log('| escenario | enviadas | aceptadas | 401/422 | verificación (428) | limitadas (429) | Retry-After (s) |');
console.log('|---|---:|---:|---:|---:|---:|---|');
for (const f of filas)
  console.log(
    `| ${f.nombre} | ${f.enviadas} | ${f.ok} | ${f.rechazo} | ${f.verificacion} | ${f.limitadas} | ${f.esperas.join(', ') || '—'} |`,
  );
const total = filas.reduce((t, f) => ({ e: t.e + f.enviadas, v: t.v + f.verificacion, l: t.l + f.limitadas }), {
  e: 0,
  v: 0,
  l: 0,
});
console.log(`\nEnviadas ${total.e}; verificación pedida ${total.v}; limitadas ${total.l}; /64 rotada: ${red64}::/64.`);
