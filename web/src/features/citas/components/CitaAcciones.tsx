import { useId } from 'react';
import type { CitaGestion } from '../../../../../common/wire/gestion';
import { textosCitas } from '../../../i18n/es/citas';
import { descargarIcs, icsCita } from '../../../lib/ics';

const textos = textosCitas.cita;

/** The cita's invite, with its UID and SEQUENCE (the same the e-mails carry): a cancelled one removes it. */
function calendario(cita: CitaGestion) {
  const p = cita.profesional;
  descargarIcs(
    `cita-citasalud-${cita.fecha_cita}.ics`,
    icsCita({
      uid: cita.uid,
      fecha: cita.fecha_cita,
      inicio: cita.hora_inicio,
      fin: cita.hora_fin,
      titulo: textos.icsTitulo(p.nombre),
      descripcion: textos.icsDescripcion(cita.motivo, p.especialidad),
      lugar: cita.enlace_virtual || [p.direccion, p.ciudad].filter(Boolean).join(', '),
      secuencia: cita.secuencia,
      cancelada: cita.estado === 'cancelada',
    }),
  );
}

type Props = {
  cita: CitaGestion;
  /** offline, or showing the device's copy: reprogramar and cancelar need a connection */
  sinConexion: boolean;
  onReprogramar: () => void;
  onCancelar: () => void;
};

/**
 * "Añadir a mi calendario" (works offline), "Reprogramar" and "Cancelar": disabled, with the
 * reason beside them, when the cita can no longer be changed online or there is no connection.
 */
export function CitaAcciones({ cita, sinConexion, onReprogramar, onCancelar }: Props) {
  const id = useId();
  const bloqueo = !cita.modificable ? cita.motivo_bloqueo : sinConexion ? textos.requiereConexion : '';
  const motivoId = bloqueo ? `${id}-bloqueo` : undefined;
  return (
    <section className="cita__acciones" aria-label={textos.acciones}>
      <div className="cita__botones">
        <button type="button" className="btn" onClick={() => calendario(cita)}>
          {cita.estado === 'cancelada' ? textos.calendarioCancelada : textos.calendario}
        </button>
        <button
          type="button"
          className="btn btn--primary"
          disabled={!!bloqueo}
          aria-describedby={motivoId}
          onClick={onReprogramar}
        >
          {textos.reprogramar}
        </button>
        <button
          type="button"
          className="btn btn--danger"
          disabled={!!bloqueo}
          aria-describedby={motivoId}
          onClick={onCancelar}
        >
          {textos.cancelar}
        </button>
      </div>
      {bloqueo ? (
        <p id={motivoId} className="cita__bloqueo">
          {bloqueo}
        </p>
      ) : (
        <p className="muted">{textos.aviso(cita.aviso_cancelacion_horas)}</p>
      )}
    </section>
  );
}
