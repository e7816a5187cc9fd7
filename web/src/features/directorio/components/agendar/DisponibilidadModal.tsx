import { useLayoutEffect, useRef, useState } from 'react';
import type { CitaCreada } from '../../../../../../common/wire/citas';
import type { Franja } from '../../../../../../common/wire/horarios';
import type { Profesional } from '../../../../../../common/wire/profesionales';
import { textosComun } from '../../../../i18n/es/comun';
import { textosPerfil } from '../../../../i18n/es/perfil';
import { disponibilidadApi } from '../../../../lib/disponibilidad';
import { fechaLarga } from '../../../../lib/format';
import { useOnline } from '../../../../lib/online';
import { useLoad } from '../../../../lib/useLoad';
import { FranjaList } from '../../../../ui/FranjaList';
import { Modal } from '../../../../ui/Modal';
import { CitaForm, type DatosCita } from './CitaForm';

const textos = textosPerfil.agendar;
const franjaLabels = { libres: textos.horariosLibres, vacio: textos.sinAgenda, franja: textos.franja };

type Props = {
  profesional: Profesional;
  fecha: string;
  motivo: string;
  motivoNombre: string;
  /** 1 presencial, 2 virtual: as chosen on the booking panel */
  modalidad: '1' | '2';
  primera: 'si' | 'no';
  /** how she said she pays (null: not said) */
  pago: DatosCita['pago'];
  onCancelar: () => void;
  onHecha: (cita: CitaCreada & { email: string; motivo: string }) => void;
};

/** 'Disponibilidad Horaria': the day's free slots (server-computed), then the form of the chosen slot. */
export function DisponibilidadModal({
  profesional,
  fecha,
  motivo,
  motivoNombre,
  modalidad,
  primera,
  pago,
  onCancelar,
  onHecha,
}: Props) {
  const [franja, setFranja] = useState<Franja | null>(null);
  const [aviso, setAviso] = useState<string | null>(null);
  const online = useOnline();
  // the franjas that fit the motivo's duration (a 40-minute visit takes two 20-minute franjas)
  const franjas = useLoad(
    (signal) => disponibilidadApi.dia(profesional.id, fecha, signal, Number(motivo) || undefined),
    [profesional.id, fecha, motivo],
  );
  const listRef = useRef<HTMLDivElement>(null);
  const [volver, setVolver] = useState(false);

  // back from the form (another time, or the slot was taken): focus lands on the slot list
  useLayoutEffect(() => {
    if (!volver || franja || franjas.loading) return;
    setVolver(false);
    listRef.current?.querySelector<HTMLElement>('button, [tabindex="-1"]')?.focus();
  }, [volver, franja, franjas.loading]);

  const aLista = () => {
    setFranja(null);
    setVolver(true);
  };

  return (
    <Modal open title={franja ? textos.formulario : textos.disponibilidad} onClose={onCancelar} wide={!!franja}>
      <p className="avail__fecha">{fechaLarga(fecha)}</p>
      {franja ? (
        <CitaForm
          profesional={profesional}
          datosCita={{ motivo, primera, fecha, franja, modalidad, pago }}
          motivoNombre={motivoNombre}
          onHecha={(cita) => onHecha({ ...cita, motivo: motivoNombre })}
          onOcupado={(mensaje) => {
            setAviso(mensaje);
            aLista();
            franjas.reload();
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
          <FranjaList franjas={franjas} online={online} labels={franjaLabels} onElegir={setFranja} />
        </div>
      )}
      <p className="avail__acciones">
        <button type="button" className="btn" onClick={onCancelar}>
          {textosComun.acciones.cancelar}
        </button>
      </p>
    </Modal>
  );
}
