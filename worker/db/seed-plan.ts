/**
 * The demo data as rows, computed in memory (no I/O): the static data of seed-data.ts, the
 * seeding day and a seeded PRNG, so the same day always gives the same rows. Rows carry
 * explicit ids, following the current maximum of each table, so that `seed()` can insert
 * parents and children in one batch.
 */
import { addDays, DIAS, type Dia, diaDeLaSemana } from '../../common/fechas';
import { normalizar } from '../../common/texto';
import type {
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
import type { DemoImages } from './seed-images';

/** Appointments are placed from three weeks back to six days ahead of the seeding day. */
const DESDE = -21;
const HASTA = 6;

export const TABLAS_CON_ID = [
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
export type Ids = Record<(typeof TABLAS_CON_ID)[number], number>;

export type Plan = {
  especialidades: (typeof especialidades.$inferInsert)[];
  users: (typeof users.$inferInsert)[];
  horarios: (typeof horarios.$inferInsert)[];
  motivos: (typeof motivos.$inferInsert)[];
  citas: (typeof citas.$inferInsert)[];
  comentarios: (typeof comentarios.$inferInsert)[];
  marcas: (typeof marcas.$inferInsert)[];
  caracteristicas: (typeof caracteristicas.$inferInsert)[];
  promociones: (typeof promociones.$inferInsert)[];
  productos: (typeof productos.$inferInsert)[];
  home: (typeof home.$inferInsert)[];
};

export type Contexto = {
  /** the seeding day in America/Bogota, YYYY-MM-DD */
  today: string;
  /** the one password hash every seeded account shares */
  hash: string;
  images: DemoImages;
  /** the last id in use per table; rows get the following ones */
  ids: Ids;
  /** existing specialties by slug: reused, never duplicated */
  existentes: Map<string, number>;
  conHome: boolean;
};

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
const minutes = (hora: string) => Number(hora.slice(0, 2)) * 60 + Number(hora.slice(3, 5));
const hhmm = (total: number) => `${pad(Math.floor(total / 60))}:${pad(total % 60)}`;

/** A Bogotá wall-clock moment as the ISO UTC text the timestamps use (Bogotá is UTC-5). */
function isoBogota(fecha: string, hora: string): string {
  const [y, m, d] = fecha.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d, 5, minutes(hora))).toISOString();
}

/** Lowercase ASCII for e-mail local parts: 'Muñoz Saavedra' → 'munoz saavedra'. */
const ascii = (text: string) => normalizar(text).replace(/ñ/g, 'n');

type Paciente = { nombre: string; email: string; telefono: string };
type Slot = { id: number; inicio: string; fin: string; dias: Set<Dia> };
type Activo = data.Profesional & { email: string; jornada: data.Jornada; motivos?: string[]; demo: boolean };

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

function calificacion(rand: Rand, destacado: boolean): 1 | 2 | 3 | 4 | 5 {
  if (destacado) return rand.chance(0.65) ? 5 : 4;
  const r = rand.int(1, 100);
  return r <= 50 ? 5 : r <= 80 ? 4 : r <= 90 ? 3 : r <= 96 ? 2 : 1;
}

/** The shared state of one planning run: PRNG, id counters, contact generators. */
function taller(ctx: Contexto) {
  const rand = prng(20_260_311);
  const ids = { ...ctx.ids };
  const cedulas = new Set<string>();
  const correos = new Set<string>();
  const direcciones = new Map<string, number>();
  const digitos = (n: number) => Array.from({ length: n }, () => rand.int(0, 9)).join('');
  const celular = () => rand.pick(data.PREFIJOS_CELULAR) + digitos(7);
  const t = {
    ctx,
    rand,
    next: (tabla: keyof Ids) => ++ids[tabla],
    celular,
    fijo: (ciudad: data.Ciudad) => data.INDICATIVO[ciudad] + rand.int(2, 7) + digitos(6),
    cedula: () => {
      for (;;) {
        const prefijo = rand.pick(data.PREFIJOS_CEDULA);
        const v = prefijo + digitos((prefijo.length === 2 ? 8 : 10) - prefijo.length);
        if (!cedulas.has(v)) {
          cedulas.add(v);
          return v;
        }
      }
    },
    /** 'Ricardo', 'De la Hoz Barrios' → ricardo.delahoz@citasalud.co (numbered if taken) */
    correo: (nombre: string, apellido: string) => {
      const partes = ascii(apellido).split(' ');
      const base = `${ascii(nombre).split(' ')[0]}.${partes.length > 1 ? partes.slice(0, -1).join('') : partes[0]}`;
      let email = `${base}@citasalud.co`;
      for (let n = 2; correos.has(email); n++) email = `${base}${n}@citasalud.co`;
      correos.add(email);
      return email;
    },
    /** consulting-room addresses of a city, taken in turn */
    direccion: (ciudad: data.Ciudad) => {
      const lista = data.DIRECCIONES[ciudad] ?? ['Calle 10 # 5-20, Consultorio 101'];
      const n = direcciones.get(ciudad) ?? 0;
      direcciones.set(ciudad, n + 1);
      return lista[n % lista.length];
    },
    pacientes: [] as Paciente[],
    especialidadId: new Map(ctx.existentes),
    alta: `${addDays(ctx.today, -rand.int(200, 400))}T15:00:00.000Z`,
    plan: {
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
    } as Plan,
  };
  const vistos = new Set<string>();
  while (t.pacientes.length < 60) {
    const nombre = rand.pick(data.PACIENTES_NOMBRES);
    const [a1, a2] = rand.sample(data.PACIENTES_APELLIDOS, 2);
    const base = `${ascii(nombre).split(' ')[0]}.${ascii(a1)}`;
    if (vistos.has(base)) continue;
    vistos.add(base);
    t.pacientes.push({ nombre: `${nombre} ${a1} ${a2}`, email: `${base}@example.com`, telefono: celular() });
  }
  return t;
}
type Taller = ReturnType<typeof taller>;

/** 30-minute slots cut from the pattern's blocks: one schedule row per start time. */
function planearHorarios(t: Taller, userId: number, jornada: data.Jornada): Slot[] {
  const slots: Slot[] = [];
  for (const bloque of jornada.bloques) {
    for (let m = minutes(bloque.desde); m + 30 <= minutes(bloque.hasta); m += 30) {
      const slot = { id: t.next('horarios'), inicio: hhmm(m), fin: hhmm(m + 30), dias: new Set(bloque.dias) };
      slots.push(slot);
      const flags = Object.fromEntries(DIAS.map((d) => [d, slot.dias.has(d) ? 1 : 0])) as Record<Dia, number>;
      t.plan.horarios.push({ id: slot.id, user_id: userId, hora_inicio: slot.inicio, hora_fin: slot.fin, ...flags });
    }
  }
  return slots;
}

/**
 * Appointments on days whose weekday the slot offers, each slot once per date. Past ones
 * are mostly attended, today's first half attended, the rest pending. Answers the attended.
 */
function planearCitas(
  t: Taller,
  userId: number,
  p: Activo,
  slots: Slot[],
  motivosPro: { id: number; nombre: string }[],
) {
  const { rand, ctx } = t;
  const atendidos: { paciente: Paciente; fecha: string }[] = [];
  for (let d = DESDE; d <= HASTA; d++) {
    const fecha = addDays(ctx.today, d);
    const dia = diaDeLaSemana(fecha);
    const libres = slots.filter((s) => s.dias.has(dia));
    if (libres.length === 0) continue;
    const cuantas = cuantasCitas(rand, d, p.demo);
    const elegidos = rand.sample(libres, cuantas).sort((a, b) => a.inicio.localeCompare(b.inicio));
    for (const [k, slot] of elegidos.entries()) {
      const paciente = rand.pick(t.pacientes);
      const motivo = rand.pick(motivosPro);
      const atendido = d < 0 ? (rand.chance(0.85) ? 1 : 0) : d === 0 && k < Math.floor(cuantas / 2) ? 1 : 0;
      const creada = isoBogota(addDays(d < 0 ? fecha : ctx.today, -rand.int(1, 12)), hhmm(rand.int(7 * 60, 19 * 60)));
      t.plan.citas.push({
        id: t.next('citas'),
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
  return atendidos;
}

/**
 * Rated comments: some by attended patients (verified, as the server rule says), some by
 * people who never attended (not verified). Answers the rating totals for the user row.
 */
function planearComentarios(t: Taller, userId: number, p: Activo, atendidos: { paciente: Paciente; fecha: string }[]) {
  const { rand, ctx } = t;
  const dr = p.genero === 'f' ? 'la doctora' : 'el doctor';
  const asistieron = new Set(atendidos.map((a) => a.paciente.email));
  const unicos = atendidos.filter((a, j) => atendidos.findIndex((b) => b.paciente.email === a.paciente.email) === j);
  const porVerificar = rand.sample(unicos, unicos.length);
  const otros = rand.sample(
    t.pacientes.filter((g) => !asistieron.has(g.email)),
    t.pacientes.length,
  );
  let suma = 0;
  const total = p.demo ? 6 : rand.int(2, 6);
  for (let k = 0; k < total; k++) {
    const fuente = porVerificar.length > 0 && rand.chance(0.55) ? porVerificar.pop() : undefined;
    const autor = fuente?.paciente ?? otros.pop()!;
    const estrellas = calificacion(rand, p.destacado);
    suma += estrellas;
    const fecha = fuente
      ? [addDays(fuente.fecha, rand.int(0, 3)), ctx.today].sort()[0]
      : addDays(ctx.today, -rand.int(1, 120));
    const texto = rand.pick(data.COMENTARIOS[estrellas]);
    t.plan.comentarios.push({
      id: t.next('comentarios'),
      user_id: userId,
      nombre: autor.nombre,
      email: autor.email,
      observacion: texto.replace('{dr}', dr).replace('{Dr}', dr[0].toUpperCase() + dr.slice(1)),
      calificacion: estrellas,
      verificado: fuente ? 1 : 0,
      created_at: isoBogota(fecha, hhmm(rand.int(8 * 60, 21 * 60))),
    });
  }
  return { suma, total };
}

function planearProfesional(t: Taller, p: Activo, i: number) {
  const { rand, ctx } = t;
  const userId = t.next('users');
  const slots = planearHorarios(t, userId, p.jornada);
  const nombresMotivo = p.motivos ?? [
    ...data.MOTIVOS_GENERALES,
    ...rand.sample(data.MOTIVOS[p.especialidad], rand.int(1, 2)),
  ];
  const motivosPro = nombresMotivo.map((nombre) => ({ id: t.next('motivos'), nombre }));
  for (const m of motivosPro) t.plan.motivos.push({ id: m.id, user_id: userId, nombre: m.nombre });
  const atendidos = planearCitas(t, userId, p, slots, motivosPro);
  const { suma, total } = planearComentarios(t, userId, p, atendidos);
  const galeria = p.demo ? 4 : p.modalidad !== 'virtual' && i % 3 === 0 ? rand.int(2, 4) : 0;
  const fotos = rand.sample(ctx.images.consultorios, galeria);
  t.plan.users.push({
    id: userId,
    rol: 0,
    name: p.nombre,
    nombre: p.nombre,
    apellido: p.apellido,
    cedula: t.cedula(),
    email: p.email,
    password_hash: ctx.hash,
    fijo: t.fijo(p.ciudad),
    celular: t.celular(),
    especialidad_id: t.especialidadId.get(normalizar(p.especialidad)),
    horarioatencion: p.jornada.texto,
    publico: data.PUBLICO[p.especialidad],
    mediospago: p.modalidad === 'virtual' ? data.MEDIOS_PAGO_VIRTUAL : rand.pick(data.MEDIOS_PAGO),
    direccion: p.modalidad === 'virtual' ? data.DIRECCION_VIRTUAL : t.direccion(p.ciudad),
    ciudad: p.ciudad,
    ciudad_slug: normalizar(p.ciudad),
    busqueda: normalizar(`${p.nombre} ${p.apellido} ${p.especialidad}`),
    virtual: p.modalidad === 'presencial' ? 0 : 1,
    presencial: p.modalidad === 'virtual' ? 0 : 1,
    activo: 1,
    destacado: p.destacado ? 1 : 0,
    calificacion_suma: suma,
    comentarios_total: total,
    fotoperfil: ctx.images.avatares[p.demo ? 2 : i % ctx.images.avatares.length],
    foto1: fotos[0] ?? '',
    foto2: fotos[1] ?? '',
    foto3: fotos[2] ?? '',
    foto4: fotos[3] ?? '',
    created_at: t.alta,
    updated_at: t.alta,
  });
}

/** Inactive professionals (registrations waiting for staff, one deactivated) and the staff account. */
function planearCuentas(t: Taller) {
  const { ctx } = t;
  for (const p of data.INACTIVOS) {
    const ciudad = p.ciudad ?? '';
    t.plan.users.push({
      id: t.next('users'),
      name: p.nombre,
      nombre: p.nombre,
      apellido: p.apellido,
      cedula: t.cedula(),
      email: t.correo(p.nombre, p.apellido),
      password_hash: ctx.hash,
      fijo: t.fijo(p.ciudad ?? 'Bogotá'),
      celular: t.celular(),
      especialidad_id: p.especialidad ? t.especialidadId.get(normalizar(p.especialidad)) : null,
      direccion: p.ciudad ? t.direccion(p.ciudad) : 'Carrera 15 # 45-10, Apartamento 302',
      ciudad,
      ciudad_slug: normalizar(ciudad),
      busqueda: normalizar(`${p.nombre} ${p.apellido} ${p.especialidad ?? ''}`),
      virtual: 1,
      presencial: 1,
      activo: 0,
    });
  }
  const { admin } = data.DEMO;
  t.plan.users.push({
    id: t.next('users'),
    rol: 1,
    name: admin.nombre,
    nombre: admin.nombre,
    apellido: admin.apellido,
    cedula: t.cedula(),
    email: admin.email,
    password_hash: ctx.hash,
    fijo: t.fijo('Bogotá'),
    celular: t.celular(),
    direccion: 'Calle 72 # 10-07, Oficina 501',
    ciudad: 'Bogotá',
    ciudad_slug: normalizar('Bogotá'),
    busqueda: normalizar(`${admin.nombre} ${admin.apellido}`),
    activo: 1,
  });
}

function planearTienda(t: Taller) {
  const { plan, ctx } = t;
  const marcaId = new Map(data.MARCAS.map((nombre) => [nombre, t.next('marcas')]));
  for (const [nombre, id] of marcaId) plan.marcas.push({ id, nombre });
  const caractId = new Map(data.CARACTERISTICAS.map((nombre) => [nombre, t.next('caracteristicas')]));
  for (const [nombre, id] of caractId) plan.caracteristicas.push({ id, nombre });
  const promoId = new Map(data.PROMOCIONES.map((promo) => [promo.nombre, t.next('promociones')]));
  for (const promo of data.PROMOCIONES) plan.promociones.push({ id: promoId.get(promo.nombre), ...promo });
  for (const [i, p] of data.PRODUCTOS.entries()) {
    const [a, b] = ctx.images.productos[p.caracteristica];
    plan.productos.push({
      id: t.next('productos'),
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
      busqueda: normalizar(p.nombre),
    });
  }
}

/** Every row of the demo data. Pure: the same context always gives the same rows. */
export function planearDemo(ctx: Contexto): Plan {
  const t = taller(ctx);
  for (const nombre of data.ESPECIALIDADES) {
    if (t.especialidadId.has(normalizar(nombre))) continue;
    const id = t.next('especialidades');
    t.especialidadId.set(normalizar(nombre), id);
    t.plan.especialidades.push({ id, nombre, slug: normalizar(nombre) });
  }
  const activos: Activo[] = [
    { ...data.DOCTORA, email: data.DEMO.doctora.email, jornada: data.JORNADA_DOCTORA, demo: true },
    ...data.PROFESIONALES.map((p, i) => ({
      ...p,
      email: t.correo(p.nombre, p.apellido),
      jornada: data.JORNADAS[p.modalidad === 'virtual' ? data.JORNADA_VIRTUAL : i % 4],
      demo: false,
    })),
  ];
  for (const [i, p] of activos.entries()) planearProfesional(t, p, i);
  planearCuentas(t);
  planearTienda(t);
  if (!ctx.conHome) t.plan.home.push({ fondo: ctx.images.fondo });
  return t.plan;
}
