import { type FormEvent, useId, useRef, useState } from 'react';
import type { AjustesAgenda } from '../../../../../common/wire/agenda';
import { textosAgenda } from '../../../i18n/es/panel-agenda';
import { ApiError, showError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { Field, type FieldControl } from '../../../ui/Field';
import { guardarAjustes } from '../ajustes-api';
import { DURACIONES } from '../horarios';
import { useFocoInvalido } from '../useFocoInvalido';

const textos = textosAgenda.ajustes;
type Campo = keyof AjustesAgenda;
type Errores = Partial<Record<Campo, string>>;

/** What the fields hold: numbers as typed, antelación split into hours and minutes. */
type Borrador = {
  duracion: number;
  pausa: string;
  horas: string;
  minutos: string;
  ventana: string;
  aviso: string;
  festivos: boolean;
};

const borradorDe = (a: AjustesAgenda): Borrador => ({
  duracion: a.duracion_franja,
  pausa: String(a.pausa_minutos),
  horas: String(Math.floor(a.antelacion_minutos / 60)),
  minutos: String(a.antelacion_minutos % 60),
  ventana: String(a.ventana_dias),
  aviso: String(a.aviso_cancelacion_horas),
  festivos: a.atiende_festivos === 1,
});

const entero = (texto: string, min: number, max: number, paso = 1) => {
  const n = Number(texto);
  return texto.trim() !== '' && Number.isInteger(n) && n >= min && n <= max && n % paso === 0 ? n : null;
};

/** The settings the form would send, and each field's problem (the server checks them again). */
export function revisarAjustes(b: Borrador): { ajustes: AjustesAgenda; errores: Errores } {
  const pausa = entero(b.pausa, 0, 60, 5);
  const horas = entero(b.horas || '0', 0, 168);
  const minutos = entero(b.minutos || '0', 0, 59);
  const antelacion = horas !== null && minutos !== null ? horas * 60 + minutos : null;
  const ventana = entero(b.ventana, 1, 365);
  const aviso = entero(b.aviso, 0, 168);
  const errores: Errores = {};
  if (pausa === null) errores.pausa_minutos = textos.errores.pausa;
  if (antelacion === null || antelacion > 10080) errores.antelacion_minutos = textos.errores.antelacion;
  if (ventana === null) errores.ventana_dias = textos.errores.ventana;
  if (aviso === null) errores.aviso_cancelacion_horas = textos.errores.aviso;
  return {
    ajustes: {
      duracion_franja: b.duracion,
      pausa_minutos: pausa ?? 0,
      antelacion_minutos: antelacion ?? 0,
      ventana_dias: ventana ?? 0,
      aviso_cancelacion_horas: aviso ?? 0,
      atiende_festivos: b.festivos ? 1 : 0,
    },
    errores,
  };
}

/**
 * 'Ajustes de agenda': franja length, pausa, antelación mínima, ventana, aviso de cancelación and
 * 'Atiendo festivos'. Each field's problem, found here or answered by the server (422), is shown
 * beside it and the first one takes the focus.
 */
export function AjustesForm({
  ajustes,
  onGuardado,
}: {
  ajustes: AjustesAgenda;
  onGuardado: (a: AjustesAgenda) => void;
}) {
  const [b, setB] = useState(() => borradorDe(ajustes));
  const [errores, setErrores] = useState<Errores>({});
  const [enviando, setEnviando] = useState(false);
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const enfocar = useFocoInvalido(form);
  const cambiar = (cambio: Partial<Borrador>) => setB((prev) => ({ ...prev, ...cambio }));

  const mostrar = (e: Errores) => {
    setErrores(e);
    enfocar();
  };

  const enviar = async (e: FormEvent) => {
    e.preventDefault();
    if (enviando) return;
    const revision = revisarAjustes(b);
    if (Object.keys(revision.errores).length) return mostrar(revision.errores);
    setErrores({});
    setEnviando(true);
    try {
      const guardados = await guardarAjustes(revision.ajustes);
      setB(borradorDe(guardados));
      onGuardado(guardados);
    } catch (err) {
      if (err instanceof ApiError && err.errors) {
        mostrar(Object.fromEntries(Object.entries(err.errors).map(([k, v]) => [k, v[0]])) as Errores);
        toast.error(textos.revisar);
      } else showError(err);
    } finally {
      setEnviando(false);
    }
  };

  /** a whole-number input; `control` ties it to its Field's label, hint and error */
  const numero = (
    valor: string,
    poner: (v: string) => void,
    max: number,
    min: number,
    control: Partial<FieldControl>,
    paso = 1,
  ) => (
    <input
      {...control}
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      step={paso}
      value={valor}
      onChange={(e) => poner(e.target.value)}
    />
  );
  const invalidaAntelacion = errores.antelacion_minutos ? true : undefined;
  const antelacionDescrita = `${id}-antelacion-ayuda${errores.antelacion_minutos ? ` ${id}-antelacion-error` : ''}`;

  return (
    <form ref={form} className="ajustes-form" onSubmit={enviar} noValidate>
      <div className="form-grid">
        <Field
          id={`${id}-duracion`}
          label={textos.duracion}
          hint={textos.duracionAyuda}
          error={errores.duracion_franja}
        >
          {(control) => (
            <select {...control} value={b.duracion} onChange={(e) => cambiar({ duracion: Number(e.target.value) })}>
              {DURACIONES.map((m) => (
                <option key={m} value={m}>
                  {textos.duracionOpcion(m)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={`${id}-pausa`} label={textos.pausa} hint={textos.pausaAyuda} error={errores.pausa_minutos}>
          {(control) => numero(b.pausa, (v) => cambiar({ pausa: v }), 60, 0, control, 5)}
        </Field>
      </div>
      <fieldset className="field ajustes-form__antelacion">
        <legend>{textos.antelacion}</legend>
        <div className="ajustes-form__par">
          <div className="ajustes-form__parte">
            <label htmlFor={`${id}-horas`}>{textos.antelacionHoras}</label>
            {numero(b.horas, (v) => cambiar({ horas: v }), 168, 0, {
              id: `${id}-horas`,
              'aria-invalid': invalidaAntelacion,
            })}
          </div>
          <div className="ajustes-form__parte">
            <label htmlFor={`${id}-minutos`}>{textos.antelacionMinutos}</label>
            {numero(b.minutos, (v) => cambiar({ minutos: v }), 59, 0, {
              id: `${id}-minutos`,
              'aria-invalid': invalidaAntelacion,
              'aria-describedby': antelacionDescrita,
            })}
          </div>
        </div>
        <span id={`${id}-antelacion-ayuda`} className="field__hint">
          {textos.antelacionAyuda}
        </span>
        {errores.antelacion_minutos && (
          <span id={`${id}-antelacion-error`} className="field__error">
            {errores.antelacion_minutos}
          </span>
        )}
      </fieldset>
      <div className="form-grid">
        <Field id={`${id}-ventana`} label={textos.ventana} hint={textos.ventanaAyuda} error={errores.ventana_dias}>
          {(control) => numero(b.ventana, (v) => cambiar({ ventana: v }), 365, 1, control)}
        </Field>
        <Field id={`${id}-aviso`} label={textos.aviso} hint={textos.avisoAyuda} error={errores.aviso_cancelacion_horas}>
          {(control) => numero(b.aviso, (v) => cambiar({ aviso: v }), 168, 0, control)}
        </Field>
      </div>
      <div className="field">
        <label className="switch" htmlFor={`${id}-festivos`}>
          <input
            id={`${id}-festivos`}
            type="checkbox"
            role="switch"
            aria-checked={b.festivos}
            checked={b.festivos}
            aria-describedby={`${id}-festivos-ayuda`}
            onChange={(e) => cambiar({ festivos: e.target.checked })}
          />
          <span className="switch__pista" aria-hidden="true" />
          <span>{textos.festivos}</span>
        </label>
        <span id={`${id}-festivos-ayuda`} className="field__hint">
          {textos.festivosAyuda}
        </span>
        {errores.atiende_festivos && <span className="field__error">{errores.atiende_festivos}</span>}
      </div>
      <button type="submit" className="btn btn--primary" disabled={enviando} aria-busy={enviando}>
        {enviando ? textos.guardando : textos.guardar}
      </button>
    </form>
  );
}
