/** The envío a compra pays and the buyer's documento (common/envio.ts). */
import { describe, expect, it } from 'vitest';
import { digitoVerificacion, envioDe, leerDocumento } from '../../../common/envio';

describe('envioDe', () => {
  it('charges the departamento’s rate below the store’s threshold, nothing from it on', () => {
    expect(envioDe(99_999, 12_000, 100_000)).toBe(12_000);
    expect(envioDe(100_000, 12_000, 100_000)).toBe(0);
    expect(envioDe(250_000, 12_000, 100_000)).toBe(0);
  });

  it('never ships free when the store set no threshold (0)', () => {
    expect(envioDe(1_000_000, 12_000, 0)).toBe(12_000);
    expect(envioDe(0, 12_000, 0)).toBe(12_000);
  });
});

describe('digitoVerificacion', () => {
  it('is the DIAN’s modulo-11 check digit', () => {
    expect(digitoVerificacion('800197268')).toBe(4);
    expect(digitoVerificacion('900123456')).toBe(8);
    expect(digitoVerificacion('860034313')).toBe(7);
    expect(digitoVerificacion('1')).toBe(8);
    // a remainder of 0 or 1 is the digit itself
    expect(digitoVerificacion('0')).toBe(0);
    expect(digitoVerificacion('4')).toBe(1);
  });
});

describe('leerDocumento', () => {
  it('keeps a cédula’s 5 to 10 digits, without dots or spaces', () => {
    expect(leerDocumento('1.020.304.050')).toEqual({ ok: true, valor: '1020304050' });
    expect(leerDocumento(' 12345 ')).toEqual({ ok: true, valor: '12345' });
    expect(leerDocumento('1234')).toEqual({ ok: false, motivo: 'formato' });
    expect(leerDocumento('12345678901')).toEqual({ ok: false, motivo: 'formato' });
    expect(leerDocumento('12a45')).toEqual({ ok: false, motivo: 'formato' });
  });

  it('accepts a NIT only with its right check digit after a dash', () => {
    expect(leerDocumento('900.123.456-8')).toEqual({ ok: true, valor: '900123456-8' });
    expect(leerDocumento('900123456-7')).toEqual({ ok: false, motivo: 'digito' });
    expect(leerDocumento('12345-1')).toEqual({ ok: false, motivo: 'formato' });
    expect(leerDocumento('x900123456-8')).toEqual({ ok: false, motivo: 'formato' });
    expect(leerDocumento('900123456-8x')).toEqual({ ok: false, motivo: 'formato' });
  });
});
