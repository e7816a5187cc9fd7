import { useEffect, useRef, useState } from 'react';
import { t } from '../../../../i18n/es';
import { useLoad } from '../../../../lib/carga';
import { fechaLarga } from '../../../../lib/format';
import { useOnline } from '../../../../lib/online';
import { Modal } from '../../../../ui/Modal';
import { Loading } from '../../../../ui/States';
import { type Cita, directorioApi, type Horario, type Medico } from '../../api';
import { BookingForm } from './BookingForm';

const T = t.perfil.reserva;

type Props = {
  medico: Medico;
  fecha: string;
  motivo: string;
  motivoNombre: string;
  primera: 'si' | 'no';
  onCancelar: () => void;
  onHecha: (cita: Cita & { email: string; motivo: string }) => void;
};

/** 'Disponibilidad Horaria': the day's free slots (server-computed), then the form of the chosen slot. */
export function AvailabilityModal({ medico, fecha, motivo, motivoNombre, primera, onCancelar, onHecha }: Props) {
  const [slot, setSlot] = useState<Horario | null>(null);
  const [aviso, setAviso] = useState<string | null>(null);
  const online = useOnline();
  const slots = useLoad((signal) => directorioApi.disponibilidad(medico.id, fecha, signal), [medico.id, fecha]);
  const listRef = useRef<HTMLDivElement>(null);
  const [volver, setVolver] = useState(false);

  // back from the form (another time, or the slot was taken): focus lands on the slot list
  useEffect(() => {
    if (!volver || slot || slots.loading) return;
    setVolver(false);
    listRef.current?.querySelector<HTMLElement>('button, [tabindex="-1"]')?.focus();
  }, [volver, slot, slots.loading]);

  const aLista = () => {
    setSlot(null);
    setVolver(true);
  };

  return (
    <Modal open title={slot ? T.formulario : T.disponibilidad} onClose={onCancelar} wide={!!slot}>
      <p className="avail__fecha">{fechaLarga(fecha)}</p>
      {slot ? (
        <BookingForm
          medico={medico}
          reserva={{ motivo, primera, fecha, slot }}
          motivoNombre={motivoNombre}
          onHecha={(cita) => onHecha({ ...cita, motivo: motivoNombre })}
          onOcupado={(mensaje) => {
            setAviso(mensaje);
            aLista();
            slots.reload();
          }}
          onOtraHora={aLista}
        />
      ) : (
        <div ref={listRef} className="avail">
          {aviso && (
            <p className="avail__aviso" role="alert" tabIndex={-1}>
              {aviso}
            </p>
          )}
          {slots.loading ? (
            <Loading />
          ) : slots.error ? (
            <p className="avail__error" role="alert">
              {online ? slots.error.message : t.estados.requiereConexion}
            </p>
          ) : slots.data && slots.data.length > 0 ? (
            <fieldset className="avail__slots">
              <legend>{T.horariosLibres}</legend>
              <ul>
                {slots.data.map((h) => (
                  <li key={h.id}>
                    <button type="button" className="btn avail__slot" onClick={() => setSlot(h)}>
                      {T.franja(h.hora_inicio, h.hora_fin)}
                    </button>
                  </li>
                ))}
              </ul>
            </fieldset>
          ) : (
            <p className="avail__vacio" role="status" tabIndex={-1}>
              {T.sinAgenda}
            </p>
          )}
        </div>
      )}
      <p className="avail__acciones">
        <button type="button" className="btn" onClick={onCancelar}>
          {t.acciones.cancelar}
        </button>
      </p>
    </Modal>
  );
}
