import { type FormEvent, useId, useState } from 'react';
import { cop } from '../../../../../common/dinero';
import type { Motivo } from '../../../../../common/wire/motivos';
import { textosAgenda } from '../../../i18n/es/panel-agenda';
import { toast } from '../../../lib/toast';
import { useListaModal } from '../../../lib/useListaModal';
import { Field } from '../../../ui/Field';
import { crearMotivo, eliminarMotivo, listarMotivos, useAjustesPropios } from '../ajustes-api';
import { BotonQuitar, ListaModal } from './ListaModal';
import '../ajustes.css';

const textos = textosAgenda.motivos;
const mas = textos;
export const DURACION_MOTIVO = { min: 10, max: 240, paso: 5 };

/** '' → null; whole minutes within the limits, else undefined (invalid). */
export function leerDuracion(texto: string): number | null | undefined {
  if (!texto.trim()) return null;
  const n = Number(texto);
  const { min, max, paso } = DURACION_MOTIVO;
  return Number.isInteger(n) && n >= min && n <= max && n % paso === 0 ? n : undefined;
}

/** '' → null; whole pesos, written with or without thousands dots ('80.000'), else undefined. */
export function leerPrecio(texto: string): number | null | undefined {
  const limpio = texto.replace(/[\s$.]/g, '');
  if (!limpio) return null;
  return /^\d{1,9}$/.test(limpio) ? Number(limpio) : undefined;
}

/**
 * Her motivos: the reasons patients choose when booking, each with an optional duration (a longer
 * one takes the franjas it needs) and price in COP; list, create, delete. Read while `activo`;
 * without `duracionFranja` (the dashboard's modal) her settings are read here for the hint.
 */
export function Motivos({ activo, duracionFranja }: { activo: boolean; duracionFranja?: number | null }) {
  const { filas: motivos, enviando, borrando, crear, eliminar } = useListaModal(activo, listarMotivos, eliminarMotivo);
  const ajustes = useAjustesPropios(activo, duracionFranja === undefined ? undefined : null);
  const franja = duracionFranja === undefined ? (ajustes?.duracion_franja ?? null) : duracionFranja;
  const [nombre, setNombre] = useState('');
  const [duracion, setDuracion] = useState('');
  const [precio, setPrecio] = useState('');
  const [errores, setErrores] = useState<{ duracion?: string; precio?: string }>({});
  const id = useId();

  const enviar = (e: FormEvent) => {
    e.preventDefault();
    if (!nombre.trim()) {
      toast.warning(textos.requerido);
      return;
    }
    const minutos = leerDuracion(duracion);
    const pesos = leerPrecio(precio);
    const problemas = {
      duracion: minutos === undefined ? mas.duracionInvalida : undefined,
      precio: pesos === undefined ? mas.precioInvalido : undefined,
    };
    setErrores(problemas);
    if (minutos === undefined || pesos === undefined) {
      document.getElementById(`${id}-${problemas.duracion ? 'duracion' : 'precio'}`)?.focus();
      return;
    }
    crear(async () => {
      await crearMotivo({ nombre: nombre.trim(), duracion_minutos: minutos, precio: pesos });
      setNombre('');
      setDuracion('');
      setPrecio('');
    });
  };

  return (
    <>
      <form className="motivo-form" onSubmit={enviar} noValidate>
        <div className="field">
          <label htmlFor={`${id}-nombre`}>{textos.nuevo}</label>
          <input id={`${id}-nombre`} value={nombre} maxLength={80} onChange={(e) => setNombre(e.target.value)} />
        </div>
        <div className="form-grid">
          <Field id={`${id}-duracion`} label={mas.duracion} hint={mas.duracionAyuda(franja)} error={errores.duracion}>
            {(control) => (
              <input
                {...control}
                type="number"
                inputMode="numeric"
                min={DURACION_MOTIVO.min}
                max={DURACION_MOTIVO.max}
                step={DURACION_MOTIVO.paso}
                value={duracion}
                onChange={(e) => setDuracion(e.target.value)}
              />
            )}
          </Field>
          <Field id={`${id}-precio`} label={mas.precio} hint={mas.precioAyuda} error={errores.precio}>
            {(control) => (
              <input {...control} inputMode="numeric" value={precio} onChange={(e) => setPrecio(e.target.value)} />
            )}
          </Field>
        </div>
        <button type="submit" className="btn btn--primary" disabled={enviando} aria-busy={enviando}>
          {textos.agregar}
        </button>
      </form>
      <ListaModal filas={motivos} vacio={textos.vacio}>
        <ul className="plain-list motivos" aria-live="polite">
          {motivos?.map((m: Motivo) => (
            <li key={m.id}>
              <span className="motivo__datos">
                <span className="motivo__nombre">{m.nombre}</span>
                <span className="muted">
                  {m.duracion_minutos ? mas.duracionDe(m.duracion_minutos) : mas.duracionFranja}
                  {' · '}
                  {m.precio !== null && m.precio !== undefined ? cop(m.precio) : mas.precioConsulta}
                </span>
              </span>
              <BotonQuitar
                etiqueta={textos.eliminarDe(m.nombre)}
                ocupado={borrando === m.id}
                onClick={() => eliminar(m)}
              />
            </li>
          ))}
        </ul>
      </ListaModal>
    </>
  );
}
