/** Texts of the cuentas screens: the screens import this catalogue directly. */
export const textosCuentas = {
  titulo: 'Acceso para profesionales',
  intro: 'Administre su agenda, sus horarios y su perfil público en CitaSalud.',
  vistas: 'Elija una opción',
  iniciarSesion: 'Iniciar sesión',
  registro: 'Registro',
  tituloLogin: 'Iniciar sesión',
  tituloRegistro: 'Crear una cuenta de profesional',
  campos: {
    email: 'Correo electrónico',
    password: 'Contraseña',
    nombre: 'Nombre',
    apellido: 'Apellido',
    cedula: 'Cédula/NIT',
    fijo: 'Teléfono fijo',
    celular: 'Celular',
    direccion: 'Dirección',
  },
  ayudas: {
    password: 'Mínimo 8 caracteres.',
    celular: '10 dígitos, empieza por 3.',
  },
  consentimiento: {
    leyenda: 'Autorizaciones (Ley 1581 de 2012)',
    tratamientoAntes: 'Acepto la ',
    tratamientoEnlace: 'política de tratamiento de datos personales',
    tratamientoDespues: ' de CitaSalud.',
    datosSalud:
      'Autorizo el tratamiento de los datos de salud de mis pacientes y míos que registre en CitaSalud, con la finalidad de gestionar citas médicas.',
  },
  botones: {
    entrar: 'Ingresar',
    entrando: 'Ingresando…',
    registrar: 'Crear cuenta',
    registrando: 'Creando cuenta…',
  },
  cambiarARegistro: '¿Aún no tiene cuenta? Regístrese',
  cambiarALogin: '¿Ya tiene cuenta? Inicie sesión',
  avisos: {
    camposRequeridos: 'Se requieren todos los campos diligenciados para crear una cuenta',
    consentimientoRequerido:
      'Debe aceptar la política de tratamiento de datos y autorizar el tratamiento de datos de salud para crear la cuenta.',
  },
  toasts: {
    iniciando: 'Iniciando sesión…',
    registrando: 'Creando la cuenta…',
  },
  olvido: {
    enlace: '¿Olvidó su contraseña?',
    titulo: 'Restablecer contraseña',
    intro: 'Escriba el correo electrónico de su cuenta y le enviaremos un enlace para elegir una contraseña nueva.',
    enviar: 'Enviar enlace',
    enviando: 'Enviando…',
    volver: 'Volver a iniciar sesión',
    correoRequerido: 'Escriba el correo electrónico de su cuenta.',
    toast: 'Solicitando el enlace…',
  },
  restablecer: {
    titulo: 'Restablecer contraseña',
    intro: 'Elija una contraseña nueva para su cuenta de CitaSalud.',
    tituloForm: 'Elija su nueva contraseña',
    aviso: 'Al guardarla se cerrarán las sesiones abiertas de su cuenta en todos los dispositivos.',
    guardar: 'Guardar contraseña',
    guardando: 'Guardando…',
    toast: 'Guardando la nueva contraseña…',
    tituloListo: 'Contraseña restablecida',
    irALogin: 'Iniciar sesión',
    tituloInvalido: 'El enlace no sirve',
    tituloSinToken: 'Falta el código del enlace',
    sinToken:
      'Esta dirección no trae el código para restablecer la contraseña. Abra el enlace completo que le enviamos por correo o solicite uno nuevo.',
    pedirOtro: 'Solicitar un enlace nuevo',
  },
  clave: {
    nueva: 'Nueva contraseña',
    confirmacion: 'Confirme la nueva contraseña',
    ayuda: (min: number) => `Mínimo ${min} caracteres.`,
    vacia: 'Escriba la nueva contraseña.',
    corta: (min: number) => `La contraseña debe tener al menos ${min} caracteres.`,
    larga: (max: number) => `La contraseña no puede tener más de ${max} caracteres.`,
    confirmacionVacia: 'Escriba otra vez la nueva contraseña para confirmarla.',
    distinta: 'Las contraseñas no coinciden.',
  },
  /** the e-mail's confirmation: the link lands on /login?confirmar=…; an unconfirmed sign-in offers a resend */
  confirmacion: {
    confirmando: 'Confirmando su correo…',
    pedirOtro: 'Para recibir otro enlace, inicie sesión y elija «Reenviar enlace de confirmación».',
    reenviar: 'Reenviar enlace de confirmación',
    reenviando: 'Enviando…',
    toast: 'Solicitando el enlace…',
  },
  // DECISIONS.md keeps the spec's sentence word for word; its condition follows it
  yaRegistrado: (mensaje: string) =>
    `${mensaje} Ahora podrá iniciar sesión con su usuario y contraseña registrados, una vez confirme su correo.`,
} as const;
