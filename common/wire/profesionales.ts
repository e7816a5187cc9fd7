/**
 * `/api/medic/*` (the public directory) and `/api/admin/medicos`: the profesional's row as the
 * wire spells it. Flags (`activo`, `destacado`, `virtual`, `presencial`) are numbers 0/1; texts
 * and image keys are '' when empty, never null.
 */
import type { Especialidad } from './especialidades';
import type { Horario } from './horarios';
import type { Motivo } from './motivos';

/** The profile photo and the gallery: storage keys ('' when empty), served at `/storage/<key>`. */
export type ImagenesPerfil = {
  fotoperfil: string;
  foto1: string;
  foto2: string;
  foto3: string;
  foto4: string;
  foto5: string;
  foto6: string;
  foto7: string;
  foto8: string;
};

export type Profesional = {
  id: number;
  /** equal to `nombre` */
  name: string;
  nombre: string;
  apellido: string;
  /** '' in public answers (Ley 1581): only she (`GET /api/users`) and admins read it */
  cedula: string;
  /** '' in public answers unless she publishes her phones (`publicar_celular`) */
  celular: string;
  /** as `celular` */
  fijo: string;
  /** '' in public answers: only she and admins read it */
  email: string;
  /** the especialidad's name ('' when none) */
  cargo: string;
  /** the especialidad's id (0 when none) */
  especialidad_id: number;
  ciudad: string;
  direccion: string;
  publico: string;
  mediospago: string;
  horarioatencion: string;
  activo: number;
  destacado: number;
  virtual: number;
  presencial: number;
  /** the calificacion's average, one decimal (0 without comentarios) */
  promedio: number;
  /** how many comentarios */
  comentarios: number;
  /** how many of them are verified (came through an invitation after an attended cita) */
  verificados: number;
  /** price of a consulta in COP, null when not published */
  precio_consulta: number | null;
  /**
   * what a cita with her costs, in COP, from her motivos' prices (a motivo without one costs the
   * consulta's): the lowest and the highest; `precio_hasta` null when some motivo's price is not
   * said ("Desde $ 80.000"), both null when none is. Absent from copies saved before issue 37.
   */
  precio_desde?: number | null;
  precio_hasta?: number | null;
  /** the aseguradoras she accepts */
  aseguradoras: AseguradoraAceptada[];
  /** language codes she attends in (IDIOMAS) */
  idiomas: string[];
  /** professional registration number (RETHUS), '' when not given */
  rethus: string;
  /** conditions she treats, as she wrote them ('' when none) */
  condiciones: string;
  /**
   * the next bookable franja's start as an instant in Bogotá time (`2026-12-01T08:00:00-05:00`),
   * null when none within her booking window ("Próxima cita disponible")
   */
  proxima_disponible: string | null;
} & ImagenesPerfil;

/** Who pays a consulta: `tipo` eps | prepagada | particular; `slug` is what `aseguradora=` filters by. */
export type AseguradoraAceptada = {
  id: number;
  nombre: string;
  slug: string;
  tipo: 'eps' | 'prepagada' | 'particular';
};

/** The languages a profile can list: code → Spanish name. */
export const IDIOMAS = {
  es: 'Español',
  en: 'Inglés',
  pt: 'Portugués',
  fr: 'Francés',
  de: 'Alemán',
  it: 'Italiano',
  lsc: 'Lengua de señas colombiana',
} as const;

/** Staff's listing (`GET /api/admin/medicos`): the row and whether she has weekly hours a patient could book. */
/** Admins read her cédula, e-mail and phones as stored, and whether she publishes her phones (1). */
export type ProfesionalAdmin = Profesional & { reservable: boolean; publicar_celular: number };

/** The average of the stars and how many there are. */
export type Calificacion = { promedio: number; total: number };

/** `POST /api/medic/find`: one-element arrays, as the original answered. */
export type Perfil = {
  succes: Profesional[];
  calificacion: Calificacion[];
  motivos: Motivo[];
  horarios: Horario[];
};

/** One professional the search box suggests as the patient types (`GET /api/medic/sugerencias`). */
export type Sugerencia = Pick<Profesional, 'id' | 'nombre' | 'apellido' | 'cargo' | 'ciudad' | 'fotoperfil'>;

/** A especialidad or a ciudad as the search understood it: what to filter by and what to show. */
export type Nombrado = { slug: string; nombre: string };

/**
 * What `GET /api/medic/all?q=` understood of `q` and filtered by (common/entender-busqueda.ts), so the
 * web can say "Pediatría en Medellín" and undo it (the same call with `literal=1`). Absent when the
 * search understood nothing, or found nobody that way and answered the words as typed.
 */
export type BusquedaEntendida = {
  /** one for a especialidad typed, those that treat it for a condicion */
  especialidades: Nombrado[];
  ciudad: Nombrado | null;
  /** the condicion typed ('Dolor de rodilla'), null when none */
  condicion: string | null;
  /** the words looked for in names ('' none) */
  resto: string;
};

/**
 * The way on when the understood search found nobody: the nearest ciudad where some profesional of
 * those especialidades practises (null: none elsewhere), and whether some of them see patients by
 * video (`modalidad=2`), wherever they are.
 */
export type Alternativa = { ciudad: Nombrado | null; virtual: boolean };

/** Beside the list's `succes` (and paging keys): what was understood and, when nobody, the way on. */
export type ConEntendido = { entendido?: BusquedaEntendida; alternativa?: Alternativa };

/** A condicion the search box knows, and the slugs of the especialidades that treat it. */
export type CondicionSugerida = { nombre: string; especialidades: string[] };

/**
 * `GET /api/medic/sugerencias?q=`: up to 6 professionals and 3 specialties, closest first; and what
 * the box understood (issue 37): especialidades typed or that treat the condicion, the condicion,
 * the ciudad (each empty or null when none; the three keys absent when it understood nothing).
 */
export type Sugerencias = {
  succes: Sugerencia[];
  especialidades: Especialidad[];
  entendidas?: Nombrado[];
  condicion?: CondicionSugerida | null;
  ciudad?: Nombrado | null;
};
