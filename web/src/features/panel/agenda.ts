/** The dashboard's rules, free of React: which appointments each card selects, in Bogotá time. */

import { addDays, bogotaNow } from '../../../../common/fechas';
import type { Cita, Tablero } from '../../../../common/wire/citas';
import type { NuevoHorario } from '../../../../common/wire/horarios';
import { textosPanel } from '../../i18n/es/panel';

export type Filtro = 'atendidos' | 'pendientes' | 'hoy' | 'manana';
export const FILTROS: Filtro[] = ['atendidos', 'pendientes', 'hoy', 'manana'];

/** Today and tomorrow as YYYY-MM-DD in America/Bogota, whatever the device's zone. */
export function diasClave(at: Date = new Date()) {
  const hoy = bogotaNow(at).fecha;
  return { hoy, manana: addDays(hoy, 1) };
}

const porFechaHora = (a: Cita, b: Cita) =>
  a.fecha_cita.localeCompare(b.fecha_cita) || a.hora_inicio.localeCompare(b.hora_inicio) || a.id - b.id;

/** The table under the cards: attended newest first; pending, today and tomorrow in time order. */
export function filtrarCitas(citas: Cita[], filtro: Filtro, at: Date = new Date()): Cita[] {
  const { hoy, manana } = diasClave(at);
  switch (filtro) {
    case 'atendidos':
      return citas.filter((c) => c.atendido === 1).sort((a, b) => porFechaHora(b, a));
    case 'pendientes':
      return citas.filter((c) => c.atendido !== 1).sort(porFechaHora);
    case 'hoy':
      return citas.filter((c) => c.fecha_cita === hoy).sort(porFechaHora);
    case 'manana':
      return citas.filter((c) => c.fecha_cita === manana).sort(porFechaHora);
  }
}

/** The four counts: attended and pending over every appointment (server), today and tomorrow from the list. */
export function contar(tablero: Tablero, at: Date = new Date()): Record<Filtro, number> {
  const { hoy, manana } = diasClave(at);
  const resumen = tablero.resumen[0];
  return {
    atendidos: resumen?.atendidos ?? 0,
    pendientes: resumen?.pendientes ?? 0,
    hoy: tablero.citas.filter((c) => c.fecha_cita === hoy).length,
    manana: tablero.citas.filter((c) => c.fecha_cita === manana).length,
  };
}

/** The average rating as the dashboard shows it: rounded to a whole star, 0..5. */
export const estrellas = (promedio: number | null | undefined) =>
  Math.min(5, Math.max(0, Math.round(Number(promedio) || 0)));

/** The new-schedule rule: both times given, start strictly before end, at least one weekday. */
export function problemaHorario(h: NuevoHorario): string | null {
  if (!h.hora_inicio || !h.hora_fin || h.hora_inicio >= h.hora_fin) return textosPanel.horarios.horasInvalidas;
  const { hora_inicio: _i, hora_fin: _f, ...dias } = h;
  if (!Object.values(dias).some((v) => v === 1)) return textosPanel.horarios.sinDias;
  return null;
}

export const TIPOS_IMAGEN = ['image/jpeg', 'image/png', 'image/webp'];
export const MAX_IMAGEN = 2 * 1024 * 1024;

/** A photo checked before sending (the server checks its bytes again). */
export function problemaImagen(file: Pick<File, 'type' | 'size'>): string | null {
  if (!TIPOS_IMAGEN.includes(file.type)) return textosPanel.perfil.tipoInvalido;
  if (file.size > MAX_IMAGEN) return textosPanel.perfil.muyGrande;
  return null;
}
