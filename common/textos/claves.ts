/**
 * Spanish texts of safe passwords and of the e-mail's confirmation and change (issue 22 item 3;
 * part of worker/textos/index.ts).
 */
export const claves = {
  campos: {
    password: 'contraseña',
    email: 'nuevo correo electrónico',
  },
  filtrada:
    'Esta contraseña aparece en filtraciones conocidas de datos y es fácil de adivinar. Elija otra, por ejemplo una frase de varias palabras.',
  trivial: 'Esta contraseña es demasiado fácil de adivinar: no use solo espacios ni uno o dos caracteres repetidos.',
  /** login of a cuenta whose e-mail was never confirmed (403 `correo_sin_confirmar`) */
  sinConfirmar:
    'Debe confirmar su correo electrónico antes de iniciar sesión. Abra el enlace que le enviamos o solicite uno nuevo.',
  /** the same answer whether or not the e-mail has an unconfirmed cuenta: no enumeration */
  reenviado:
    'Si el correo electrónico tiene una cuenta sin confirmar, le enviamos un nuevo enlace de confirmación. Revise su bandeja de entrada.',
  enlaceInvalido: 'El enlace de confirmación no es válido o ya expiró. Solicite uno nuevo.',
  confirmado: 'Correo electrónico confirmado. Ya puede iniciar sesión.',
  cambiado: 'Su correo electrónico cambió con éxito. Desde ahora inicie sesión con el nuevo correo.',
  cambioSolicitado: (correo: string) =>
    `Le enviamos un enlace a ${correo}. El cambio se hará cuando lo abra; mientras tanto, su correo sigue siendo el actual.`,
  passwordIncorrecta: 'La contraseña no es correcta.',
  igualAlActual: 'El nuevo correo es el mismo que ya tiene su cuenta.',
  ocupado: 'Este correo electrónico ya está registrado en otra cuenta.',
  correo: {
    saludo: (nombre: string) => (nombre ? `Hola, ${nombre}:` : 'Hola:'),
    firma: 'Equipo CitaSalud',
    registro: {
      asunto: 'Confirme su correo en CitaSalud',
      cuerpo:
        'Gracias por registrarse en CitaSalud. Abra este enlace para confirmar su correo electrónico (vale por 48 horas y una sola vez):',
      ignorar:
        'Si usted no se registró, ignore este mensaje: sin confirmar, nadie podrá iniciar sesión con este correo.',
    },
    nuevo: {
      asunto: 'Confirme su nuevo correo en CitaSalud',
      cuerpo:
        'Se pidió usar este correo electrónico en una cuenta de CitaSalud. Abra este enlace para confirmarlo (vale por 24 horas y una sola vez):',
      ignorar: 'Si usted no lo pidió, ignore este mensaje: la cuenta no cambiará.',
    },
    solicitado: {
      asunto: 'Se pidió cambiar el correo de su cuenta de CitaSalud',
      cuerpo: (nuevo: string) =>
        `Se pidió cambiar el correo electrónico de su cuenta de CitaSalud a ${nuevo}. El cambio se hará solo cuando se abra el enlace que enviamos a esa dirección.`,
      ignorar:
        'Si usted no lo pidió, alguien conoce su contraseña: cámbiela ahora desde su panel o con «¿Olvidó su contraseña?».',
    },
    hecho: {
      asunto: 'El correo de su cuenta de CitaSalud cambió',
      cuerpo: (nuevo: string) =>
        `El correo electrónico de su cuenta de CitaSalud ahora es ${nuevo}. Desde ahora los mensajes de la cuenta llegarán allí.`,
      ignorar: 'Si usted no hizo este cambio, escríbanos de inmediato respondiendo a este mensaje.',
    },
  },
} as const;
