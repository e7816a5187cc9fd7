/** `/api/motivo/*`: the signed-in profesional's own reasons of a visit. */

export type Motivo = {
  id: number;
  nombre: string;
  /** minutes it takes (null: the profesional's franja length) */
  duracion_minutos: number | null;
  /** its price in COP (null: the profesional's consulta price) */
  precio: number | null;
};

// The bodies of `POST /api/motivo/newmotivo` and `/update` (common/cuerpos/agenda.ts).
export type { ActualizarMotivo, NuevoMotivo } from '../cuerpos/agenda';
