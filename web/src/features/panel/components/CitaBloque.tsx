import type { Cita } from '../../../../../common/wire/citas';
import { textosAgenda } from '../../../i18n/es/agenda';
import { EstadoCita } from './EstadoCita';

const textos = textosAgenda;

/** A virtual cita's video link, when it is a web address (nothing else becomes a link). */
const enlaceDe = (c: Cita) => (c.modalidad === 2 && /^https:\/\//i.test(c.enlace_video ?? '') ? c.enlace_video : '');

/**
 * One cita as the agenda shows it: its time, the paciente, the motivo, how she pays (when she said),
 * where it stands, and for a virtual one a 'Virtual' badge with its video link. `compacta`: the week's one line per cita.
 */
export function CitaBloque({ cita, porEnviar, compacta }: { cita: Cita; porEnviar?: boolean; compacta?: boolean }) {
  const enlace = enlaceDe(cita);
  return (
    <>
      <span className="cita-bloque__hora">{textos.horario(cita.hora_inicio, cita.hora_fin)}</span>{' '}
      <strong className="cita-bloque__quien">{cita.nombre}</strong>{' '}
      {!compacta && <span className="cita-bloque__motivo">{cita.motivo}</span>}{' '}
      {/* how she pays, when she said (rows kept offline before issue 37 have no such field) */}
      {!compacta && cita.aseguradora && cita.aseguradora_tipo && (
        <span className="cita-bloque__pago">{textos.pago(cita.aseguradora_tipo, cita.aseguradora)}</span>
      )}{' '}
      <span className="cita-bloque__marcas">
        {cita.modalidad === 2 && <span className="badge badge--info cita-bloque__virtual">{textos.virtual}</span>}
        <EstadoCita cita={cita} porEnviar={porEnviar} conMotivo={false} />
        {enlace && (
          <a
            className="cita-bloque__video"
            href={enlace}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={textos.videollamadaDe(cita.nombre)}
          >
            {textos.videollamada}
          </a>
        )}
      </span>
    </>
  );
}
