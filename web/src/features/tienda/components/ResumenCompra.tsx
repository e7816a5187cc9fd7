import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { cop } from '../../../../../common/dinero';
import { textosTienda } from '../../../i18n/es/tienda';
import type { UltimaVenta } from '../sesion';
import { pagar } from '../wompi';
import { DesgloseCompra } from './DesgloseCompra';

const textos = textosTienda.compra;

/** The venta the server created: its lines, its amounts (subtotal, envío, total) and 'Pagar'. */
export function ResumenCompra({ venta }: { venta: UltimaVenta }) {
  const navigate = useNavigate();
  const [pagando, setPagando] = useState(false);
  const [fallo, setFallo] = useState(false);
  const onPagar = async () => {
    setPagando(true);
    setFallo(false);
    try {
      await pagar(venta, navigate);
    } catch {
      setFallo(true);
    } finally {
      setPagando(false);
    }
  };
  return (
    <div className="checkout__resumen">
      <p role="status">{textos.creado(venta.factura)}</p>
      <dl className="checkout__datos">
        <dt>{textos.factura}</dt>
        <dd>
          <strong>{venta.factura}</strong>
        </dd>
      </dl>
      <ul className="checkout__lineas">
        {venta.productos.map((l) => (
          <li key={`${l.nombre_produto}-${l.nombre_marca}`}>
            <span>
              {l.cantidad} × {l.nombre_produto}
            </span>
            <span>{cop(l.total ?? 0)}</span>
          </li>
        ))}
      </ul>
      <DesgloseCompra
        subtotal={venta.subtotal ?? venta.total}
        iva={venta.iva ?? 0}
        envio={venta.envio ?? 0}
        descuento={venta.descuento ?? 0}
        cupon={venta.cupon}
        impuestos={venta.impuestos}
        redondeo={venta.redondeo}
        total={venta.total}
        etiquetaTotal={textos.totalServidor}
      />
      <p className="muted">{textos.aviso}</p>
      {venta.sandbox && <p className="checkout__sandbox">{textos.sandbox}</p>}
      {fallo && (
        <p className="carrito__aviso" role="alert">
          {textos.errorWidget}
        </p>
      )}
      <button
        type="button"
        className="btn btn--primary btn--block"
        aria-disabled={pagando}
        onClick={() => !pagando && onPagar()}
      >
        {pagando ? textos.abriendoPago : `${textos.pagar} ${cop(venta.total)}`}
      </button>
    </div>
  );
}
