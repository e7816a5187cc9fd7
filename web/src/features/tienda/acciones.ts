import { textosTienda } from '../../i18n/es/tienda';
import type { ProductoVendible } from '../../lib/carrito';
import { toast } from '../../lib/toast';

const textos = textosTienda.carrito;
/** The cart's code (and Dexie) loads with the first action on it, not with the store's first paint. */
const carrito = () => import('../../lib/carrito');

/** Adds one unit; a product already in the cart, or agotado, only warns. True when it was added. */
export async function agregar(p: ProductoVendible): Promise<boolean> {
  const resultado = await (await carrito()).agregarAlCarrito(p);
  if (resultado !== 'agregado') {
    toast.warning(resultado === 'agotado' ? textos.agotado : textos.existe);
    return false;
  }
  toast.success(textos.agregado);
  return true;
}

export async function quitar(id: number) {
  await (await carrito()).quitarDelCarrito(id);
  toast.success(textos.eliminado);
}
