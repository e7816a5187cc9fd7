import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { CitaCreada } from '../../../../../../common/wire/citas';
import type { CitaGestion } from '../../../../../../common/wire/gestion';
import type { Profesional } from '../../../../../../common/wire/profesionales';
import { textosDirectorio } from '../../../../i18n/es/directorio';
import { textosPerfil } from '../../../../i18n/es/perfil';
import { fechaLarga } from '../../../../lib/format';
import { descargarIcs, icsCita } from '../../../../lib/ics';
import { nombreCompleto } from '../../api';
import { guardarCitaAgendada } from './guardarCitaAgendada';

const textos = textosPerfil.agendar;

export type CitaHecha = CitaCreada & { email: string; motivo: string };

/** After booking: what was booked, 'Añadir a mi calendario' (.ics) and 'Agendar otra cita'. */
export function CitaSummary({
  cita,
  profesional,
  onOtra,
  nivel = 3,
}: {
  cita: CitaHecha;
  profesional: Profesional;
  onOtra: () => void;
  /** heading level: 3 inside the side panel, 2 on its own */
  nivel?: 2 | 3;
}) {
  const Titulo = `h${nivel}` as 'h2' | 'h3';
  const gestionId = useId();
  const titulo = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => titulo.current?.focus(), []);
  // kept on this device for offline reading; the server's copy brings the invite's UID and SEQUENCE
  const [leida, setLeida] = useState<CitaGestion | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per booked cita (a re-read profile is the same one)
  useEffect(() => {
    if (!cita.gestion) return;
    const ctrl = new AbortController();
    guardarCitaAgendada(cita, profesional, ctrl.signal)
      .then((c) => !ctrl.signal.aborted && setLeida(c))
      .catch(() => {});
    return () => ctrl.abort();
  }, [cita.gestion]);
  const nombre = nombreCompleto(profesional);
  const virtual = cita.modalidad === 2;
  const enlace = virtual ? (cita.enlace_video ?? '') : '';
  const lugar = virtual ? enlace : [profesional.direccion, profesional.ciudad].filter(Boolean).join(', ');
  const calendario = () =>
    descargarIcs(
      `cita-citasalud-${cita.fecha_cita}.ics`,
      icsCita({
        uid: leida?.uid || `cita-${cita.id}@citasalud.co`,
        secuencia: leida?.secuencia,
        fecha: cita.fecha_cita,
        inicio: cita.hora_inicio,
        fin: cita.hora_fin,
        titulo: textos.icsTitulo(nombre),
        descripcion: textos.icsDescripcion(cita.motivo, profesional.cargo),
        lugar,
      }),
    );
  return (
    <div className="booking-summary">
      <Titulo ref={titulo} tabIndex={-1}>
        {textos.resumenTitulo}
      </Titulo>
      <dl className="booking-form__facts">
        <div>
          <dt>{textos.profesional}</dt>
          <dd>{nombre}</dd>
        </div>
        <div>
          <dt>{textos.fecha}</dt>
          <dd>{fechaLarga(cita.fecha_cita)}</dd>
        </div>
        <div>
          <dt>{textos.hora}</dt>
          <dd>{textos.franja(cita.hora_inicio, cita.hora_fin)}</dd>
        </div>
        <div>
          <dt>{textos.motivoResumen}</dt>
          <dd>{cita.motivo}</dd>
        </div>
        <div>
          <dt>{textos.modalidadResumen}</dt>
          <dd>{textosDirectorio.modalidades[virtual ? '2' : '1']}</dd>
        </div>
        {virtual && enlace && (
          <div>
            <dt>{textos.enlaceVideo}</dt>
            <dd>
              {/^https:\/\//i.test(enlace) ? (
                <a href={enlace} target="_blank" rel="noopener noreferrer">
                  {textos.abrirVideollamada}
                </a>
              ) : (
                enlace
              )}
            </dd>
          </div>
        )}
        {!virtual && lugar && (
          <div>
            <dt>{textos.direccion}</dt>
            <dd>{lugar}</dd>
          </div>
        )}
      </dl>
      <p>{textos.resumenTexto(cita.email)}</p>
      {cita.gestion && (
        <p className="booking-summary__gestion">
          <Link className="btn btn--primary" to={`/mi-cita/${cita.gestion}`} aria-describedby={`${gestionId}-ayuda`}>
            {textos.gestionar}
          </Link>
          <span id={`${gestionId}-ayuda`} className="field__hint">
            {textos.gestionarAyuda}
          </span>
        </p>
      )}
      <div className="booking-summary__actions">
        <button type="button" className="btn" onClick={calendario}>
          {textos.calendarioBoton}
        </button>
        <button type="button" className="btn" onClick={onOtra}>
          {textos.otraCita}
        </button>
      </div>
    </div>
  );
}
