/** Texts of the profesional's agenda on the dashboard: its day and week views. */
import { franja12 } from '../../../../common/hora';
export const textosAgenda = {
  hoyTitulo: 'Agenda Hoy',
  diaTitulo: (dia: string) => `Agenda del ${dia}`,
  semanaTitulo: (desde: string, hasta: string) => `Semana del ${desde} al ${hasta}`,
  vistas: 'Vista de la agenda',
  dia: 'Día',
  semana: 'Semana',
  anterior: { dia: 'Día anterior', semana: 'Semana anterior' },
  siguiente: { dia: 'Día siguiente', semana: 'Semana siguiente' },
  hoy: 'Hoy',
  ayuda: 'Usa las flechas ← → o desliza el dedo para cambiar de día.',
  cuenta: (n: number) => (n === 0 ? 'Sin citas' : n === 1 ? '1 cita' : `${n} citas`),
  vacio: 'No tienes citas este día.',
  sinCitas: 'Sin citas',
  lineaDelDia: (dia: string) => `Citas del ${dia} por hora`,
  horaActual: 'Hora actual: ',
  verDia: (dia: string) => `Ver el ${dia}`,
  fueraDeVentana: (desde: string, hasta: string) =>
    `Aquí se ven las citas del ${desde} al ${hasta}; fuera de esas fechas no hay datos guardados.`,
  virtual: 'Virtual',
  presencial: 'Presencial',
  videollamada: 'Entrar a la videollamada',
  videollamadaDe: (nombre: string) => `Entrar a la videollamada con ${nombre}`,
  horario: franja12,
  /** how the paciente said she pays (issue 37): 'Particular', 'EPS · Nueva EPS', 'Prepagada · Colsanitas' */
  pago: (tipo: string, nombre: string) =>
    tipo === 'particular' ? 'Pago particular' : `${tipo === 'eps' ? 'EPS' : 'Prepagada'} · ${nombre}`,
} as const;
