/** Texts of the search box's suggestions and of the list page's search (not carried by the home). */
export const textosBusqueda = {
  sugerencias: 'Sugerencias',
  especialidad: 'Especialidad',
  verProfesionales: 'Ver especialistas',
  formulario: 'Buscar especialistas por texto',
  buscar: 'Buscar',
  quitar: (q: string) => `Quitar la búsqueda «${q}»`,
} as const;
