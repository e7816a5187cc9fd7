/**
 * Envío and documento rules both sides apply: the envío a subtotal pays to a departamento, and the
 * buyer's documento (cédula, or NIT with the DIAN's check digit).
 */

/** The envío of a subtotal: free from `gratisDesde` (0 = never free), else the departamento's rate. */
export const envioDe = (subtotal: number, tarifa: number, gratisDesde: number): number =>
  gratisDesde > 0 && subtotal >= gratisDesde ? 0 : tarifa;

/** Weights of the DIAN's modulo-11 check digit, from the NIT's last digit leftwards. */
const PESOS_DV = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71];

/** The DIAN's check digit (dígito de verificación) of a NIT's digits: 800197268 → 4. */
export function digitoVerificacion(nit: string): number {
  const digitos = [...nit].reverse();
  const suma = digitos.reduce((s, d, i) => s + Number(d) * (PESOS_DV[i] ?? 0), 0);
  const resto = suma % 11;
  return resto > 1 ? 11 - resto : resto;
}

export type Documento = { ok: true; valor: string } | { ok: false; motivo: 'formato' | 'digito' };

/**
 * A buyer's documento as stored: a cédula's digits (5 to 10, dots and spaces dropped), or a NIT
 * written with its check digit after a dash (`900.123.456-8` → `900123456-8`), whose digit must match.
 */
export function leerDocumento(texto: string): Documento {
  const s = texto.replace(/[\s.]/g, '');
  const nit = /^(\d{6,10})-(\d)$/.exec(s);
  if (nit) {
    return digitoVerificacion(nit[1]) === Number(nit[2])
      ? { ok: true, valor: `${nit[1]}-${nit[2]}` }
      : { ok: false, motivo: 'digito' };
  }
  return /^\d{5,10}$/.test(s) ? { ok: true, valor: s } : { ok: false, motivo: 'formato' };
}
