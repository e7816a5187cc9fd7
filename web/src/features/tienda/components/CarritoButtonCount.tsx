import { useCuentaCarrito } from '../../../lib/carrito-cuenta';
import { BotonCarrito } from './BotonCarrito';

/** The cart button with the live count of products in the cart (other tabs included), read without Dexie. */
export default function CarritoButtonCount() {
  return <BotonCarrito n={useCuentaCarrito()} />;
}
