/**
 * Breached passwords behind one interface, as the human check sits behind lib/turnstile.ts:
 * production asks the Have I Been Pwned range API with k-anonymity (the SHA-1 of the password is
 * computed here and only its first 5 hex characters leave; the answer lists every suffix of that
 * range, padded with decoys, and the comparison happens here). Local runs and tests (APP_ENV local
 * or test) use the stand-in: the bundled list of the most common passwords (common/claves.ts).
 * That list is also the fallback when the API does not answer in time: a check never blocks a
 * registration because a third party is down.
 */
import { esComun, esTrivial } from '../../common/claves';
import { invalid } from '../plataforma/errors';
import { msg } from '../textos';

/** The configuration the choice reads (a subset of the Worker's Bindings; scripts pass their own). */
type Config = { APP_ENV?: string; CLAVES_FILTRADAS?: string };

export const PWNED_RANGE_URL = 'https://api.pwnedpasswords.com/range/';
/** How long the range API may take before the bundled list answers alone. */
export const ESPERA_PWNED_MS = 2000;

/** Tells whether a password is known to attackers. */
export interface RevisorFiltraciones {
  /** 'hibp' (Have I Been Pwned) or 'local' (the bundled list) */
  readonly nombre: 'hibp' | 'local';
  filtrada(clave: string): Promise<boolean>;
}

/** The stand-in: the bundled list of the most common passwords. */
export const revisorLocal: RevisorFiltraciones = { nombre: 'local', filtrada: async (clave) => esComun(clave) };

/** Upper-case hex SHA-1, the form the range API speaks. */
export async function sha1Hex(texto: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-1', new TextEncoder().encode(texto));
  return [...new Uint8Array(digest)]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();
}

/**
 * The range API: `GET /range/<first 5 hex>` with `Add-Padding: true` answers `SUFFIX:COUNT` lines
 * (padding lines have count 0). A listed suffix with a count above 0 is a breached password. Any
 * failure (network, status, timeout) falls back to the bundled list, checked first anyway.
 */
export function revisorPwned(pedir: typeof fetch = fetch, esperaMs = ESPERA_PWNED_MS): RevisorFiltraciones {
  return {
    nombre: 'hibp',
    async filtrada(clave) {
      if (esComun(clave)) return true;
      const hash = await sha1Hex(clave);
      const prefijo = hash.slice(0, 5);
      const sufijo = hash.slice(5);
      try {
        const res = await pedir(`${PWNED_RANGE_URL}${prefijo}`, {
          headers: { 'Add-Padding': 'true', 'User-Agent': 'CitaSalud' },
          signal: AbortSignal.timeout(esperaMs),
        });
        if (!res.ok) throw new Error(`estado ${res.status}`);
        for (const linea of (await res.text()).split('\n')) {
          const [suf, veces] = linea.trim().split(':');
          if (suf?.toUpperCase() === sufijo && Number(veces) > 0) return true;
        }
        return false;
      } catch (err) {
        console.warn('Pwned Passwords no respondió; solo se revisó la lista local', String(err));
        return false;
      }
    },
  };
}

/** The stand-in only in local runs and tests, unless `CLAVES_FILTRADAS = "hibp"` asks for the real API there. */
export const usaRevisorLocal = (env: Config) =>
  (env.APP_ENV === 'local' || env.APP_ENV === 'test') && env.CLAVES_FILTRADAS !== 'hibp';

/** The checker configured for `env`. */
export const revisorPara = (env: Config): RevisorFiltraciones => (usaRevisorLocal(env) ? revisorLocal : revisorPwned());

/** What is wrong with a password that passed the length rules: trivial, breached, or nothing (null). */
export async function problemaDeClave(env: Config, clave: string): Promise<string | null> {
  if (esTrivial(clave)) return msg.claves.trivial;
  if (await revisorPara(env).filtrada(clave)) return msg.claves.filtrada;
  return null;
}

/** Refuses (422 on `campo`) a trivial or breached password; call it before anything is written. */
export async function exigirClaveSegura(env: Config, clave: string, campo: string): Promise<void> {
  const problema = await problemaDeClave(env, clave);
  if (problema) throw invalid({ [campo]: [problema] });
}
