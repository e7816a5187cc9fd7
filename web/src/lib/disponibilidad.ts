/**
 * A profesional's free franjas, read by every calendar that books one (the profile's booking, the
 * paciente's reschedule): the day's franjas and the month's days with one.
 */
import { useMemo } from 'react';
import type { ConsultaDisponibilidad, DiasLibres, Franja } from '../../../common/wire/horarios';
import type { Succes } from '../../../common/wire/sobre';
import { api } from './api-client';
import { useLoad } from './useLoad';

export const disponibilidadApi = {
  /**
   * The free franjas of `fecha`; with `motivo` (one of the profesional's), only those that fit its
   * duration. Quiet: the list shows its own failure.
   */
  dia: (id: number, fecha: string, signal?: AbortSignal, motivo?: number) =>
    api
      .get<Succes<Franja[]>>('/api/medic/disponibilidad', {
        signal,
        query: (motivo ? { id, fecha, motivo } : { id, fecha }) satisfies ConsultaDisponibilidad,
        quiet: true,
      })
      .then((r) => r.succes),
  /**
   * The days of `mes` (YYYY-MM) with a free franja (for `motivo`'s duration when given); quiet: the
   * calendar then disables nothing.
   */
  mes: (id: number, mes: string, signal?: AbortSignal, motivo?: number) =>
    api
      .get<Succes<DiasLibres>>('/api/medic/disponibilidad/mes', {
        signal,
        query: motivo ? { id, mes, motivo } : { id, mes },
        quiet: true,
      })
      .then((r) => r.succes),
};

/**
 * The days of `mes` with a free franja (of `motivo`'s length when given), for the calendar's `libres`: undefined while the month
 * loads or if its read failed (no day is greyed out; the day's read still tells).
 */
export function useDiasLibres(id: number, mes: string, motivo?: number): ReadonlySet<string> | undefined {
  const dias = useLoad(
    (signal) => disponibilidadApi.mes(id, mes, signal, motivo).then((libres) => ({ mes, libres })),
    [id, mes, motivo],
  );
  return useMemo(
    () => (dias.data && !dias.loading && !dias.error && dias.data.mes === mes ? new Set(dias.data.libres) : undefined),
    [dias.data, dias.loading, dias.error, mes],
  );
}
