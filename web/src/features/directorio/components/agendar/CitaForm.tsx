import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { CitaCreada } from '../../../../../../common/wire/citas';
import type { Franja } from '../../../../../../common/wire/horarios';
import type { Profesional } from '../../../../../../common/wire/profesionales';
import { textosComun } from '../../../../i18n/es/comun';
import { textosPerfil } from '../../../../i18n/es/perfil';
import { ApiError } from '../../../../lib/api-client';
import { fechaLarga } from '../../../../lib/format';
import { useOnline } from '../../../../lib/online';
import { Field } from '../../../../ui/Field';
import { directorioApi } from '../../api';

const textos = textosPerfil.agendar;

export type DatosCita = { motivo: string; primera: 'si' | 'no'; fecha: string; franja: Franja };

type Props = {
  profesional: Profesional;
  datosCita: DatosCita;
  motivoNombre: string;
  onHecha: (cita: CitaCreada & { email: string }) => void;
  /** 409: the slot was taken meanwhile; the server's message */
  onOcupado: (mensaje: string) => void;
  onOtraHora: () => void;
};

const vacio = { nombre: '', telefono: '', email: '', observacion: '', acepta: false };

/** The booking form of a chosen slot. Needs the network: offline it says so and cannot be sent. */
export function CitaForm({ profesional, datosCita, motivoNombre, onHecha, onOcupado, onOtraHora }: Props) {
  const id = useId();
  const online = useOnline();
  const [f, setF] = useState(vacio);
  const [enviando, setEnviando] = useState(false);
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);

  const set = (campo: keyof typeof vacio) => (e: { target: { value: string; checked?: boolean } }) =>
    setF((s) => ({ ...s, [campo]: campo === 'acepta' ? !!e.target.checked : e.target.value }));

  const enviar = async (e: FormEvent) => {
    e.preventDefault();
    if (!online || enviando) return;
    setEnviando(true);
    try {
      const cita = await directorioApi.agendar({
        nombre: f.nombre.trim(),
        email: f.email.trim(),
        observacion: f.observacion.trim(),
        fecha_cita: datosCita.fecha,
        horario: datosCita.franja.id,
        primera_visita: datosCita.primera,
        motivo: Number(datosCita.motivo),
        telefono: f.telefono.trim(),
        user: profesional.id,
        acepta_tratamiento: '1',
      });
      onHecha({ ...cita, email: cita.email ?? f.email.trim() });
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) onOcupado(err.message);
    } finally {
      setEnviando(false);
    }
  };

  return (
    <form className="booking-form" onSubmit={enviar} aria-describedby={online ? undefined : `${id}-offline`}>
      <dl className="booking-form__facts">
        <div>
          <dt>{textos.direccion}</dt>
          <dd>
            {[profesional.direccion, profesional.ciudad].filter(Boolean).join(', ') || textosPerfil.pagina.sinDato}
          </dd>
        </div>
        <div>
          <dt>{textos.fecha}</dt>
          <dd>{fechaLarga(datosCita.fecha)}</dd>
        </div>
        <div>
          <dt>{textos.hora}</dt>
          <dd>
            {textos.franja(datosCita.franja.hora_inicio, datosCita.franja.hora_fin)}{' '}
            <button type="button" className="btn btn--ghost btn--small" onClick={onOtraHora}>
              {textos.cambiarHora}
            </button>
          </dd>
        </div>
        <div>
          <dt>{textos.motivoResumen}</dt>
          <dd>{motivoNombre}</dd>
        </div>
      </dl>
      <div className="field">
        <label htmlFor={`${id}-nombre`}>{textos.nombre}</label>
        <input
          ref={first}
          id={`${id}-nombre`}
          name="nombre"
          autoComplete="name"
          required
          maxLength={120}
          value={f.nombre}
          onChange={set('nombre')}
        />
      </div>
      <Field id={`${id}-telefono`} label={textos.telefono} hint={textos.telefonoAyuda}>
        {(control) => (
          <input
            {...control}
            name="telefono"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            required
            value={f.telefono}
            onChange={set('telefono')}
          />
        )}
      </Field>
      <Field id={`${id}-email`} label={textos.email} hint={textos.emailAyuda}>
        {(control) => (
          <input
            {...control}
            name="email"
            type="email"
            autoComplete="email"
            required
            value={f.email}
            onChange={set('email')}
          />
        )}
      </Field>
      <div className="field">
        <label htmlFor={`${id}-obs`}>{textos.observacion}</label>
        <textarea
          id={`${id}-obs`}
          name="observacion"
          maxLength={1000}
          value={f.observacion}
          onChange={set('observacion')}
        />
      </div>
      <div className="check">
        <input id={`${id}-acepta`} type="checkbox" required checked={f.acepta} onChange={set('acepta')} />
        <label htmlFor={`${id}-acepta`}>
          {textos.aceptoAntes}
          <Link to="/politicas/tratamiento-de-datos" target="_blank" rel="noopener">
            {textos.politica}
          </Link>
          {textos.aceptoDespues}
        </label>
      </div>
      {!online && (
        <p className="booking-form__offline" id={`${id}-offline`} role="status">
          {textosComun.estados.requiereConexion}
        </p>
      )}
      <button type="submit" className="btn btn--primary btn--block" disabled={!online || enviando}>
        {textos.registrar}
      </button>
    </form>
  );
}
