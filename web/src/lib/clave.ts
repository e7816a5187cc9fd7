/**
 * The new-password rules the server enforces (8..128 characters, never trimmed: spaces count),
 * checked before sending so the form can point at the field. Each screen words the problems
 * with its own texts.
 */
export const CLAVE_MIN = 8;
export const CLAVE_MAX = 128;

export type ProblemasClave = {
  nueva?: 'vacia' | 'corta' | 'larga';
  confirmacion?: 'vacia' | 'distinta';
};

/** What is wrong with a new password and its confirmation; `{}` when both are fine. */
export function problemasClave(nueva: string, confirmacion: string): ProblemasClave {
  const problemas: ProblemasClave = {};
  if (!nueva) problemas.nueva = 'vacia';
  else if (nueva.length < CLAVE_MIN) problemas.nueva = 'corta';
  else if (nueva.length > CLAVE_MAX) problemas.nueva = 'larga';
  if (!confirmacion) problemas.confirmacion = 'vacia';
  else if (confirmacion !== nueva) problemas.confirmacion = 'distinta';
  return problemas;
}
