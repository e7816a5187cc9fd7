import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router-dom';
import type { CitaCreada } from '../../../../../../common/wire/citas';
import type { Franja } from '../../../../../../common/wire/horarios';
import type { Profesional } from '../../../../../../common/wire/profesionales';
import { textosComun } from '../../../../i18n/es/comun';
import { textosDirectorio } from '../../../../i18n/es/directorio';
import { textosPerfil } from '../../../../i18n/es/perfil';
import { ApiError, type FieldErrors } from '../../../../lib/api-client';
import { fechaLarga } from '../../../../lib/format';
import { useOnline } from '../../../../lib/online';
import { Field } from '../../../../ui/Field';
import { directorioApi } from '../../api';

const textos = textosPerfil.agendar;

export type DatosCita = {
  motivo: string;
  primera: 'si' | 'no';
  fecha: string;
  franja: Franja;
  /** 1 presencial, 2 virtual */
  modalidad: '1' | '2';
  /** how she said she pays: the aseguradora's slug sent and its text (null: not said) */
  pago: { slug: string; texto: string } | null;
};

type Props = {
  profesional: Profesional;
  datosCita: DatosCita;
  motivoNombre: string;
  onHecha: (cita: CitaCreada & { email: string }) => void;
  /** 409: the slot was taken meanwhile; the server's message */
  onOcupado: (mensaje: string) => void;
  onOtraHora: () => void;
};

const vacio = { nombre: '', telefono: '', email: '', observacion: '', acepta: false, whatsapp: false };

/** Where a refused field is shown, in the form's order: a fact of the slot, a field, or the form itself. */
const LUGARES = [
  'fecha',
  'hora',
  'motivo',
  'pago',
  'nombre',
  'telefono',
  'email',
  'observacion',
  'acepta',
  'general',
] as const;
type Lugar = (typeof LUGARES)[number];
type Errores = Partial<Record<Lugar, string>>;

const LUGAR_DEL_CAMPO: Record<string, Lugar> = {
  nombre: 'nombre',
  email: 'email',
  telefono: 'telefono',
  observacion: 'observacion',
  fecha_cita: 'fecha',
  horario: 'hora',
  hora_inicio: 'hora',
  modalidad: 'general',
  motivo: 'motivo',
  primera_visita: 'motivo',
  aseguradora: 'pago',
  acepta_whatsapp: 'telefono',
};

/** A 422's field messages (the server's names: nombre, fecha_cita, acepta_tratamiento...) by where the form shows them. */
function erroresDeCita(errors: FieldErrors): Errores {
  const errores: Errores = {};
  for (const [campo, mensajes] of Object.entries(errors)) {
    const lugar = LUGAR_DEL_CAMPO[campo] ?? (campo.startsWith('acepta_') ? 'acepta' : 'general');
    errores[lugar] = [errores[lugar], ...mensajes].filter(Boolean).join(' ');
  }
  return errores;
}

/** The booking form of a chosen slot. Needs the network: offline it says so and cannot be sent. */
export function CitaForm({ profesional, datosCita, motivoNombre, onHecha, onOcupado, onOtraHora }: Props) {
  const id = useId();
  const online = useOnline();
  const [f, setF] = useState(vacio);
  const [enviando, setEnviando] = useState(false);
  const [errores, setErrores] = useState<Errores>({});
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);

  const set = (campo: keyof typeof vacio) => (e: { target: { value: string; checked?: boolean } }) => {
    const marcable = campo === 'acepta' || campo === 'whatsapp';
    setF((s) => ({ ...s, [campo]: marcable ? !!e.target.checked : e.target.value }));
    const lugar: Lugar = campo === 'whatsapp' ? 'telefono' : campo;
    setErrores((s) => (s[lugar] ? { ...s, [lugar]: undefined } : s));
  };
  /** the id of a place's message, when it has one */
  const errorId = (lugar: Lugar) => (errores[lugar] ? `${id}-${lugar}-error` : undefined);
  /** what takes the focus for a place: its control; the other-time button for the slot; else the message */
  const focoDe = (lugar: Lugar) =>
    lugar === 'fecha' || lugar === 'hora'
      ? `${id}-cambiar`
      : lugar === 'motivo' || lugar === 'pago' || lugar === 'general'
        ? `${id}-${lugar}-error`
        : `${id}-${lugar}`;
  /** shows each message beside its field (the toast has said what happened) and focuses the first */
  const mostrarErrores = (errors: FieldErrors) => {
    const nuevos = erroresDeCita(errors);
    flushSync(() => setErrores(nuevos));
    const primero = LUGARES.find((l) => nuevos[l]);
    if (primero) document.getElementById(focoDe(primero))?.focus();
  };
  const mensaje = (lugar: Lugar, Tag: 'dd' | 'p' = 'p') =>
    errores[lugar] ? (
      <Tag id={errorId(lugar)} className="field__error" tabIndex={-1}>
        {errores[lugar]}
      </Tag>
    ) : null;

  const enviar = async (e: FormEvent) => {
    e.preventDefault();
    if (!online || enviando) return;
    setEnviando(true);
    setErrores({});
    try {
      const cita = await directorioApi.agendar({
        nombre: f.nombre.trim(),
        email: f.email.trim(),
        observacion: f.observacion.trim(),
        fecha_cita: datosCita.fecha,
        horario: datosCita.franja.id,
        hora_inicio: datosCita.franja.hora_inicio,
        modalidad: datosCita.modalidad === '2' ? 2 : 1,
        primera_visita: datosCita.primera,
        motivo: Number(datosCita.motivo),
        telefono: f.telefono.trim(),
        user: profesional.id,
        acepta_tratamiento: '1',
        ...(f.whatsapp ? { acepta_whatsapp: '1' as const } : {}),
        ...(datosCita.pago ? { aseguradora: datosCita.pago.slug } : {}),
      });
      onHecha({ ...cita, email: cita.email ?? f.email.trim() });
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) onOcupado(err.message);
      else if (err instanceof ApiError && err.status === 422 && err.errors) mostrarErrores(err.errors);
    } finally {
      setEnviando(false);
    }
  };

  return (
    <form className="booking-form" onSubmit={enviar} aria-describedby={online ? undefined : `${id}-offline`}>
      <dl className="booking-form__facts">
        <div>
          <dt>{textos.modalidadResumen}</dt>
          <dd>{textosDirectorio.modalidades[datosCita.modalidad]}</dd>
        </div>
        {datosCita.modalidad === '1' ? (
          <div>
            <dt>{textos.direccion}</dt>
            <dd>
              {[profesional.direccion, profesional.ciudad].filter(Boolean).join(', ') || textosPerfil.pagina.sinDato}
            </dd>
          </div>
        ) : (
          <div>
            <dt>{textos.enlaceVideo}</dt>
            <dd>{textos.enlaceTrasAgendar}</dd>
          </div>
        )}
        <div>
          <dt>{textos.fecha}</dt>
          <dd>{fechaLarga(datosCita.fecha)}</dd>
          {mensaje('fecha', 'dd')}
        </div>
        <div>
          <dt>{textos.hora}</dt>
          <dd>
            {textos.franja(datosCita.franja.hora_inicio, datosCita.franja.hora_fin)}{' '}
            <button
              type="button"
              id={`${id}-cambiar`}
              className="btn btn--ghost btn--small"
              onClick={onOtraHora}
              aria-describedby={[errorId('fecha'), errorId('hora')].filter(Boolean).join(' ') || undefined}
            >
              {textos.cambiarHora}
            </button>
          </dd>
          {mensaje('hora', 'dd')}
        </div>
        <div>
          <dt>{textos.motivoResumen}</dt>
          <dd>{motivoNombre}</dd>
          {mensaje('motivo', 'dd')}
        </div>
        {(datosCita.pago || errores.pago) && (
          <div>
            <dt>{textos.pago.resumen}</dt>
            <dd>{datosCita.pago?.texto}</dd>
            {mensaje('pago', 'dd')}
          </div>
        )}
      </dl>
      <Field id={`${id}-nombre`} label={textos.nombre} error={errores.nombre}>
        {(control) => (
          <input
            {...control}
            ref={first}
            name="nombre"
            autoComplete="name"
            required
            maxLength={120}
            value={f.nombre}
            onChange={set('nombre')}
          />
        )}
      </Field>
      <Field id={`${id}-telefono`} label={textos.telefono} hint={textos.telefonoAyuda} error={errores.telefono}>
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
      <div className="check">
        <input id={`${id}-whatsapp`} type="checkbox" checked={f.whatsapp} onChange={set('whatsapp')} />
        <label htmlFor={`${id}-whatsapp`}>{textos.whatsapp}</label>
      </div>
      <Field id={`${id}-email`} label={textos.email} hint={textos.emailAyuda} error={errores.email}>
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
      <Field id={`${id}-observacion`} label={textos.observacion} error={errores.observacion}>
        {(control) => (
          <textarea
            {...control}
            name="observacion"
            maxLength={1000}
            value={f.observacion}
            onChange={set('observacion')}
          />
        )}
      </Field>
      <div className="check">
        <input
          id={`${id}-acepta`}
          type="checkbox"
          required
          checked={f.acepta}
          onChange={set('acepta')}
          aria-invalid={errores.acepta ? true : undefined}
          aria-describedby={errorId('acepta')}
        />
        <label htmlFor={`${id}-acepta`}>
          {textos.aceptoAntes}
          <Link to="/politicas/tratamiento-de-datos" target="_blank" rel="noopener">
            {textos.politica}
          </Link>
          {textos.aceptoDespues}
        </label>
      </div>
      {mensaje('acepta')}
      {mensaje('general')}
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
