import type { CitaGestion, EstadoCita as Estado } from '../../../../../common/wire/gestion';
import { textosCitas } from '../../../i18n/es/citas';

const TONO: Record<Estado, string> = {
  pendiente: 'badge--warn',
  confirmada: 'badge--ok',
  atendida: 'badge--ok',
  no_asistio: 'badge--danger',
  cancelada: 'badge--danger',
};

/** Where a cita stands, as a badge. */
export function EstadoBadge({ estado }: { estado: Estado }) {
  return <span className={`badge ${TONO[estado]}`}>{textosCitas.estados[estado]}</span>;
}

/** The badge, and for a cancelled cita who cancelled it and why. */
export function EstadoCita({ cita }: { cita: Pick<CitaGestion, 'estado' | 'cancelada_por' | 'cancelacion_motivo'> }) {
  return (
    <>
      <EstadoBadge estado={cita.estado} />
      {cita.estado === 'cancelada' && cita.cancelada_por && (
        <span className="cita__cancelacion">
          {' '}
          {textosCitas.canceladaPor[cita.cancelada_por]}
          {cita.cancelacion_motivo && ` ${textosCitas.motivoCancelacion(cita.cancelacion_motivo)}`}
        </span>
      )}
    </>
  );
}
