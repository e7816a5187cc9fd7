/** Texts of the search box's suggestions and of the list page's search (not carried by the home). */

/** What the search understood, as the list says it: "Pediatría en Medellín", "Dolor de rodilla: Ortopedia, Fisiatría". */
function entendido(e: { especialidades: string[]; ciudad?: string; condicion?: string | null }) {
  const lista = e.especialidades.join(', ');
  const cabeza = e.condicion ?? (lista || 'Especialistas');
  const donde = e.ciudad ? `${cabeza} en ${e.ciudad}` : cabeza;
  return e.condicion && lista ? `${donde}: ${lista}` : donde;
}

export const textosBusqueda = {
  sugerencias: 'Sugerencias',
  especialidad: 'Especialidad',
  verProfesionales: 'Ver especialistas',
  formulario: 'Buscar especialistas por texto',
  buscar: 'Buscar',
  quitar: (q: string) => `Quitar la búsqueda «${q}»`,
  /** the suggestions' groups, in the order they are listed */
  grupos: {
    condiciones: 'Condiciones y síntomas',
    especialidades: 'Especialidades',
    ciudades: 'Ciudades',
    profesionales: 'Especialistas',
  },
  enCiudad: (ciudad: string) => `Especialistas en ${ciudad}`,
  condicion: (especialidades: string[]) => `Especialidades: ${especialidades.join(', ')}`,
  /** the list page says what it understood, and offers to undo it (issue 37) */
  entendido,
  entendidoTitulo: 'Resultados de',
  conNombre: (resto: string) => `con «${resto}» en el nombre`,
  deshacer: (q: string) => `Buscar «${q}» tal como lo escribió`,
  literal: (q: string) => `Resultados de «${q}» tal como lo escribió.`,
  entender: 'Buscar por especialidad, ciudad o condición',
  /** no one found: the way on (`alternativa`) */
  sinNadie: (frase: string) => `No encontramos especialistas para «${frase}».`,
  proponemos: 'Le proponemos:',
  otraCiudad: (ciudad: string) => `Ver especialistas en ${ciudad}, la ciudad más cercana`,
  virtual: 'Ver quién atiende por videollamada, desde cualquier ciudad',
} as const;
