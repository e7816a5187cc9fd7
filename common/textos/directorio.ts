/** Spanish texts of the directorio area (part of the one catalogue in worker/textos/index.ts, and of the request bodies in common/cuerpos/). */
export const directorio = {
  // Especialidades (the spec's messages, accents corrected)
  faltaNombreEspecialidad: 'Falta el nombre de la especialidad',
  sinTextoEspecialidad: 'No hay texto, no se actualizará',
  nombreSinLetras: 'El nombre de la especialidad debe tener letras o números.',
  especialidadDuplicada: 'Ya existe una especialidad con ese nombre.',
  especialidadNoEncontrada: 'La especialidad no existe.',
  especialidadEnUso: 'No se puede eliminar la especialidad porque hay especialistas que la tienen asignada.',
  // Especialistas
  profesionalNoEncontrado: 'El especialista no existe o no está activo.',
  // Comentarios
  calificacion: 'Seleccione una calificación entre 1 y 5 estrellas.',
  claveInvalida: 'La clave de envío del comentario no es válida.',
  claveUsada: 'Esta clave de envío ya se usó para otro comentario.',
  demasiadosComentarios: 'Ha enviado demasiados comentarios. Espere unos minutos e inténtelo de nuevo.',
  // Comentarios verificados (invitación), respuestas y moderación (issue 19)
  invitacionNoEncontrada: 'Este enlace para comentar no existe o ya venció.',
  edicionCerrada: (fecha: string) =>
    `Tu comentario ya no se puede editar: el plazo de 30 días para cambiarlo terminó el ${fecha}.`,
  comentarioNoEncontrado: 'El comentario no existe.',
  yaRespondido: 'Ya respondiste este comentario. Cada comentario admite una sola respuesta.',
  estadoComentarios: 'El estado debe ser «visibles» u «ocultos».',
} as const;
