/**
 * Every route of the app, one row each: who may call it and a valid request for it, built
 * against a fresh `mundo()`. The authorization matrix and the bad-input sweep both read it.
 */
import { addDays } from '../../../common/fechas';
import { app } from '../../../worker';
import { PAGINAS_DIBUJADAS } from '../../../worker/paginas/rutas';
import { pngFile } from '../helpers';
import { eventoFirmado } from '../ventas-fixtures';
import { prepararDosPasos } from './dos-pasos-mundo';
import { CLAVE, ipNueva, llamar, type Mundo, manana, unico } from './mundo';

export type Actor = 'anonimo' | 'otro' | 'staff' | 'dueno';
/** the owner goes last, so its deletes never hide what the others were refused */
export const ACTORES: Actor[] = ['anonimo', 'otro', 'staff', 'dueno'];

/**
 * publico: anyone, never 401/403. local: the same, but only with APP_ENV local/test (404 in production).
 * sesion: any signed-in account, on its own data. dueno: only the owner (staff too is refused).
 * dueno-o-staff: the owner or staff. staff: staff only. profesional: any signed-in profesional on
 * her own data, staff refused (403).
 */
export type Acceso = 'publico' | 'local' | 'sesion' | 'dueno' | 'dueno-o-staff' | 'staff' | 'profesional';
export type Peticion = {
  path: string;
  body?: Record<string, unknown>;
  rawBody?: string;
  headers?: Record<string, string>;
};
export type Fila = {
  acceso: Acceso;
  pedir: (m: Mundo, actor: Actor) => Peticion;
  /** a public call that may answer 4xx (other than 401/403) to a valid caller, e.g. 409 on a taken slot */
  abierto?: true;
};

const q = (path: string, params: Record<string, string | number>) =>
  `${path}?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`;

const registro = () => {
  const u = `${Date.now() % 1e9}${Math.floor(Math.random() * 1e3)}`;
  return {
    nombre: 'Nueva',
    apellido: 'Cuenta',
    cedula: u,
    fijo: '6015551234',
    telefono: '3001234567',
    direccion: 'Calle 1',
    email: `nueva${u}@prueba.co`,
    password: 'ClaveSegura1',
    virtual: 1,
    presencial: 1,
    ciudad: '',
    acepta_tratamiento: 1,
    acepta_datos_salud: 1,
  };
};

const compra = (m: Mundo) => ({
  token: crypto.randomUUID(),
  nombre: 'Ana',
  apellido: 'Pérez',
  email: `compra.${unico()}@correo.co`,
  telefono: '3001234567',
  ciudad: 'Bogotá',
  direccion: 'Calle 10',
  productos: [{ id: m.producto.id, cantidad: 1 }],
});

export const MATRIZ: Record<string, Fila> = {
  'GET /api/health': { acceso: 'publico', pedir: () => ({ path: '/api/health' }) },
  // accounts
  'POST /api/user/create': { acceso: 'publico', pedir: () => ({ path: '/api/user/create', body: registro() }) },
  'POST /api/user/auth': {
    acceso: 'publico',
    pedir: (m) => ({ path: '/api/user/auth', body: { email: m.dueno.email, password: CLAVE } }),
  },
  // dos pasos (issue 22 item 3): an unknown desafío is a 422; the profile's calls on one's own cuenta
  'POST /api/user/auth/codigo': {
    acceso: 'publico',
    abierto: true,
    pedir: () => ({ path: '/api/user/auth/codigo', body: { desafio: 'x'.repeat(43), codigo: '123456' } }),
  },
  'POST /api/user/auth/configurar': {
    acceso: 'publico',
    abierto: true,
    pedir: () => ({ path: '/api/user/auth/configurar', body: { desafio: 'x'.repeat(43) } }),
  },
  'GET /api/user/dos-pasos': { acceso: 'sesion', pedir: () => ({ path: '/api/user/dos-pasos' }) },
  'POST /api/user/dos-pasos/configurar': {
    acceso: 'sesion',
    pedir: () => ({ path: '/api/user/dos-pasos/configurar', body: {} }),
  },
  'POST /api/user/dos-pasos/activar': {
    acceso: 'sesion',
    pedir: () => ({ path: '/api/user/dos-pasos/activar', body: { codigo: '000000' } }),
  },
  'POST /api/user/dos-pasos/recuperacion': {
    acceso: 'sesion',
    pedir: () => ({ path: '/api/user/dos-pasos/recuperacion', body: { codigo: '000000' } }),
  },
  'POST /api/user/dos-pasos/desactivar': {
    acceso: 'profesional', // admins keep it on: 403
    pedir: () => ({ path: '/api/user/dos-pasos/desactivar', body: { password: CLAVE, codigo: '000000' } }),
  },
  'POST /api/user/logout': { acceso: 'sesion', pedir: () => ({ path: '/api/user/logout', body: {} }) },
  'GET /api/users': { acceso: 'sesion', pedir: () => ({ path: '/api/users' }) },
  'POST /api/users/update': {
    acceso: 'dueno-o-staff',
    pedir: (m) => ({ path: '/api/users/update', body: { id: m.dueno.id, publico: 'Adultos' } }),
  },
  'POST /api/users/update/imagen': {
    acceso: 'dueno-o-staff',
    pedir: (m) => ({ path: '/api/users/update/imagen', body: { id: m.dueno.id, imagen: 2, file: pngFile() } }),
  },
  'POST /api/user/password': {
    acceso: 'sesion',
    pedir: () => ({ path: '/api/user/password', body: { actual: CLAVE, nueva: 'OtraClave4567' } }),
  },
  'POST /api/user/password/olvido': {
    acceso: 'publico',
    pedir: (m) => ({ path: '/api/user/password/olvido', body: { email: m.dueno.email } }),
  },
  'POST /api/user/password/restablecer': {
    acceso: 'publico',
    abierto: true, // an unknown link: 422
    pedir: () => ({ path: '/api/user/password/restablecer', body: { token: 'x'.repeat(43), password: 'Nueva12345' } }),
  },
  // e-mail confirmation and change (issue 22 item 3)
  'POST /api/user/correo': {
    acceso: 'sesion',
    pedir: (_m, actor) => ({
      path: '/api/user/correo',
      body: { email: `cambio-${actor}-${unico()}@correo.co`, password: CLAVE },
    }),
  },
  'POST /api/user/correo/confirmar': {
    acceso: 'publico',
    abierto: true, // an unknown link: 422
    pedir: () => ({ path: '/api/user/correo/confirmar', body: { token: 'x'.repeat(43) } }),
  },
  'POST /api/user/correo/reenviar': {
    acceso: 'publico',
    pedir: (m) => ({ path: '/api/user/correo/reenviar', body: { email: m.dueno.email } }),
  },
  // Mis citas (issue 19)
  'POST /api/mis-citas/enlace': {
    acceso: 'publico',
    pedir: (_m, actor) => ({
      path: '/api/mis-citas/enlace',
      body: { email: `mis-citas-${actor}-${unico()}@correo.co` },
    }),
  },
  'POST /api/mis-citas/:token': {
    acceso: 'publico',
    abierto: true, // an unknown link: 404
    pedir: () => ({ path: `/api/mis-citas/${'x'.repeat(43)}` }),
  },
  // download and delete my data (issue 22): the Mis citas link or the look-up's factura and e-mail is the key
  'GET /api/mis-citas/:token/datos': {
    acceso: 'publico',
    abierto: true, // an unknown link: 404
    pedir: () => ({ path: `/api/mis-citas/${'x'.repeat(43)}/datos` }),
  },
  'POST /api/mis-citas/:token/borrar/codigo': {
    acceso: 'publico',
    abierto: true, // an unknown link: 404
    pedir: () => ({ path: `/api/mis-citas/${'x'.repeat(43)}/borrar/codigo`, body: {} }),
  },
  'POST /api/mis-citas/:token/borrar': {
    acceso: 'publico',
    abierto: true, // an unknown link: 404
    pedir: () => ({ path: `/api/mis-citas/${'x'.repeat(43)}/borrar`, body: { confirmar: '1', codigo: '123456' } }),
  },
  // directory
  'GET /api/especialidades/all': { acceso: 'publico', pedir: () => ({ path: '/api/especialidades/all' }) },
  'POST /api/especialidad/create': {
    acceso: 'staff',
    pedir: () => ({ path: '/api/especialidad/create', body: { nombre: `Nueva ${unico()}` } }),
  },
  'POST /api/especialidad/update': {
    acceso: 'staff',
    pedir: (m) => ({ path: '/api/especialidad/update', body: { id: m.esp.id, nombre: `Otra ${unico()}` } }),
  },
  'POST /api/especialidad/delete': {
    acceso: 'staff',
    pedir: (m) => ({ path: '/api/especialidad/delete', body: { id: m.espLibre.id } }),
  },
  'GET /api/home/all': { acceso: 'publico', pedir: () => ({ path: '/api/home/all' }) },
  'POST /api/home/create': { acceso: 'staff', pedir: () => ({ path: '/api/home/create', body: { fondo: pngFile() } }) },
  'GET /api/medic/all': { acceso: 'publico', pedir: () => ({ path: '/api/medic/all' }) },
  'GET /api/medic/sugerencias': {
    acceso: 'publico',
    pedir: () => ({ path: q('/api/medic/sugerencias', { q: 'dermatolga' }) }),
  },
  'GET /api/aseguradoras': { acceso: 'publico', pedir: () => ({ path: '/api/aseguradoras' }) },
  'POST /api/medic/find': { acceso: 'publico', pedir: (m) => ({ path: '/api/medic/find', body: { id: m.dueno.id } }) },
  'GET /api/admin/medicos': { acceso: 'staff', pedir: () => ({ path: '/api/admin/medicos' }) },
  // changes of name, specialty, cédula or city waiting for an admin (issue 22 item 4)
  'GET /api/admin/propuestas': { acceso: 'staff', pedir: () => ({ path: '/api/admin/propuestas' }) },
  'POST /api/admin/propuestas/aprobar': {
    acceso: 'staff',
    pedir: (m) => ({ path: '/api/admin/propuestas/aprobar', body: { id: m.propuesta.id } }),
  },
  'POST /api/admin/propuestas/rechazar': {
    acceso: 'staff',
    pedir: (m) => ({
      path: '/api/admin/propuestas/rechazar',
      body: { id: m.propuesta.id, motivo: 'Documento ilegible' },
    }),
  },
  'GET /api/medic/disponibilidad': {
    acceso: 'publico',
    pedir: (m) => ({ path: q('/api/medic/disponibilidad', { id: m.dueno.id, fecha: manana() }) }),
  },
  'GET /api/medic/disponibilidad/mes': {
    acceso: 'publico',
    pedir: (m) => ({ path: q('/api/medic/disponibilidad/mes', { id: m.dueno.id, mes: manana().slice(0, 7) }) }),
  },
  'POST /api/cita/create': {
    acceso: 'publico',
    abierto: true, // the slot is taken by the first caller: 409 to the others
    pedir: (m) => ({
      path: '/api/cita/create',
      body: {
        nombre: 'Paciente Nuevo',
        email: 'nuevo@correo.co',
        telefono: '3001234567',
        fecha_cita: manana(),
        horario: m.horario.id,
        motivo: m.motivo.id,
        primera_visita: 'si',
        user: m.dueno.id,
        acepta_tratamiento: 1,
      },
    }),
  },
  // the lista de espera (issue 35): public by its links' tokens; the count per day is her own
  'POST /api/lista-espera': {
    acceso: 'publico',
    pedir: (m) => ({
      path: '/api/lista-espera',
      body: {
        medic: m.dueno.id,
        motivo: m.motivo.id,
        desde: manana(),
        hasta: manana(),
        franja: 'cualquiera',
        nombre: 'Paciente en espera',
        email: `espera.${unico()}@correo.co`,
        telefono: '3001234567',
        acepta_tratamiento: 1,
      },
    }),
  },
  'GET /api/lista-espera/salir/:token': {
    acceso: 'publico',
    abierto: true, // an unknown link: 404
    pedir: () => ({ path: `/api/lista-espera/salir/${'x'.repeat(43)}` }),
  },
  'POST /api/lista-espera/salir/:token': {
    acceso: 'publico',
    abierto: true, // an unknown link: 404
    pedir: () => ({ path: `/api/lista-espera/salir/${'x'.repeat(43)}`, body: {} }),
  },
  'GET /api/lista-espera/oferta/:token': {
    acceso: 'publico',
    abierto: true, // an unknown link: 404
    pedir: () => ({ path: `/api/lista-espera/oferta/${'x'.repeat(43)}` }),
  },
  'POST /api/lista-espera/oferta/:token/aceptar': {
    acceso: 'publico',
    abierto: true, // an unknown link: 404
    pedir: () => ({ path: `/api/lista-espera/oferta/${'x'.repeat(43)}/aceptar`, body: {} }),
  },
  'POST /api/lista-espera/oferta/:token/rechazar': {
    acceso: 'publico',
    abierto: true, // an unknown link: 404
    pedir: () => ({ path: `/api/lista-espera/oferta/${'x'.repeat(43)}/rechazar`, body: {} }),
  },
  'GET /api/lista-espera/resumen': {
    acceso: 'sesion',
    pedir: () => ({ path: q('/api/lista-espera/resumen', { desde: manana(), hasta: manana() }) }),
  },
  'GET /api/cita/atendido': {
    acceso: 'dueno',
    // from the cita's start (issue 22): an hour after it, on the request clock of tests
    pedir: (m) => ({
      path: q('/api/cita/atendido', { id: m.cita.id }),
      headers: { 'X-Test-Now': new Date(Date.parse(m.cita.inicio) + 3_600_000).toISOString() },
    }),
  },
  'GET /api/cita/delete': { acceso: 'dueno', pedir: (m) => ({ path: q('/api/cita/delete', { id: m.cita.id }) }) },
  'POST /api/cita/cancelar': {
    acceso: 'dueno',
    pedir: (m) => ({ path: '/api/cita/cancelar', body: { id: m.cita.id, motivo: 'Cierre del consultorio' } }),
  },
  // the paciente's manage link: the token is the key, whoever calls
  'GET /api/cita/gestion/:token': {
    acceso: 'publico',
    pedir: (m) => ({ path: `/api/cita/gestion/${m.gestion.token}` }),
  },
  'POST /api/cita/gestion/:token/cancelar': {
    acceso: 'publico',
    abierto: true, // cancelled by the first caller: 409 to the others
    pedir: (m) => ({ path: `/api/cita/gestion/${m.gestion.token}/cancelar`, body: { motivo: 'No puedo asistir' } }),
  },
  'POST /api/cita/gestion/:token/reprogramar': {
    acceso: 'publico',
    abierto: true, // moved by the first caller: the same franja again is refused (422)
    pedir: (m) => ({
      path: `/api/cita/gestion/${m.gestion.token}/reprogramar`,
      body: { fecha: addDays(manana(), 3), hora_inicio: m.horarioLibre.hora_inicio },
    }),
  },
  'POST /api/cita/gestion/:token/confirmar': {
    acceso: 'publico',
    pedir: (m) => ({ path: `/api/cita/gestion/${m.gestion.token}/confirmar`, body: {} }),
  },
  'POST /api/cita/no-asistio': {
    acceso: 'dueno',
    // an hour after the cita's start (the request clock of tests)
    pedir: (m) => ({
      path: '/api/cita/no-asistio',
      body: { id: m.cita.id },
      headers: { 'X-Test-Now': new Date(Date.parse(m.cita.inicio) + 3_600_000).toISOString() },
    }),
  },
  'GET /api/medic/all/private': { acceso: 'sesion', pedir: () => ({ path: '/api/medic/all/private' }) },
  'GET /api/comentario/all/medic': {
    acceso: 'publico',
    pedir: (m) => ({ path: q('/api/comentario/all/medic', { id: m.dueno.id }) }),
  },
  'POST /api/comentario/create': {
    acceso: 'publico',
    pedir: (m) => ({
      path: '/api/comentario/create',
      body: { nombre: 'Ana', email: `ana${unico()}@correo.co`, observacion: 'Bien', calificacion: 4, user: m.dueno.id },
    }),
  },
  'GET /api/comentario/invitacion/:token': {
    acceso: 'publico',
    pedir: (m) => ({ path: `/api/comentario/invitacion/${m.invitacion}` }),
  },
  'POST /api/comentario/invitacion/:token': {
    acceso: 'publico',
    pedir: (m) => ({
      path: `/api/comentario/invitacion/${m.invitacion}`,
      body: { calificacion: 4, observacion: 'Muy puntual' },
    }),
  },
  'GET /api/medic/comentarios': { acceso: 'sesion', pedir: () => ({ path: q('/api/medic/comentarios', { page: 1 }) }) },
  'POST /api/comentario/responder': {
    acceso: 'dueno',
    pedir: (m) => ({
      path: '/api/comentario/responder',
      body: { id: m.comentario.id, respuesta: 'Gracias por venir' },
    }),
  },
  'GET /api/admin/comentarios': {
    acceso: 'staff',
    pedir: () => ({ path: q('/api/admin/comentarios', { q: 'amable', estado: 'visibles', page: 1 }) }),
  },
  'POST /api/comentario/ocultar': {
    acceso: 'staff',
    pedir: (m) => ({ path: '/api/comentario/ocultar', body: { id: m.comentario.id, motivo: 'Lenguaje ofensivo' } }),
  },
  'POST /api/comentario/mostrar': {
    acceso: 'staff',
    pedir: (m) => ({ path: '/api/comentario/mostrar', body: { id: m.comentario.id } }),
  },
  'GET /api/motivo/all': { acceso: 'sesion', pedir: () => ({ path: '/api/motivo/all' }) },
  'POST /api/motivo/newmotivo': {
    acceso: 'sesion',
    pedir: () => ({ path: '/api/motivo/newmotivo', body: { nombre: 'Valoración' } }),
  },
  'POST /api/motivo/update': {
    acceso: 'dueno',
    pedir: (m) => ({
      path: '/api/motivo/update',
      body: { id: m.motivoLibre.id, nombre: 'Primera vez', duracion_minutos: 60, precio: 90000 },
    }),
  },
  'POST /api/motivo/delete': {
    acceso: 'dueno',
    pedir: (m) => ({ path: '/api/motivo/delete', body: { id: m.motivoLibre.id } }),
  },
  'GET /api/horarios/all': { acceso: 'sesion', pedir: () => ({ path: '/api/horarios/all' }) },
  'POST /api/horarios/newhorario': {
    acceso: 'sesion',
    pedir: () => ({ path: '/api/horarios/newhorario', body: { hora_inicio: '15:00', hora_fin: '15:30', sabado: 1 } }),
  },
  'POST /api/horarios/update': {
    acceso: 'dueno',
    pedir: (m) => ({
      path: '/api/horarios/update',
      body: {
        id: m.horarioLibre.id,
        hora_inicio: '10:00',
        hora_fin: '11:00',
        lunes: 1,
        martes: 1,
        miercoles: 1,
        jueves: 1,
        viernes: 1,
        sabado: 1,
        domingo: 1,
      },
    }),
  },
  'GET /api/agenda/ajustes': { acceso: 'sesion', pedir: () => ({ path: '/api/agenda/ajustes' }) },
  'POST /api/agenda/ajustes': {
    acceso: 'sesion',
    pedir: () => ({ path: '/api/agenda/ajustes', body: { pausa_minutos: 5, antelacion_minutos: 60 } }),
  },
  'POST /api/horarios/delete': {
    acceso: 'dueno',
    pedir: (m) => ({ path: '/api/horarios/delete', body: { id: m.horarioLibre.id } }),
  },
  // days off and the private calendar feed
  'GET /api/ausencias': { acceso: 'sesion', pedir: () => ({ path: '/api/ausencias' }) },
  'POST /api/ausencias/create': {
    acceso: 'sesion',
    pedir: () => ({
      path: '/api/ausencias/create',
      body: { desde: addDays(manana(), 30), hasta: addDays(manana(), 31), motivo: 'Congreso' },
    }),
  },
  'POST /api/ausencias/delete': {
    acceso: 'dueno',
    pedir: (m) => ({ path: '/api/ausencias/delete', body: { id: m.ausencia.id } }),
  },
  'POST /api/ausencias/cancelar-citas': {
    acceso: 'dueno',
    pedir: (m) => ({ path: '/api/ausencias/cancelar-citas', body: { id: m.ausencia.id, motivo: 'Congreso' } }),
  },
  'GET /api/agenda/calendario': { acceso: 'sesion', pedir: () => ({ path: '/api/agenda/calendario' }) },
  'POST /api/agenda/calendario': { acceso: 'sesion', pedir: () => ({ path: '/api/agenda/calendario', body: {} }) },
  'POST /api/agenda/calendario/revocar': {
    acceso: 'sesion',
    pedir: () => ({ path: '/api/agenda/calendario/revocar', body: {} }),
  },
  // the feed: the token is the key, whoever calls
  'GET /api/calendario/:token': {
    acceso: 'publico',
    pedir: (m) => ({ path: `/api/calendario/${m.calendario}.ics` }),
  },
  // local mailbox
  'GET /api/dev/correos': { acceso: 'local', pedir: () => ({ path: '/api/dev/correos' }) },
  'GET /api/dev/correos/:id': { acceso: 'local', pedir: (m) => ({ path: `/api/dev/correos/${m.correo.id}` }) },
  'GET /api/dev/correos/:id/ics': { acceso: 'local', pedir: (m) => ({ path: `/api/dev/correos/${m.correo.id}/ics` }) },
  'POST /api/dev/cron': { acceso: 'local', pedir: () => ({ path: '/api/dev/cron' }) },
  // store
  'GET /api/producto/index': { acceso: 'publico', pedir: () => ({ path: '/api/producto/index' }) },
  'GET /api/producto/find': {
    acceso: 'publico',
    pedir: (m) => ({ path: q('/api/producto/find', { id: m.producto.id }) }),
  },
  'POST /api/producto/find': {
    acceso: 'publico',
    pedir: (m) => ({ path: '/api/producto/find', body: { id: m.producto.id } }),
  },
  'POST /api/producto/create': {
    acceso: 'staff',
    pedir: (m) => ({
      path: '/api/producto/create',
      body: { nombre: 'Crema', id_marca: m.producto.id_marca, precio: 9000, 'fotos[]': pngFile() },
    }),
  },
  'POST /api/producto/update': {
    acceso: 'staff',
    pedir: (m) => ({ path: '/api/producto/update', body: { id: m.producto.id, nombre: 'Renombrado' } }),
  },
  'POST /api/producto/update-image': {
    acceso: 'staff',
    pedir: (m) => ({
      path: '/api/producto/update-image',
      body: { id_producto: m.producto.id, imagen: 2, file: pngFile() },
    }),
  },
  'GET /api/producto/export.csv': { acceso: 'staff', pedir: () => ({ path: '/api/producto/export.csv' }) },
  'GET /api/producto/historial': {
    acceso: 'staff',
    pedir: (m) => ({ path: q('/api/producto/historial', { id: m.producto.id }) }),
  },
  'POST /api/producto/import.csv': {
    acceso: 'staff',
    pedir: (m) => ({
      path: '/api/producto/import.csv',
      body: {
        file: new File(
          [`id;nombre;marca;precio\r\n${m.producto.id};Importado;${m.producto.marca.nombre};15000\r\n`],
          'p.csv',
          {
            type: 'text/csv',
          },
        ),
      },
    }),
  },
  'GET /api/marcas/index': { acceso: 'publico', pedir: () => ({ path: '/api/marcas/index' }) },
  'GET /api/marcas/find': {
    acceso: 'publico',
    pedir: (m) => ({ path: q('/api/marcas/find', { id: m.marcaLibre.id }) }),
  },
  'POST /api/marcas/find': {
    acceso: 'publico',
    pedir: (m) => ({ path: '/api/marcas/find', body: { id: m.marcaLibre.id } }),
  },
  'POST /api/marcas/create': {
    acceso: 'staff',
    pedir: () => ({ path: '/api/marcas/create', body: { nombre: 'Nueva' } }),
  },
  'POST /api/marcas/update': {
    acceso: 'staff',
    pedir: (m) => ({ path: '/api/marcas/update', body: { id: m.marcaLibre.id, nombre: 'Cambiada' } }),
  },
  'POST /api/marcas/delete': {
    acceso: 'staff',
    pedir: (m) => ({ path: '/api/marcas/delete', body: { id: m.marcaLibre.id } }),
  },
  'GET /api/caracteristica/all': { acceso: 'publico', pedir: () => ({ path: '/api/caracteristica/all' }) },
  'POST /api/caracteristica/create': {
    acceso: 'staff',
    pedir: () => ({ path: '/api/caracteristica/create', body: { nombre: 'Nueva' } }),
  },
  'POST /api/caracteristica/update': {
    acceso: 'staff',
    pedir: (m) => ({ path: '/api/caracteristica/update', body: { id: m.caracteristicaLibre.id, nombre: 'Cambiada' } }),
  },
  'POST /api/caracteristica/delete': {
    acceso: 'staff',
    pedir: (m) => ({ path: '/api/caracteristica/delete', body: { id: m.caracteristicaLibre.id } }),
  },
  'GET /api/promocion/index': { acceso: 'publico', pedir: () => ({ path: '/api/promocion/index' }) },
  'GET /api/promocion/find': {
    acceso: 'publico',
    pedir: (m) => ({ path: q('/api/promocion/find', { id: m.promocionLibre.id }) }),
  },
  'POST /api/promocion/find': {
    acceso: 'publico',
    pedir: (m) => ({ path: '/api/promocion/find', body: { id: m.promocionLibre.id } }),
  },
  'POST /api/promocion/create': {
    acceso: 'staff',
    pedir: () => ({ path: '/api/promocion/create', body: { nombre: 'Nueva', porcentaje: 15 } }),
  },
  'POST /api/promocion/update': {
    acceso: 'staff',
    pedir: (m) => ({
      path: '/api/promocion/update',
      body: { id: m.promocionLibre.id, nombre: 'Cambiada', porcentaje: 20 },
    }),
  },
  'POST /api/promocion/delete': {
    acceso: 'staff',
    pedir: (m) => ({ path: '/api/promocion/delete', body: { id: m.promocionLibre.id } }),
  },
  // orders and payments
  'POST /api/compras/new': { acceso: 'publico', pedir: (m) => ({ path: '/api/compras/new', body: compra(m) }) },
  'GET /api/ventas/index': {
    acceso: 'staff',
    pedir: () => ({
      path: q('/api/ventas/index', { q: 'ana', desde: '2026-01-01', hasta: '2026-01-31', orden: 'total', dir: 'asc' }),
    }),
  },
  'GET /api/ventas/resumen': { acceso: 'staff', pedir: () => ({ path: q('/api/ventas/resumen', { dias: 7 }) }) },
  'GET /api/ventas/export.csv': {
    acceso: 'staff',
    pedir: () => ({ path: q('/api/ventas/export.csv', { desde: '2026-01-01', hasta: '2026-01-31', q: 'ana' }) }),
  },
  'POST /api/ventas/index/productos': {
    acceso: 'staff',
    pedir: (m) => ({ path: '/api/ventas/index/productos', body: { factura: m.venta.factura } }),
  },
  'POST /api/ventas/update/status': {
    acceso: 'staff',
    pedir: (m) => ({ path: '/api/ventas/update/status', body: { id: m.venta.id, status_entrega: 'cancelado' } }),
  },
  'POST /api/ventas/reembolso': {
    acceso: 'staff',
    pedir: (m) => ({ path: '/api/ventas/reembolso', body: { id: m.reembolso.id, nota: 'Transferencia 123' } }),
  },
  'GET /api/ventas/pasos': {
    acceso: 'staff',
    pedir: (m) => ({ path: q('/api/ventas/pasos', { factura: m.venta.factura }) }),
  },
  // returns and partial refunds (decision 0024)
  'GET /api/ventas/:id/devoluciones': {
    acceso: 'staff',
    pedir: (m) => ({ path: `/api/ventas/${m.venta.id}/devoluciones` }),
  },
  'POST /api/ventas/:id/devoluciones': {
    acceso: 'staff',
    pedir: (m) => ({
      path: `/api/ventas/${m.pagada.id}/devoluciones`,
      body: { lineas: [{ linea: m.pagada.linea, cantidad: 1 }], motivo: 'Llegó dañado', clave: `dev-${unico()}` },
    }),
  },
  'POST /api/ventas/pagado-al-entregar': {
    acceso: 'staff',
    pedir: (m) => ({
      path: '/api/ventas/pagado-al-entregar',
      body: { id: m.contraEntrega.id, recibido: m.contraEntrega.total },
    }),
  },
  // delivery: the ciudad search and the admins' envío rates and terms
  'GET /api/ciudades': { acceso: 'publico', pedir: () => ({ path: q('/api/ciudades', { q: 'soa' }) }) },
  'GET /api/envios': { acceso: 'staff', pedir: () => ({ path: '/api/envios' }) },
  'POST /api/envios/tarifa': {
    acceso: 'staff',
    pedir: () => ({ path: '/api/envios/tarifa', body: { codigo: '99', envio: 0 } }),
  },
  'POST /api/envios/contra-entrega': {
    acceso: 'staff',
    pedir: () => ({
      path: '/api/envios/contra-entrega',
      body: { codigo: '99', contra_entrega: 1, contra_entrega_hasta: 300_000 },
    }),
  },
  'GET /api/tienda/ajustes': { acceso: 'staff', pedir: () => ({ path: '/api/tienda/ajustes' }) },
  'POST /api/tienda/ajustes': {
    acceso: 'staff',
    pedir: () => ({ path: '/api/tienda/ajustes', body: { dias_entrega_min: 2, dias_entrega_max: 5 } }),
  },
  // discount codes: the admins' list and form, and the compra's check before paying
  'GET /api/cupones': { acceso: 'staff', pedir: () => ({ path: '/api/cupones' }) },
  'POST /api/cupones/create': {
    acceso: 'staff',
    pedir: () => ({ path: '/api/cupones/create', body: { codigo: `NUEVO${unico()}`, tipo: 'valor', valor: 5000 } }),
  },
  'POST /api/cupones/update': {
    acceso: 'staff',
    pedir: (m) => ({ path: '/api/cupones/update', body: { id: m.cupon.id, activo: 0 } }),
  },
  'POST /api/cupones/revisar': {
    acceso: 'publico',
    pedir: (m) => ({
      path: '/api/cupones/revisar',
      body: { cupon: m.cupon.codigo, productos: [{ id: m.producto.id, cantidad: 1 }] },
      headers: { 'cf-connecting-ip': ipNueva() },
    }),
  },
  'GET /api/ventas/consulta': {
    acceso: 'publico',
    pedir: (m) => ({ path: q('/api/ventas/consulta', { factura: m.venta.factura, email: m.venta.email }) }),
  },
  'GET /api/ventas/consulta/datos': {
    acceso: 'publico',
    pedir: (m) => ({ path: q('/api/ventas/consulta/datos', { factura: m.venta.factura, email: m.venta.email }) }),
  },
  'POST /api/ventas/consulta/borrar': {
    acceso: 'publico',
    abierto: true, // its payment is still pending: 409
    pedir: (m) => ({
      path: '/api/ventas/consulta/borrar',
      body: { factura: m.venta.factura, email: m.venta.email, confirmar: '1' },
    }),
  },
  'POST /api/pagos/wompi/eventos': {
    acceso: 'publico',
    pedir: () => ({ path: '/api/pagos/wompi/eventos', rawBody: '' }), // replaced by a signed event below
  },
  'GET /api/pagos/wompi/verificar': {
    acceso: 'publico',
    pedir: (m) => ({ path: q('/api/pagos/wompi/verificar', { reference: m.venta.reference }) }),
  },
  'POST /api/pagos/nuevo': {
    acceso: 'publico',
    pedir: (m) => ({ path: '/api/pagos/nuevo', body: { factura: m.venta.factura } }),
  },
  'GET /api/pagos/sandbox/:reference': {
    acceso: 'publico',
    abierto: true, // the sandbox does not exist with real keys (these tests' config): 404
    pedir: (m) => ({ path: `/api/pagos/sandbox/${m.venta.reference}` }),
  },
  'POST /api/pagos/sandbox/:reference': {
    acceso: 'publico',
    abierto: true,
    pedir: (m) => ({ path: `/api/pagos/sandbox/${m.venta.reference}`, body: { tarjeta: '4242424242424242' } }),
  },
};

/** Registered handlers as `METHOD path`, without middleware and the routes outside the API's contract. */
export function rutasDeLaApp(): string[] {
  const fuera = new Set(['ALL /*', 'ALL /api/*', 'ALL /api/__eco', 'GET /assets/*', 'GET /storage/*']);
  // the public pages the Worker draws: HTML for anyone, read through the API without the visitor's session
  for (const p of PAGINAS_DIBUJADAS) fuera.add(`GET ${p}`);
  const claves = app.routes
    // `.use()` middleware registers as ALL with a (c, next) handler
    .filter((r) => !(r.method === 'ALL' && r.handler.length >= 2))
    .map((r) => `${r.method} ${r.path}`)
    .filter((k) => !fuera.has(k));
  return [...new Set(claves)].sort();
}

export const tokenDe = (m: Mundo, actor: Actor) =>
  actor === 'anonimo' ? null : actor === 'otro' ? m.otro.token : actor === 'staff' ? m.admin.token : m.dueno.token;

export type Esperado = 'ok' | 'abierto' | 401 | 403 | 'negado';
export function esperado(f: Fila, actor: Actor): Esperado {
  const publico = f.abierto ? 'abierto' : 'ok';
  switch (f.acceso) {
    case 'publico':
    case 'local':
      return publico;
    case 'sesion':
      return actor === 'anonimo' ? 401 : 'ok';
    case 'dueno':
      return actor === 'anonimo' ? 401 : actor === 'dueno' ? 'ok' : 'negado';
    case 'dueno-o-staff':
      return actor === 'anonimo' ? 401 : actor === 'otro' ? 'negado' : 'ok';
    case 'staff':
      return actor === 'anonimo' ? 401 : actor === 'staff' ? 'ok' : 403;
    case 'profesional':
      return actor === 'anonimo' ? 401 : actor === 'staff' ? 403 : 'ok';
  }
}

export const cumple = (status: number, e: Esperado) =>
  e === 'ok'
    ? status >= 200 && status < 300
    : e === 'abierto'
      ? status < 500 && status !== 401 && status !== 403
      : typeof e === 'number'
        ? status === e
        : status === 403 || status === 404;

export async function enviar(clave: string, p: Peticion, token: string | null, m: Mundo) {
  const method = clave.split(' ')[0];
  const headers = { 'cf-connecting-ip': ipNueva(), ...p.headers };
  if (clave === 'POST /api/pagos/wompi/eventos') {
    const evento = await eventoFirmado({
      id: `tx-matriz-${m.venta.id}`,
      status: 'APPROVED',
      reference: m.venta.reference,
      amount_in_cents: m.venta.amount_in_cents,
    });
    return llamar(p.path, {
      method,
      token,
      rawBody: JSON.stringify(evento),
      headers: { ...headers, 'Content-Type': 'application/json' },
    });
  }
  // dos pasos: the caller's secret in the state the route expects, and a code of it (dos-pasos-mundo.ts)
  const body =
    clave.startsWith('POST /api/user/dos-pasos/') && token
      ? { ...p.body, ...(await prepararDosPasos(clave, token)) }
      : p.body;
  return llamar(p.path, { method, token, body, rawBody: p.rawBody, headers });
}
