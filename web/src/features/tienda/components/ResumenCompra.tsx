import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { cop } from '../../../../../common/dinero';
import { textosContraEntrega } from '../../../i18n/es/contra-entrega';
import { textosTienda } from '../../../i18n/es/tienda';
import type { UltimaVenta, UltimaVentaWompi } from '../sesion';
import { useTiendaUi } from '../store';
import { pagar } from '../wompi';
import { DesgloseCompra } from './DesgloseCompra';

const textos = textosTienda.compra;

/** The venta's factura, lines and amounts as the server computed them. */
function Detalle({ venta, etiquetaTotal }: { venta: UltimaVenta; etiquetaTotal: string }) {
  return (
    <>
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
        etiquetaTotal={etiquetaTotal}
      />
    </>
  );
}

/** A venta paid on delivery (decision 0023): confirmed, nothing to pay now, and where to follow it. */
function ConfirmadaContraEntrega({ venta }: { venta: UltimaVenta }) {
  const cerrar = useTiendaUi((s) => s.setCompraAbierta);
  return (
    <div className="checkout__resumen">
      <p role="status">{textosContraEntrega.confirmado(venta.factura)}</p>
      <Detalle venta={venta} etiquetaTotal={textosContraEntrega.totalAlRecibir} />
      <p className="muted">{textosContraEntrega.correo}</p>
      <Link
        className="btn btn--primary btn--block"
        to={`/e-comerce/pedido?factura=${encodeURIComponent(venta.factura)}`}
        onClick={() => cerrar(false)}
      >
        {textosContraEntrega.consultar}
      </Link>
    </div>
  );
}

/** The venta the server created: its lines, its amounts (subtotal, envío, total) and 'Pagar', or its confirmation when paid on delivery. */
export function ResumenCompra({ venta }: { venta: UltimaVenta }) {
  if (venta.metodo_pago === 'contra_entrega') return <ConfirmadaContraEntrega venta={venta} />;
  return <PagoEnLinea venta={venta} />;
}

function PagoEnLinea({ venta }: { venta: UltimaVentaWompi }) {
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
      <Detalle venta={venta} etiquetaTotal={textos.totalServidor} />
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
