/**
 * Citas this isolate read through a manage token lately (the page's GET, or the answer of a change),
 * so that the paciente's next cancel or reschedule costs one D1 round trip (the write) instead of two: the rule
 * of docs/decisions/0006-copia-del-consultorio-al-agendar.md. A copy only ever leads to a write,
 * which re-checks in its own transaction that the cita is still as copied (lib/cambiar-cita.ts
 * `siguienteSecuencia`); if it is not, the caller reads again. A copy never answers a refusal.
 */
import type { Agenda } from '../../common/agenda';
import type { FilaGestion } from './lectura-gestion';

/**
 * The cita, its link's expiry and its profesional's agenda as the copy saw them: ranges, settings
 * and absences (a reschedule re-checks in its write the range, the settings and the absences it used).
 */
export type Copia = { fila: FilaGestion; expira: string } & Pick<Agenda, 'rangos' | 'ajustes' | 'ausencias'>;

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

/** Keeps what token `hash` (valid until `expira`) opens: the cita and its profesional's agenda. */
export function copiarCita(hash: string, copia: Copia) {
  copias.delete(hash);
  copias.set(hash, { ...copia, leido: Date.now() });
  if (copias.size > MAXIMO) copias.delete(copias.keys().next().value as string);
}

export const olvidarCita = (hash: string) => copias.delete(hash);
