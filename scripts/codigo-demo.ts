/**
 * `npm run demo:codigo`: the demo admin's current two-step code (local only), for signing in as
 * admin@citasalud.co without an authenticator app. The secret is the README's demo secret.
 */
import { codigoTotp, TOTP_PASO_S } from '../worker/cuentas/totp';
import { DEMO } from './seed/datos';

const ahora = Date.now();
const restan = TOTP_PASO_S - (Math.floor(ahora / 1000) % TOTP_PASO_S);
const codigo = await codigoTotp(DEMO.secretoDosPasos, ahora);
console.log(`Código de ${DEMO.admin.email}: ${codigo} (vale ${restan} s más; luego, el siguiente)`);
