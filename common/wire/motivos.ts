/** `/api/motivo/*`: the signed-in profesional's own reasons of a visit. */

export type Motivo = {
  id: number;
  nombre: string;
  /** minutes it takes (null: the profesional's franja length) */
  duracion_minutos: number | null;
  /** its price in COP (null: the profesional's consulta price) */
  precio: number | null;
};

/** The body of `POST /api/motivo/newmotivo`: its name, and optionally its minutes (10–240, multiples of 5) and price in COP. */
export type NuevoMotivo = { nombre: string; duracion_minutos?: number | null; precio?: number | null };

/** The body of `POST /api/motivo/update`: one of the caller's motivos, its fields again (absent duration or price: none). */
export type ActualizarMotivo = NuevoMotivo & { id: number };
