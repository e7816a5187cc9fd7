import type { ProveedorDePagos, Transaccion } from './proveedor';

type Claves = { publicKey: string; integritySecret: string; eventsSecret: string };

/** Wompi's API: production keys start with `pub_prod_`, everything else talks to the sandbox. */
export const wompiApi = (publicKey: string) =>
  publicKey.startsWith('pub_prod_') ? 'https://production.wompi.co/v1' : 'https://sandbox.wompi.co/v1';

/** Wompi behind the PaymentProvider interface: `GET /v1/transactions/{id}` (public, no auth). */
export function wompiProvider(claves: Claves): ProveedorDePagos {
  return {
    sandbox: false,
    ...claves,
    async lookup(transactionId) {
      const url = `${wompiApi(claves.publicKey)}/transactions/${encodeURIComponent(transactionId)}`;
      try {
        const res = await fetch(url, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(8000) });
        if (!res.ok) {
          if (res.status !== 404) console.error('Wompi respondió', res.status, 'al consultar', transactionId);
          return null;
        }
        const body = (await res.json()) as { data?: Partial<Transaccion> };
        const transaccion = body?.data;
        if (
          !transaccion ||
          transaccion.id === undefined ||
          typeof transaccion.status !== 'string' ||
          typeof transaccion.reference !== 'string'
        )
          return null;
        const amount = Number(transaccion.amount_in_cents);
        if (!Number.isSafeInteger(amount)) return null;
        return {
          id: String(transaccion.id),
          status: transaccion.status,
          reference: transaccion.reference,
          amount_in_cents: amount,
          currency: transaccion.currency,
        };
      } catch (err) {
        console.error('No se pudo consultar la transacción en Wompi', transactionId, String(err));
        return null;
      }
    },
    // CitaSalud does not move money through Wompi's API (decision 0013): staff transfer it back
    async reembolsar() {
      return { id: '', estado: 'manual' };
    },
  };
}
