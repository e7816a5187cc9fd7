import { type FormEvent, useEffect, useId, useState } from 'react';
import type { Promocion } from '../../../../../common/wire/promociones';
import { textosAdmin } from '../../../i18n/es/admin';
import { Field } from '../../../ui/Field';
import { Modal } from '../../../ui/Modal';
import { Loading } from '../../../ui/States';
import { actualizarPromocion, buscarPromocion, crearPromocion } from '../api';
import { leerPorcentaje } from '../logic';

const textos = textosAdmin.promociones;

type Props = {
  /** null: closed; 'nueva': create; a number: the promotion to update (loaded first) */
  modo: null | 'nueva' | number;
  onClose: () => void;
  onGuardada: (p: Promocion) => void;
};

/** 'Nueva Promoción' and 'Actualizar Promoción' (which first loads the current values). */
export function PromocionModal({ modo, onClose, onGuardada }: Props) {
  const id = useId();
  const [nombre, setNombre] = useState('');
  const [porcentaje, setPorcentaje] = useState('');
  const [activo, setActivo] = useState(true);
  /** the promotion whose current values the form holds */
  const [listoPara, setListoPara] = useState<number | null>(null);
  const [errores, setErrores] = useState<{ nombre?: string; porcentaje?: string }>({});
  const [enviando, setEnviando] = useState(false);

  useEffect(() => {
    setErrores({});
    if (modo === null) return setListoPara(null);
    if (modo === 'nueva') {
      setNombre('');
      setPorcentaje('');
      setActivo(true);
      return;
    }
    const controller = new AbortController();
    buscarPromocion(modo, { signal: controller.signal })
      .then((p) => {
        setNombre(p.nombre);
        setPorcentaje(String(p.porcentaje));
        setActivo(p.activo === 1);
        setListoPara(modo);
      })
      .catch((err: Error) => {
        if (err.name !== 'AbortError') onClose();
      });
    return () => controller.abort();
  }, [modo, onClose]);

  const enviar = async (e: FormEvent) => {
    e.preventDefault();
    const pct = leerPorcentaje(porcentaje);
    const fallos = {
      nombre: nombre.trim() ? undefined : textos.nombreObligatorio,
      porcentaje: pct === null ? textos.porcentajeInvalido : undefined,
    };
    setErrores(fallos);
    if (fallos.nombre || pct === null) return;
    setEnviando(true);
    try {
      const datos = { nombre: nombre.trim(), porcentaje: pct, activo: activo ? 1 : 0 };
      onGuardada(
        typeof modo === 'number'
          ? await actualizarPromocion({ id: modo, ...datos })
          : await crearPromocion({ nombre: datos.nombre, porcentaje: datos.porcentaje }),
      );
      onClose();
    } catch {
      // the client showed the error toast
    } finally {
      setEnviando(false);
    }
  };

  const editando = typeof modo === 'number';
  const cargando = editando && listoPara !== modo;
  return (
    <Modal open={modo !== null} title={editando ? textos.actualizarTitulo : textos.nueva} onClose={onClose}>
      {cargando ? (
        <Loading label={textos.cargando} />
      ) : (
        <form onSubmit={enviar} noValidate>
          <Field id={`${id}-nombre`} label={textos.campos.nombre} error={errores.nombre}>
            {(control) => (
              <input {...control} value={nombre} required maxLength={80} onChange={(e) => setNombre(e.target.value)} />
            )}
          </Field>
          <Field id={`${id}-pct`} label={textos.campos.porcentaje} error={errores.porcentaje}>
            {(control) => (
              <input
                {...control}
                type="number"
                inputMode="numeric"
                min={0}
                max={100}
                step={1}
                required
                value={porcentaje}
                onChange={(e) => setPorcentaje(e.target.value)}
              />
            )}
          </Field>
          {editando && (
            <label className="check">
              <input type="checkbox" checked={activo} onChange={(e) => setActivo(e.target.checked)} />
              <span>{textos.campos.activo}</span>
            </label>
          )}
          <div className="admin-actions">
            <button type="button" className="btn" onClick={onClose}>
              {textosAdmin.comun.cancelar}
            </button>
            <button type="submit" className="btn btn--primary" disabled={enviando}>
              {enviando ? textosAdmin.comun.guardando : editando ? textos.actualizarBoton : textos.crearBoton}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
