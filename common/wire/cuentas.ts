/**
 * `/api/user/*` and `/api/users/*`: the signed-in cuenta, registration, login and passwords.
 * `GET /api/users` answers the cuenta itself (not in `succes`); login answers `{succes: token}`,
 * the other calls `{succes: <Spanish message>}`.
 */
import type { Profesional } from './profesionales';

/**
 * The directory's row plus the role (1 admin, 0 profesional) and what only she and staff see:
 * her cédula, e-mail and phones as stored, her own meeting link for virtual citas ('' when none:
 * each virtual cita gets a Jitsi Meet room), whether she publishes her phones (1) and the change
 * of name, specialty, cédula or city that waits for an admin (null when none).
 */
export type Cuenta = Profesional & {
  rol: number;
  enlace_video: string;
  publicar_celular: number;
  propuesta: Propuesta | null;
};

/**
 * A change an activated profesional asked for, waiting for an admin's approval: each field is the
 * value asked for, null when she did not ask to change it (`cargo`: the especialidad's name).
 */
export type Propuesta = {
  nombre: string | null;
  apellido: string | null;
  cedula: string | null;
  ciudad: string | null;
  cargo: string | null;
  created_at: string;
};

/** A propuesta as admins review it (`GET /api/admin/propuestas`): what she has now and what she asks for. */
export type PropuestaAdmin = Propuesta & {
  id: number;
  user_id: number;
  email: string;
  actual: { nombre: string; apellido: string; cedula: string; ciudad: string; cargo: string };
};

// The bodies of registration, the password change and the e-mail change (common/cuerpos/cuentas.ts).
export type { CambioDeClave, CambioDeCorreo, NuevaCuenta } from '../cuerpos/cuentas';
// The profile's update (common/cuerpos/perfil.ts).
export type { CambioDePerfil } from '../cuerpos/perfil';
