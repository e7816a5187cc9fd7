import { t } from '../../i18n/es';
import { agregarAlCarrito, type ProductoVendible, quitarDelCarrito } from '../../lib/cart';
import { toast } from '../../lib/toast';

const T = t.tienda.carrito;

/** Adds one unit; a product already in the cart only warns. True when it was added. */
export async function agregar(p: ProductoVendible): Promise<boolean> {
  if ((await agregarAlCarrito(p)) === 'existe') {
    toast.warning(T.existe);
    return false;
  }
  toast.success(T.agregado);
  return true;
}

export async function quitar(id: number) {
  await quitarDelCarrito(id);
  toast.success(T.eliminado);
}
