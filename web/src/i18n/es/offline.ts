/**
 * Texts of the installable, offline app (service worker, outbox); the install offer's: ./instalar.ts.
 * The offline banner's sentence is ./comun.ts's `estados.sinConexion` (the first screens load it).
 */
export const textosOffline = {
  actualizacion: 'Nueva versión disponible',
  actualizar: 'Actualizar',
  listoSinConexion: 'CitaSalud ya puede usarse sin conexión.',
  reconectado: 'Conexión restablecida.',
  pendienteEnvio: 'pendiente de envío',
  enviado: 'Enviado',
  rechazado: (motivo: string) => `No se pudo enviar: ${motivo}`,
  noEnviado: 'No enviado',
  descartar: 'Descartar',
  enCola: 'Sin conexión: lo guardamos y se enviará cuando vuelva la conexión.',
  enviados: (n: number) => (n === 1 ? 'Se envió 1 cambio pendiente.' : `Se enviaron ${n} cambios pendientes.`),
  nuevaVersionLista: 'Se instaló una nueva versión de CitaSalud.',
  recargar: 'Recargar',
} as const;
