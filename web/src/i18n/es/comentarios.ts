/** Texts of the comentarios in the panel: the profesional's list with her answers, and the admins' screen. */

const plural = (n: number, uno: string, varios: string) => (n === 1 ? `1 ${uno}` : `${n} ${varios}`);

export const textosComentarios = {
  verificada: 'Verificada',
  noVerificada: 'No verificada',
  verificadaAyuda: 'Llegó por la invitación enviada después de una cita atendida.',
  noVerificadaAyuda: 'Llegó por el formulario abierto del perfil: no se comprobó una cita atendida.',
  estrellas: (n: number) => (n === 1 ? '1 de 5 estrellas' : `${n} de 5 estrellas`),
  oculto: 'Oculto',
  ocultoMotivo: (motivo: string) => `Oculto por el equipo de CitaSalud. Motivo: ${motivo}`,
  respuesta: 'Tu respuesta pública',
  mostrarMas: 'Mostrar más comentarios',
  cargandoMas: 'Cargando…',
  /** the profesional's section of the dashboard */
  panel: {
    titulo: 'Comentarios de tus pacientes',
    ayuda: 'Puedes responder cada comentario una vez; tu respuesta se publica en tu perfil.',
    vacio: 'Aún no tienes comentarios.',
    errorCarga: 'No fue posible cargar tus comentarios.',
    sinConexion: 'Sin conexión: estos son los comentarios verificados guardados en este dispositivo.',
    responder: 'Responder',
    responderA: (nombre: string) => `Responder a ${nombre}`,
    campo: 'Tu respuesta',
    campoAyuda: 'Se publica bajo el comentario, con tu nombre. Solo puedes responder una vez.',
    corta: 'Escribe tu respuesta (al menos 3 caracteres).',
    larga: (max: number) => `La respuesta no puede tener más de ${max} caracteres.`,
    publicar: 'Publicar respuesta',
    publicando: 'Publicando…',
    cerrar: 'Cancelar',
    sinConexionAccion: 'Responder necesita conexión.',
    toasts: {
      publicando: 'Publicando tu respuesta…',
      publicada: 'Tu respuesta quedó publicada.',
      error: 'No fue posible publicar tu respuesta',
    },
  },
  /** the admins' screen */
  admin: {
    titulo: 'Comentarios',
    ayuda: 'Los comentarios no se borran: ocúltalos con un motivo y seguirán guardados.',
    lista: 'Comentarios de pacientes',
    buscar: 'Buscar por profesional, paciente o texto',
    filtro: 'Visibilidad',
    estados: { visibles: 'Visibles', ocultos: 'Ocultos' },
    vacio: 'Aún no hay comentarios.',
    sinResultados: 'Ningún comentario coincide con los filtros.',
    mostrando: (vistos: number, total: number) =>
      `Mostrando ${vistos} de ${plural(total, 'comentario', 'comentarios')}`,
    mostrandoSinTotal: (vistos: number) => `Mostrando ${plural(vistos, 'comentario', 'comentarios')}`,
    columnas: {
      profesional: 'Profesional',
      paciente: 'Paciente',
      calificacion: 'Calificación',
      comentario: 'Comentario',
      fecha: 'Fecha',
      estado: 'Estado',
      acciones: 'Acciones',
    },
    visible: 'Visible',
    motivo: (motivo: string) => `Motivo: ${motivo}`,
    ocultar: 'Ocultar',
    ocultarDe: (nombre: string) => `Ocultar el comentario de ${nombre}`,
    dialogo: {
      titulo: 'Ocultar comentario',
      texto: (nombre: string, profesional: string) =>
        `El comentario de ${nombre} sobre ${profesional} dejará de verse en el perfil público. Queda guardado con el motivo.`,
      motivo: 'Motivo',
      ayuda: 'La profesional lo verá junto al comentario oculto.',
      corto: 'Escribe el motivo (al menos 3 caracteres).',
      largo: 'El motivo no puede tener más de 500 caracteres.',
      volver: 'Volver',
      confirmar: 'Ocultar comentario',
      enviando: 'Ocultando…',
    },
    toasts: {
      ocultando: 'Ocultando el comentario…',
      ocultado: 'El comentario quedó oculto.',
      errorOcultar: 'No fue posible ocultar el comentario',
    },
  },
} as const;
