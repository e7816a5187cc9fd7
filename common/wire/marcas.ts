/** `/api/marcas/*`: a producto's brand (reads public, writes admin). */

export type Marca = { id: number; nombre: string };
