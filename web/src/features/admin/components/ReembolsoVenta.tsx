import { type FormEvent, useId, useState } from 'react';
import { cop } from '../../../../../common/dinero';
import type { VentaAdmin } from '../../../../../common/wire/ventas';
import { textosVentas } from '../../../i18n/es/ventas';
import { Field } from '../../../ui/Field';
import { Modal } from '../../../ui/Modal';
import { registrarReembolso } from '../ventas-api';

const textos = textosVentas.reembolso;

/**
 * 'Registrar reembolso' on a paid order the staff cancelled (`reembolso_pendiente`): a dialog with
 * an optional note (a transfer's reference) that records the refund; the buyer gets an e-mail.
 */
export function ReembolsoVenta({ venta, onCambio }: { venta: VentaAdmin; onCambio: (v: VentaAdmin) => void }) {
  const id = useId();
  const [abierto, setAbierto] = useState(false);
  const [nota, setNota] = useState('');
  const [enviando, setEnviando] = useState(false);
  if (venta.status_pago !== 'reembolso_pendiente') return null;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (enviando) return;
    setEnviando(true);
    try {
      onCambio(await registrarReembolso(venta.id, nota.trim()));
      setAbierto(false);
    } catch {
      // the client's toast said why; the dialog stays open
    } finally {
      setEnviando(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className="btn btn--small"
        aria-label={textos.botonDe(venta.factura)}
        onClick={() => {
          setNota('');
          setAbierto(true);
        }}
      >
        {textos.boton}
      </button>
      <Modal open={abierto} title={textos.titulo(venta.factura)} onClose={() => setAbierto(false)}>
        <form onSubmit={onSubmit} noValidate>
          <p>{textos.texto(cop(venta.total))}</p>
          <Field id={`${id}-nota`} label={textos.nota} hint={textos.notaAyuda}>
            {(control) => (
              <input
                {...control}
                name="nota"
                value={nota}
                maxLength={200}
                autoComplete="off"
                onChange={(e) => setNota(e.target.value)}
              />
            )}
          </Field>
          <div className="confirm__actions">
            <button type="button" className="btn" onClick={() => setAbierto(false)}>
              {textos.volver}
            </button>
            <button type="submit" className="btn btn--primary" disabled={enviando}>
              {enviando ? textos.enviando : textos.confirmar}
            </button>
          </div>
        </form>
      </Modal>
    </>
  );
}
