/** Spanish texts of two-step sign-in and of the sessions' end (part of worker/textos/index.ts). */
export const dosPasos = {
  campos: { codigo: 'código', desafio: 'inicio de sesión en curso', password: 'contraseña' },
  /** the answer to the original client's sign-in too: it shows this message */
  pedirCodigo:
    'Su cuenta tiene verificación en dos pasos: escriba el código de seis dígitos de su aplicación de autenticación (o un código de recuperación) para terminar de iniciar sesión.',
  pedirConfiguracion:
    'Las cuentas de administración necesitan la verificación en dos pasos. Configúrela ahora en la aplicación web de CitaSalud (Iniciar sesión) para poder entrar.',
  desafioInvalido: 'El inicio de sesión en curso ya no es válido o expiró. Vuelva a escribir su correo y contraseña.',
  codigoInvalido: 'El código no es válido, ya se usó o expiró. Escriba el código que muestra ahora su aplicación.',
  codigoFormato: 'Escriba los seis dígitos de su aplicación o uno de sus códigos de recuperación.',
  demasiadosCodigos: (minutos: number) =>
    `Demasiados códigos incorrectos para esta cuenta. Espere ${minutos} minutos e inténtelo de nuevo.`,
  desafioAgotado:
    'Demasiados códigos incorrectos para este inicio de sesión. Vuelva a escribir su correo y contraseña.',
  yaActiva: 'La verificación en dos pasos ya está activa en su cuenta.',
  sinConfiguracion: 'Primero pida un código QR para configurar la verificación en dos pasos.',
  noActiva: 'La verificación en dos pasos no está activa en su cuenta.',
  obligatoria: 'Las cuentas de administración no pueden desactivar la verificación en dos pasos.',
  passwordIncorrecta: 'La contraseña no es correcta.',
  activada: 'Verificación en dos pasos activada.',
  desactivada: 'Verificación en dos pasos desactivada.',
  noDisponible: 'La verificación en dos pasos no está disponible en este momento. Inténtelo más tarde.',
  sesionVencida: 'Su sesión terminó por inactividad o venció. Inicie sesión de nuevo.',
} as const;
