import { type FormEvent, useId, useState } from 'react';
import { cop } from '../../../../../common/dinero';
import type { VentaAdmin } from '../../../../../common/wire/ventas';
import { textosVentas } from '../../../i18n/es/ventas';
import { ApiError } from '../../../lib/api-client';
import { Field } from '../../../ui/Field';
import { Modal } from '../../../ui/Modal';
import { leerPrecio } from '../logic';
import { registrarPagoAlEntregar } from '../ventas-api';

const textos = textosVentas.pagoAlEntregar;

/**
 * 'Pagado al entregar' on an order paid on delivery (decision 0023): a dialog with the cash received
 * (its total, to start with) that records it; the order becomes paid and delivered and the buyer
 * gets her receipt. Once recorded, what was received.
 */
export function PagoAlEntregar({ venta, onCambio }: { venta: VentaAdmin; onCambio: (v: VentaAdmin) => void }) {
  const id = useId();
  const [abierto, setAbierto] = useState(false);
  const [recibido, setRecibido] = useState('');
  const [error, setError] = useState('');
  const [enviando, setEnviando] = useState(false);
  if (venta.metodo_pago !== 'contra_entrega') return null;
  if (venta.recibido !== null) return <span className="muted">{textos.recibidoDe(cop(venta.recibido))}</span>;
  if (venta.status_pago !== 'contra_entrega' || venta.status_entrega === 'cancelado') return null;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (enviando) return;
    const valor = leerPrecio(recibido);
    if (valor === null) return setError(textos.invalido);
    setError('');
    setEnviando(true);
    try {
      onCambio(await registrarPagoAlEntregar(venta.id, valor));
      setAbierto(false);
    } catch (err) {
      // the client's toast said why; a refused amount also shows beside its field
      const campo = err instanceof ApiError ? err.errors?.recibido?.[0] : undefined;
      if (campo) setError(campo);
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
          setRecibido(String(venta.total));
          setError('');
          setAbierto(true);
        }}
      >
        {textos.boton}
      </button>
      <Modal open={abierto} title={textos.titulo(venta.factura)} onClose={() => setAbierto(false)}>
        <form onSubmit={onSubmit} noValidate>
          <p>{textos.texto(cop(venta.total))}</p>
          <Field id={`${id}-recibido`} label={textos.recibido} hint={textos.recibidoAyuda} error={error || undefined}>
            {(control) => (
              <input
                {...control}
                name="recibido"
                value={recibido}
                inputMode="numeric"
                maxLength={14}
                autoComplete="off"
                onChange={(e) => setRecibido(e.target.value)}
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
