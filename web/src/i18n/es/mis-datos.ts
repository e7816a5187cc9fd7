/** Download and delete my data, from Mis citas and from the order look-up (Ley 1581 de 2012). */
export const textosMisDatos = {
  titulo: 'Tus datos',
  descargarJson: 'Descargar mis datos (JSON)',
  descargarTexto: 'Descargar mis datos (texto)',
  descargando: 'Preparando tu archivo…',
  descargado: 'Archivo descargado.',
  errorDescarga: 'No pudimos preparar tu archivo.',
  borrar: 'Borrar mis datos',
  borrando: 'Borrando tus datos…',
  confirmarTitulo: '¿Borrar tus datos?',
  confirmar: 'Sí, borrar mis datos',
  errorBorrado: 'No pudimos borrar tus datos.',
  // from Mis citas the deletion asks for a code e-mailed at that moment (the link may have been forwarded)
  enviandoCodigo: 'Enviando el código a tu correo…',
  codigoTitulo: 'Escribe el código de tu correo',
  codigoIntro:
    'Para borrar tus datos confirmamos que eres tú: te enviamos un código de 6 dígitos a tu correo. Vale 10 minutos.',
  codigoCampo: 'Código de 6 dígitos',
  codigoVacio: 'Escribe los 6 dígitos del código que te enviamos.',
  otroCodigo: 'Enviar otro código',
  citas: {
    intro:
      'Descarga todo lo que guardamos con este correo (tus citas, tus opiniones y los mensajes que te enviamos) o bórralo.',
    consecuencias:
      'Cancelaremos tus citas próximas (le avisamos al especialista) y dejaremos tus citas pasadas y tus opiniones sin tu nombre ni tus datos de contacto. Este enlace dejará de funcionar. No se puede deshacer.',
  },
  venta: {
    intro: 'Descarga lo que guardamos de este pedido o borra tus datos de él.',
    consecuencias:
      'Si el pedido no se pagó, borraremos todos tus datos de él. Si se pagó, borraremos tu correo, tu teléfono y tu dirección, y conservaremos el registro de la venta los 10 años que exige la ley comercial. Después ya no podrás consultar el pedido con tu correo. No se puede deshacer.',
  },
} as const;
