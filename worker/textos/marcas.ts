/** The brands' own refusals (`/api/marcas/create`, `/api/marcas/update`); their spec messages live in common/textos/tienda.ts. */
export const marcas = {
  /** another brand has this name, whatever its case, accents or punctuation (migration 0034) */
  repetida: (nombre: string) =>
    `Ya existe la marca «${nombre}» (las mayúsculas, tildes y signos no cuentan). Use esa marca o escriba otro nombre.`,
  sinLetras: 'El nombre de la marca debe tener al menos una letra o un número.',
};
