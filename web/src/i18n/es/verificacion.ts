/** Texts of the human check (lib/verificacion-humana.tsx), asked for by the server after a soft threshold. */
export const textosVerificacion = {
  titulo: 'Confirma que eres una persona',
  explicacion:
    'Por seguridad, antes de continuar necesitamos confirmar que eres una persona. Al completarla, enviaremos de nuevo tu solicitud.',
  cargando: 'Cargando la verificación…',
  errorCarga: 'No se pudo cargar la verificación. Revisa tu conexión e inténtalo de nuevo.',
  /** the local stand-in (no site key: the server checks with its stand-in, never in production) */
  prueba: 'Soy una persona (verificación de prueba local)',
  pruebaNota: 'Esta instalación usa una verificación de prueba: no se contacta a Cloudflare.',
} as const;
