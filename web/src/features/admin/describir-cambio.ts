/** How a change of a producto's historial reads on screen: "Precio: $ 45.000 → $ 39.900". */
import { cop } from '../../../../common/dinero';
import type { CambioProducto, CampoHistorial } from '../../../../common/wire/producto-historial';
import { textosHistorialProducto } from '../../i18n/es/historial-producto';

const textos = textosHistorialProducto;
const valores = textos.valores;

/** A stored value as the screen shows it ('' is none: no promoción, sin control de inventario…). */
function valor(campo: CampoHistorial, v: string): string {
  switch (campo) {
    case 'precio':
      return /^\d+$/.test(v) ? cop(Number(v)) : v;
    case 'estado':
      return v === '1' ? valores.activo : v === '0' ? valores.inactivo : v;
    case 'iva':
      return v === '0' ? valores.excluido : valores.porcentaje(v);
    case 'stock':
      return v === '' ? valores.sinControl : v;
    case 'promocion':
      return v || valores.sinPromocion;
    case 'caracteristica':
      return v || valores.sinCaracteristica;
    default:
      return v || valores.vacio;
  }
}

/** What changed, in one line. */
export function describirCambio(c: CambioProducto): string {
  if (c.accion === 'crear' || !c.campo) return textos.creado(c.despues ?? '');
  const campo = textos.campos[c.campo] ?? c.campo;
  if (c.antes === null || c.despues === null)
    return c.campo.startsWith('imagen') ? textos.imagenNueva(campo) : textos.textoCambiado(campo);
  return textos.cambio(campo, valor(c.campo, c.antes), valor(c.campo, c.despues));
}

const fechaHora = new Intl.DateTimeFormat('es-CO', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'America/Bogota',
});

/** When, in Bogotá ('' for a time the browser cannot read). */
export const cuandoCambio = (instante: string) => {
  const momento = new Date(instante);
  return Number.isNaN(momento.getTime()) ? '' : fechaHora.format(momento);
};
