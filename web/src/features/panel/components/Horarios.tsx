import { Fragment, useRef, useState } from 'react';
import type { ActualizarHorario, Horario, NuevoHorario } from '../../../../../common/wire/horarios';
import { textosAgenda } from '../../../i18n/es/panel-agenda';
import { useListaModal } from '../../../lib/useListaModal';
import { actualizarHorario, crearHorario, eliminarHorario, listarHorarios, useAjustesPropios } from '../ajustes-api';
import { diasDelHorario, franjasDelHorario, ordenarHorarios, type Reparto, semana } from '../horarios';
import { HorarioForm } from './HorarioForm';
import { BotonQuitar, ListaModal } from './ListaModal';
import '../ajustes.css';

const textos = textosAgenda.horarios;
const mas = textos;

/**
 * Her weekly ranges: the form (new or the one being edited), the ranges with their weekdays in
 * words and their franjas per day, and the week at a glance. Read while `activo`; without
 * `reparto` (the dashboard's modal) her settings are read here too, and the counts are left
 * out when they cannot be.
 */
export function Horarios({ activo, reparto: dado }: { activo: boolean; reparto?: Reparto | null }) {
  const { filas, enviando, borrando, crear, eliminar } = useListaModal(activo, listarHorarios, eliminarHorario);
  const reparto = useAjustesPropios(activo, dado);
  const [editando, setEditando] = useState<Horario | null>(null);
  const [vuelta, setVuelta] = useState(0);
  const lista = useRef<HTMLDivElement>(null);

  /** back to a new range; the focus goes to the edited row's 'Editar' (or the list when it is gone) */
  const terminarEdicion = (id: number) => {
    setEditando(null);
    setVuelta((v) => v + 1);
    requestAnimationFrame(() =>
      (lista.current?.querySelector<HTMLElement>(`[data-editar="${id}"]`) ?? lista.current)?.focus(),
    );
  };

  const guardar = (horario: NuevoHorario | ActualizarHorario) =>
    crear(async () => {
      if ('id' in horario) {
        await actualizarHorario(horario);
        terminarEdicion(horario.id);
      } else {
        await crearHorario(horario);
        setVuelta((v) => v + 1);
      }
    });

  const quitar = (h: Horario) => {
    if (editando?.id === h.id) setEditando(null);
    void eliminar(h);
  };

  return (
    <>
      <HorarioForm
        key={`${editando?.id ?? 'nuevo'}-${vuelta}`}
        editando={editando}
        reparto={reparto}
        enviando={enviando}
        onGuardar={guardar}
        onCancelar={() => editando && terminarEdicion(editando.id)}
      />
      <div ref={lista} tabIndex={-1} className="horarios">
        <ListaModal filas={filas} vacio={textos.vacio}>
          <ul className="horarios__lista" aria-live="polite">
            {ordenarHorarios(filas ?? []).map((h) => (
              <li key={h.id} className={editando?.id === h.id ? 'horario horario--editando' : 'horario'}>
                <div className="horario__datos">
                  <p className="horario__horas">{textos.franja(h.hora_inicio, h.hora_fin)}</p>
                  <p className="horario__dias">{diasDelHorario(h)}</p>
                  {reparto && (
                    <p className="muted">
                      {mas.franjas(franjasDelHorario(h, reparto), reparto.duracion_franja)}
                      {reparto.pausa_minutos > 0 ? mas.conPausa(reparto.pausa_minutos) : ''}
                    </p>
                  )}
                </div>
                <div className="horario__acciones">
                  <button
                    type="button"
                    className="btn btn--small"
                    data-editar={h.id}
                    aria-label={mas.editarDe(h.hora_inicio, h.hora_fin)}
                    aria-pressed={editando?.id === h.id}
                    onClick={() => setEditando(h)}
                  >
                    {mas.editarBoton}
                  </button>
                  <BotonQuitar
                    etiqueta={textos.eliminarDe(h.hora_inicio, h.hora_fin)}
                    ocupado={borrando === h.id}
                    onClick={() => quitar(h)}
                  />
                </div>
              </li>
            ))}
          </ul>
          <h4 className="semana__titulo">{mas.semana}</h4>
          <dl className="semana">
            {semana(filas ?? []).map(({ dia, rangos }) => (
              <div key={dia} className="semana__dia">
                <dt>{textos.diasNombres[dia]}</dt>
                <dd className={rangos.length ? undefined : 'muted'}>
                  {rangos.length
                    ? rangos.map((r, i) => (
                        // the line may break after a comma, never inside a range
                        <Fragment key={r}>
                          {i > 0 ? mas.separador : ''}
                          <span className="semana__rango">{r}</span>
                        </Fragment>
                      ))
                    : mas.sinAtencion}
                </dd>
              </div>
            ))}
          </dl>
        </ListaModal>
      </div>
    </>
  );
}
