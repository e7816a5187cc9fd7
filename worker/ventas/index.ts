/** The ventas module: orders, payments (Wompi and the local sandbox), fulfilment and CSV; the cron's ventas vencidas. */
export { rutasVentas } from './rutas';
export { vencerVentas } from './vencidas';
