/**
 * Wompi's checkout widget, loaded only when a buyer pays (never in the store's bundle).
 * The local sandbox (no provider keys) is a full-page checkout served by our Worker instead.
 */
import type { UltimaVentaWompi } from './sesion';

const WIDGET_URL = 'https://checkout.wompi.co/widget.js';

type WidgetResult = { transaction?: { id?: string; status?: string; reference?: string } };
type WidgetOptions = {
  currency: 'COP';
  amountInCents: number;
  reference: string;
  publicKey: string;
  signature: { integrity: string };
  /** the IVA inside amountInCents (informative for Wompi: it adds nothing) */
  taxInCents?: { vat: number };
  redirectUrl: string;
  customerData?: { email: string; fullName: string; phoneNumber: string; phoneNumberPrefix: '+57' };
};
type WidgetCtor = new (opts: WidgetOptions) => { open: (cb: (result: WidgetResult) => void) => void };

declare global {
  interface Window {
    WidgetCheckout?: WidgetCtor;
  }
}

let cargando: Promise<WidgetCtor> | null = null;

/** Adds widget.js once (a script element) and resolves with `WidgetCheckout`. */
export function cargarWidget(): Promise<WidgetCtor> {
  if (window.WidgetCheckout) return Promise.resolve(window.WidgetCheckout);
  cargando ??= new Promise<WidgetCtor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = WIDGET_URL;
    script.async = true;
    script.onload = () => (window.WidgetCheckout ? resolve(window.WidgetCheckout) : reject(new Error('widget')));
    script.onerror = () => {
      script.remove();
      cargando = null;
      reject(new Error('widget'));
    };
    document.head.appendChild(script);
  });
  return cargando;
}

export const rutaResultado = (factura: string, transaccion?: string) =>
  `/e-comerce/pago/resultado?factura=${encodeURIComponent(factura)}${transaccion ? `&id=${encodeURIComponent(transaccion)}` : ''}`;

/**
 * Pays `pedido`: the sandbox page (full navigation) or the Wompi widget, whose result leads to
 * the result page through `irA` (Wompi also redirects there itself for redirect-based methods).
 */
export async function pagar(
  venta: UltimaVentaWompi,
  irA: (ruta: string) => void,
  salirA: (url: string) => void = (url) => window.location.assign(url),
) {
  if (venta.sandbox) {
    if (venta.checkout_url) salirA(venta.checkout_url);
    return;
  }
  const Widget = await cargarWidget();
  const widget = new Widget({
    currency: 'COP',
    amountInCents: venta.amount_in_cents,
    reference: venta.reference,
    publicKey: venta.public_key,
    signature: { integrity: venta.signature.integrity },
    ...(venta.tax_in_cents ? { taxInCents: { vat: venta.tax_in_cents.vat } } : {}),
    redirectUrl: `${window.location.origin}${rutaResultado(venta.factura)}`,
    // paying again from the look-up of another tab, the buyer's name and phone are not known here
    ...(venta.email && venta.nombreCompleto && venta.telefono
      ? {
          customerData: {
            email: venta.email,
            fullName: venta.nombreCompleto,
            phoneNumber: venta.telefono,
            phoneNumberPrefix: '+57' as const,
          },
        }
      : {}),
  });
  widget.open((result) => irA(rutaResultado(venta.factura, result.transaction?.id)));
}
