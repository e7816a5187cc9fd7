/** Texts of the directory's list page (/especialistas/…): its own chunk carries them, not the home. */
import { numero } from '../../../../common/numero';
import { plural } from './directorio';

const DIAS_CORTOS = ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'];
const MESES_CORTOS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'];

/**
 * An instant in Bogotá time as the wire sends it (`2026-12-01T08:00:00-05:00`) the way es-CO
 * writes it short: "mar 1 dic, 8:00 a. m." (read from the text: no Intl on the first screens).
 */
export function fechaHoraCorta(instante: string): string {
  const [y, m, d, h, min] = (instante.match(/\d+/g) ?? []).map(Number);
  const dia = DIAS_CORTOS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
  const hora = `${h % 12 || 12}:${String(min).padStart(2, '0')} ${h < 12 ? 'a. m.' : 'p. m.'}`;
  return `${dia} ${d} ${MESES_CORTOS[m - 1]}, ${hora}`;
}

export const textosDirectorioLista = {
  titulo: 'Especialistas',
  documento: 'Especialistas · CitaSalud',
  filtros: 'Filtrar especialistas',
  /** the phone's button that shows the filters, with how many are on */
  verFiltros: (n: number) => (n ? `Filtros (${n})` : 'Filtros'),
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
  /** what each result card adds (issue 20): not on the home's cards, which keep its first load light */
  proximaCita: (instante: string | null | undefined) =>
    instante ? `Próxima cita disponible: ${fechaHoraCorta(instante)}` : 'Sin citas disponibles',
  precio: (valor: string) => `Consulta: ${valor}`,
  /** the price of a cita with her, from her motivos' (issue 37): a range, or open at the top */
  precioRango: (desde: string, hasta: string) => `Consulta: ${desde} – ${hasta}`,
  precioDesde: (desde: string) => `Consulta: desde ${desde}`,
  aseguradoras: (nombres: string[], mas: number) => `Acepta: ${nombres.join(', ')}${mas > 0 ? ` y ${mas} más` : ''}`,
} as const;
