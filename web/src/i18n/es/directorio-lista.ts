/** Texts of the directory's list page (/especialistas/…): its own chunk carries them, not the home. */
import { numero } from '../../../../common/numero';
import { plural } from './directorio';

export const textosDirectorioLista = {
  titulo: 'Especialistas',
  documento: 'Especialistas · CitaSalud',
  filtros: 'Filtrar especialistas',
  modalidad: 'Modalidad',
  aseguradora: 'Aseguradora',
  todasAseguradoras: 'Todas las aseguradoras',
  orden: 'Ordenar por',
  ordenes: { '': 'Recomendados', proxima: 'Más pronto disponible' },
  resultados: (vistos: number, total: number) =>
    total === 0 ? 'Sin resultados' : `Mostrando ${numero(vistos)} de ${plural(total, 'especialista', 'especialistas')}`,
  cargarMas: 'Cargar más',
  cargandoMas: 'Cargando más especialistas...',
  vacioTitulo: 'No encontramos especialistas con estos filtros.',
  vacioTexto: 'Prueba a quitar alguno de ellos:',
  quitarCiudad: 'Buscar en todas las ciudades',
  quitarEspecialidad: 'Ver todas las especialidades',
  quitarModalidad: 'Presencial o virtual',
  verTodos: 'Ver todos los especialistas',
  errorCarga: 'No fue posible cargar los especialistas.',
} as const;
