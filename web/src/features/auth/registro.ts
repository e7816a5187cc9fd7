/** The registration form's rules, free of React (the server checks everything again). */

import type { NuevaCuenta } from '../../../../common/wire/cuentas';
import { textosCuentas } from '../../i18n/es/cuentas';

export const CAMPOS_REGISTRO = [
  'nombre',
  'apellido',
  'cedula',
  'fijo',
  'celular',
  'direccion',
  'email',
  'password',
] as const;
export type CampoRegistro = (typeof CAMPOS_REGISTRO)[number];

export type Registro = Record<CampoRegistro, string> & {
  acepta_tratamiento: boolean;
  acepta_datos_salud: boolean;
};

export const registroVacio = (): Registro => ({
  nombre: '',
  apellido: '',
  cedula: '',
  fijo: '',
  celular: '',
  direccion: '',
  email: '',
  password: '',
  acepta_tratamiento: false,
  acepta_datos_salud: false,
});

/** The spec's warning when any field is blank; then both consents (Ley 1581) must be given. */
export function problemaRegistro(r: Registro): string | null {
  const vacio = CAMPOS_REGISTRO.some((k) => (k === 'password' ? r[k] === '' : r[k].trim() === ''));
  if (vacio) return textosCuentas.avisos.camposRequeridos;
  if (!r.acepta_tratamiento || !r.acepta_datos_salud) return textosCuentas.avisos.consentimientoRequerido;
  return null;
}

/** The payload of `POST /api/user/create`: the mobile travels as `telefono`, plus the spec's fixed values. */
export function payloadRegistro(r: Registro): NuevaCuenta {
  return {
    nombre: r.nombre.trim(),
    apellido: r.apellido.trim(),
    cedula: r.cedula.trim(),
    fijo: r.fijo.trim(),
    telefono: r.celular.trim(),
    direccion: r.direccion.trim(),
    email: r.email.trim(),
    password: r.password,
    virtual: 1,
    presencial: 1,
    ciudad: '',
    acepta_tratamiento: r.acepta_tratamiento ? 1 : 0,
    acepta_datos_salud: r.acepta_datos_salud ? 1 : 0,
  };
}

/** Server field names → the form's (the mobile is `telefono` on the wire). */
export const campoDelServidor = (campo: string) => (campo === 'telefono' ? 'celular' : campo);
