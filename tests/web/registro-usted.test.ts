/**
 * One register across the store, its e-mails and the staff screens of the store: usted, never tú
 * ("Escriba su ciudad", not "Escribe tu ciudad"), and Spanish labels only (issue 33 item 9).
 */
import { describe, expect, it } from 'vitest';
import { cupones } from '../../common/textos/cupones';
import { entrega } from '../../common/textos/entrega';
import { envio } from '../../common/textos/envio';
import { pagos } from '../../common/textos/pagos';
import { tienda } from '../../common/textos/tienda';
import { textosAdmin } from '../../web/src/i18n/es/admin';
import { textosConfig } from '../../web/src/i18n/es/config';
import { textosCupones } from '../../web/src/i18n/es/cupones';
import { textosEnvios } from '../../web/src/i18n/es/envios';
import { textosProductosCsv } from '../../web/src/i18n/es/productos-csv';
import { textosTienda } from '../../web/src/i18n/es/tienda';
import { textosVentas } from '../../web/src/i18n/es/ventas';

/** Every text of a catalogue, its functions called with sample values. */
function textos(catalogo: unknown, ruta = ''): [string, string][] {
  if (typeof catalogo === 'string') return [[ruta, catalogo]];
  if (typeof catalogo === 'function') {
    for (const muestra of [1, 'X', ['X']]) {
      try {
        return textos(catalogo(...Array(Math.max(catalogo.length, 1)).fill(muestra)), ruta);
      } catch {
        // another sample fits its parameters
      }
    }
    return [];
  }
  if (catalogo && typeof catalogo === 'object')
    return Object.entries(catalogo).flatMap(([k, v]) => textos(v, ruta ? `${ruta}.${k}` : k));
  return [];
}

/** Words only tú uses (its pronouns and verb forms), as whole words. */
const TU =
  /\b(tu|tus|te|ti|contigo|puedes|quieres|tienes|debes|revisa|escribe|escríbelo|elige|elígelo|intenta|inténtalo|agrega|agregues|selecciona|hayas|registres|adjunta|sumaste|compraste|pagaste|viste|verás|pagarás|quítalo|ajusta|aplícalo|usaste|escribiste|comunícate|reembólsalo)\b/i;

const CATALOGOS = {
  tienda: textosTienda,
  'cupones (compra)': textosCupones.compra,
  'cupones (admin)': textosCupones.admin,
  ventas: textosVentas,
  envios: textosEnvios,
  admin: textosAdmin,
  config: textosConfig,
  productosCsv: textosProductosCsv,
  'servidor: tienda': tienda,
  'servidor: entrega': entrega,
  'servidor: envio': envio,
  'servidor: pagos': pagos,
  'servidor: cupones': cupones,
};

describe('the store and its staff screens speak usted', () => {
  it.each(Object.entries(CATALOGOS))('%s has no tú form', (_, catalogo) => {
    const todos = textos(catalogo);
    expect(todos.length).toBeGreaterThan(3);
    expect(todos.filter(([, t]) => TU.test(t))).toEqual([]);
  });

  it('the sample check finds tú when it is there', () => {
    expect(
      textos({ a: 'Escribe tu ciudad', b: (n: number) => `Ya tienes ${n}` }).filter(([, t]) => TU.test(t)),
    ).toHaveLength(2);
  });
});

describe('the staff screens of the store label everything in Spanish', () => {
  const INGLES =
    /\b(dashboard|email|e-mail|settings|orders?|products?|brands?|coupons?|checkout|shipping|refunds?|loading|save|cancel|delete|edit|search|export|import|status|stock level)\b/i;
  it.each(
    Object.entries({ admin: textosAdmin, ventas: textosVentas, config: textosConfig, cupones: textosCupones.admin }),
  )('%s has no English label', (_, catalogo) => {
    expect(textos(catalogo).filter(([, t]) => INGLES.test(t))).toEqual([]);
  });
});
