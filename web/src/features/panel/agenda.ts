/** The dashboard's rules, free of React: which appointments each card selects, in Bogotá time. */

import { addDays, bogotaNow, instanteBogota } from '../../../../common/fechas';
import type { Cita, CitaProfesional, Tablero } from '../../../../common/wire/citas';
import type { EstadoCita } from '../../../../common/wire/gestion';
import { textosPanel } from '../../i18n/es/panel';
import { LIMITE_IMAGEN, TIPOS_IMAGEN } from '../../lib/reducirImagen';

export type Filtro = 'atendidos' | 'pendientes' | 'hoy' | 'manana' | 'no_asistio' | 'canceladas';
export const FILTROS: Filtro[] = ['atendidos', 'pendientes', 'hoy', 'manana', 'no_asistio', 'canceladas'];

/** How long after its start a cita can be marked 'No asistió' (the server holds the same rule). */
export const DIAS_NO_ASISTIO = 5;
const DIA_MS = 24 * 60 * 60 * 1000;

/** Where a cita stands: `atendido` 1 is attended whatever else says (a copy saved before `estado` came too). */
export function estadoDe(cita: Pick<CitaProfesional, 'estado' | 'atendido'>): EstadoCita {
  if (cita.atendido === 1) return 'atendida';
  return cita.estado ?? 'pendiente';
}

/** Still to happen or to be closed: neither attended, nor missed, nor cancelled. */
export const abierta = (cita: Cita) => {
  const estado = estadoDe(cita);
  return estado === 'pendiente' || estado === 'confirmada';
};

const inicioDe = (cita: Cita) => Date.parse(instanteBogota(cita.fecha_cita, cita.hora_inicio));

/** 'Atendido' is offered from the cita's start (Bogotá wall clock) while it is open: the server refuses it before. */
export const puedeAtendido = (cita: Cita, at: Date = new Date()) => abierta(cita) && at.getTime() >= inicioDe(cita);

/** 'No asistió' is offered from the cita's start until 5 days after, while it is open. */
export function puedeNoAsistio(cita: Cita, at: Date = new Date()): boolean {
  return puedeAtendido(cita, at) && at.getTime() <= inicioDe(cita) + DIAS_NO_ASISTIO * DIA_MS;
}

/** Today and tomorrow as YYYY-MM-DD in America/Bogota, whatever the device's zone. */
export function diasClave(at: Date = new Date()) {
  const hoy = bogotaNow(at).fecha;
  return { hoy, manana: addDays(hoy, 1) };
}

/** The citas of a day's agenda: cancelled ones are not (they are listed under 'Canceladas'). */
const delDia = (fecha: string) => (c: Cita) => c.fecha_cita === fecha && estadoDe(c) !== 'cancelada';

const porFechaHora = (a: Cita, b: Cita) =>
  a.fecha_cita.localeCompare(b.fecha_cita) || a.hora_inicio.localeCompare(b.hora_inicio) || a.id - b.id;

/** The table under the cards: attended newest first; pending, today and tomorrow in time order. */
export function filtrarCitas(citas: Cita[], filtro: Filtro, at: Date = new Date()): Cita[] {
  const { hoy, manana } = diasClave(at);
  switch (filtro) {
    case 'atendidos':
      return citas.filter((c) => c.atendido === 1).sort((a, b) => porFechaHora(b, a));
    case 'pendientes':
      return citas.filter(abierta).sort(porFechaHora);
    case 'no_asistio':
      return citas.filter((c) => estadoDe(c) === 'no_asistio').sort((a, b) => porFechaHora(b, a));
    case 'canceladas':
      return citas.filter((c) => estadoDe(c) === 'cancelada').sort((a, b) => porFechaHora(b, a));
    case 'hoy':
      return citas.filter(delDia(hoy)).sort(porFechaHora);
    case 'manana':
      return citas.filter(delDia(manana)).sort(porFechaHora);
  }
}

/** The counts: attended, pending, missed and cancelled over every cita (server), today and tomorrow from the list. */
export function contar(tablero: Tablero, at: Date = new Date()): Record<Filtro, number> {
  const { hoy, manana } = diasClave(at);
  const resumen = tablero.resumen[0];
  return {
    atendidos: resumen?.atendidos ?? 0,
    pendientes: resumen?.pendientes ?? 0,
    hoy: tablero.citas.filter(delDia(hoy)).length,
    manana: tablero.citas.filter(delDia(manana)).length,
    no_asistio: resumen?.no_asistio ?? 0,
    canceladas: resumen?.canceladas ?? 0,
  };
}

/** The average rating as the dashboard shows it: rounded to a whole star, 0..5. */
export const estrellas = (promedio: number | null | undefined) =>
  Math.min(5, Math.max(0, Math.round(Number(promedio) || 0)));

/**
 * A picture checked before sending, once made smaller if it could be (lib/reducirImagen.ts): a
 * non-image, or one still past the server's limit, is refused (the server checks its bytes again).
 */
export function problemaImagen(file: Pick<File, 'type' | 'size'>): string | null {
  if (!TIPOS_IMAGEN.includes(file.type)) return textosPanel.perfil.tipoInvalido;
  if (file.size > LIMITE_IMAGEN) return textosPanel.perfil.muyGrande;
  return null;
}
