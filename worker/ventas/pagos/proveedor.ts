/** What the store needs from a payment provider (Wompi, or the local sandbox that stands in for it). */

/** A transaction as the provider reports it. */
export type Transaccion = {
  id: string;
  status: string;
  reference: string;
  amount_in_cents: number;
  currency?: string;
};

/** What the store needs from a payment provider: its keys, and a server-side look-up. */
export interface ProveedorDePagos {
  /** true for the built-in local checkout (no network, no real keys) */
  readonly sandbox: boolean;
  readonly publicKey: string;
  readonly integritySecret: string;
  readonly eventsSecret: string;
  /** The transaction as the provider knows it now; null when it does not know it or cannot be reached. */
  lookup(transactionId: string): Promise<Transaccion | null>;
}
