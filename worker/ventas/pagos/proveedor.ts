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
  /**
   * Gives `montoCentavos` of the paid transaction back (decision 0024); `clave` makes a repeat the
   * same reembolso. 'aprobado': given back; 'manual': the provider cannot, staff transfer it
   * (Wompi, decision 0013). Throws when the provider cannot be reached.
   */
  reembolsar(datos: { transaccionId: string | null; montoCentavos: number; clave: string }): Promise<ReembolsoHecho>;
}

/** A reembolso as the provider answers it: its id ('' when staff give it back by hand) and how it went. */
export type ReembolsoHecho = { id: string; estado: 'aprobado' | 'manual' };
