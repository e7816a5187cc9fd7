/**
 * What the matrix's calls of `/api/user/dos-pasos/*` need to succeed for a signed-in profesional:
 * her dos pasos in the state the route expects (a pending secret to confirm, or one in use) and a
 * code of that secret computed now. An admin is left as she is for turning it off (refused to admins).
 */
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { codigoTotp } from '../../../worker/cuentas/totp';
import { schema } from '../../../worker/db/schema';
import { cifrarSecreto, importarClave } from '../../../worker/plataforma/cifrado';
import { sha256Hex } from '../../../worker/plataforma/cripto';
import { db } from '../helpers';

export const SECRETO_MATRIZ = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

export async function prepararDosPasos(clave: string, token: string): Promise<Record<string, string>> {
  const [sesion] = await db()
    .select({ id: schema.users.id, rol: schema.users.rol })
    .from(schema.sessions)
    .innerJoin(schema.users, eq(schema.users.id, schema.sessions.user_id))
    .where(eq(schema.sessions.token_hash, await sha256Hex(token)));
  if (!sesion || clave.endsWith('/configurar') || (sesion.rol === 1 && clave.endsWith('/desactivar'))) return {};
  // sealed as the Worker stores it (lib/cifrado.ts, the tests' key)
  const sellado = await cifrarSecreto(
    (await importarClave(env.DOS_PASOS_CLAVE ?? '')) as CryptoKey,
    SECRETO_MATRIZ,
    sesion.id,
  );
  const pendiente = clave.endsWith('/activar');
  await db()
    .insert(schema.dosPasos)
    .values({ user_id: sesion.id, ...(pendiente ? { pendiente: sellado } : { secreto: sellado }) })
    .onConflictDoNothing();
  return { codigo: await codigoTotp(SECRETO_MATRIZ, new Date()) };
}
