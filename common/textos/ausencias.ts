/**
 * The profesional's days off (ausencias) and her private calendar feed, in the register of the
 * web: tú. Part of the one catalogue in worker/textos/index.ts, and of the request bodies in common/cuerpos/.
 */
export const ausencias = {
  desdeDespues: 'La fecha de inicio debe ser anterior o igual a la fecha de fin.',
  hastaPasada: 'La ausencia ya terminó: elige una fecha de fin de hoy en adelante.',
  muyLarga: (dias: number) => `Una ausencia dura como máximo ${dias} días. Divídela en varias.`,
  horasIncompletas: 'Indica la hora de inicio y la de fin, o ninguna para ausentarte los días completos.',
  horasInvalidas: 'La hora de inicio debe ser anterior a la hora de fin.',
  noEncontrada: 'La ausencia no existe.',
  /** what each paciente is told when the profesional cancels her citas over an absence */
  motivoCancelacion: 'Tu profesional no atenderá ese día.',
  calendario: {
    /** the feed's name in the subscriber's calendar app */
    nombre: (profesional: string) => `CitaSalud: agenda de ${profesional}`,
    demasiadas: 'Demasiadas solicitudes. Espera unos minutos e inténtalo de nuevo.',
  },
} as const;
