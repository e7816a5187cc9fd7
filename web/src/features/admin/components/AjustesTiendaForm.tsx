import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { leerDocumento } from '../../../../../common/envio';
import type { AjustesTienda } from '../../../../../common/wire/envio';
import { textosEnvios } from '../../../i18n/es/envios';
import { ApiError, showError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { Field } from '../../../ui/Field';
import { guardarAjustesTienda } from '../envios-api';

const textos = textosEnvios.ajustes;
type Campo = keyof AjustesTienda;
type Errores = Partial<Record<Campo, string>>;
/** What the fields hold, as typed. */
type Borrador = Record<Campo, string>;

const borradorDe = (a: AjustesTienda): Borrador => ({
  envio_gratis_desde: String(a.envio_gratis_desde),
  dias_entrega_min: String(a.dias_entrega_min),
  dias_entrega_max: String(a.dias_entrega_max),
  nit: a.nit,
  razon_social: a.razon_social,
});

/** Whole pesos 0..`max` as a person types them ('150000', '150.000', '$ 150 000'); null otherwise. */
export function leerPesos(texto: string, max: number): number | null {
  const limpio = texto.replace(/[\s$.]/g, '');
  if (!/^\d{1,10}$/.test(limpio)) return null;
  const n = Number(limpio);
  return n <= max ? n : null;
}

const dias = (texto: string) => {
  const t = texto.trim();
  return /^\d{1,2}$/.test(t) && Number(t) >= 1 && Number(t) <= 60 ? Number(t) : null;
};

/** The ajustes the form would send, and each field's problem (the server checks them again). */
export function revisarAjustesTienda(b: Borrador): { ajustes: AjustesTienda; errores: Errores } {
  const errores: Errores = {};
  const gratis = leerPesos(b.envio_gratis_desde, 100_000_000);
  if (gratis === null) errores.envio_gratis_desde = textos.errores.pesos;
  const min = dias(b.dias_entrega_min);
  const max = dias(b.dias_entrega_max);
  if (min === null) errores.dias_entrega_min = textos.errores.dias;
  if (max === null) errores.dias_entrega_max = textos.errores.dias;
  if (min !== null && max !== null && min > max) errores.dias_entrega_min = textos.errores.diasOrden;
  const nitEscrito = b.nit.trim();
  let nit = '';
  if (nitEscrito) {
    const leido = leerDocumento(nitEscrito);
    if (leido.ok && leido.valor.includes('-')) nit = leido.valor;
    else errores.nit = !leido.ok && leido.motivo === 'digito' ? textos.errores.digitoNit : textos.errores.nit;
  }
  const razon = b.razon_social.trim();
  if (razon.length > 150) errores.razon_social = textos.errores.razonSocial;
  return {
    ajustes: {
      envio_gratis_desde: gratis ?? 0,
      dias_entrega_min: min ?? 0,
      dias_entrega_max: max ?? 0,
      nit,
      razon_social: razon,
    },
    errores,
  };
}

/**
 * 'Ajustes de la tienda': free envío from a subtotal, the delivery days announced before paying,
 * and the seller (NIT, razón social) the receipt names. Each field's problem, found here or answered
 * by the server (422), is shown beside it and the first one takes the focus.
 */
export function AjustesTiendaForm({
  ajustes,
  onGuardado,
}: {
  ajustes: AjustesTienda;
  onGuardado: (a: AjustesTienda) => void;
}) {
  const [b, setB] = useState(() => borradorDe(ajustes));
  const [errores, setErrores] = useState<Errores>({});
  const [enviando, setEnviando] = useState(false);
  const [vez, setVez] = useState(0);
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  // after the problems are drawn, the first invalid field takes the focus
  useEffect(() => {
    if (vez) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [vez]);
  const mostrar = (e: Errores) => {
    setErrores(e);
    setVez((v) => v + 1);
  };

  const enviar = async (e: FormEvent) => {
    e.preventDefault();
    if (enviando) return;
    const revision = revisarAjustesTienda(b);
    if (Object.keys(revision.errores).length) {
      toast.error(textos.revisar);
      return mostrar(revision.errores);
    }
    setErrores({});
    setEnviando(true);
    try {
      const guardados = await guardarAjustesTienda(revision.ajustes);
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

  const campo = (nombre: Campo, label: string, hint: string, extra: { inputMode?: 'numeric'; max?: number } = {}) => (
    <Field id={`${id}-${nombre}`} label={label} hint={hint} error={errores[nombre]}>
      {(control) => (
        <input
          {...control}
          className="input"
          name={nombre}
          inputMode={extra.inputMode}
          maxLength={extra.max}
          autoComplete="off"
          value={b[nombre]}
          onChange={(e) => setB((prev) => ({ ...prev, [nombre]: e.target.value }))}
        />
      )}
    </Field>
  );

  return (
    <form ref={form} className="envios-ajustes" onSubmit={enviar} noValidate>
      {campo('envio_gratis_desde', textos.gratisDesde, textos.gratisDesdeAyuda, { inputMode: 'numeric' })}
      <div className="form-grid">
        {campo('dias_entrega_min', textos.diasMin, textos.diasAyuda, { inputMode: 'numeric', max: 2 })}
        {campo('dias_entrega_max', textos.diasMax, textos.diasAyuda, { inputMode: 'numeric', max: 2 })}
      </div>
      <div className="form-grid">
        {campo('nit', textos.nit, textos.nitAyuda, { max: 20 })}
        {campo('razon_social', textos.razonSocial, textos.razonSocialAyuda, { max: 150 })}
      </div>
      <button type="submit" className="btn btn--primary" disabled={enviando} aria-busy={enviando}>
        {enviando ? textos.guardando : textos.guardar}
      </button>
    </form>
  );
}
