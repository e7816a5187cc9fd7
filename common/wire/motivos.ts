/** `/api/motivo/*`: the signed-in profesional's own reasons of a visit. */

export type Motivo = { id: number; nombre: string };
