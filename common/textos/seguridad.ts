/** Spanish texts of the security area: password change and reset (part of worker/textos/index.ts). */
export const seguridad = {
  campos: {
    actual: 'contraseña actual',
    nueva: 'nueva contraseña',
    password: 'contraseña',
  },
  actualIncorrecta: 'La contraseña actual no es correcta.',
  igualALaActual: 'La nueva contraseña debe ser distinta de la actual.',
  cambiada: 'Contraseña actualizada con éxito. Se cerraron las sesiones abiertas en otros dispositivos.',
  /** the same answer whether or not the e-mail has an account: no enumeration */
  olvidoEnviado:
    'Si el correo electrónico está registrado, le enviamos un enlace para restablecer la contraseña. Revise su bandeja de entrada.',
  enlaceInvalido: 'El enlace para restablecer la contraseña no es válido o ya expiró. Solicite uno nuevo.',
  restablecida: 'Contraseña restablecida con éxito. Ahora podrá iniciar sesión con su nueva contraseña.',
  demasiadasSolicitudes: 'Demasiadas solicitudes. Espere unos minutos e inténtelo de nuevo.',
  /** the human check (lib/turnstile.ts, lib/verificacion.ts) and the sign-in waits (routes/login.ts) */
  verificacion: {
    pedida: 'Por seguridad, confirme que es una persona y vuelva a enviar el formulario.',
    invalida: 'No pudimos confirmar la verificación de seguridad. Inténtelo de nuevo.',
    noConfigurada: 'La verificación de seguridad no está disponible en este momento. Inténtelo más tarde.',
  },
  esperaLogin: (segundos: number) =>
    `Demasiados intentos fallidos de inicio de sesión desde esta conexión. Espere ${
      segundos < 60 ? `${segundos} segundos` : `${Math.ceil(segundos / 60)} minutos`
    } e inténtelo de nuevo.`,
  demasiadosRegistros: 'Demasiados registros desde esta conexión. Espere unos minutos e inténtelo de nuevo.',
  /** the owner's notice when a limit of her sign-in trips (worker/cuentas/aviso-intentos.ts), once per window */
  intentos: {
    codigos: {
      asunto: 'Alguien escribió códigos errados después de su contraseña en CitaSalud',
      cuerpo:
        'Se escribieron varios códigos de verificación incorrectos al iniciar sesión en su cuenta de CitaSalud, después de escribir bien su contraseña. Por seguridad, detuvimos esos intentos por un rato.',
      siNoFue:
        'Si no fue usted, alguien conoce su contraseña: cámbiela ahora desde «Mi cuenta» en CitaSalud. Si fue usted, puede ignorar este mensaje.',
    },
    claves: {
      asunto: 'Varios intentos fallidos de iniciar sesión en su cuenta de CitaSalud',
      cuerpo:
        'Se escribieron varias contraseñas incorrectas para su cuenta de CitaSalud. Por seguridad, su próximo inicio de sesión le pedirá confirmar que es una persona; su contraseña sigue funcionando.',
      siNoFue:
        'Si no fue usted, no necesita hacer nada más. Si cree que alguien conoce su contraseña, cámbiela desde «Mi cuenta».',
    },
    cuando: (fecha: string) => `Ocurrió el ${fecha} (hora de Colombia).`,
  },
  correo: {
    asunto: 'Restablezca su contraseña de CitaSalud',
    saludo: (nombre: string) => (nombre ? `Hola, ${nombre}:` : 'Hola:'),
    cuerpo:
      'Recibimos una solicitud para restablecer la contraseña de su cuenta de CitaSalud. Abra este enlace para elegir una nueva (vale por una hora y una sola vez):',
    ignorar: 'Si usted no lo solicitó, ignore este mensaje: su contraseña no cambiará.',
    firma: 'Equipo CitaSalud',
  },
} as const;
