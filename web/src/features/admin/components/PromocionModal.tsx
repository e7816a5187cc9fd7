import { type FormEvent, useEffect, useId, useState } from 'react';
import type { Promocion } from '../../../../../common/wire/promociones';
import { t } from '../../../i18n/es';
import { Modal } from '../../../ui/Modal';
import { Loading } from '../../../ui/States';
import { actualizarPromocion, buscarPromocion, crearPromocion } from '../api';
import { leerPorcentaje } from '../logic';

const A = t.admin;
const T = A.promociones;

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
      nombre: nombre.trim() ? undefined : T.nombreObligatorio,
      porcentaje: pct === null ? T.porcentajeInvalido : undefined,
    };
    setErrores(fallos);
    if (fallos.nombre || pct === null) return;
    setEnviando(true);
    try {
      const datos = { nombre: nombre.trim(), porcentaje: pct, activo: activo ? 1 : 0 };
      onGuardada(
        typeof modo === 'number'
          ? await actualizarPromocion({ id: modo, ...datos })
          : await crearPromocion({ ...datos, activo: 1 }),
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
    <Modal open={modo !== null} title={editando ? T.actualizarTitulo : T.nueva} onClose={onClose}>
      {cargando ? (
        <Loading label={T.cargando} />
      ) : (
        <form onSubmit={enviar} noValidate>
          <div className="field">
            <label htmlFor={`${id}-nombre`}>{T.campos.nombre}</label>
            <input
              id={`${id}-nombre`}
              value={nombre}
              required
              maxLength={80}
              aria-invalid={errores.nombre ? true : undefined}
              aria-describedby={errores.nombre ? `${id}-nombre-error` : undefined}
              onChange={(e) => setNombre(e.target.value)}
            />
            {errores.nombre && (
              <p id={`${id}-nombre-error`} className="field__error">
                {errores.nombre}
              </p>
            )}
          </div>
          <div className="field">
            <label htmlFor={`${id}-pct`}>{T.campos.porcentaje}</label>
            <input
              id={`${id}-pct`}
              type="number"
              inputMode="numeric"
              min={0}
              max={100}
              step={1}
              required
              value={porcentaje}
              aria-invalid={errores.porcentaje ? true : undefined}
              aria-describedby={errores.porcentaje ? `${id}-pct-error` : undefined}
              onChange={(e) => setPorcentaje(e.target.value)}
            />
            {errores.porcentaje && (
              <p id={`${id}-pct-error`} className="field__error">
                {errores.porcentaje}
              </p>
            )}
          </div>
          {editando && (
            <label className="check">
              <input type="checkbox" checked={activo} onChange={(e) => setActivo(e.target.checked)} />
              <span>{T.campos.activo}</span>
            </label>
          )}
          <div className="admin-actions">
            <button type="button" className="btn" onClick={onClose}>
              {A.comun.cancelar}
            </button>
            <button type="submit" className="btn btn--primary" disabled={enviando}>
              {enviando ? A.comun.guardando : editando ? T.actualizarBoton : T.crearBoton}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
