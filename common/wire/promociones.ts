/** `/api/promocion/*`: a percentage discount; `activo` 0/1 (only while 1 does it discount). */

export type Promocion = { id: number; nombre: string; porcentaje: number; activo: number };

/** The body of `POST /api/promocion/create` (a new promocion is always active, whatever `activo` says). */
export type { ActualizarPromocion, NuevaPromocion } from '../cuerpos/productos';
