/** Spanish texts of the catalogue's order and facet counts (`producto/index`; issue 33 item 6). */
export const catalogo = {
  orden: "El orden debe ser 'id', 'recientes', 'precio_asc', 'precio_desc', 'nuevos' o 'mas_vendidos'.",
  /** the price groups of the filter bar, as `facetas.categoria` names them */
  rangos: {
    1: 'Menos de $ 10.000',
    2: 'De $ 10.000 a $ 50.000',
    3: 'De $ 50.000 a $ 100.000',
    4: 'Más de $ 100.000',
  } as Record<number, string>,
};
