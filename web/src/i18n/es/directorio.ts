/** Texts of the directorio screens (part of the one catalogue in i18n/es.ts). */
import { numero } from '../../../../common/numero';

const plural = (n: number, uno: string, varios: string) => `${numero(n)} ${n === 1 ? uno : varios}`;

export const directorio = {
  modalidades: { '0': 'Cualquier modalidad', '1': 'Presencial', '2': 'Virtual' },
  estrellas: (valor: number) => `Calificación ${numero(valor)} de 5`,
  comentariosCuenta: (n: number) => plural(n, 'opinión', 'opiniones'),
  imagenDe: (nombre: string) => `Foto de ${nombre}`,
  sinImagen: 'Sin foto',
  inicio: {
    documento: 'CitaSalud · Especialistas y citas médicas en Colombia',
    titulo: 'Encuentra tu especialista y agenda tu cita',
    subtitulo: 'Especialistas de salud en toda Colombia, en consulta presencial o virtual.',
    buscador: 'Buscar especialistas',
    tipo: 'Tipo de consulta',
    especialidad: 'Especialidad',
    ciudad: 'Ciudad',
    todasEspecialidades: 'Todas las especialidades',
    todasCiudades: 'Todas las ciudades',
    buscar: 'Buscar especialistas',
    pasosTitulo: 'Cómo agendar tu cita',
    pasos: [
      ['Busca especialistas en línea', 'Filtra por especialidad, ciudad y tipo de consulta.'],
      ['Mira el perfil del especialista', 'Revisa su experiencia, horarios, medios de pago y opiniones de pacientes.'],
      ['Agenda tu cita al instante', 'Elige el día y la hora libre; recibirás la confirmación por correo.'],
    ],
    especialidadesTitulo: 'Explora por especialidad',
    verTodas: 'Ver todas las categorías',
    destacadosTitulo: 'Especialistas mejor calificados',
    sinDestacados: 'Aún no hay especialistas destacados.',
  },
  /** the home tiles (each links to its specialty's slug) */
  mosaicos: ['Odontología', 'Cardiología', 'Dermatología', 'Urología', 'Ortopedia', 'Ginecología'],
  app: {
    titulo: 'Instala CitaSalud',
    texto:
      'CitaSalud es la aplicación: instálala en tu teléfono o computador y abre tus especialistas y citas con un toque, incluso con mala conexión.',
    instalar: 'Instalar CitaSalud',
    comoInstalar:
      'En el menú de tu navegador elige «Instalar aplicación» o «Agregar a la pantalla de inicio» (en iPhone: Compartir → Agregar a inicio).',
  },
  lista: {
    titulo: 'Especialistas',
    documento: 'Especialistas · CitaSalud',
    filtros: 'Filtrar especialistas',
    modalidad: 'Modalidad',
    resultados: (vistos: number, total: number) =>
      total === 0
        ? 'Sin resultados'
        : `Mostrando ${numero(vistos)} de ${plural(total, 'especialista', 'especialistas')}`,
    cargarMas: 'Cargar más',
    cargandoMas: 'Cargando más especialistas...',
    vacioTitulo: 'No encontramos especialistas con estos filtros.',
    vacioTexto: 'Prueba a quitar alguno de ellos:',
    quitarCiudad: 'Buscar en todas las ciudades',
    quitarEspecialidad: 'Ver todas las especialidades',
    quitarModalidad: 'Presencial o virtual',
    verTodos: 'Ver todos los especialistas',
    errorCarga: 'No fue posible cargar los especialistas.',
  },
  perfil: {
    volver: 'Volver al inicio',
    secciones: 'Secciones del perfil',
    informacion: 'Información',
    imagenes: 'Fotos',
    comentarios: 'Comentarios',
    direccion: 'Dirección',
    ciudad: 'Ciudad',
    horario: 'Horario de atención',
    publico: 'Atiende a',
    mediosPago: 'Medios de pago',
    telefono: 'Teléfono',
    modalidades: 'Modalidades',
    sinDato: 'No informado',
    galeriaVacia: 'Este especialista aún no ha publicado fotos.',
    imagenGaleria: (n: number, nombre: string) => `Foto ${n} de ${nombre}`,
    noEncontradoTitulo: 'Especialista no encontrado',
    noEncontrado: 'Este perfil no existe o ya no está disponible.',
    errorCarga: 'No fue posible cargar el perfil.',
  },
} as const;
