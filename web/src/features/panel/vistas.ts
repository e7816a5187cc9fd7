/**
 * The agenda's day and week views, free of React: which citas each shows and where a cita sits
 * on the day's time line, in Bogotá wall-clock minutes.
 */
import { addDays, DIAS, diaDeLaSemana, minutosDe } from '../../../../common/fechas';
import type { Cita } from '../../../../common/wire/citas';
import { estadoDe } from './agenda';

export type Vista = 'dia' | 'semana';

/** The hours a day view spans at least (08:00–18:00), grown to hold every cita and the current time. */
const DESDE_MINIMO = 8 * 60;
const HASTA_MINIMO = 18 * 60;
const DIA_MINUTOS = 24 * 60;

const porHora = (a: Cita, b: Cita) => a.hora_inicio.localeCompare(b.hora_inicio) || a.id - b.id;

/** A day's live citas in time order: cancelled ones leave the agenda (the table lists them). */
export const citasDelDia = (citas: Cita[], fecha: string) =>
  citas.filter((c) => c.fecha_cita === fecha && estadoDe(c) !== 'cancelada').sort(porHora);

/** The week (Monday to Sunday) holding `fecha`. */
export function semanaDe(fecha: string): string[] {
  const desdeLunes = (DIAS.indexOf(diaDeLaSemana(fecha)) + 6) % 7;
  const lunes = addDays(fecha, -desdeLunes);
  return Array.from({ length: 7 }, (_, i) => addDays(lunes, i));
}

/** One step back (-1) or ahead (1): a day in the day view, a week in the week view. */
export const mover = (fecha: string, vista: Vista, paso: -1 | 1) => addDays(fecha, vista === 'dia' ? paso : 7 * paso);

/** A cita's end on the time line: after its start even when stored across midnight or empty. */
const finDe = (c: Cita) => Math.max(minutosDe(c.hora_fin) || DIA_MINUTOS, minutosDe(c.hora_inicio) + 5);

/**
 * The minutes a day view spans, whole hours: 08:00–18:00 at least, grown to hold its citas and,
 * on today, the current minute (`ahora`).
 */
export function marcoDelDia(citas: Cita[], ahora: number | null): { desde: number; hasta: number } {
  const inicios = citas.map((c) => minutosDe(c.hora_inicio));
  const fines = citas.map(finDe);
  if (ahora !== null) {
    inicios.push(ahora);
    fines.push(ahora + 30);
  }
  const desde = Math.floor(Math.min(DESDE_MINIMO, ...inicios) / 60) * 60;
  const hasta = Math.ceil(Math.max(HASTA_MINIMO, ...fines) / 60) * 60;
  return { desde: Math.max(0, desde), hasta: Math.min(DIA_MINUTOS, hasta) };
}

/** Where a cita sits: minutes from the view's start, its length, and its lane among citas that cross it. */
export type Lugar = { inicio: number; duracion: number; carril: number; carriles: number };

/**
 * Each cita's place on a day of `desde` minutes onwards. Citas of one profesional do not cross
 * (the database refuses it), but older rows may: crossing ones share the width side by side.
 */
export function lugares(citas: Cita[], desde: number): Map<number, Lugar> {
  const lugar = new Map<number, Lugar>();
  let grupo: Cita[] = [];
  let finGrupo = -1;
  let carriles: number[] = []; // each lane's end
  const cerrar = () => {
    for (const c of grupo) lugar.set(c.id, { ...(lugar.get(c.id) as Lugar), carriles: carriles.length });
    grupo = [];
    carriles = [];
  };
  for (const c of [...citas].sort(porHora)) {
    const inicio = minutosDe(c.hora_inicio);
    const fin = finDe(c);
    if (inicio >= finGrupo) cerrar();
    let carril = carriles.findIndex((f) => f <= inicio);
    if (carril < 0) carril = carriles.push(fin) - 1;
    else carriles[carril] = fin;
    grupo.push(c);
    finGrupo = Math.max(finGrupo, fin);
    lugar.set(c.id, { inicio: inicio - desde, duracion: fin - inicio, carril, carriles: 0 });
  }
  cerrar();
  return lugar;
}
