import type { VentaBase, VentaCreada, VentaWompi } from '../../../common/wire/compras';
import type { LineaVenta, MetodoPago } from '../../../common/wire/ventas';
import { firmaIntegridad } from './firmas';
import type { ProveedorDePagos } from './proveedor';
import { desgloseVenta, type Venta } from './ventas';

/**
 * The venta and its lines, with what the payment widget (or the local sandbox) needs; a venta paid
 * on delivery carries no payment reference nor anything for a widget (decision 0023).
 */
export async function respuesta(provider: ProveedorDePagos, venta: Venta, lineas: LineaVenta[]): Promise<VentaCreada> {
  const base: VentaBase = {
    id: venta.id,
    factura: venta.factura,
    status_pago: venta.status_pago,
    // base and IVA per tarifa; the IVA is inside the lines' prices, so inside `total` (common/iva.ts)
    ...desgloseVenta(venta, lineas),
    ciudad: venta.ciudad,
    ciudad_codigo: venta.ciudad_codigo ?? '',
    documento: venta.documento,
    productos: lineas,
  };
  if ((venta.metodo_pago as MetodoPago) === 'contra_entrega') return { ...base, metodo_pago: 'contra_entrega' };
  return respuestaWompi(provider, venta, base);
}

async function respuestaWompi(provider: ProveedorDePagos, venta: Venta, base: VentaBase): Promise<VentaWompi> {
  const amountInCents = venta.total * 100;
  return {
    ...base,
    metodo_pago: 'wompi',
    reference: venta.reference,
    tax_in_cents: { vat: base.iva * 100 },
    amount_in_cents: amountInCents,
    currency: 'COP',
    signature: { integrity: await firmaIntegridad(venta.reference, amountInCents, 'COP', provider.integritySecret) },
    public_key: provider.publicKey,
    sandbox: provider.sandbox,
    ...(provider.sandbox ? { checkout_url: `/api/pagos/sandbox/${encodeURIComponent(venta.reference)}` } : {}),
  };
}
