import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { ActualizarHorario, Horario, NuevoHorario } from '../../../../../common/wire/horarios';
import { textosAgenda } from '../../../i18n/es/panel-agenda';
import { toast } from '../../../lib/toast';
import { DIAS, diasDe, franjasDelHorario, lunesAViernes, problemaHorario, type Reparto, sinDias } from '../horarios';

const textos = textosAgenda.horarios;
const mas = textos;

/**
 * A weekly range, new or edited (`editando`): start, end and weekdays (with a 'Lunes a viernes'
 * shortcut), and how many franjas a day of it yields with her franja length. Mounted again (key)
 * for each range edited and after each save.
 */
export function HorarioForm({
  editando,
  reparto,
  enviando,
  onGuardar,
  onCancelar,
}: {
  editando: Horario | null;
  reparto: Reparto | null;
  enviando: boolean;
  onGuardar: (horario: NuevoHorario | ActualizarHorario) => void;
  onCancelar: () => void;
}) {
  const [inicio, setInicio] = useState(editando?.hora_inicio ?? '');
  const [fin, setFin] = useState(editando?.hora_fin ?? '');
  const [dias, setDias] = useState(() => (editando ? diasDe(editando) : sinDias()));
  const id = useId();
  const primero = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (editando) primero.current?.focus();
  }, [editando]);

  const horario: NuevoHorario = { hora_inicio: inicio, hora_fin: fin, ...dias };
  const franjas = reparto && inicio && fin && inicio < fin ? franjasDelHorario(horario, reparto) : null;

  const enviar = (e: FormEvent) => {
    e.preventDefault();
    const problema =
      problemaHorario(horario) ?? (reparto && franjas === 0 ? mas.muyCorto(reparto.duracion_franja) : null);
    if (problema) {
      toast.warning(problema);
      return;
    }
    onGuardar(editando ? { ...horario, id: editando.id } : horario);
  };

  return (
    <form onSubmit={enviar} noValidate className="horario-form">
      <h3>{editando ? mas.editar : textos.nuevo}</h3>
      <div className="form-grid">
        <div className="field">
          <label htmlFor={`${id}-inicio`}>{textos.inicio}</label>
          <input
            ref={primero}
            id={`${id}-inicio`}
            type="time"
            value={inicio}
            onChange={(e) => setInicio(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-fin`}>{textos.fin}</label>
          <input id={`${id}-fin`} type="time" value={fin} onChange={(e) => setFin(e.target.value)} />
        </div>
      </div>
      <fieldset className="field dias">
        <legend>{textos.dias}</legend>
        <div className="dias__atajos">
          <button type="button" className="btn btn--small" onClick={() => setDias(lunesAViernes())}>
            {mas.lunesViernes}
          </button>
          <button type="button" className="btn btn--small btn--ghost" onClick={() => setDias(sinDias())}>
            {mas.limpiarDias}
          </button>
        </div>
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
      <p className="horario-form__franjas muted" aria-live="polite">
        {reparto && franjas !== null ? mas.vistaPrevia(franjas, reparto.duracion_franja) : ''}
      </p>
      <div className="horario-form__acciones">
        <button type="submit" className="btn btn--primary" disabled={enviando} aria-busy={enviando}>
          {editando ? mas.guardarCambios : textos.agregar}
        </button>
        {editando && (
          <button type="button" className="btn" onClick={onCancelar}>
            {mas.cancelarEdicion}
          </button>
        )}
      </div>
    </form>
  );
}
