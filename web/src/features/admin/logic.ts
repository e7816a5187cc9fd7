/**
 * The staff screens' pure rules: what an inline edit does with a value, client-side file
 * checks, order line totals and the delivery steps an order may take. No React, no calls.
 */
import { textosAdmin } from '../../i18n/es/admin';
import { textosConfig } from '../../i18n/es/config';
import { textosVentas } from '../../i18n/es/ventas';
export const MAX_BYTES = 2 * 1024 * 1024;

/**
 * The IVA classes a product may take, as common/iva.ts's CLASES_IVA (a test holds them equal).
 * Copied, not imported: the store's checkout imports common/iva.ts, and a module shared by staff
 * and store screens becomes a chunk of its own that the entry must name, past the home's budget.
 */
export const CLASES_IVA = [19, 5, 0] as const;
export const MAX_IMAGENES = 4;

/**
 * What leaving an inline-edited cell means: nothing when the trimmed value is unchanged,
 * a refusal when it is blank, otherwise a save of the trimmed value.
 */
export type Edicion = { accion: 'nada' } | { accion: 'vacio' } | { accion: 'guardar'; valor: string };
export function edicionEnLinea(original: string, escrito: string): Edicion {
  const valor = escrito.trim();
  if (valor === original.trim()) return { accion: 'nada' };
  if (valor === '') return { accion: 'vacio' };
  return { accion: 'guardar', valor };
}

/** A stock field as staff type it: '' (sin control de inventario) or whole units 0..1.000.000. */
export const unidadesValidas = (texto: string) => {
  const t = texto.trim();
  return t === '' || (/^\d{1,7}$/.test(t) && Number(t) <= 1_000_000);
};

/** The whole row posted back with one field changed (the contract's update shape). */
export const conCambio = <T extends object, K extends keyof T>(fila: T, campo: K, valor: T[K]): T => ({
  ...fila,
  [campo]: valor,
});

/** Whole pesos > 0 from what a person types ('25000', '25.000', '$ 25 000'); null otherwise. */
export function leerPrecio(texto: string): number | null {
  const limpio = texto.replace(/[\s$.]/g, '');
  if (!/^\d{1,10}$/.test(limpio)) return null;
  const n = Number(limpio);
  return n > 0 ? n : null;
}

/** An integer percentage 0..100, or null. */
export function leerPorcentaje(texto: string): number | null {
  const s = texto.trim();
  if (!/^\d{1,3}$/.test(s)) return null;
  const n = Number(s);
  return n <= 100 ? n : null;
}

/** A line's total: (unit − unit × pct / 100) × quantity, to the cent. */
export function totalLinea(unitario: number, porcentaje: number, cantidad: number): number {
  const neto = unitario - (unitario * porcentaje) / 100;
  return Math.round(neto * cantidad * 100) / 100;
}

const IMAGEN_TIPOS = ['image/jpeg', 'image/png', 'image/webp'];
/** A product or gallery image: JPEG, PNG or WebP up to 2 MB; the problem's message or null. */
export function problemaImagen(file: File): string | null {
  if (!IMAGEN_TIPOS.includes(file.type)) return textosAdmin.comun.imagenTipo;
  if (file.size > MAX_BYTES) return textosAdmin.comun.imagenTamano;
  return null;
}

/** The product's photos on creation: 1 to 4, each a valid image. */
export function problemaImagenes(files: File[]): string | null {
  if (files.length > MAX_IMAGENES) return textosAdmin.productos.hastaCuatro;
  for (const f of files) {
    const p = problemaImagen(f);
    if (p) return p;
  }
  return null;
}

const FONDO_TIPOS = ['image/jpeg', 'image/png', 'image/jpg'];
/** The home background, checked before sending with the specification's three messages. */
export function problemaFondo(file: File | null | undefined): string | null {
  const textosFondo = textosConfig.fondo;
  if (!file) return textosFondo.ninguno;
  if (!FONDO_TIPOS.includes(file.type)) return textosFondo.tipo;
  if (file.size > MAX_BYTES) return textosFondo.tamano;
  return null;
}

export const ESTADOS_ENTREGA = ['pendiente', 'preparando', 'enviado', 'entregado', 'cancelado'] as const;
export type EstadoEntrega = (typeof ESTADOS_ENTREGA)[number];

/**
 * The delivery statuses an order can move to from where it is, as the server allows:
 * one step forward (preparing and shipping need a paid order) or cancelled while not shipped. An
 * order paid on delivery moves unpaid, is delivered by recording its cash ('Pagado al entregar',
 * not here) and can be cancelled once shipped, when the buyer refused it (decision 0023).
 */
export function siguientesEntregas(actual: string, pago: string): EstadoEntrega[] {
  const pagado = pago === 'aprobado' || pago === 'contra_entrega';
  switch (actual) {
    case 'pendiente':
      return pagado ? ['preparando', 'cancelado'] : ['cancelado'];
    case 'preparando':
      return pagado ? ['enviado', 'cancelado'] : ['cancelado'];
    case 'enviado':
      return pago === 'contra_entrega' ? ['cancelado'] : pagado ? ['entregado'] : [];
    default:
      return [];
  }
}

export const textoEntrega = (code: string) => (textosVentas.estadosEntrega as Record<string, string>)[code] ?? code;
export const textoPago = (code: string) => (textosVentas.estadosPago as Record<string, string>)[code] ?? code;
