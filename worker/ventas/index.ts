/** The ventas module: orders, payments (Wompi and the local sandbox), fulfilment and CSV. */
export { rutasVentas } from './rutas';
