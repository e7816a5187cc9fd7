import { type FormEvent, useEffect, useId, useState } from 'react';
import type { Cupon, FormularioCupon, TipoCupon } from '../../../../../common/wire/cupones';
import { textosCupones } from '../../../i18n/es/cupones';
import { ApiError, type FieldErrors } from '../../../lib/api-client';
import { Field } from '../../../ui/Field';
import { Modal } from '../../../ui/Modal';
import { cambiarCupon, crearCupon } from '../cupones-api';

const textos = textosCupones.admin;
const campos = textos.campos;

type Datos = {
  codigo: string;
  tipo: TipoCupon;
  valor: string;
  minimo: string;
  desde: string;
  hasta: string;
  usos_total: string;
  usos_por_email: string;
  activo: boolean;
};
const VACIO: Datos = {
  codigo: '',
  tipo: 'porcentaje',
  valor: '',
  minimo: '',
  desde: '',
  hasta: '',
  usos_total: '',
  usos_por_email: '',
  activo: true,
};
const datosDe = (c: Cupon): Datos => ({
  codigo: c.codigo,
  tipo: c.tipo,
  valor: String(c.valor),
  minimo: c.minimo ? String(c.minimo) : '',
  desde: c.desde,
  hasta: c.hasta,
  usos_total: c.usos_total === null ? '' : String(c.usos_total),
  usos_por_email: c.usos_por_email === null ? '' : String(c.usos_por_email),
  activo: c.activo === 1,
});

/**
 * 'Nuevo código de descuento' and 'Editar código de descuento': every rule of a code in one form;
 * the server checks it and its refusals show under their fields. Empty optional fields mean "no
 * limit" (sent as '', which clears them on an edit).
 */
export function CuponModal({
  cupon,
  onClose,
  onGuardado,
}: {
  /** null: closed; 'nuevo': create; a cupon: edit it */
  cupon: Cupon | 'nuevo' | null;
  onClose: () => void;
  onGuardado: (c: Cupon) => void;
}) {
  const id = useId();
  const [datos, setDatos] = useState<Datos>(VACIO);
  const [errores, setErrores] = useState<FieldErrors>({});
  const [enviando, setEnviando] = useState(false);

  useEffect(() => {
    setErrores({});
    if (cupon !== null) setDatos(cupon === 'nuevo' ? VACIO : datosDe(cupon));
  }, [cupon]);

  const cambiar = (k: keyof Datos, v: string | boolean) => setDatos((d) => ({ ...d, [k]: v }));
  const enviar = async (e: FormEvent) => {
    e.preventDefault();
    if (enviando || cupon === null) return;
    setEnviando(true);
    setErrores({});
    const cuerpo: FormularioCupon = { ...datos, codigo: datos.codigo.trim(), activo: datos.activo ? 1 : 0 };
    try {
      onGuardado(cupon === 'nuevo' ? await crearCupon(cuerpo) : await cambiarCupon({ ...cuerpo, id: cupon.id }));
      onClose();
    } catch (err) {
      if (err instanceof ApiError && err.errors) setErrores(err.errors);
    } finally {
      setEnviando(false);
    }
  };

  const numero = (k: 'valor' | 'minimo' | 'usos_total' | 'usos_por_email', label: string, hint?: string) => (
    <Field id={`${id}-${k}`} label={label} hint={hint} error={errores[k]?.[0]}>
      {(control) => (
        <input
          {...control}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={datos[k]}
          required={k === 'valor'}
          onChange={(e) => cambiar(k, e.target.value)}
        />
      )}
    </Field>
  );
  const fecha = (k: 'desde' | 'hasta', label: string) => (
    <Field id={`${id}-${k}`} label={label} hint={campos.fechasAyuda} error={errores[k]?.[0]}>
      {(control) => <input {...control} type="date" value={datos[k]} onChange={(e) => cambiar(k, e.target.value)} />}
    </Field>
  );

  return (
    <Modal open={cupon !== null} title={cupon === 'nuevo' ? textos.nuevo : textos.editarTitulo} onClose={onClose}>
      <form onSubmit={enviar} noValidate className="form-grid">
        <Field id={`${id}-codigo`} label={campos.codigo} hint={campos.codigoAyuda} error={errores.codigo?.[0]}>
          {(control) => (
            <input
              {...control}
              value={datos.codigo}
              required
              maxLength={30}
              autoCapitalize="characters"
              spellCheck={false}
              onChange={(e) => cambiar('codigo', e.target.value)}
            />
          )}
        </Field>
        <fieldset className="field">
          <legend>{campos.tipo}</legend>
          {(['porcentaje', 'valor'] as const).map((t) => (
            <label key={t} className="check">
              <input
                type="radio"
                name={`${id}-tipo`}
                value={t}
                checked={datos.tipo === t}
                onChange={() => cambiar('tipo', t)}
              />
              <span>{campos[t]}</span>
            </label>
          ))}
          {errores.tipo?.[0] && <span className="field__error">{errores.tipo[0]}</span>}
        </fieldset>
        {numero('valor', datos.tipo === 'porcentaje' ? campos.valorPorcentaje : campos.valorPesos)}
        {numero('minimo', campos.minimo, campos.minimoAyuda)}
        {fecha('desde', campos.desde)}
        {fecha('hasta', campos.hasta)}
        {numero('usos_total', campos.usosTotal, campos.usosAyuda)}
        {numero('usos_por_email', campos.usosPorEmail, campos.usosAyuda)}
        <label className="check">
          <input type="checkbox" checked={datos.activo} onChange={(e) => cambiar('activo', e.target.checked)} />
          <span>{campos.activo}</span>
        </label>
        <div className="admin-actions">
          <button type="button" className="btn" onClick={onClose}>
            {textos.cancelar}
          </button>
          <button type="submit" className="btn btn--primary" aria-disabled={enviando}>
            {enviando ? textos.guardandoBoton : cupon === 'nuevo' ? textos.crearBoton : textos.guardarBoton}
          </button>
        </div>
      </form>
    </Modal>
  );
}
