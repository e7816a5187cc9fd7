import { type FormEvent, useId, useState } from 'react';
import type { CitaGestion } from '../../../../../common/wire/gestion';
import { textosCitas } from '../../../i18n/es/citas';
import { fechaLarga } from '../../../lib/format';
import { useOnline } from '../../../lib/online';
import { Field } from '../../../ui/Field';
import { Modal } from '../../../ui/Modal';
import { citasApi } from '../api';

const textos = textosCitas.cancelar;

type Props = { cita: CitaGestion; token: string; onHecha: (cita: CitaGestion) => void; onCerrar: () => void };

/** 'Cancelar cita': asks once more, with an optional reason the profesional will read. */
export function CancelarDialog({ cita, token, onHecha, onCerrar }: Props) {
  const id = useId();
  const online = useOnline();
  const [motivo, setMotivo] = useState('');
  const [enviando, setEnviando] = useState(false);
  const enviar = async (e: FormEvent) => {
    e.preventDefault();
    if (!online || enviando) return;
    setEnviando(true);
    try {
      const razon = motivo.trim();
      onHecha(await citasApi.cancelar(token, razon ? { motivo: razon } : {}));
    } catch {
      // the client's toast said why; the cita stays as it was
    } finally {
      setEnviando(false);
    }
  };
  return (
    <Modal open title={textos.titulo} onClose={onCerrar}>
      <form onSubmit={enviar}>
        <p>{textos.pregunta(fechaLarga(cita.fecha_cita), textosCitas.cita.franja(cita.hora_inicio, cita.hora_fin))}</p>
        <Field id={`${id}-motivo`} label={textos.motivo} hint={textos.motivoAyuda}>
          {(control) => (
            <textarea
              {...control}
              name="motivo"
              maxLength={500}
              value={motivo}
              onChange={(e) => setMotivo(e.target.value)}
            />
          )}
        </Field>
        {!online && (
          <p className="cita__nota" role="status">
            {textosCitas.cita.requiereConexion}
          </p>
        )}
        <div className="confirm__actions">
          <button type="button" className="btn" onClick={onCerrar}>
            {textos.volver}
          </button>
          <button
            type="submit"
            className="btn btn--danger"
            disabled={!online || enviando}
            aria-busy={enviando || undefined}
          >
            {textos.confirmar}
          </button>
        </div>
      </form>
    </Modal>
  );
}
