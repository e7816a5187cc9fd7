import { textosTienda } from '../../i18n/es/tienda';
import type { ProductoVendible } from '../../lib/carrito';
import { toast } from '../../lib/toast';

const textos = textosTienda.carrito;
/** The cart's code (and Dexie) loads with the first action on it, not with the store's first paint. */
const carrito = () => import('../../lib/carrito');

/** Adds one unit: a new line, or one more of a product already in the cart. True when it was added. */
export async function agregar(p: ProductoVendible): Promise<boolean> {
  const { resultado, cantidad } = await (await carrito()).agregarAlCarrito(p);
  if (resultado === 'agotado' || resultado === 'maximo') {
    toast.warning(resultado === 'agotado' ? textos.agotado : textos.maximo(cantidad));
    return false;
  }
  toast.success(resultado === 'sumado' ? textos.sumado(cantidad) : textos.agregado);
  return true;
}

export async function quitar(id: number) {
  await (await carrito()).quitarDelCarrito(id);
  toast.success(textos.eliminado);
}
