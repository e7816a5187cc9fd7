/**
 * One active professional's rows: her horarios (the pattern's blocks, as weekly ranges cut into
 * 30-minute franjas), her motivos (the first visit takes two franjas), her citas around the
 * seeding day (virtual ones with a Jitsi room when she offers virtual), her rated comentarios and,
 * last, her `users` row with the rating totals.
 */
import { AJUSTES_INICIALES } from '../../common/agenda';
import { addDays, DIAS, type Dia, diaDeLaSemana } from '../../common/fechas';
import { normalizar } from '../../common/texto';
import * as datos from './datos';
import { hhmm, isoBogota, minutes } from './horas';
import { prng, type Rand } from './prng';
import type { Paciente, Taller } from './taller';

/** Appointments are placed from three weeks back to six days ahead of the seeding day. */
const DESDE = -21;
const HASTA = 6;

/** The franja length of every seeded agenda (the default setting). */
const FRANJA = AJUSTES_INICIALES.duracion_franja;
/** The first visit's minutes: two franjas. */
const PRIMERA_VEZ_MINUTOS = 2 * FRANJA;

/** A franja of a range (`id` the range's, `cierre` its end in minutes). */
type Franja = { id: number; inicio: string; cierre: number; dias: Set<Dia> };
type MotivoPlan = { id: number; nombre: string; duracion: number | null; precio: number | null };
export type Activo = datos.Profesional & { email: string; jornada: datos.Jornada; motivos?: string[]; demo: boolean };
type Atendido = { paciente: Paciente; fecha: string; citaId: number };

/**
 * How many appointments a professional has on the day `d` days from today: the demo
 * professional always has four today (two attended) and three tomorrow; others vary.
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

/** One horario (a weekly range) per block of the pattern; answers its franjas. */
function planearHorarios(taller: Taller, profesionalId: number, jornada: datos.Jornada): Franja[] {
  const franjas: Franja[] = [];
  for (const bloque of jornada.bloques) {
    const id = taller.next('horarios');
    const dias = new Set(bloque.dias);
    const flags = Object.fromEntries(DIAS.map((d) => [d, dias.has(d) ? 1 : 0])) as Record<Dia, number>;
    taller.plan.horarios.push({
      id,
      user_id: profesionalId,
      hora_inicio: bloque.desde,
      hora_fin: bloque.hasta,
      ...flags,
    });
    const cierre = minutes(bloque.hasta);
    for (let m = minutes(bloque.desde); m + FRANJA <= cierre; m += FRANJA)
      franjas.push({ id, inicio: hhmm(m), cierre, dias });
  }
  return franjas;
}

/** A Jitsi Meet room nobody can guess (128 bits), drawn from the plan's seed so the plan stays reproducible. */
const salaJitsi = (rand: Rand) =>
  `https://meet.jit.si/CitaSalud-${Array.from({ length: 32 }, () => rand.int(0, 15).toString(16)).join('')}`;

/**
 * The motivo of a cita at `franja`: a random one, but the first visit (two franjas) only where the
 * next franja is in the same range and not booked that day (`tomadas`: the day's chosen starts).
 */
function motivoPara(rand: Rand, motivosPro: MotivoPlan[], franja: Franja, tomadas: Set<string>) {
  const motivo = rand.pick(motivosPro);
  if (motivo.duracion === null) return motivo;
  const fin = minutes(franja.inicio) + motivo.duracion;
  const libre = fin <= franja.cierre && !tomadas.has(hhmm(minutes(franja.inicio) + FRANJA));
  return libre ? motivo : rand.pick(motivosPro.filter((m) => m.duracion === null));
}

/**
 * Appointments on days whose weekday the franja offers, each franja once per date. Past ones
 * are mostly attended, today's first half attended, the rest pending. Answers the attended.
 */
function planearCitas(taller: Taller, profesionalId: number, p: Activo, franjas: Franja[], motivosPro: MotivoPlan[]) {
  const { rand, ctx } = taller;
  const atendidos: Atendido[] = [];
  for (let d = DESDE; d <= HASTA; d++) {
    const fecha = addDays(ctx.today, d);
    const dia = diaDeLaSemana(fecha);
    const libres = franjas.filter((s) => s.dias.has(dia));
    if (libres.length === 0) continue;
    const cuantas = cuantasCitas(rand, d, p.demo);
    const elegidas = rand.sample(libres, cuantas).sort((a, b) => a.inicio.localeCompare(b.inicio));
    const tomadas = new Set(elegidas.map((e) => e.inicio));
    for (const [k, franja] of elegidas.entries()) {
      const paciente = rand.pick(taller.pacientes);
      const motivo = motivoPara(rand, motivosPro, franja, tomadas);
      const fin = hhmm(minutes(franja.inicio) + (motivo.duracion ?? FRANJA));
      const virtual = p.modalidad === 'virtual' || (p.modalidad !== 'presencial' && rand.chance(0.3));
      const atendido = d < 0 ? (rand.chance(0.85) ? 1 : 0) : d === 0 && k < Math.floor(cuantas / 2) ? 1 : 0;
      const creada = isoBogota(addDays(d < 0 ? fecha : ctx.today, -rand.int(1, 12)), hhmm(rand.int(7 * 60, 19 * 60)));
      const citaId = taller.next('citas');
      taller.plan.citas.push({
        id: citaId,
        user_id: profesionalId,
        horario_id: franja.id,
        motivo_id: motivo.id,
        nombre: paciente.nombre,
        telefono: paciente.telefono,
        email: paciente.email,
        observacion: rand.pick(datos.OBSERVACIONES),
        fecha_cita: fecha,
        hora_inicio: franja.inicio,
        hora_fin: fin,
        ocupa_hasta: fin, // no pause in the seeded agendas
        modalidad: virtual ? 2 : 1,
        enlace_video: virtual ? salaJitsi(rand) : '',
        primera_visita: motivo.nombre === datos.PRIMERA_VEZ || rand.chance(0.2) ? 'si' : 'no',
        atendido,
        // as a booking writes them (lib/agendar.ts); started ones get no reminder, as in the migration
        inicio: isoBogota(fecha, franja.inicio),
        uid: `demo-${profesionalId}-${fecha}-${franja.inicio}@citasalud`,
        recordatorio_lote: Date.parse(isoBogota(fecha, franja.inicio)) <= Date.now() ? 'no' : null,
        created_at: creada,
        updated_at: atendido ? isoBogota(fecha, fin) : creada,
      });
      if (atendido) atendidos.push({ paciente, fecha, citaId });
    }
  }
  return atendidos;
}

/**
 * Rated comments: some by attended patients through the invitation of that cita (verified, with
 * its `cita_id`, as the server rule says), some by people who never attended (not verified).
 * Answers the rating totals for the `users` row.
 */
function planearComentarios(taller: Taller, profesionalId: number, p: Activo, atendidos: Atendido[]) {
  const { rand, ctx } = taller;
  const dr = p.genero === 'f' ? 'la doctora' : 'el doctor';
  const asistieron = new Set(atendidos.map((a) => a.paciente.email));
  const unicos = atendidos.filter((a, j) => atendidos.findIndex((b) => b.paciente.email === a.paciente.email) === j);
  const porVerificar = rand.sample(unicos, unicos.length);
  const otros = rand.sample(
    taller.pacientes.filter((g) => !asistieron.has(g.email)),
    taller.pacientes.length,
  );
  let suma = 0;
  let verificados = 0;
  const total = p.demo ? 6 : rand.int(2, 6);
  for (let k = 0; k < total; k++) {
    const fuente = porVerificar.length > 0 && rand.chance(0.55) ? porVerificar.pop() : undefined;
    const autor = fuente?.paciente ?? otros.pop()!;
    const estrellas = calificacion(rand, p.destacado);
    suma += estrellas;
    if (fuente) verificados++;
    const fecha = fuente
      ? [addDays(fuente.fecha, rand.int(0, 3)), ctx.today].sort()[0]
      : addDays(ctx.today, -rand.int(1, 120));
    const texto = rand.pick(datos.COMENTARIOS[estrellas]);
    taller.plan.comentarios.push({
      id: taller.next('comentarios'),
      user_id: profesionalId,
      nombre: autor.nombre,
      email: autor.email,
      observacion: texto.replace('{dr}', dr).replace('{Dr}', dr[0].toUpperCase() + dr.slice(1)),
      calificacion: estrellas,
      verificado: fuente ? 1 : 0,
      cita_id: fuente?.citaId ?? null,
      created_at: isoBogota(fecha, hhmm(rand.int(8 * 60, 21 * 60))),
    });
  }
  return { suma, total, verificados };
}

/** Every row of the `i`-th active professional (the demo one is the first). */
/**
 * The aseguradoras she accepts: most see particulares, each takes one to three EPS and some a
 * prepagada or two. Drawn from a generator of her own (by her place in the list), so that the
 * rest of the plan draws what it drew before they were seeded.
 */
function aseguradorasDe(i: number): string[] {
  const propio = prng(9_001 + i);
  return [
    ...(propio.chance(0.8) ? ['particular'] : []),
    ...propio.sample(datos.ASEGURADORAS_DEMO.eps, propio.int(1, 3)),
    ...propio.sample(datos.ASEGURADORAS_DEMO.prepagadas, propio.chance(0.6) ? propio.int(1, 2) : 0),
  ];
}

/** Whole pesos rounded to 5.000, as consultorios price. */
const redondo = (pesos: number) => Math.round(pesos / 5000) * 5000;

/**
 * What patients decide on (issue 37): her consulta's price within her especialidad's, her RETHUS
 * number, and her motivos' own prices: the first visit mostly costs more, a procedure of her
 * especialidad often has its own, a control or a review of exams costs the consulta's (none of its own). Drawn
 * from a generator of her own, as her aseguradoras, so the rest of the plan draws what it drew.
 */
function preciosDe(i: number, especialidad: string, motivos: string[]) {
  const propio = prng(7_001 + i);
  const [min, max] = datos.PRECIOS[especialidad];
  const consulta = redondo(propio.int(min, max));
  const rethus = `${datos.REGISTRO[especialidad]}${propio.int(10_000, 999_999)}`;
  const propios = new Set(datos.MOTIVOS[especialidad]);
  const precios = motivos.map((nombre) =>
    nombre === datos.PRIMERA_VEZ && propio.chance(0.7)
      ? consulta + redondo(propio.int(20_000, 50_000))
      : propios.has(nombre) && propio.chance(0.6)
        ? Math.max(40_000, consulta + redondo(propio.int(-30_000, 90_000)))
        : null,
  );
  return { consulta, rethus, precios };
}

export function planearProfesional(taller: Taller, p: Activo, i: number) {
  const { rand, ctx } = taller;
  const profesionalId = taller.next('users');
  const franjas = planearHorarios(taller, profesionalId, p.jornada);
  const nombresMotivo = p.motivos ?? [
    ...datos.MOTIVOS_GENERALES,
    ...rand.sample(datos.MOTIVOS[p.especialidad], rand.int(1, 2)),
  ];
  const { consulta, rethus, precios } = preciosDe(i, p.especialidad, nombresMotivo);
  const motivosPro = nombresMotivo.map((nombre, k) => ({
    id: taller.next('motivos'),
    nombre,
    duracion: nombre === datos.PRIMERA_VEZ ? PRIMERA_VEZ_MINUTOS : null,
    precio: precios[k],
  }));
  for (const m of motivosPro)
    taller.plan.motivos.push({
      id: m.id,
      user_id: profesionalId,
      nombre: m.nombre,
      duracion_minutos: m.duracion,
      precio: m.precio,
    });
  const atendidos = planearCitas(taller, profesionalId, p, franjas, motivosPro);
  const { suma, total, verificados } = planearComentarios(taller, profesionalId, p, atendidos);
  const galeria = p.demo ? 4 : p.modalidad !== 'virtual' && i % 3 === 0 ? rand.int(2, 4) : 0;
  const imagenes = rand.sample(ctx.imagenes.consultorios, galeria);
  taller.plan.cuentas.push({
    id: profesionalId,
    rol: 0,
    name: p.nombre,
    nombre: p.nombre,
    apellido: p.apellido,
    cedula: taller.cedula(),
    email: p.email,
    password_hash: ctx.hash,
    fijo: taller.fijo(p.ciudad),
    celular: taller.celular(),
    especialidad_id: taller.especialidadId.get(normalizar(p.especialidad)),
    horarioatencion: p.jornada.texto,
    publico: datos.PUBLICO[p.especialidad],
    mediospago: p.modalidad === 'virtual' ? datos.MEDIOS_PAGO_VIRTUAL : rand.pick(datos.MEDIOS_PAGO),
    direccion: p.modalidad === 'virtual' ? datos.DIRECCION_VIRTUAL : taller.direccion(p.ciudad),
    ciudad: p.ciudad,
    ciudad_slug: normalizar(p.ciudad),
    busqueda: normalizar(`${p.nombre} ${p.apellido} ${p.especialidad}`),
    virtual: p.modalidad === 'presencial' ? 0 : 1,
    presencial: p.modalidad === 'virtual' ? 0 : 1,
    activo: 1,
    destacado: p.destacado ? 1 : 0,
    // the demo data's own people: most publish their phones, every fourth does not (Ley 1581: hers to decide)
    publicar_celular: p.demo || i % 4 !== 3 ? 1 : 0,
    precio_consulta: consulta,
    rethus,
    calificacion_suma: suma,
    comentarios_total: total,
    comentarios_verificados: verificados,
    fotoperfil: ctx.imagenes.avatares[p.demo ? 2 : i % ctx.imagenes.avatares.length],
    foto1: imagenes[0] ?? '',
    foto2: imagenes[1] ?? '',
    foto3: imagenes[2] ?? '',
    foto4: imagenes[3] ?? '',
    created_at: taller.alta,
    updated_at: taller.alta,
  });
  for (const slug of aseguradorasDe(i)) taller.plan.aseguradoras.push({ user_id: profesionalId, slug });
}
