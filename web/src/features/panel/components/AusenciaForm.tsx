import { type FormEvent, useId, useRef, useState } from 'react';
import { bogotaNow } from '../../../../../common/fechas';
import type { AusenciaCreada, NuevaAusencia } from '../../../../../common/wire/agenda';
import { textosAgenda } from '../../../i18n/es/panel-agenda';
import { ApiError, showError } from '../../../lib/api-client';
import { Field } from '../../../ui/Field';
import { crearAusencia } from '../ajustes-api';
import { useFocoInvalido } from '../useFocoInvalido';

const textos = textosAgenda.ausencias;
type Campo = 'desde' | 'hasta' | 'horas' | 'motivo';
type Errores = Partial<Record<Campo, string>>;
type Borrador = { desde: string; hasta: string; todoElDia: boolean; inicio: string; fin: string; motivo: string };

const vacio: Borrador = { desde: '', hasta: '', todoElDia: true, inicio: '', fin: '', motivo: '' };

/** The body to send and each field's problem: `hasta` left empty is the first day; hours only when not whole days. */
export function revisarAusencia(b: Borrador): { ausencia: NuevaAusencia; errores: Errores } {
  const hasta = b.hasta || b.desde;
  const errores: Errores = {};
  if (!b.desde) errores.desde = textos.errores.desde;
  else if (hasta < b.desde) errores.hasta = textos.errores.hasta;
  if (!b.todoElDia && (!b.inicio || !b.fin || b.inicio >= b.fin)) errores.horas = textos.errores.horas;
  const ausencia: NuevaAusencia = { desde: b.desde, hasta };
  if (!b.todoElDia) Object.assign(ausencia, { hora_inicio: b.inicio, hora_fin: b.fin });
  if (b.motivo.trim()) ausencia.motivo = b.motivo.trim();
  return { ausencia, errores };
}

/** The server's field names, on the fields of this form. */
const campoDe = (clave: string): Campo =>
  clave === 'hora_inicio' || clave === 'hora_fin' ? 'horas' : clave === 'hasta' || clave === 'motivo' ? clave : 'desde';

/**
 * 'Nueva ausencia': first and last day, whole days or hours, an optional reason. Problems are shown
 * beside their field (found here or answered by the server); `onCreada` gets the answer, with the
 * citas it falls on.
 */
export function AusenciaForm({ onCreada }: { onCreada: (creada: AusenciaCreada) => void }) {
  const [b, setB] = useState(vacio);
  const [errores, setErrores] = useState<Errores>({});
  const [enviando, setEnviando] = useState(false);
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const enfocar = useFocoInvalido(form);
  const hoy = bogotaNow().fecha;
  const cambiar = (cambio: Partial<Borrador>) => setB((prev) => ({ ...prev, ...cambio }));

  const mostrar = (e: Errores) => {
    setErrores(e);
    enfocar();
  };

  const enviar = async (e: FormEvent) => {
    e.preventDefault();
    if (enviando) return;
    const { ausencia, errores: problemas } = revisarAusencia(b);
    if (Object.keys(problemas).length) return mostrar(problemas);
    setErrores({});
    setEnviando(true);
    try {
      const creada = await crearAusencia(ausencia);
      setB(vacio);
      onCreada(creada);
    } catch (err) {
      if (err instanceof ApiError && err.errors)
        mostrar(Object.fromEntries(Object.entries(err.errors).map(([k, v]) => [campoDe(k), v[0]])));
      else showError(err);
    } finally {
      setEnviando(false);
    }
  };

  return (
    <form ref={form} className="ausencia-form" onSubmit={enviar} noValidate>
      <div className="form-grid">
        <Field id={`${id}-desde`} label={textos.desde} error={errores.desde}>
          {(control) => (
            <input
              {...control}
              type="date"
              min={hoy}
              value={b.desde}
              onChange={(e) => cambiar({ desde: e.target.value })}
            />
          )}
        </Field>
        <Field id={`${id}-hasta`} label={textos.hasta} hint={textos.hastaAyuda} error={errores.hasta}>
          {(control) => (
            <input
              {...control}
              type="date"
              min={b.desde || hoy}
              value={b.hasta}
              onChange={(e) => cambiar({ hasta: e.target.value })}
            />
          )}
        </Field>
      </div>
      <div className="field">
        <label className="check">
          <input
            type="checkbox"
            checked={b.todoElDia}
            aria-describedby={`${id}-todo-ayuda`}
            onChange={(e) => cambiar({ todoElDia: e.target.checked })}
          />
          <span>{textos.todoElDia}</span>
        </label>
        <span id={`${id}-todo-ayuda`} className="field__hint">
          {textos.todoElDiaAyuda}
        </span>
      </div>
      {!b.todoElDia && (
        <div className="form-grid">
          <Field id={`${id}-inicio`} label={textos.horaInicio} error={errores.horas}>
            {(control) => (
              <input {...control} type="time" value={b.inicio} onChange={(e) => cambiar({ inicio: e.target.value })} />
            )}
          </Field>
          <Field id={`${id}-fin`} label={textos.horaFin} invalid={Boolean(errores.horas)}>
            {(control) => (
              <input
                {...control}
                aria-describedby={errores.horas ? `${id}-inicio-error` : undefined}
                type="time"
                value={b.fin}
                onChange={(e) => cambiar({ fin: e.target.value })}
              />
            )}
          </Field>
        </div>
      )}
      <Field id={`${id}-motivo`} label={textos.motivo} hint={textos.motivoAyuda} error={errores.motivo}>
        {(control) => (
          <input {...control} maxLength={200} value={b.motivo} onChange={(e) => cambiar({ motivo: e.target.value })} />
        )}
      </Field>
      <button type="submit" className="btn btn--primary" disabled={enviando} aria-busy={enviando}>
        {enviando ? textos.agregando : textos.agregar}
      </button>
    </form>
  );
}
