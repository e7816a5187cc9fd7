import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { CitaGestion } from '../../../../../common/wire/gestion';
import { textosCitas } from '../../../i18n/es/citas';
import { fechaLarga } from '../../../lib/format';
import { EstadoCita } from './EstadoCita';

/** One cita of a list (Mis citas, this device's): who, when, where it stands, and its manage page. */
export function CitaItem({ cita, gestion, children }: { cita: CitaGestion; gestion: string; children?: ReactNode }) {
  const fecha = fechaLarga(cita.fecha_cita);
  return (
    <li className="card mis-citas__item">
      <h3>{cita.profesional.nombre}</h3>
      {cita.profesional.especialidad && <p className="muted">{cita.profesional.especialidad}</p>}
      <p className="cita__fecha">
        {fecha} · {textosCitas.cita.franja(cita.hora_inicio, cita.hora_fin)}
      </p>
      <p>
        <EstadoCita cita={cita} />
      </p>
      <p className="cita__mas">
        <Link
          className="btn btn--small"
          to={`/mi-cita/${gestion}`}
          aria-label={textosCitas.mis.verDe(cita.profesional.nombre, fecha)}
        >
          {textosCitas.mis.ver}
        </Link>
        {children}
      </p>
    </li>
  );
}
