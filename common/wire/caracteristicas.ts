/** `/api/caracteristica/*`: a producto's characteristic, a filter group of the tienda (reads public, writes admin). */

export type Caracteristica = { id: number; nombre: string };
