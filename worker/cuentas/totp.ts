/**
 * Time-based one-time codes (RFC 6238 over RFC 4226's HOTP): HMAC-SHA-1, 6 digits, 30-second
 * steps, through Web Crypto, so the Worker, the Node seed and scripts and the e2e tests compute the
 * same codes. Secrets travel in base32 (RFC 4648, no padding), as authenticator apps read them.
 */

export const TOTP_PASO_S = 30;
export const TOTP_DIGITOS = 6;
const ALFABETO = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding. */
export function aBase32(bytes: Uint8Array): string {
  let bits = 0;
  let valor = 0;
  let salida = '';
  for (const b of bytes) {
    valor = (valor << 8) | b;
    bits += 8;
    while (bits >= 5) {
      salida += ALFABETO[(valor >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) salida += ALFABETO[(valor << (5 - bits)) & 31];
  return salida;
}

/** The bytes of a base32 secret (spaces, dashes and padding tolerated, any case); null if it is not base32. */
export function deBase32(texto: string): Uint8Array<ArrayBuffer> | null {
  const limpio = texto.toUpperCase().replace(/[\s=-]/g, '');
  if (!limpio || /[^A-Z2-7]/.test(limpio)) return null;
  const salida = new Uint8Array(Math.floor((limpio.length * 5) / 8));
  let bits = 0;
  let valor = 0;
  let i = 0;
  for (const ch of limpio) {
    valor = (valor << 5) | ALFABETO.indexOf(ch);
    bits += 5;
    if (bits >= 8) {
      salida[i++] = (valor >>> (bits - 8)) & 255;
      bits -= 8;
    }
  }
  return salida;
}

/** RFC 4226 HOTP of `contador` with the raw key `clave` (SHA-1, or SHA-256/512 for RFC 6238's other vectors). */
export async function hotp(
  clave: Uint8Array<ArrayBuffer>,
  contador: number,
  digitos = TOTP_DIGITOS,
  hash: 'SHA-1' | 'SHA-256' | 'SHA-512' = 'SHA-1',
): Promise<string> {
  const mensaje = new Uint8Array(8);
  const vista = new DataView(mensaje.buffer);
  vista.setUint32(0, Math.floor(contador / 2 ** 32));
  vista.setUint32(4, contador >>> 0);
  const llave = await crypto.subtle.importKey('raw', clave, { name: 'HMAC', hash }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', llave, mensaje));
  const desde = mac[mac.length - 1] & 15;
  const numero = ((mac[desde] & 127) << 24) | (mac[desde + 1] << 16) | (mac[desde + 2] << 8) | mac[desde + 3];
  return String(numero % 10 ** digitos).padStart(digitos, '0');
}

/** The time step of an instant (Unix time / 30 s). */
export const pasoDe = (instante: Date | number) => Math.floor(new Date(instante).getTime() / 1000 / TOTP_PASO_S);

/** The code of a base32 secret at an instant (a step's code when `paso` is given). */
export async function codigoTotp(secreto: string, instante: Date | number, paso = pasoDe(instante)): Promise<string> {
  const clave = deBase32(secreto);
  if (!clave) throw new Error('secreto TOTP inválido');
  return hotp(clave, paso);
}

/** A new secret: 20 random bytes (160 bits, RFC 4226's recommended length), in base32. */
export const nuevoSecreto = () => aBase32(crypto.getRandomValues(new Uint8Array(20)));

/** The otpauth:// URI an authenticator app reads from the QR code. */
export function uriTotp(secreto: string, cuenta: string, emisor = 'CitaSalud'): string {
  const etiqueta = `${encodeURIComponent(emisor)}:${encodeURIComponent(cuenta)}`;
  const q = new URLSearchParams({
    secret: secreto,
    issuer: emisor,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITOS),
    period: String(TOTP_PASO_S),
  });
  return `otpauth://totp/${etiqueta}?${q.toString()}`;
}
