/**
 * The TOTP secrets at rest (`dos_pasos.secreto` and `.pendiente`): AES-256-GCM through Web Crypto
 * with the key of the DOS_PASOS_CLAVE secret (32 bytes in base64), a random 96-bit IV per value and
 * the cuenta's id as additional data (a value copied onto another cuenta's row does not open),
 * stored as `v1.<iv>.<ciphertext>` in base64url. Pure Web Crypto: the Worker, the Node seed and the
 * tests seal and open the same values. lib/dos-pasos.ts turns a missing key into a 503.
 */

export const VERSION_CIFRADO = 'v1';
const BYTES_CLAVE = 32;
const BYTES_IV = 12;

/**
 * The key of local runs and tests when DOS_PASOS_CLAVE is not set (a .dev.vars copied before the
 * key existed); .dev.vars.example carries the same value. Production never uses it.
 */
export const CLAVE_LOCAL = 'v6DcU2iM3EIjgI9qLJy39eZBh6hBqngeMjlIEpIu7Hk=';

/** The base64 key configured for `env`: DOS_PASOS_CLAVE, else the local one in local runs and tests; null in production. */
export function claveConfigurada(env: { APP_ENV?: string; DOS_PASOS_CLAVE?: string }): string | null {
  if (env.DOS_PASOS_CLAVE) return env.DOS_PASOS_CLAVE;
  return env.APP_ENV === 'local' || env.APP_ENV === 'test' ? CLAVE_LOCAL : null;
}

const aBase64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** The bytes of base64 or base64url text; null when it is neither. */
function deBase64(texto: string): Uint8Array<ArrayBuffer> | null {
  const normal = texto.trim().replace(/-/g, '+').replace(/_/g, '/');
  try {
    return Uint8Array.from(atob(normal.padEnd(Math.ceil(normal.length / 4) * 4, '=')), (ch) => ch.charCodeAt(0));
  } catch {
    return null;
  }
}

/** The AES-GCM key of a base64 text of 32 bytes; null when the text is not one. */
export async function importarClave(base64: string): Promise<CryptoKey | null> {
  const bytes = deBase64(base64);
  if (bytes?.length !== BYTES_CLAVE) return null;
  return crypto.subtle.importKey('raw', bytes, 'AES-GCM', false, ['encrypt', 'decrypt']);
}

const datosAdicionales = (cuentaId: number) => new TextEncoder().encode(`dos_pasos:${cuentaId}`);

/** `secreto` of the cuenta sealed with `clave`: `v1.<iv>.<ciphertext>`, a fresh IV each time. */
export async function cifrarSecreto(clave: CryptoKey, secreto: string, cuentaId: number): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(BYTES_IV));
  const cifrado = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: datosAdicionales(cuentaId) },
    clave,
    new TextEncoder().encode(secreto),
  );
  return `${VERSION_CIFRADO}.${aBase64url(iv)}.${aBase64url(new Uint8Array(cifrado))}`;
}

/** Whether a stored value is a sealed one (a value stored before sealing is the base32 secret itself). */
export const estaCifrado = (guardado: string) => guardado.startsWith(`${VERSION_CIFRADO}.`);

/** The secret a sealed value of the cuenta holds; null when it does not open with `clave` (another key, another cuenta, altered). */
export async function descifrarSecreto(clave: CryptoKey, guardado: string, cuentaId: number): Promise<string | null> {
  const [version, iv, cifrado, ...resto] = guardado.split('.');
  const bytesIv = deBase64(iv ?? '');
  const bytes = deBase64(cifrado ?? '');
  if (version !== VERSION_CIFRADO || resto.length || bytesIv?.length !== BYTES_IV || !bytes) return null;
  try {
    const claro = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytesIv, additionalData: datosAdicionales(cuentaId) },
      clave,
      bytes,
    );
    return new TextDecoder().decode(claro);
  } catch {
    return null;
  }
}
