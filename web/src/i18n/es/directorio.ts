/** Texts of the directorio screens: the screens import this catalogue directly. */
import { numero } from '../../../../common/numero';

export const plural = (n: number, uno: string, varios: string) => `${numero(n)} ${n === 1 ? uno : varios}`;

export const textosDirectorio = {
  modalidades: { '0': 'Cualquier modalidad', '1': 'Presencial', '2': 'Virtual' },
  estrellas: (valor: number) => `Calificación ${numero(valor)} de 5`,
  comentariosCuenta: (n: number) => plural(n, 'opinión', 'opiniones'),
  verificadasCuenta: (n: number) => plural(n, 'verificada', 'verificadas'),
  imagenDe: (nombre: string) => `Foto de ${nombre}`,
  sinImagen: 'Sin foto',
  inicio: {
    documento: 'CitaSalud · Especialistas y citas médicas en Colombia',
    titulo: 'Encuentra tu especialista y agenda tu cita',
    subtitulo: 'Especialistas de salud en toda Colombia, en consulta presencial o virtual.',
    buscador: 'Buscar especialistas',
    busqueda: 'Busca por nombre, especialidad o condición',
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
  /** The toasts of the directory's writes (its API calls show them: they load with the list, not the profile). */
  toasts: {
    cita: {
      guardando: 'Almacenando cita...',
      exito: 'Cita guardada con éxito, revisa el correo la confirmación de la cita',
      error: 'Se generó un error al momento de crear la cita',
    },
    comentario: {
      guardando: 'Guardando comentario',
      exito: 'Se guardó de forma correcta el comentario',
      error: 'Se generó un error al crear el comentario',
    },
  },
} as const;
