/**
 * Texts of the password meter, the e-mail confirmation page and the e-mail change (issue 22
 * item 3). The screens they sit in (acceso, panel) speak usted, and so do these.
 */
export const textosClaves = {
  medidor: {
    etiqueta: 'Seguridad de la contraseña',
    niveles: ['Muy débil', 'Débil', 'Aceptable', 'Buena', 'Fuerte'],
    pistas: {
      comun: 'Es una de las contraseñas más usadas: elija otra.',
      trivial: 'No use solo espacios ni uno o dos caracteres repetidos.',
      larga: 'Use 12 caracteres o más; una frase de varias palabras es fácil de recordar.',
      variedad: 'Mezcle mayúsculas, minúsculas, números y símbolos.',
      secuencia: 'Evite secuencias como 1234, abcd o qwerty.',
      repeticion: 'Evite repetir el mismo carácter varias veces seguidas.',
    },
    filtraciones: 'Al guardarla revisamos además que no aparezca en filtraciones conocidas.',
  },
  confirmar: {
    titulo: 'Confirmación del correo',
    confirmando: 'Confirmando su correo…',
    tituloListo: 'Correo confirmado',
    tituloInvalido: 'El enlace no sirve',
    sinToken:
      'Esta dirección no trae el código de confirmación. Abra el enlace completo que le enviamos por correo o solicite uno nuevo al iniciar sesión.',
    pedirOtro: 'Para recibir otro enlace, intente iniciar sesión y elija «Reenviar enlace de confirmación».',
    irALogin: 'Iniciar sesión',
  },
  sinConfirmar: {
    reenviar: 'Reenviar enlace de confirmación',
    reenviando: 'Enviando…',
    toast: 'Solicitando el enlace…',
  },
  correo: {
    abrir: 'Cambiar correo',
    titulo: 'Cambiar correo electrónico',
    intro:
      'Le enviaremos un enlace a la dirección nueva; el cambio se hará cuando lo abra. Avisaremos también a su dirección actual.',
    actual: (correo: string) => `Correo actual: ${correo}`,
    nuevo: 'Correo electrónico nuevo',
    password: 'Contraseña actual',
    nuevoVacio: 'Escriba el correo electrónico nuevo.',
    nuevoInvalido: 'Escriba un correo electrónico válido.',
    passwordVacia: 'Escriba su contraseña actual.',
    enviar: 'Enviar enlace',
    enviando: 'Enviando…',
    toast: 'Solicitando el cambio…',
    ayudaPerfil: 'Para cambiarlo use «Cambiar correo» en la parte superior del panel.',
  },
} as const;
