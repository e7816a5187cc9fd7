import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { textosTienda } from '../../../i18n/es/tienda';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { tiendaApi } from '../api';
import { guardarVenta, type UltimaVentaWompi, ultimaVenta } from '../sesion';
import { pagar } from '../wompi';

const textos = textosTienda.pagarDeNuevo;

/**
 * 'Pagar de nuevo' for a venta whose pago was declined, failed or abandoned: the server gives it
 * a new reference and holds its units again, then Wompi's widget (or the local sandbox) opens as
 * at checkout. The server's refusal (paid meanwhile, a product sold out) is its toast.
 */
export function PagarDeNuevo({ factura, email = '' }: { factura: string; email?: string }) {
  const navigate = useNavigate();
  const [pagando, setPagando] = useState(false);
  const onPagar = async () => {
    if (pagando) return;
    setPagando(true);
    try {
      const creada = await tiendaApi.pagarDeNuevo(factura);
      const previa = ultimaVenta();
      const misma = previa?.factura === creada.factura ? previa : null;
      const venta: UltimaVentaWompi = {
        ...creada,
        email: misma?.email ?? email,
        nombreCompleto: misma?.nombreCompleto ?? '',
        telefono: misma?.telefono ?? '',
        lineasCarrito: misma?.lineasCarrito,
      };
      guardarVenta(venta);
      await pagar(venta, navigate);
    } catch (err) {
      // the API client already said why; only the widget's own failure is ours to say
      if (!(err instanceof ApiError)) toast.error(textosTienda.compra.errorWidget);
    } finally {
      setPagando(false);
    }
  };
  return (
    <div className="pagar-de-nuevo">
      <button type="button" className="btn btn--primary" aria-disabled={pagando} onClick={onPagar}>
        {pagando ? textos.abriendo : textos.boton}
      </button>
      <p className="muted">{textos.ayuda}</p>
    </div>
  );
}
