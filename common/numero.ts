/** es-CO numbers without Intl for the first screens, on both sides (the entry's texts use it too). */

/**
 * An Intl formatter made the first time it is used, not when its module loads. A page's first
 * Intl object loads the locale data: 40–85 ms of CPU in Chromium on this project's machines
 * (scripts/bench notes), several times that on a slow phone, in one uninterruptible task.
 */
export const alUsar = <T>(crear: () => T) => {
  let hecho: T | undefined;
  return () => {
    hecho ??= crear();
    return hecho;
  };
};

const numerosIntl = new Map<string, Intl.NumberFormat>();
/**
 * `n` through Intl's es-CO number format, made on first use and kept: with `moneda`, in that
 * currency with exactly `decimales` decimals (the admin's prices); without, up to `decimales`.
 */
export const numeroIntl = (n: number, decimales: number, moneda?: 'COP') => {
  const clave = `${decimales} ${moneda ?? ''}`;
  let f = numerosIntl.get(clave);
  if (!f) {
    f = new Intl.NumberFormat(
      'es-CO',
      moneda
        ? { style: 'currency', currency: moneda, minimumFractionDigits: decimales, maximumFractionDigits: decimales }
        : { maximumFractionDigits: decimales },
    );
    numerosIntl.set(clave, f);
  }
  return f.format(n);
};

/**
 * `n.toLocaleString('es-CO')` without Intl, for the numbers the first screens show (prices,
 * counts, ratings): the same digits (at most three decimals, rounded half away from zero on the
 * number's shortest decimal form, as ICU does), "." between thousands, "," before decimals.
 * tests/web/format.test.ts compares it with Intl; the rare number it does not handle (negative,
 * not finite, in exponent form) goes to Intl.
 */
export function numero(n: number, decimales = 3): string {
  const texto = String(n);
  if (!(Number.isFinite(n) && n >= 0) || texto.includes('e')) return numeroIntl(n, decimales);
  let [entero, fraccion = ''] = texto.split('.');
  if (fraccion.length > decimales) {
    const subir = fraccion.charCodeAt(decimales) >= 53; // '5'
    let digitos = entero + fraccion.slice(0, decimales);
    if (subir) {
      const d = digitos.split('');
      let i = d.length - 1;
      while (i >= 0 && d[i] === '9') d[i--] = '0';
      if (i < 0) d.unshift('1');
      else d[i] = String(Number(d[i]) + 1);
      digitos = d.join('');
    }
    entero = digitos.slice(0, digitos.length - decimales);
    fraccion = digitos.slice(digitos.length - decimales);
  }
  fraccion = fraccion.replace(/0+$/, '');
  const miles = entero.replace(/\B(?=(\d{3})+$)/g, '.');
  return fraccion ? `${miles},${fraccion}` : miles;
}
