import { cop } from '../../../../../common/dinero';
import { envioDe } from '../../../../../common/envio';
import { desglose } from '../../../../../common/iva';
import { textosTienda } from '../../../i18n/es/tienda';
import { type ItemCarrito, totalCarrito } from '../../../lib/carrito';
import { type Destino, etiquetaCiudad } from './CiudadCombobox';
import { DesgloseCompra } from './DesgloseCompra';

const textos = textosTienda.compra;

/**
 * Before paying: the cart's subtotal, the envío to the chosen ciudad (on the products before the
 * code), the code's discount, the redondeo and the total the server will charge (common/iva.ts,
 * decision 0018, from each line's IVA class), and the delivery days.
 */
export function EnvioEstimado({
  items,
  destino,
  descuento,
  cupon,
}: {
  items: readonly ItemCarrito[];
  destino: Destino | null;
  descuento: number;
  cupon: string;
}) {
  const condiciones = destino?.condiciones;
  const subtotal = totalCarrito(items);
  const envio = destino ? envioDe(subtotal, destino.ciudad.envio, destino.condiciones.envio_gratis_desde) : null;
  const d = desglose(
    items.map((i) => ({ total: i.precio_final * i.cantidad, iva: i.iva ?? 19 })),
    envio ?? 0,
    descuento,
  );
  return (
    <div className="checkout__envio" aria-live="polite">
      <DesgloseCompra
        subtotal={subtotal}
        iva={null}
        envio={envio}
        descuento={descuento}
        cupon={cupon}
        redondeo={d.redondeo}
        total={d.total}
      />
      {destino && condiciones ? (
        <p className="muted">
          {textos.envioA(etiquetaCiudad(destino.ciudad))}.{' '}
          {textos.entrega(condiciones.dias_entrega_min, condiciones.dias_entrega_max)}
          {condiciones.envio_gratis_desde > 0 && ` ${textos.gratisDesde(cop(condiciones.envio_gratis_desde))}`}
        </p>
      ) : (
        <p className="muted">{textos.envioPendiente}</p>
      )}
    </div>
  );
}
