import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import { t } from '../../../i18n/es';
import { Modal } from '../../../ui/Modal';
import { Loading } from '../../../ui/States';
import { problemaHorario } from '../agenda';
import { crearHorario, DIAS, type Dia, eliminarHorario, type Horario, listarHorarios, type NuevoHorario } from '../api';

const T = t.panel.horarios;
const sinDias = () => Object.fromEntries(DIAS.map((d) => [d, 0])) as Record<Dia, number>;

/** 'Definir Horarios de atención': bookable slots with their weekdays; list, create, delete. */
export function HorariosModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [horarios, setHorarios] = useState<Horario[] | null>(null);
  const [inicio, setInicio] = useState('');
  const [fin, setFin] = useState('');
  const [dias, setDias] = useState(sinDias);
  const [enviando, setEnviando] = useState(false);
  const [borrando, setBorrando] = useState<number | null>(null);
  const id = useId();

  const recargar = useCallback(
    (signal?: AbortSignal) =>
      listarHorarios(signal).then(setHorarios, (err: Error) => {
        if (err.name !== 'AbortError') setHorarios([]);
      }),
    [],
  );

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    recargar(controller.signal);
    return () => controller.abort();
  }, [open, recargar]);

  const crear = async (e: FormEvent) => {
    e.preventDefault();
    const nuevo: NuevoHorario = { hora_inicio: inicio, hora_fin: fin, ...dias };
    const problema = problemaHorario(nuevo);
    if (problema) {
      toast.warning(problema);
      return;
    }
    setEnviando(true);
    try {
      await crearHorario(nuevo);
      setInicio('');
      setFin('');
      setDias(sinDias());
      await recargar();
    } catch {
      // the client showed the server's reason (e.g. an overlap)
    } finally {
      setEnviando(false);
    }
  };

  const eliminar = async (h: Horario) => {
    setBorrando(h.id);
    try {
      await eliminarHorario(h.id);
      await recargar();
    } catch {
      // the spec's failure toast is already shown
    } finally {
      setBorrando(null);
    }
  };

  return (
    <Modal open={open} title={T.titulo} onClose={onClose} variant="sheet" wide>
      <form onSubmit={crear} noValidate className="horario-form">
        <h3>{T.nuevo}</h3>
        <div className="form-grid">
          <div className="field">
            <label htmlFor={`${id}-inicio`}>{T.inicio}</label>
            <input id={`${id}-inicio`} type="time" value={inicio} onChange={(e) => setInicio(e.target.value)} />
          </div>
          <div className="field">
            <label htmlFor={`${id}-fin`}>{T.fin}</label>
            <input id={`${id}-fin`} type="time" value={fin} onChange={(e) => setFin(e.target.value)} />
          </div>
        </div>
        <fieldset className="field dias">
          <legend>{T.dias}</legend>
          {DIAS.map((d) => (
            <label key={d} className="check dias__item">
              <input
                type="checkbox"
                checked={dias[d] === 1}
                onChange={(e) => setDias((prev) => ({ ...prev, [d]: e.target.checked ? 1 : 0 }))}
              />
              <span>{T.diasNombres[d]}</span>
            </label>
          ))}
        </fieldset>
        <button type="submit" className="btn btn--primary" disabled={enviando} aria-busy={enviando}>
          {T.agregar}
        </button>
      </form>
      {horarios === null ? (
        <Loading />
      ) : horarios.length === 0 ? (
        <p className="muted">{T.vacio}</p>
      ) : (
        <table className="table table--cards horarios-table">
          <thead>
            <tr>
              <th scope="col">{T.columnas.horario}</th>
              <th scope="col">{T.columnas.dias}</th>
              <th scope="col">{T.columnas.acciones}</th>
            </tr>
          </thead>
          <tbody>
            {horarios.map((h) => (
              <tr key={h.id}>
                <td data-label={T.columnas.horario}>{T.franja(h.hora_inicio, h.hora_fin)}</td>
                <td data-label={T.columnas.dias}>
                  <span className="sr-only">
                    {DIAS.filter((d) => h[d] === 1)
                      .map((d) => T.diasNombres[d])
                      .join(', ')}
                  </span>
                  <span className="dias__chips" aria-hidden="true">
                    {DIAS.map((d) => (
                      <span key={d} className={h[d] === 1 ? 'dia dia--on' : 'dia'}>
                        {T.diasCortos[d]}
                      </span>
                    ))}
                  </span>
                </td>
                <td data-label={T.columnas.acciones}>
                  <button
                    type="button"
                    className="btn btn--small"
                    aria-label={T.eliminarDe(h.hora_inicio, h.hora_fin)}
                    disabled={borrando === h.id}
                    onClick={() => eliminar(h)}
                  >
                    {t.acciones.eliminar}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Modal>
  );
}
