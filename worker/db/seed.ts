/**
 * Demo data for LOCAL runs (scripts/seed.ts; the Worker never calls this). Idempotent: when
 * the demo admin exists nothing is touched. Everything else goes in ONE `db.batch`, a single
 * transaction, so a failed seed leaves nothing half-written and can simply run again.
 *
 * Rows get explicit ids (after the current maximum of each table) so that one batch can
 * insert parents and children together. Multi-row inserts are chunked under D1's limit of
 * 100 bound parameters per statement. A seeded PRNG makes runs reproducible for a given day.
 *
 * Passwords: the demo password is hashed ONCE (real PBKDF2, with its salt) and that hash is
 * shared by every seeded account, so seeding stays fast. Real accounts get their own salt.
 */
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { DrizzleD1Database } from 'drizzle-orm/d1';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { addDays, DIAS, type Dia, diaDeLaSemana } from '../lib/dates';
import { slug } from '../lib/text';
import type * as schema from './schema';
import {
  caracteristicas,
  citas,
  comentarios,
  especialidades,
  home,
  horarios,
  marcas,
  motivos,
  productos,
  promociones,
  users,
} from './schema';
import * as data from './seed-data';
import { type DemoImages, type ImageBucket, storeDemoImages } from './seed-images';

export type { ImageBucket } from './seed-images';

export type SeedOptions = {
  /** the seeding day in America/Bogota, YYYY-MM-DD: appointments are placed around it */
  today: string;
  hashPassword: (password: string) => Promise<string>;
};

type Db = DrizzleD1Database<typeof schema>;
type Insert<T extends SQLiteTable> = T['$inferInsert'];

const MAX_PARAMS = 100;
/** Appointments are placed from three weeks back to six days ahead of `today`. */
const DESDE = -21;
const HASTA = 6;

/** mulberry32: small, fast and good enough for demo data. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
  const chance = (p: number) => next() < p;
  const sample = <T>(list: readonly T[], n: number): T[] => {
    const copy = [...list];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy.slice(0, n);
  };
  return { int, pick, chance, sample };
}
type Rand = ReturnType<typeof prng>;

const pad = (n: number) => String(n).padStart(2, '0');
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const hhmm = (total: number) => `${pad(Math.floor(total / 60))}:${pad(total % 60)}`;

/** A Bogotá wall-clock moment as the ISO UTC text the timestamps use (Bogotá is UTC-5). */
function isoBogota(fecha: string, hora: string): string {
  const [y, m, d] = fecha.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d, 5, minutes(hora))).toISOString();
}

/** Multi-row inserts, chunked so that rows × columns stays within D1's bound-parameter limit. */
function inserts<T extends SQLiteTable>(db: Db, table: T, rows: Insert<T>[]): BatchItem<'sqlite'>[] {
  const perStatement = Math.max(1, Math.floor(MAX_PARAMS / Object.keys(getTableColumns(table)).length));
  const out: BatchItem<'sqlite'>[] = [];
  for (let i = 0; i < rows.length; i += perStatement)
    out.push(db.insert(table).values(rows.slice(i, i + perStatement) as never));
  return out;
}

type Paciente = { nombre: string; email: string; telefono: string };

function contactos(rand: Rand) {
  const cedulas = new Set<string>();
  const cedula = () => {
    for (;;) {
      const prefijo = rand.pick(data.PREFIJOS_CEDULA);
      let v = prefijo;
      while (v.length < (prefijo.length === 2 ? 8 : 10)) v += rand.int(0, 9);
      if (!cedulas.has(v)) {
        cedulas.add(v);
        return v;
      }
    }
  };
  const digitos = (n: number) => Array.from({ length: n }, () => rand.int(0, 9)).join('');
  const celular = () => rand.pick(data.PREFIJOS_CELULAR) + digitos(7);
  const fijo = (ciudad: data.Ciudad) => data.INDICATIVO[ciudad] + rand.int(2, 7) + digitos(6);
  return { cedula, celular, fijo };
}

/** Lowercase ASCII for e-mail local parts: 'Muñoz Saavedra' → 'munoz'. */
const ascii = (text: string) => slug(text).replace(/ñ/g, 'n');
const emailDe = (nombre: string, apellido: string) => {
  const partes = ascii(apellido).split(' ');
  const primero = partes.length > 1 ? partes.slice(0, -1).join('') : partes[0];
  return `${ascii(nombre).split(' ')[0]}.${primero}`;
};

function pacientes(rand: Rand, telefono: () => string): Paciente[] {
  const out: Paciente[] = [];
  const vistos = new Set<string>();
  while (out.length < 60) {
    const nombre = rand.pick(data.PACIENTES_NOMBRES);
    const [a1, a2] = rand.sample(data.PACIENTES_APELLIDOS, 2);
    const base = `${ascii(nombre).split(' ')[0]}.${ascii(a1)}`;
    if (vistos.has(base)) continue;
    vistos.add(base);
    out.push({ nombre: `${nombre} ${a1} ${a2}`, email: `${base}@example.com`, telefono: telefono() });
  }
  return out;
}

function calificacion(rand: Rand, destacado: boolean): 1 | 2 | 3 | 4 | 5 {
  if (destacado) return rand.chance(0.65) ? 5 : 4;
  const r = rand.int(1, 100);
  return r <= 50 ? 5 : r <= 80 ? 4 : r <= 90 ? 3 : r <= 96 ? 2 : 1;
}

/**
 * How many appointments a professional has on the day `d` days from today: the demo
 * doctora always has four today (two attended) and three tomorrow; others vary.
 */
function cuantasCitas(rand: Rand, d: number, demo: boolean): number {
  if (d < 0) return demo ? (rand.chance(0.6) ? rand.int(1, 3) : 0) : rand.chance(0.35) ? rand.int(1, 2) : 0;
  if (d === 0) return demo ? 4 : rand.chance(0.7) ? rand.int(1, 3) : 0;
  if (d === 1) return demo ? 3 : rand.chance(0.6) ? rand.int(1, 2) : 0;
  return rand.chance(demo ? 0.5 : 0.2) ? 1 : 0;
}

type Ids = Record<
  | 'especialidades'
  | 'users'
  | 'horarios'
  | 'motivos'
  | 'citas'
  | 'comentarios'
  | 'marcas'
  | 'caracteristicas'
  | 'promociones'
  | 'productos',
  number
>;

type Plan = {
  especialidades: Insert<typeof especialidades>[];
  users: Insert<typeof users>[];
  horarios: Insert<typeof horarios>[];
  motivos: Insert<typeof motivos>[];
  citas: Insert<typeof citas>[];
  comentarios: Insert<typeof comentarios>[];
  marcas: Insert<typeof marcas>[];
  caracteristicas: Insert<typeof caracteristicas>[];
  promociones: Insert<typeof promociones>[];
  productos: Insert<typeof productos>[];
  home: Insert<typeof home>[];
};

type Contexto = {
  today: string;
  hash: string;
  images: DemoImages;
  /** the last id in use per table; rows get the following ones */
  ids: Ids;
  /** existing specialties by slug (reused, never duplicated) */
  existentes: Map<string, number>;
  conHome: boolean;
};

/** Every row to insert, computed in memory from the static data, the day and the PRNG. */
function planear(ctx: Contexto): Plan {
  const rand = prng(20_260_311);
  const next = (tabla: keyof Ids) => ++ctx.ids[tabla];
  const tel = contactos(rand);
  const gente = pacientes(rand, tel.celular);
  const plan: Plan = {
    especialidades: [],
    users: [],
    horarios: [],
    motivos: [],
    citas: [],
    comentarios: [],
    marcas: [],
    caracteristicas: [],
    promociones: [],
    productos: [],
    home: [],
  };

  const especialidadId = new Map(ctx.existentes);
  for (const nombre of data.ESPECIALIDADES) {
    if (especialidadId.has(slug(nombre))) continue;
    const id = next('especialidades');
    especialidadId.set(slug(nombre), id);
    plan.especialidades.push({ id, nombre, slug: slug(nombre) });
  }

  const direccionesUsadas = new Map<string, number>();
  const direccion = (ciudad: data.Ciudad) => {
    const lista = data.DIRECCIONES[ciudad] ?? ['Calle 10 # 5-20, Consultorio 101'];
    const n = direccionesUsadas.get(ciudad) ?? 0;
    direccionesUsadas.set(ciudad, n + 1);
    return lista[n % lista.length];
  };
  const correos = new Set<string>();
  const correo = (nombre: string, apellido: string) => {
    const base = emailDe(nombre, apellido);
    let email = `${base}@citasalud.co`;
    for (let n = 2; correos.has(email); n++) email = `${base}${n}@citasalud.co`;
    correos.add(email);
    return email;
  };
  const alta = `${addDays(ctx.today, -rand.int(200, 400))}T15:00:00.000Z`;

  const activos = [
    { ...data.DOCTORA, email: data.DEMO.doctora.email, jornada: data.JORNADA_DOCTORA, demo: true },
    ...data.PROFESIONALES.map((p, i) => ({
      ...p,
      email: correo(p.nombre, p.apellido),
      jornada: data.JORNADAS[p.modalidad === 'virtual' ? data.JORNADA_VIRTUAL : i % 4],
      motivos: undefined,
      demo: false,
    })),
  ];

  for (const [i, p] of activos.entries()) {
    const userId = next('users');
    const dr = p.genero === 'f' ? 'la doctora' : 'el doctor';

    // 30-minute slots cut from the pattern's blocks; one row per start time
    const slots: { id: number; inicio: string; fin: string; dias: Set<Dia> }[] = [];
    for (const bloque of p.jornada.bloques) {
      for (let t = minutes(bloque.desde); t + 30 <= minutes(bloque.hasta); t += 30) {
        const slot = { id: next('horarios'), inicio: hhmm(t), fin: hhmm(t + 30), dias: new Set(bloque.dias) };
        slots.push(slot);
        const flags = Object.fromEntries(DIAS.map((d) => [d, slot.dias.has(d) ? 1 : 0])) as Record<Dia, number>;
        plan.horarios.push({ id: slot.id, user_id: userId, hora_inicio: slot.inicio, hora_fin: slot.fin, ...flags });
      }
    }

    const nombresMotivo = p.motivos ?? [
      ...data.MOTIVOS_GENERALES,
      ...rand.sample(data.MOTIVOS[p.especialidad], rand.int(1, 2)),
    ];
    const motivosPro = nombresMotivo.map((nombre) => ({ id: next('motivos'), nombre }));
    for (const m of motivosPro) plan.motivos.push({ id: m.id, user_id: userId, nombre: m.nombre });

    // appointments: past ones mostly attended; today's first half attended; the rest pending
    const atendidos: { paciente: Paciente; fecha: string }[] = [];
    for (let d = DESDE; d <= HASTA; d++) {
      const fecha = addDays(ctx.today, d);
      const dia = diaDeLaSemana(fecha);
      const libres = slots.filter((s) => s.dias.has(dia));
      if (libres.length === 0) continue;
      const cuantas = cuantasCitas(rand, d, p.demo);
      const elegidos = rand.sample(libres, cuantas).sort((a, b) => a.inicio.localeCompare(b.inicio));
      for (const [k, slot] of elegidos.entries()) {
        const paciente = rand.pick(gente);
        const motivo = rand.pick(motivosPro);
        const atendido = d < 0 ? (rand.chance(0.85) ? 1 : 0) : d === 0 && k < Math.floor(cuantas / 2) ? 1 : 0;
        const creada = isoBogota(addDays(d < 0 ? fecha : ctx.today, -rand.int(1, 12)), hhmm(rand.int(7 * 60, 19 * 60)));
        plan.citas.push({
          id: next('citas'),
          user_id: userId,
          horario_id: slot.id,
          motivo_id: motivo.id,
          nombre: paciente.nombre,
          telefono: paciente.telefono,
          email: paciente.email,
          observacion: rand.pick(data.OBSERVACIONES),
          fecha_cita: fecha,
          hora_inicio: slot.inicio,
          hora_fin: slot.fin,
          primera_visita: motivo.nombre === data.PRIMERA_VEZ || rand.chance(0.2) ? 'si' : 'no',
          atendido,
          created_at: creada,
          updated_at: atendido ? isoBogota(fecha, slot.fin) : creada,
        });
        if (atendido) atendidos.push({ paciente, fecha });
      }
    }

    // comments: some by attended patients (verified, as the server rule says), some by others
    const correosAtendidos = new Set(atendidos.map((a) => a.paciente.email));
    const porVerificar = rand.sample(
      atendidos.filter((a, j) => atendidos.findIndex((b) => b.paciente.email === a.paciente.email) === j),
      atendidos.length,
    );
    const otros = rand.sample(
      gente.filter((g) => !correosAtendidos.has(g.email)),
      gente.length,
    );
    let suma = 0;
    const total = p.demo ? 6 : rand.int(2, 6);
    for (let k = 0; k < total; k++) {
      const verificado = porVerificar.length > 0 && rand.chance(0.55);
      const fuente = verificado ? porVerificar.pop() : undefined;
      const autor = fuente?.paciente ?? otros.pop()!;
      const estrellas = calificacion(rand, p.destacado);
      suma += estrellas;
      const fecha = fuente
        ? [addDays(fuente.fecha, rand.int(0, 3)), ctx.today].sort()[0]
        : addDays(ctx.today, -rand.int(1, 120));
      const texto = rand.pick(data.COMENTARIOS[estrellas]);
      plan.comentarios.push({
        id: next('comentarios'),
        user_id: userId,
        nombre: autor.nombre,
        email: autor.email,
        observacion: texto.replace('{dr}', dr).replace('{Dr}', dr[0].toUpperCase() + dr.slice(1)),
        calificacion: estrellas,
        verificado: fuente ? 1 : 0,
        created_at: isoBogota(fecha, hhmm(rand.int(8 * 60, 21 * 60))),
      });
    }

    const galeria = p.demo ? 4 : p.modalidad !== 'virtual' && i % 3 === 0 ? rand.int(2, 4) : 0;
    const fotos = rand.sample(ctx.images.consultorios, galeria);
    plan.users.push({
      id: userId,
      rol: 0,
      name: p.nombre,
      nombre: p.nombre,
      apellido: p.apellido,
      cedula: tel.cedula(),
      email: p.email,
      password_hash: ctx.hash,
      fijo: tel.fijo(p.ciudad),
      celular: tel.celular(),
      especialidad_id: especialidadId.get(slug(p.especialidad)),
      horarioatencion: p.jornada.texto,
      publico: data.PUBLICO[p.especialidad],
      mediospago: p.modalidad === 'virtual' ? data.MEDIOS_PAGO_VIRTUAL : rand.pick(data.MEDIOS_PAGO),
      direccion: p.modalidad === 'virtual' ? data.DIRECCION_VIRTUAL : direccion(p.ciudad),
      ciudad: p.ciudad,
      ciudad_slug: slug(p.ciudad),
      busqueda: slug(`${p.nombre} ${p.apellido} ${p.especialidad}`),
      virtual: p.modalidad === 'presencial' ? 0 : 1,
      presencial: p.modalidad === 'virtual' ? 0 : 1,
      activo: 1,
      destacado: p.destacado ? 1 : 0,
      calificacion_suma: suma,
      comentarios_total: total,
      fotoperfil: p.demo ? ctx.images.avatares[2] : ctx.images.avatares[i % ctx.images.avatares.length],
      foto1: fotos[0] ?? '',
      foto2: fotos[1] ?? '',
      foto3: fotos[2] ?? '',
      foto4: fotos[3] ?? '',
      created_at: alta,
      updated_at: alta,
    });
  }

  for (const p of data.INACTIVOS) {
    const ciudad = p.ciudad ?? '';
    plan.users.push({
      id: next('users'),
      name: p.nombre,
      nombre: p.nombre,
      apellido: p.apellido,
      cedula: tel.cedula(),
      email: correo(p.nombre, p.apellido),
      password_hash: ctx.hash,
      fijo: tel.fijo(p.ciudad ?? 'Bogotá'),
      celular: tel.celular(),
      especialidad_id: p.especialidad ? especialidadId.get(slug(p.especialidad)) : null,
      direccion: p.ciudad ? direccion(p.ciudad) : 'Carrera 15 # 45-10, Apartamento 302',
      ciudad,
      ciudad_slug: slug(ciudad),
      busqueda: slug(`${p.nombre} ${p.apellido} ${p.especialidad ?? ''}`),
      virtual: 1,
      presencial: 1,
      activo: 0,
    });
  }

  plan.users.push({
    id: next('users'),
    rol: 1,
    name: data.DEMO.admin.nombre,
    nombre: data.DEMO.admin.nombre,
    apellido: data.DEMO.admin.apellido,
    cedula: tel.cedula(),
    email: data.DEMO.admin.email,
    password_hash: ctx.hash,
    fijo: tel.fijo('Bogotá'),
    celular: tel.celular(),
    direccion: 'Calle 72 # 10-07, Oficina 501',
    ciudad: 'Bogotá',
    ciudad_slug: slug('Bogotá'),
    busqueda: slug(`${data.DEMO.admin.nombre} ${data.DEMO.admin.apellido}`),
    activo: 1,
  });

  // the store
  const marcaId = new Map(data.MARCAS.map((nombre) => [nombre, next('marcas')]));
  for (const [nombre, id] of marcaId) plan.marcas.push({ id, nombre });
  const caractId = new Map(data.CARACTERISTICAS.map((nombre) => [nombre, next('caracteristicas')]));
  for (const [nombre, id] of caractId) plan.caracteristicas.push({ id, nombre });
  const promoId = new Map<string, number>();
  for (const promo of data.PROMOCIONES) {
    const id = next('promociones');
    promoId.set(promo.nombre, id);
    plan.promociones.push({ id, ...promo });
  }
  for (const [i, p] of data.PRODUCTOS.entries()) {
    const [a, b] = ctx.images.productos[p.caracteristica];
    plan.productos.push({
      id: next('productos'),
      nombre: p.nombre,
      id_marca: marcaId.get(p.marca)!,
      id_promocion: p.promocion ? promoId.get(p.promocion) : null,
      id_caract: caractId.get(p.caracteristica),
      precio: p.precio,
      estado: p.inactivo ? '0' : '1',
      ficha_tecnica: `**Presentación:** ${p.presentacion}.\n${p.detalle}\n**Conservación:** ${data.CONSERVACION[p.caracteristica]}`,
      uso_adecuado: p.uso,
      aviso_legal: data.AVISO_LEGAL[p.caracteristica],
      imagen1: i % 2 ? b : a,
      imagen2: i % 3 === 0 ? (i % 2 ? a : b) : '',
      busqueda: slug(p.nombre),
    });
  }

  if (!ctx.conHome) plan.home.push({ fondo: ctx.images.fondo });
  return plan;
}

/**
 * Seeds the demo data unless the demo admin already exists (then `created: false` and
 * nothing is written). Images go to `images` under fixed `demo/` keys.
 */
export async function seed(
  db: Db,
  images: ImageBucket,
  opts: SeedOptions,
): Promise<{ created: boolean; counts: Record<string, number> }> {
  const maxId = (t: string) => sql.raw(`(select coalesce(max(id), 0) from ${t}) as ${t}`);
  const tablas = [
    'especialidades',
    'users',
    'horarios',
    'motivos',
    'citas',
    'comentarios',
    'marcas',
    'caracteristicas',
    'promociones',
    'productos',
  ] as const;
  const [admin, existentes, homes, ids] = await db.batch([
    db.select({ id: users.id }).from(users).where(eq(users.email, data.DEMO.admin.email)).limit(1),
    db.select({ id: especialidades.id, slug: especialidades.slug }).from(especialidades),
    db.select({ id: home.id }).from(home).limit(1),
    db.get<Ids>(sql.join([sql.raw('select '), sql.join(tablas.map(maxId), sql.raw(', '))])),
  ]);
  if (admin.length > 0) return { created: false, counts: {} };

  const hash = await opts.hashPassword(data.DEMO.password);
  const stored = await storeDemoImages(images);
  const plan = planear({
    today: opts.today,
    hash,
    images: stored.keys,
    ids: { ...ids },
    existentes: new Map(existentes.map((e) => [e.slug, e.id])),
    conHome: homes.length > 0,
  });

  const statements = [
    ...inserts(db, especialidades, plan.especialidades),
    ...inserts(db, users, plan.users),
    ...inserts(db, horarios, plan.horarios),
    ...inserts(db, motivos, plan.motivos),
    ...inserts(db, citas, plan.citas),
    ...inserts(db, comentarios, plan.comentarios),
    ...inserts(db, marcas, plan.marcas),
    ...inserts(db, caracteristicas, plan.caracteristicas),
    ...inserts(db, promociones, plan.promociones),
    ...inserts(db, productos, plan.productos),
    ...inserts(db, home, plan.home),
  ];
  await db.batch(statements as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]]);

  const counts: Record<string, number> = { imagenes: stored.total };
  for (const [tabla, rows] of Object.entries(plan)) counts[tabla] = rows.length;
  counts.profesionales = plan.users.filter((u) => u.rol !== 1 && u.activo === 1).length;
  return { created: true, counts };
}
