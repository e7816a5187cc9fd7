/** Texts of the cuentas screens (part of the one catalogue in i18n/es.ts). */
export const cuentas = {
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
  yaRegistrado: (mensaje: string) => `${mensaje} Ahora podrá iniciar sesión con su usuario y contraseña registrados`,
} as const;
