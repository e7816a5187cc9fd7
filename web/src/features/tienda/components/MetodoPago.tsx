import { useId } from 'react';
import { cop } from '../../../../../common/dinero';
import { envioDe } from '../../../../../common/envio';
import { desglose } from '../../../../../common/iva';
import type { MetodoPago as Metodo } from '../../../../../common/wire/ventas';
import { textosContraEntrega } from '../../../i18n/es/contra-entrega';
import { type ItemCarrito, totalCarrito } from '../../../lib/carrito';
import type { Destino } from './CiudadCombobox';

const textos = textosContraEntrega;

/**
 * The largest total paid on delivery to `destino`, when this cart's estimated total (envío and
 * code included, as the server will charge it) is within it; 0 when the method is not offered
 * there or the cart is over it (decision 0023). The server checks the same rule.
 */
export function contraEntregaHasta(items: readonly ItemCarrito[], destino: Destino | null, descuento: number) {
  const hasta = destino?.ciudad.contra_entrega_hasta ?? 0;
  if (!destino || hasta <= 0) return 0;
  const subtotal = totalCarrito(items);
  const envio = envioDe(subtotal, destino.ciudad.envio, destino.condiciones.envio_gratis_desde);
  const { total } = desglose(
    items.map((i) => ({ total: i.precio_final * i.cantidad, iva: i.iva ?? 19 })),
    envio,
    descuento,
  );
  return total <= hasta ? hasta : 0;
}

/** The choice of how to pay, shown only where pago contra entrega is offered for this cart (`hasta` > 0). */
export function MetodoPago({
  hasta,
  metodo,
  onCambio,
}: {
  hasta: number;
  metodo: Metodo;
  onCambio: (m: Metodo) => void;
}) {
  const id = useId();
  if (hasta <= 0) return null;
  const opcion = (valor: Metodo, etiqueta: string, ayuda: string) => (
    <div className="check">
      <input
        id={`${id}-${valor}`}
        type="radio"
        name="metodo_pago"
        value={valor}
        checked={metodo === valor}
        aria-describedby={`${id}-${valor}-ayuda`}
        onChange={() => onCambio(valor)}
      />
      <div>
        <label htmlFor={`${id}-${valor}`}>{etiqueta}</label>
        <p id={`${id}-${valor}-ayuda`} className="field__hint">
          {ayuda}
        </p>
      </div>
    </div>
  );
  return (
    <fieldset className="field">
      <legend>{textos.leyenda}</legend>
      {opcion('wompi', textos.enLinea, textos.enLineaAyuda)}
      {opcion('contra_entrega', textos.contraEntrega, textos.contraEntregaAyuda(cop(hasta)))}
    </fieldset>
  );
}
