/**
 * `/api/user/*` and `/api/users/*`: the signed-in cuenta, registration, login and passwords.
 * `GET /api/users` answers the cuenta itself (not in `succes`); login answers `{succes: token}`,
 * the other calls `{succes: <Spanish message>}`.
 */
import type { Profesional } from './profesionales';

/**
 * The directory's row plus the role (1 admin, 0 profesional) and what only she and staff see:
 * her own meeting link for virtual citas ('' when none: each virtual cita gets a Jitsi Meet room).
 */
export type Cuenta = Profesional & { rol: number; enlace_video: string };

/** The body of `POST /api/user/create` (the mobile travels as `telefono`; consents 1/0). */
export type NuevaCuenta = {
  nombre: string;
  apellido: string;
  cedula: string;
  fijo: string;
  telefono: string;
  direccion: string;
  email: string;
  password: string;
  virtual: number;
  presencial: number;
  ciudad: string;
  acepta_tratamiento: number;
  acepta_datos_salud: number;
};

/** The body of `POST /api/user/password` (signed in). */
export type CambioDeClave = { actual: string; nueva: string };
