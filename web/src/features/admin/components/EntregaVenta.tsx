import { useState } from 'react';
import { cop } from '../../../../../common/dinero';
import type { VentaAdmin } from '../../../../../common/wire/ventas';
import { textosVentas } from '../../../i18n/es/ventas';
import { MotivoDialog } from '../../../ui/MotivoDialog';
import { cambiarEntrega } from '../api';
import { siguientesEntregas, textoEntrega } from '../logic';
import { EnvioDialog } from './EnvioDialog';

const textosCancelar = textosVentas.cancelar;

/**
 * The delivery status of one order: a select of the steps it may take, or its label when none.
 * 'Enviado' asks for the carrier and tracking number; cancelling a paid order asks for
 * confirmation and a reason (its units go back, its payment waits for the refund); the other
 * steps apply at once, as an unpaid order's cancellation does.
 */
export function EntregaVenta({ venta, onCambio }: { venta: VentaAdmin; onCambio: (v: VentaAdmin) => void }) {
  const [ocupado, setOcupado] = useState(false);
  const [dialogo, setDialogo] = useState<'enviado' | 'cancelado' | null>(null);
  const opciones = siguientesEntregas(venta.status_entrega, venta.status_pago);
  if (opciones.length === 0) return <span className="badge">{textoEntrega(venta.status_entrega)}</span>;

  const enviar = async (destino: string, datos: Parameters<typeof cambiarEntrega>[2] = {}) => {
    setOcupado(true);
    try {
      onCambio(await cambiarEntrega(venta.id, destino, datos));
    } finally {
      setOcupado(false);
    }
  };
  const elegir = (destino: string) => {
    if (destino === venta.status_entrega) return;
    if (destino === 'enviado') return setDialogo('enviado');
    if (destino === 'cancelado' && venta.status_pago === 'aprobado') return setDialogo('cancelado');
    // the client showed why it failed; the select shows the stored status again
    enviar(destino).catch(() => {});
  };
  const cerrar = () => setDialogo(null);

  return (
    <>
      <select
        className="input admin-select"
        aria-label={textosVentas.entregaDe(venta.factura)}
        value={venta.status_entrega}
        disabled={ocupado}
        onChange={(e) => elegir(e.target.value)}
      >
        {[venta.status_entrega, ...opciones].map((s) => (
          <option key={s} value={s}>
            {textoEntrega(s)}
          </option>
        ))}
      </select>
      <EnvioDialog
        open={dialogo === 'enviado'}
        factura={venta.factura}
        onConfirm={(datos) => enviar('enviado', datos)}
        onClose={cerrar}
      />
      <MotivoDialog
        open={dialogo === 'cancelado'}
        title={textosCancelar.titulo(venta.factura)}
        text={textosCancelar.texto(cop(venta.total))}
        label={textosCancelar.label}
        hint={textosCancelar.hint}
        textos={textosCancelar}
        onConfirm={(motivo) => enviar('cancelado', { motivo })}
        onClose={cerrar}
      />
    </>
  );
}
