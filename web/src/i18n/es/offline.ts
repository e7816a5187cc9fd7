/** Texts of the installable, offline app (service worker, install offer, outbox). */
export const offline = {
  actualizacion: 'Nueva versión disponible',
  actualizar: 'Actualizar',
  listoSinConexion: 'CitaSalud ya puede usarse sin conexión.',
  indicador: 'Sin conexión: estás viendo información guardada.',
  reconectado: 'Conexión restablecida.',
  pendienteEnvio: 'pendiente de envío',
  enviado: 'Enviado',
  rechazado: (motivo: string) => `No se pudo enviar: ${motivo}`,
  instalar: {
    titulo: 'Instala CitaSalud',
    texto: 'Lleva tus especialistas, tu agenda y la tienda en el celular. Funciona aunque se caiga la conexión.',
    boton: 'Instalar CitaSalud',
    iosTitulo: 'Cómo instalar en iPhone o iPad',
    iosPasos: [
      'Abre CitaSalud en Safari.',
      'Toca el botón Compartir (el cuadrado con la flecha hacia arriba).',
      'Elige «Agregar a inicio» y confirma con «Agregar».',
    ],
    otrosPasos: 'En tu navegador, abre el menú y elige «Instalar aplicación» o «Agregar a la pantalla de inicio».',
    instalada: 'CitaSalud está instalada en este dispositivo.',
  },
} as const;
