import { sameBytes, sha256Hex } from '../../plataforma/cripto';

/** A provider event as Wompi signs it (only the parts the checksum reads). */
export type EventoFirmado = {
  data: unknown;
  signature: { properties: string[]; checksum?: string };
  timestamp: number | string;
};

/** Wompi's integrity signature: hex SHA-256 of `reference + amountInCents + currency + secret`. */
export const firmaIntegridad = (reference: string, amountInCents: number, currency: string, secret: string) =>
  sha256Hex(`${reference}${amountInCents}${currency}${secret}`);

/** The value at a dot path (`transaction.amount_in_cents`) inside `data`, as text; null when absent. */
export function valorEn(data: unknown, path: string): string | null {
  let node: unknown = data;
  for (const key of path.split('.')) {
    if (!node || typeof node !== 'object' || !Object.hasOwn(node, key)) return null;
    node = (node as Record<string, unknown>)[key];
  }
  if (typeof node === 'string' || typeof node === 'number' || typeof node === 'boolean') return String(node);
  return null;
}

/**
 * The event checksum: hex SHA-256 of the values of `signature.properties` read inside `data`,
 * in order, then `timestamp`, then the events secret. Null when a named property is missing.
 */
export async function checksumEvento(evento: EventoFirmado, secret: string): Promise<string | null> {
  let text = '';
  for (const path of evento.signature.properties) {
    const value = valorEn(evento.data, path);
    if (value === null) return null;
    text += value;
  }
  return sha256Hex(`${text}${evento.timestamp}${secret}`);
}

/** Case-insensitive, constant-time comparison of two hex digests. */
export function mismoChecksum(esperado: string, recibido: string): boolean {
  const enc = new TextEncoder();
  return sameBytes(enc.encode(esperado.toLowerCase()), enc.encode(recibido.trim().toLowerCase()));
}
