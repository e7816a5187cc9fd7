import type { VentaCreada } from '../../../common/wire/compras';
import type { LineaVenta } from '../../../common/wire/ventas';
import { firmaIntegridad } from './firmas';
import type { ProveedorDePagos } from './proveedor';
import { desgloseVenta, type Venta } from './ventas';

/** What the payment widget (or the local sandbox) needs, with the order and its lines. */
export async function respuesta(provider: ProveedorDePagos, venta: Venta, lineas: LineaVenta[]): Promise<VentaCreada> {
  const amountInCents = venta.total * 100;
  const d = desgloseVenta(venta, lineas);
  return {
    id: venta.id,
    factura: venta.factura,
    reference: venta.reference,
    status_pago: venta.status_pago,
    // base and IVA per tarifa; the IVA is inside the lines' prices, so inside `total` (common/iva.ts)
    ...d,
    tax_in_cents: { vat: d.iva * 100 },
    ciudad: venta.ciudad,
    ciudad_codigo: venta.ciudad_codigo ?? '',
    documento: venta.documento,
    amount_in_cents: amountInCents,
    currency: 'COP',
    signature: { integrity: await firmaIntegridad(venta.reference, amountInCents, 'COP', provider.integritySecret) },
    public_key: provider.publicKey,
    sandbox: provider.sandbox,
    ...(provider.sandbox ? { checkout_url: `/api/pagos/sandbox/${encodeURIComponent(venta.reference)}` } : {}),
    productos: lineas,
  };
}
