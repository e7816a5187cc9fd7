import { ESTADOS_PAGO, type EstadoPago } from '../../../common/wire/ventas';
import type { Db } from '../../db/conexion';
import type { Bindings } from '../../env';
import { ApiError } from '../../plataforma/errors';
import { msg } from '../../textos';
import type { ProveedorDePagos } from './proveedor';
import { sandboxProvider } from './sandbox';
import { wompiProvider } from './wompi';

export { ESTADOS_PAGO, type EstadoPago } from '../../../common/wire/ventas';

export const estadoPago = (status: string): EstadoPago | null =>
  Object.hasOwn(ESTADOS_PAGO, status) ? ESTADOS_PAGO[status as keyof typeof ESTADOS_PAGO] : null;

export const SANDBOX_PUBLIC_KEY = 'pub_test_local_sandbox';
const SANDBOX_INTEGRITY = 'test_integrity_local_sandbox_secret';
const SANDBOX_EVENTS = 'test_events_local_sandbox_secret';

/**
 * The local sandbox stands in for Wompi only outside production (APP_ENV local or test) and only
 * when no real key is configured (none, or the sandbox's own public key). Production never has it.
 */
export const usaSandbox = (env: Bindings) =>
  (env.APP_ENV === 'local' || env.APP_ENV === 'test') &&
  (!env.WOMPI_PUBLIC_KEY || env.WOMPI_PUBLIC_KEY === SANDBOX_PUBLIC_KEY);

/** The provider configured by the secrets; 503 when real keys are incomplete. */
export function proveedorPagos(env: Bindings, db: Db): ProveedorDePagos {
  if (usaSandbox(env))
    return sandboxProvider(db, {
      publicKey: SANDBOX_PUBLIC_KEY,
      integritySecret: env.WOMPI_INTEGRITY_SECRET || SANDBOX_INTEGRITY,
      eventsSecret: env.WOMPI_EVENTS_SECRET || SANDBOX_EVENTS,
    });
  if (!env.WOMPI_PUBLIC_KEY || !env.WOMPI_INTEGRITY_SECRET || !env.WOMPI_EVENTS_SECRET)
    throw new ApiError(503, 'payments_unavailable', msg.tienda.pagosNoConfigurados);
  return wompiProvider({
    publicKey: env.WOMPI_PUBLIC_KEY,
    integritySecret: env.WOMPI_INTEGRITY_SECRET,
    eventsSecret: env.WOMPI_EVENTS_SECRET,
  });
}
