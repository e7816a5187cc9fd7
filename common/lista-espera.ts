/**
 * The lista de espera's rules, pure (docs/decisions/0022-lista-de-espera.md): the part of the day
 * a franja falls in, whether a place's window fits a free franja, the free franjas of some days
 * with the longest visit each can take (by the agenda's own rules, common/agenda.ts), how long an
 * oferta keeps its franja, and how many wait on each day. The Worker picks the first place that
 * fits in SQL with the same comparisons (worker/lista-espera/consultas.ts); these are their
 * definition and their tests.
 */
import { type Agenda, franjasDelDia } from './agenda';
import { addDays } from './fechas';
import type { Parte } from './partes-del-dia';

export { PARTES, type Parte } from './partes-del-dia';

/** A franja starting before this hour is of the morning; from it on, of the afternoon. */
export const MEDIODIA = '12:00';

/** How long an oferta keeps its franja for the paciente it was offered to. */
export const OFERTA_MINUTOS = 20;

/** Free franjas one offering round considers at most (they travel as one JSON parameter). */
export const LIBRES_MAXIMO = 120;

/** The part of the day of a franja starting at `hora` (HH:MM, Bogotá). */
export const parteDe = (hora: string): Exclude<Parte, 'cualquiera'> => (hora < MEDIODIA ? 'manana' : 'tarde');

/** A free franja of a profesional, with the longest visit (minutes) that fits from its start. */
export type Libre = {
  fecha: string;
  hora_inicio: string;
  /** the range it belongs to */
  horario_id: number;
  duracion: number;
  parte: Exclude<Parte, 'cualquiera'>;
};

/** What a place in the line asks for: the days, the part of the day and its motivo's minutes. */
export type Ventana = { desde: string; hasta: string; parte: Parte; duracion: number };

/** Whether free franja `libre` fits window `v`: on one of its days, in its part of the day, long enough. */
export const cabe = (v: Ventana, libre: Libre) =>
  v.desde <= libre.fecha &&
  libre.fecha <= v.hasta &&
  (v.parte === 'cualquiera' || v.parte === libre.parte) &&
  v.duracion <= libre.duracion;

/** The first of `libres` (in their order) that fits `v` and is not in `yaOfrecidas` (`fecha hora_inicio`). */
export const primeraQueCabe = (v: Ventana, libres: Libre[], yaOfrecidas: ReadonlySet<string> = new Set()) =>
  libres.find((l) => cabe(v, l) && !yaOfrecidas.has(`${l.fecha} ${l.hora_inicio}`)) ?? null;

/**
 * The free franjas of `fechas` at `ahora`, in date and time order, at most `maximo`: each start the
 * agenda offers for at least one of `duraciones` (her motivos' minutes), with the longest of them
 * that fits there. A longer visit that fits means every shorter one does (same start, less time
 * taken), so `duracion` says which motivos can take it.
 */
export function libresDe(
  fechas: string[],
  agenda: Agenda,
  duraciones: number[],
  ahora: Date,
  maximo = LIBRES_MAXIMO,
): Libre[] {
  const largas = [...new Set(duraciones)].sort((a, b) => b - a);
  const todas: Libre[] = [];
  for (const fecha of [...new Set(fechas)].sort()) {
    const porInicio = new Map<string, Libre>();
    for (const duracion of largas)
      for (const f of franjasDelDia(fecha, agenda, duracion, ahora))
        if (!porInicio.has(f.hora_inicio))
          porInicio.set(f.hora_inicio, {
            fecha,
            hora_inicio: f.hora_inicio,
            horario_id: f.id,
            duracion,
            parte: parteDe(f.hora_inicio),
          });
    todas.push(...[...porInicio.values()].sort((a, b) => a.hora_inicio.localeCompare(b.hora_inicio)));
    if (todas.length >= maximo) break;
  }
  return todas.slice(0, maximo);
}

/** Until when an oferta made at `ahora` keeps its franja (UTC instant). */
export const vencimientoDe = (ahora: Date) => new Date(ahora.getTime() + OFERTA_MINUTOS * 60_000).toISOString();

/**
 * How many of `ventanas` wait on each day from `desde` to `hasta` (both included): the days with at
 * least one, in order.
 */
export function esperandoPorDia(
  ventanas: { desde: string; hasta: string }[],
  desde: string,
  hasta: string,
): { fecha: string; esperando: number }[] {
  const dias: { fecha: string; esperando: number }[] = [];
  for (let fecha = desde; fecha <= hasta; fecha = addDays(fecha, 1)) {
    const esperando = ventanas.filter((v) => v.desde <= fecha && fecha <= v.hasta).length;
    if (esperando > 0) dias.push({ fecha, esperando });
  }
  return dias;
}
