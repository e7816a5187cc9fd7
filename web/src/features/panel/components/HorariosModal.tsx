import { type FormEvent, useId, useState } from 'react';
import type { NuevoHorario } from '../../../../../common/wire/horarios';
import { textosPanel } from '../../../i18n/es/panel';
import { toast } from '../../../lib/toast';
import { useListaModal } from '../../../lib/useListaModal';
import { Modal } from '../../../ui/Modal';
import { problemaHorario } from '../agenda';
import { crearHorario, DIAS, type Dia, eliminarHorario, listarHorarios } from '../api';
import { BotonQuitar, ListaModal } from './ListaModal';

const textos = textosPanel.horarios;
const sinDias = () => Object.fromEntries(DIAS.map((d) => [d, 0])) as Record<Dia, number>;

/** 'Definir Horarios de atención': bookable slots with their weekdays; list, create, delete. */
export function HorariosModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { filas: horarios, enviando, borrando, crear, eliminar } = useListaModal(open, listarHorarios, eliminarHorario);
  const [inicio, setInicio] = useState('');
  const [fin, setFin] = useState('');
  const [dias, setDias] = useState(sinDias);
  const id = useId();

  const enviar = (e: FormEvent) => {
    e.preventDefault();
    const nuevo: NuevoHorario = { hora_inicio: inicio, hora_fin: fin, ...dias };
    const problema = problemaHorario(nuevo);
    if (problema) {
      toast.warning(problema);
      return;
    }
    crear(async () => {
      await crearHorario(nuevo);
      setInicio('');
      setFin('');
      setDias(sinDias());
    });
  };

  return (
    <Modal open={open} title={textos.titulo} onClose={onClose} variant="sheet" wide>
      <form onSubmit={enviar} noValidate className="horario-form">
        <h3>{textos.nuevo}</h3>
        <div className="form-grid">
          <div className="field">
            <label htmlFor={`${id}-inicio`}>{textos.inicio}</label>
            <input id={`${id}-inicio`} type="time" value={inicio} onChange={(e) => setInicio(e.target.value)} />
          </div>
          <div className="field">
            <label htmlFor={`${id}-fin`}>{textos.fin}</label>
            <input id={`${id}-fin`} type="time" value={fin} onChange={(e) => setFin(e.target.value)} />
          </div>
        </div>
        <fieldset className="field dias">
          <legend>{textos.dias}</legend>
          {DIAS.map((d) => (
            <label key={d} className="check dias__item">
              <input
                type="checkbox"
                checked={dias[d] === 1}
                onChange={(e) => setDias((prev) => ({ ...prev, [d]: e.target.checked ? 1 : 0 }))}
              />
              <span>{textos.diasNombres[d]}</span>
            </label>
          ))}
        </fieldset>
        <button type="submit" className="btn btn--primary" disabled={enviando} aria-busy={enviando}>
          {textos.agregar}
        </button>
      </form>
      <ListaModal filas={horarios} vacio={textos.vacio}>
        <table className="table table--cards horarios-table">
          <thead>
            <tr>
              <th scope="col">{textos.columnas.horario}</th>
              <th scope="col">{textos.columnas.dias}</th>
              <th scope="col">{textos.columnas.acciones}</th>
            </tr>
          </thead>
          <tbody>
            {horarios?.map((h) => (
              <tr key={h.id}>
                <td data-label={textos.columnas.horario}>{textos.franja(h.hora_inicio, h.hora_fin)}</td>
                <td data-label={textos.columnas.dias}>
                  <span className="sr-only">
                    {DIAS.filter((d) => h[d] === 1)
                      .map((d) => textos.diasNombres[d])
                      .join(', ')}
                  </span>
                  <span className="dias__chips" aria-hidden="true">
                    {DIAS.map((d) => (
                      <span key={d} className={h[d] === 1 ? 'dia dia--on' : 'dia'}>
                        {textos.diasCortos[d]}
                      </span>
                    ))}
                  </span>
                </td>
                <td data-label={textos.columnas.acciones}>
                  <BotonQuitar
                    etiqueta={textos.eliminarDe(h.hora_inicio, h.hora_fin)}
                    ocupado={borrando === h.id}
                    onClick={() => eliminar(h)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ListaModal>
    </Modal>
  );
}
