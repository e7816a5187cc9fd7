/**
 * Citas this isolate read through a manage token lately (the page's GET, or the answer of a change),
 * so that the paciente's next cancel or reschedule costs one D1 round trip (the write) instead of two: the rule
 * of docs/decisions/0006-copia-del-consultorio-al-agendar.md. A copy only ever leads to a write,
 * which re-checks in its own transaction that the cita is still as copied (lib/cambiar-cita.ts
 * `siguienteSecuencia`); if it is not, the caller reads again. A copy never answers a refusal.
 */
import type { Dia } from '../../common/fechas';
import type { FilaGestion } from './gestion';

/** The profesional's horarios as the copy saw them (a reschedule re-checks its own in the write). */
export type HorarioCopiado = { id: number; hora_inicio: string; hora_fin: string } & Record<Dia, number>;
export type Copia = { fila: FilaGestion; expira: string; horarios: HorarioCopiado[] };

const copias = new Map<string, Copia & { leido: number }>();
const MAXIMO = 512;
const VIGENCIA_MS = 60_000;

/** The copy of what token `hash` opens, while fresh and the token unexpired at `ahora`; else null. */
export function citaCopiada(hash: string, ahora: Date): Copia | null {
  const copia = copias.get(hash);
  if (copia && Date.now() - copia.leido < VIGENCIA_MS && copia.expira > ahora.toISOString()) return copia;
  copias.delete(hash);
  return null;
}

/** Keeps what token `hash` (valid until `expira`) opens: the cita and its profesional's horarios. */
export function copiarCita(hash: string, copia: Copia) {
  copias.delete(hash);
  copias.set(hash, { ...copia, leido: Date.now() });
  if (copias.size > MAXIMO) copias.delete(copias.keys().next().value as string);
}

export const olvidarCita = (hash: string) => copias.delete(hash);
