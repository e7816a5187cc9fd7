import type { Cita } from '../../../../../common/wire/citas';
import { textosOffline } from '../../../i18n/es/offline';
import { textosPanel } from '../../../i18n/es/panel';
import { estadoDe } from '../agenda';

const textos = textosPanel.inicio;

const CLASES = {
  pendiente: 'badge--warn',
  confirmada: 'badge--info',
  atendida: 'badge--ok',
  no_asistio: 'badge--danger',
  cancelada: 'badge--danger',
} as const;

/**
 * Where a cita stands, as a badge: Pendiente, Confirmada (the paciente confirmed from the
 * reminder), Atendida (or waiting to be sent from this device), No asistió, Cancelada by whom;
 * a cancelled cita shows its reason under the badge unless told not to.
 */
export function EstadoCita({
  cita,
  porEnviar,
  conMotivo = true,
}: {
  cita: Cita;
  porEnviar?: boolean;
  /** false: the badge alone (today's agenda; the table shows the reason) */
  conMotivo?: boolean;
}) {
  const estado = estadoDe(cita);
  if (porEnviar && (estado === 'pendiente' || estado === 'confirmada'))
    return (
      <span className="badge badge--warn">
        {textos.atendida} · {textosOffline.pendienteEnvio}
      </span>
    );
  const texto =
    estado === 'cancelada' && cita.cancelada_por ? textos.canceladaPor[cita.cancelada_por] : textos.estados[estado];
  return (
    <span className="estado-cita">
      <span
        className={`badge ${CLASES[estado]}`}
        title={estado === 'confirmada' ? textos.confirmadaAyuda : undefined}
        data-estado={estado}
      >
        {texto}
      </span>
      {conMotivo && estado === 'cancelada' && cita.cancelacion_motivo && (
        <span className="estado-cita__motivo">{textos.motivoCancelacion(cita.cancelacion_motivo)}</span>
      )}
    </span>
  );
}
