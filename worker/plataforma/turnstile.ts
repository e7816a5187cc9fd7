/**
 * The human check (Cloudflare Turnstile) behind one interface, as the payment sandbox sits behind
 * the payment provider's (worker/ventas/pagos/provider.ts): production asks Cloudflare's siteverify with
 * TURNSTILE_SECRET; local runs and tests (APP_ENV local or test, no secret) use a stand-in that
 * accepts Turnstile's documented dummy token and nothing else. Production never has the stand-in.
 */
import { TOKEN_DE_PRUEBA } from '../../common/verificacion';
import type { Bindings } from '../env';
import { msg } from '../textos';
import { ApiError } from './errors';

export { TOKEN_DE_PRUEBA };

export const SITEVERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

/** Checks one Turnstile token (single use: Cloudflare refuses it a second time). */
export interface VerificadorHumano {
  /** 'turnstile' (Cloudflare) or 'local' (the stand-in) */
  readonly nombre: 'turnstile' | 'local';
  /** the site key the web draws the widget with; '' for the stand-in */
  readonly sitekey: string;
  verificar(token: string, ip?: string): Promise<boolean>;
}

/** The local stand-in: only the dummy token passes. */
export const verificadorLocal: VerificadorHumano = {
  nombre: 'local',
  sitekey: '',
  verificar: async (token) => token === TOKEN_DE_PRUEBA,
};

/** Cloudflare's siteverify: a token passes only when it answers `success: true`; any failure refuses. */
export function verificadorTurnstile(secret: string, sitekey: string, pedir: typeof fetch = fetch): VerificadorHumano {
  return {
    nombre: 'turnstile',
    sitekey,
    async verificar(token, ip) {
      if (!token || token.length > 2048) return false;
      const form = new FormData();
      form.append('secret', secret);
      form.append('response', token);
      if (ip) form.append('remoteip', ip);
      try {
        const res = await pedir(SITEVERIFY_URL, { method: 'POST', body: form });
        if (!res.ok) return false;
        const datos = (await res.json()) as { success?: unknown };
        return datos.success === true;
      } catch (err) {
        console.error('Turnstile siteverify no respondió', err instanceof Error ? err.message : String(err));
        return false;
      }
    },
  };
}

/** The stand-in is allowed only in local runs and tests, and only while no secret is configured. */
export const usaVerificadorLocal = (env: Bindings) =>
  (env.APP_ENV === 'local' || env.APP_ENV === 'test') && !env.TURNSTILE_SECRET;

/** The verifier configured for `env`; 503 outside local runs when Turnstile is not configured. */
export function verificadorPara(env: Bindings): VerificadorHumano {
  if (usaVerificadorLocal(env)) return verificadorLocal;
  if (!env.TURNSTILE_SECRET || !env.TURNSTILE_SITE_KEY)
    throw new ApiError(503, 'verificacion_no_configurada', msg.seguridad.verificacion.noConfigurada);
  return verificadorTurnstile(env.TURNSTILE_SECRET, env.TURNSTILE_SITE_KEY);
}
