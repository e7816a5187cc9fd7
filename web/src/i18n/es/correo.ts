/** Texts of the panel's e-mail change (issue 22 item 3); the panel speaks usted, and so do these. */
export const textosCorreo = {
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
} as const;
