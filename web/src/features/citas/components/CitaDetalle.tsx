import type { CitaGestion } from '../../../../../common/wire/gestion';
import { textosCitas } from '../../../i18n/es/citas';
import { fechaLarga } from '../../../lib/format';
import { EstadoCita } from './EstadoCita';

const textos = textosCitas.cita;

/** `tel:` address of a shown phone ('+57 300 123 4567' → 'tel:+573001234567'). */
const tel = (telefono: string) => `tel:${telefono.replace(/[^\d+]/g, '')}`;

/**
 * What the paciente booked: who, when, why, where (or the video call, never for a cancelled cita),
 * the phone and the status.
 */
export function CitaDetalle({ cita }: { cita: CitaGestion }) {
  const p = cita.profesional;
  const lugar = [p.direccion, p.ciudad].filter(Boolean).join(', ');
  return (
    <dl className="cita__datos">
      <div>
        <dt>{textos.estado}</dt>
        <dd>
          <EstadoCita cita={cita} />
        </dd>
      </div>
      <div>
        <dt>{textos.profesional}</dt>
        <dd>{p.nombre}</dd>
      </div>
      <div>
        <dt>{textos.especialidad}</dt>
        <dd>{p.especialidad || textos.sinDato}</dd>
      </div>
      <div>
        <dt>{textos.fecha}</dt>
        <dd className="cita__fecha">{fechaLarga(cita.fecha_cita)}</dd>
      </div>
      <div>
        <dt>{textos.hora}</dt>
        <dd>{textos.franja(cita.hora_inicio, cita.hora_fin)}</dd>
      </div>
      <div>
        <dt>{textos.motivo}</dt>
        <dd>{cita.motivo}</dd>
      </div>
      <div>
        <dt>{textos.modalidad}</dt>
        <dd>{textos.modalidades[cita.modalidad]}</dd>
      </div>
      {cita.modalidad === 'virtual' ? (
        cita.estado !== 'cancelada' &&
        cita.enlace_virtual && (
          <div>
            <dt>{textos.enlaceVirtual}</dt>
            <dd>
              {/^https?:\/\//i.test(cita.enlace_virtual) ? (
                <a href={cita.enlace_virtual} target="_blank" rel="noopener noreferrer">
                  {textos.abrirVideollamada}
                </a>
              ) : (
                cita.enlace_virtual
              )}
            </dd>
          </div>
        )
      ) : (
        <div>
          <dt>{textos.direccion}</dt>
          <dd>{lugar || textos.sinDato}</dd>
        </div>
      )}
      {p.telefono && (
        <div>
          <dt>{textos.telefono}</dt>
          <dd>
            <a href={tel(p.telefono)}>{p.telefono}</a>
          </dd>
        </div>
      )}
    </dl>
  );
}
