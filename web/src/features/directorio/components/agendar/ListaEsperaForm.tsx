import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router-dom';
import { addDays } from '../../../../../../common/fechas';
import { PARTES, type Parte } from '../../../../../../common/partes-del-dia';
import type { Motivo } from '../../../../../../common/wire/motivos';
import type { Profesional } from '../../../../../../common/wire/profesionales';
import { textosListaEspera } from '../../../../i18n/es/lista-espera';
import { ApiError } from '../../../../lib/api-client';
import { useOnline } from '../../../../lib/online';
import { Field } from '../../../../ui/Field';
import { listaEsperaApi } from '../../lista-espera-api';
import '../../lista-espera.css';

const textos = textosListaEspera.entrar;

/** What she chose in the booking panel that the lista de espera takes too. */
export type SeleccionEspera = { modalidad: '1' | '2'; motivo: string; primera: '' | 'si' | 'no' };

export type PropsEspera = {
  profesional: Profesional;
  motivos: Motivo[];
  seleccion: SeleccionEspera;
  /** the day highlighted in the calendar (the first day she asks for) and the last one she can */
  dia: string;
  max: string;
};

/** The fields as the server names them, in the form's order (the first refused one takes the focus). */
const CAMPOS = ['motivo', 'desde', 'hasta', 'franja', 'nombre', 'telefono', 'email', 'acepta_tratamiento'] as const;
type Campo = (typeof CAMPOS)[number];

/**
 * Entering the profesional's lista de espera (`POST /api/lista-espera`): her motivo, the days and
 * the part of the day she wants, who she is and her consent. The server checks everything; each
 * refusal is shown beside its field. Needs the network: offline it says so.
 */
export default function ListaEsperaForm({
  profesional,
  motivos,
  seleccion,
  dia,
  max,
  onCerrar,
}: PropsEspera & { onCerrar: () => void }) {
  const id = useId();
  const online = useOnline();
  const [f, setF] = useState({
    motivo: seleccion.motivo,
    desde: dia,
    hasta: addDays(dia, 7) < max ? addDays(dia, 7) : max,
    franja: 'cualquiera' as Parte,
    nombre: '',
    telefono: '',
    email: '',
    whatsapp: false,
    acepta: false,
  });
  const [errores, setErrores] = useState<Partial<Record<Campo, string>>>({});
  const [enviando, setEnviando] = useState(false);
  const [hecha, setHecha] = useState<string | null>(null);
  const primero = useRef<HTMLSelectElement>(null);
  const listo = useRef<HTMLHeadingElement>(null);
  useEffect(() => primero.current?.focus(), []);
  useEffect(() => {
    if (hecha) listo.current?.focus();
  }, [hecha]);

  const set =
    <K extends keyof typeof f>(campo: K, error: Campo = campo as Campo) =>
    (valor: (typeof f)[K]) => {
      setF((s) => ({ ...s, [campo]: valor }));
      setErrores((s) => (s[error] ? { ...s, [error]: undefined } : s));
    };
  const ctrl = (campo: Campo) => `${id}-${campo}`;

  const enviar = async (e: FormEvent) => {
    e.preventDefault();
    if (!online || enviando) return;
    setEnviando(true);
    setErrores({});
    try {
      await listaEsperaApi.entrar({
        medic: profesional.id,
        motivo: Number(f.motivo),
        desde: f.desde,
        hasta: f.hasta,
        franja: f.franja,
        nombre: f.nombre.trim(),
        email: f.email.trim(),
        telefono: f.telefono.trim(),
        modalidad: seleccion.modalidad === '2' ? 2 : 1,
        ...(seleccion.primera ? { primera_visita: seleccion.primera } : {}),
        acepta_tratamiento: '1',
        ...(f.whatsapp ? { acepta_whatsapp: '1' as const } : {}),
      });
      setHecha(f.email.trim());
    } catch (err) {
      if (err instanceof ApiError && err.status === 422 && err.errors) {
        const nuevos: Partial<Record<Campo, string>> = {};
        for (const [campo, mensajes] of Object.entries(err.errors)) {
          const c = (CAMPOS as readonly string[]).includes(campo) ? (campo as Campo) : 'nombre';
          nuevos[c] = [nuevos[c], ...mensajes].filter(Boolean).join(' ');
        }
        flushSync(() => setErrores(nuevos));
        const foco = CAMPOS.find((c) => nuevos[c]);
        if (foco) document.getElementById(foco === 'franja' ? `${ctrl(foco)}-cualquiera` : ctrl(foco))?.focus();
      }
    } finally {
      setEnviando(false);
    }
  };

  if (hecha)
    return (
      <div className="booking-espera__listo" role="status">
        <h3 ref={listo} tabIndex={-1}>
          {textos.listo}
        </h3>
        <p>{textos.listoTexto(hecha)}</p>
        <button type="button" className="btn btn--block" onClick={onCerrar}>
          {textos.cerrar}
        </button>
      </div>
    );

  return (
    <form className="booking-espera" onSubmit={enviar} aria-labelledby={`${id}-titulo`}>
      <h3 id={`${id}-titulo`}>{textos.titulo}</h3>
      <p className="muted">{textos.intro}</p>
      <Field id={ctrl('motivo')} label={textos.motivo} error={errores.motivo}>
        {(control) => (
          <select {...control} ref={primero} required value={f.motivo} onChange={(e) => set('motivo')(e.target.value)}>
            <option value="">{textos.elegirMotivo}</option>
            {motivos.map((m) => (
              <option key={m.id} value={String(m.id)}>
                {m.nombre}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="booking-espera__dias">
        <Field id={ctrl('desde')} label={textos.desde} error={errores.desde}>
          {(control) => (
            <input
              {...control}
              type="date"
              required
              min={dia < f.desde ? dia : f.desde}
              max={max}
              value={f.desde}
              onChange={(e) => set('desde')(e.target.value)}
            />
          )}
        </Field>
        <Field id={ctrl('hasta')} label={textos.hasta} error={errores.hasta}>
          {(control) => (
            <input
              {...control}
              type="date"
              required
              min={f.desde}
              max={max}
              value={f.hasta}
              onChange={(e) => set('hasta')(e.target.value)}
            />
          )}
        </Field>
      </div>
      <fieldset
        className="booking-espera__partes"
        aria-describedby={errores.franja ? `${ctrl('franja')}-error` : undefined}
      >
        <legend>{textos.parte}</legend>
        {PARTES.map((p) => (
          <div className="check" key={p}>
            <input
              id={`${ctrl('franja')}-${p}`}
              type="radio"
              name={`${id}-franja`}
              checked={f.franja === p}
              onChange={() => set('franja')(p)}
            />
            <label htmlFor={`${ctrl('franja')}-${p}`}>{textosListaEspera.partes[p]}</label>
          </div>
        ))}
        {errores.franja && (
          <p id={`${ctrl('franja')}-error`} className="field__error">
            {errores.franja}
          </p>
        )}
      </fieldset>
      <Field id={ctrl('nombre')} label={textos.nombre} error={errores.nombre}>
        {(control) => (
          <input
            {...control}
            autoComplete="name"
            required
            maxLength={120}
            value={f.nombre}
            onChange={(e) => set('nombre')(e.target.value)}
          />
        )}
      </Field>
      <Field id={ctrl('telefono')} label={textos.telefono} hint={textos.telefonoAyuda} error={errores.telefono}>
        {(control) => (
          <input
            {...control}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            required
            value={f.telefono}
            onChange={(e) => set('telefono')(e.target.value)}
          />
        )}
      </Field>
      <div className="check">
        <input
          id={`${id}-whatsapp`}
          type="checkbox"
          checked={f.whatsapp}
          onChange={(e) => set('whatsapp', 'telefono')(e.target.checked)}
        />
        <label htmlFor={`${id}-whatsapp`}>{textos.whatsapp}</label>
      </div>
      <Field id={ctrl('email')} label={textos.email} hint={textos.emailAyuda} error={errores.email}>
        {(control) => (
          <input
            {...control}
            type="email"
            autoComplete="email"
            required
            value={f.email}
            onChange={(e) => set('email')(e.target.value)}
          />
        )}
      </Field>
      <div className="check">
        <input
          id={ctrl('acepta_tratamiento')}
          type="checkbox"
          required
          checked={f.acepta}
          onChange={(e) => set('acepta', 'acepta_tratamiento')(e.target.checked)}
          aria-invalid={errores.acepta_tratamiento ? true : undefined}
          aria-describedby={errores.acepta_tratamiento ? `${ctrl('acepta_tratamiento')}-error` : undefined}
        />
        <label htmlFor={ctrl('acepta_tratamiento')}>
          {textos.aceptoAntes}
          <Link to="/politicas/tratamiento-de-datos" target="_blank" rel="noopener">
            {textos.politica}
          </Link>
          {textos.aceptoDespues}
        </label>
      </div>
      {errores.acepta_tratamiento && (
        <p id={`${ctrl('acepta_tratamiento')}-error`} className="field__error">
          {errores.acepta_tratamiento}
        </p>
      )}
      {!online && (
        <p className="muted" role="status">
          {textos.sinRed}
        </p>
      )}
      <button type="submit" className="btn btn--primary btn--block" disabled={!online || enviando}>
        {enviando ? textos.enviando : textos.enviar}
      </button>
    </form>
  );
}
