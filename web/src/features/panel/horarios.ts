/** The horarios screen's rules, free of React: franjas per range, the weekdays as words, the week. */

import { minutosDe } from '../../../../common/fechas';
import { type AjustesAgenda, DURACIONES_FRANJA } from '../../../../common/wire/agenda';
import type { Horario } from '../../../../common/wire/horarios';
import { textosAgenda } from '../../i18n/es/panel-agenda';

const textos = textosAgenda.horarios;
const nombres = textos.diasNombres;

/** The weekday columns of a horario, Monday first (as a week reads). */
export const DIAS = ['lunes', 'martes', 'miercoles', 'jueves', 'viernes', 'sabado', 'domingo'] as const;
export type Dia = (typeof DIAS)[number];

/** The new-schedule rule: both times given, start strictly before end, at least one weekday. */
export function problemaHorario(h: Omit<Horario, 'id'>): string | null {
  if (!h.hora_inicio || !h.hora_fin || h.hora_inicio >= h.hora_fin) return textos.horasInvalidas;
  const { hora_inicio: _i, hora_fin: _f, ...dias } = h;
  if (!Object.values(dias).some((v) => v === 1)) return textos.sinDias;
  return null;
}

/**
 * The franja lengths she can choose: the server's list (common/wire/agenda.ts, which, unlike
 * common/agenda.ts, does not pull colombian-holidays into the web).
 */
export const DURACIONES = DURACIONES_FRANJA;

/** What the count of franjas depends on. */
export type Reparto = Pick<AjustesAgenda, 'duracion_franja' | 'pausa_minutos'>;

/**
 * How many franjas a day of this range yields, as the agenda cuts it (common/agenda.ts): starts
 * every franja length plus pause from the range's start, each visit ending within the range.
 */
export function franjasDelHorario(h: Pick<Horario, 'hora_inicio' | 'hora_fin'>, reparto: Reparto): number {
  const largo = minutosDe(h.hora_fin) - minutosDe(h.hora_inicio);
  const { duracion_franja: duracion, pausa_minutos: pausa } = reparto;
  if (!(duracion > 0) || largo < duracion) return 0;
  return Math.floor((largo - duracion) / (duracion + pausa)) + 1;
}

/** A range's weekdays in words: 'Lunes a viernes', 'Lunes, miércoles y viernes', 'Todos los días'. */
export function diasDelHorario(h: Record<Dia, number>): string {
  const indices = DIAS.flatMap((d, i) => (h[d] === 1 ? [i] : []));
  if (indices.length === DIAS.length) return textos.todosLosDias;
  // consecutive weekdays become one run: three or more read 'lunes a viernes'
  const tramos: number[][] = [];
  for (const i of indices) {
    const ultimo = tramos[tramos.length - 1];
    if (ultimo && ultimo[ultimo.length - 1] === i - 1) ultimo.push(i);
    else tramos.push([i]);
  }
  const partes = tramos.flatMap((t) =>
    t.length >= 3
      ? [textos.diasA(nombres[DIAS[t[0]]], nombres[DIAS[t[t.length - 1]]])]
      : t.map((i) => nombres[DIAS[i]]),
  );
  const texto = textos.diasY(partes.map((p) => p.toLowerCase()));
  return texto.charAt(0).toUpperCase() + texto.slice(1);
}

/** Ranges in the order a week reads: by their first weekday, then their start. */
export function ordenarHorarios(horarios: Horario[]): Horario[] {
  const primero = (h: Horario) => {
    const i = DIAS.findIndex((d) => h[d] === 1);
    return i < 0 ? DIAS.length : i;
  };
  return [...horarios].sort(
    (a, b) => primero(a) - primero(b) || a.hora_inicio.localeCompare(b.hora_inicio) || a.id - b.id,
  );
}

/** Each weekday and its ranges in time order (the week at a glance). */
export function semana(horarios: Horario[]): { dia: Dia; rangos: string[] }[] {
  return DIAS.map((dia) => ({
    dia,
    rangos: horarios
      .filter((h) => h[dia] === 1)
      .sort((a, b) => a.hora_inicio.localeCompare(b.hora_inicio))
      .map((h) => textos.rango(h.hora_inicio, h.hora_fin)),
  }));
}

/** A weekday chosen (1) or not (0), as a body sends it. */
export type Dias = Record<Dia, 0 | 1>;

/** No weekday chosen. */
export const sinDias = () => Object.fromEntries(DIAS.map((d) => [d, 0])) as Dias;

/** Monday to Friday chosen, the weekend not. */
export const lunesAViernes = () => Object.fromEntries(DIAS.map((d, i) => [d, i < 5 ? 1 : 0])) as Dias;

/** The weekday flags of a range (a row has its id too; a stored flag is 0 or 1). */
export const diasDe = (h: Record<Dia, number>) => Object.fromEntries(DIAS.map((d) => [d, h[d]])) as Dias;
