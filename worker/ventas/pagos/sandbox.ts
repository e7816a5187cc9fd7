import { desc, eq } from 'drizzle-orm';
import { cop } from '../../../common/dinero';
import { escapeHtml } from '../../../common/texto';
import type { Db } from '../../db/conexion';
import { pagoEventos, ventas } from '../../db/schema/tienda';
import { msg } from '../../textos';
import { checksumEvento, type EventoFirmado } from './firmas';
import type { ProveedorDePagos } from './proveedor';
import type { Venta } from './ventas';

type Claves = { publicKey: string; integritySecret: string; eventsSecret: string };

/** The local sandbox's test cards and the status each one produces. */
export const TARJETAS_SANDBOX: Record<string, 'APPROVED' | 'DECLINED'> = {
  '4242424242424242': 'APPROVED',
  '4111111111111111': 'DECLINED',
};

/**
 * The sandbox behind the PaymentProvider interface: no network, its state is the events it stored
 * against a venta (those with `venta_id`: their amount was the venta's).
 */
export function sandboxProvider(db: Db, claves: Claves): ProveedorDePagos {
  return {
    sandbox: true,
    ...claves,
    async lookup(transactionId) {
      const [row] = await db
        .select({ status: pagoEventos.status, reference: pagoEventos.reference, total: ventas.total })
        .from(pagoEventos)
        .innerJoin(ventas, eq(ventas.id, pagoEventos.venta_id))
        .where(eq(pagoEventos.transaccion_id, transactionId))
        .orderBy(desc(pagoEventos.evento_at), desc(pagoEventos.id))
        .limit(1);
      if (!row) return null;
      return { id: transactionId, status: row.status, reference: row.reference, amount_in_cents: row.total * 100 };
    },
    // the sandbox gives every reembolso back at once; the same clave is the same reembolso
    async reembolsar({ clave }) {
      return { id: `sbx-dev-${clave}`, estado: 'aprobado' };
    },
  };
}

/** A `transaction.updated` event for `venta`, signed with the events secret exactly as Wompi signs it. */
export async function eventoSandbox(
  venta: Venta,
  status: 'APPROVED' | 'DECLINED',
  eventsSecret: string,
  ahora = new Date(),
) {
  const random = [...crypto.getRandomValues(new Uint8Array(6))].map((b) => b.toString(16).padStart(2, '0')).join('');
  const evento: EventoFirmado & { event: string; sent_at: string } = {
    event: 'transaction.updated',
    data: {
      transaction: {
        id: `sbx-${ahora.getTime()}-${random}`,
        status,
        reference: venta.reference,
        amount_in_cents: venta.total * 100,
        currency: 'COP',
        payment_method_type: 'CARD',
      },
    },
    signature: { properties: ['transaction.id', 'transaction.status', 'transaction.amount_in_cents'] },
    timestamp: Math.floor(ahora.getTime() / 1000),
    sent_at: ahora.toISOString(),
  };
  evento.signature.checksum = (await checksumEvento(evento, eventsSecret)) ?? '';
  return evento;
}

/** The sandbox checkout: plain HTML, a form that posts back to itself, no script at all. */
export function paginaSandbox(venta: Venta, error = '') {
  const s = msg.tienda.sandbox;
  const pendiente = venta.status_pago === 'pendiente';
  const formulario = `<form method="post">
  <label for="tarjeta">${escapeHtml(s.tarjeta)}</label>
  <input id="tarjeta" name="tarjeta" inputmode="numeric" autocomplete="off" required maxlength="23" placeholder="4242 4242 4242 4242"${error ? ' aria-invalid="true" aria-describedby="error"' : ''}>
  ${error ? `<p id="error" class="error" role="alert">${escapeHtml(error)}</p>` : ''}
  <button type="submit">${escapeHtml(s.pagar(cop(venta.total)))}</button>
</form>
<h2>${escapeHtml(s.tarjetasPrueba)}</h2>
<ul>
  <li><code>4242 4242 4242 4242</code>: ${escapeHtml(s.aprueba)}</li>
  <li><code>4111 1111 1111 1111</code>: ${escapeHtml(s.rechaza)}</li>
</ul>`;
  return `<!doctype html>
<html lang="es-CO">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(s.titulo)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f1f5f9;color:#0f172a;margin:0;padding:2rem 1rem}
main{max-width:28rem;margin:0 auto;background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 1px 4px #0002}
h1{font-size:1.25rem;color:#0f766e;margin-top:0}h2{font-size:1rem}
.monto{font-size:2rem;font-weight:700;margin:.25rem 0 1rem}
label{display:block;font-weight:600;margin-bottom:.25rem}
input{width:100%;box-sizing:border-box;font-size:1.1rem;padding:.6rem;border:1px solid #64748b;border-radius:8px}
button{margin-top:1rem;width:100%;font-size:1.1rem;padding:.7rem;border:0;border-radius:8px;background:#0f766e;color:#fff;cursor:pointer}
button:focus-visible,input:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.error{color:#b91c1c;font-weight:600}.aviso{background:#fef3c7;padding:.5rem .75rem;border-radius:8px}
</style>
</head>
<body>
<main>
<h1>CitaSalud · ${escapeHtml(s.encabezado)}</h1>
<p class="aviso">${escapeHtml(s.aviso)}</p>
<p>${escapeHtml(s.factura)} <strong>${escapeHtml(venta.factura)}</strong></p>
<p>${escapeHtml(s.total)}</p>
<p class="monto">${escapeHtml(cop(venta.total))}</p>
${pendiente ? formulario : `<p role="status">${escapeHtml(s.yaProcesado(msg.tienda.estadosPago[venta.status_pago as 'aprobado'] ?? venta.status_pago))}</p>`}
</main>
</body>
</html>`;
}

/** The page for a reference the sandbox does not know. */
export const paginaNoEncontrada = () =>
  `<!doctype html><html lang="es-CO"><head><meta charset="utf-8"><title>${escapeHtml(msg.tienda.sandbox.titulo)}</title></head><body><main><h1>${escapeHtml(msg.tienda.referenciaDesconocida)}</h1></main></body></html>`;
