import { cop } from '../../../../../common/dinero';
import { textosTienda } from '../../../i18n/es/tienda';

const textos = textosTienda.producto;
type Props = { precio: number; precio_final: number; porcentaje: number; className?: string };

/** Normal price struck through when discounted, then the price to pay (COP, no decimals). */
export function Precio({ precio, precio_final, porcentaje, className = '' }: Props) {
  const rebajado = porcentaje > 0 && precio_final < precio;
  return (
    <p className={`precio ${className}`}>
      {rebajado && (
        <del className="precio__antes">
          <span className="sr-only">{textos.precioAnterior} </span>
          {cop(precio)}
        </del>
      )}
      <span className="precio__ahora">
        <span className="sr-only">{textos.precioActual} </span>
        {cop(precio_final)}
      </span>
    </p>
  );
}
