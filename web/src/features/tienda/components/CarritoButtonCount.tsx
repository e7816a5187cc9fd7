import { useCarrito } from '../../../lib/carrito';
import { BotonCarrito } from './BotonCarrito';

/** The cart button with the live count of products in the cart (other tabs included). */
export default function CarritoButtonCount() {
  const items = useCarrito();
  return <BotonCarrito n={items?.length} />;
}
