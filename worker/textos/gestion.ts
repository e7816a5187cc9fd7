/**
 * The paciente's manage link (/mi-cita/{token}) and the profesional's cancellation, in the register
 * of the web: tú. Part of the one catalogue in worker/textos/index.ts.
 */
const horas = (n: number) => (n === 1 ? '1 hora' : `${n} horas`);

export const gestion = {
  enlaceNoEncontrado:
    'Este enlace no es válido o ya venció. Revisa el último correo de tu cita o pide uno nuevo en Mis citas.',
  accesoNoEncontrado: 'Este enlace para ver tus citas no es válido o ya venció. Pide uno nuevo.',
  demasiadosEnlaces: 'Demasiadas solicitudes. Espera unos minutos e inténtalo de nuevo.',
  // why a cita can no longer be cancelled, moved or confirmed
  cancelada: 'Esta cita ya fue cancelada.',
  atendida: 'Esta cita ya fue atendida.',
  noAsistio: 'Esta cita ya pasó y quedó registrada como inasistencia.',
  pasada: 'Esta cita ya pasó.',
  dentroDelAviso: (n: number, telefono: string) =>
    `Ya no puedes cancelar ni reprogramar en línea: faltan menos de ${horas(n)} para tu cita. ${
      telefono ? `Llama al especialista al ${telefono}.` : 'Comunícate con el especialista.'
    }`,
  cambio: 'Tu cita cambió mientras tanto. Vuelve a abrirla para ver cómo quedó.',
  demasiadosIntentos: 'Demasiados intentos. Espera unos minutos e inténtalo de nuevo.',
  // reschedule
  horarioOcupado: 'Ese horario ya fue reservado. Elige otro.',
  horarioNoAtiende: 'El especialista no atiende a esa hora ese día. Elige otro horario.',
  mismaFranja: 'Tu cita ya está en ese horario. Elige otro.',
  // the profesional's side
  citaYaCancelada: 'La cita ya fue cancelada.',
  citaAtendidaNoCancela: 'La cita ya fue atendida y no se puede cancelar.',
} as const;
