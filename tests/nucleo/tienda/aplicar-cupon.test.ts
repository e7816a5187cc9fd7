/** A typed cupon against its row (worker/tienda/aplicar-cupon.ts): the buyer's refusal or the pesos off. */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../worker/plataforma/errors';
import { aplicarCupon, cuponAdmin, errorCupon, rechazoDelTrigger } from '../../../worker/tienda/aplicar-cupon';

type Fila = Parameters<typeof aplicarCupon>[1] & {};
const fila = (cambios: Partial<Fila> = {}): Fila => ({
  id: 7,
  codigo: 'VERANO10',
  tipo: 'porcentaje',
  valor: 10,
  minimo: 50_000,
  desde: '2031-03-01',
  hasta: '2031-03-31',
  usos_total: 10,
  usos_por_email: 1,
  activo: 1,
  created_at: '2031-02-01T00:00:00.000Z',
  updated_at: '2031-02-01T00:00:00.000Z',
  usos: 0,
  usos_pagados: 0,
  usos_email: 0,
  ...cambios,
});

/** The ApiError `fn` throws. */
const rechazo = (fn: () => unknown): ApiError => {
  try {
    fn();
  } catch (err) {
    if (err instanceof ApiError) return err;
    throw err;
  }
  throw new Error('no refusal');
};

describe('aplicarCupon', () => {
  it('answers the cupon and its pesos off the products', () => {
    const r = aplicarCupon(' verano10 ', fila(), '2031-03-10', 60_000);
    expect(r.descuento).toBe(6_000);
    expect(r.cupon.id).toBe(7);
    expect(aplicarCupon('VALOR', fila({ tipo: 'valor', valor: 8_000 }), '2031-03-10', 60_000).descuento).toBe(8_000);
  });

  it('refuses an unknown code with 422 under cupon, naming it as the buyer typed it, cleaned', () => {
    const e = rechazo(() => aplicarCupon(' otro ', undefined, '2031-03-10', 60_000));
    expect(e.status).toBe(422);
    expect(e.errors?.cupon).toEqual(['El código «OTRO» no existe. Revise cómo lo escribió.']);
  });

  it('counts the uses read as text, as D1 may answer them', () => {
    const usada = fila({ usos: '10' as unknown as number });
    expect(rechazo(() => aplicarCupon('VERANO10', usada, '2031-03-10', 60_000)).code).toBe('cupon_agotado');
    const delCorreo = fila({ usos_email: '1' as unknown as number });
    expect(rechazo(() => aplicarCupon('VERANO10', delCorreo, '2031-03-10', 60_000)).code).toBe('cupon_usado');
  });

  it('refuses with the date, the minimum or the limit the buyer must know', () => {
    const antes = rechazo(() => aplicarCupon('VERANO10', fila(), '2031-02-28', 60_000));
    expect(antes.message).toBe('El código «VERANO10» es válido a partir del 01/03/2031.');
    const vencido = rechazo(() => aplicarCupon('VERANO10', fila(), '2031-04-01', 60_000));
    expect(vencido.message).toBe('El código «VERANO10» venció el 31/03/2031.');
    const minimo = rechazo(() => aplicarCupon('VERANO10', fila(), '2031-03-10', 49_999));
    expect(minimo.message).toContain('compra mínima de $\u00a050.000');
    expect(rechazo(() => aplicarCupon('VERANO10', fila({ activo: 0 }), '2031-03-10', 60_000)).message).toBe(
      'El código «VERANO10» ya no está activo.',
    );
  });
});

describe('errorCupon', () => {
  it('answers 409 with its own code when the uses ran out, 422 otherwise, both under cupon', () => {
    for (const motivo of ['agotado', 'usado'] as const) {
      const e = errorCupon(motivo, 'X1');
      expect([e.status, e.code]).toEqual([409, `cupon_${motivo}`]);
      expect(e.errors?.cupon).toEqual([e.message]);
    }
    expect(errorCupon('agotado', 'X1').message).toBe('El código «X1» ya se usó todas las veces permitidas.');
    expect(errorCupon('usado', 'X1').message).toBe('Ya usó el código «X1» con este correo todas las veces permitidas.');
    for (const motivo of ['desconocido', 'inactivo', 'antes', 'vencido', 'minimo'] as const) {
      const e = errorCupon(motivo, 'X1');
      expect(e.status, motivo).toBe(422);
      expect(e.errors?.cupon, motivo).toEqual([e.message]);
    }
  });

  it('without the row, names no minimum', () => {
    expect(errorCupon('minimo', 'X1').message).toContain('$\u00a00');
  });
});

describe('cuponAdmin', () => {
  it('shows the admins a cupon with blank dates, 0 or 1 for activo and its uses as numbers', () => {
    const visto = cuponAdmin(
      fila({
        desde: null,
        hasta: null,
        activo: 2,
        usos: '3' as unknown as number,
        usos_pagados: '2' as unknown as number,
      }),
    );
    expect(visto).toEqual({
      id: 7,
      codigo: 'VERANO10',
      tipo: 'porcentaje',
      valor: 10,
      minimo: 50_000,
      desde: '',
      hasta: '',
      usos_total: 10,
      usos_por_email: 1,
      activo: 0,
      usos: 3,
      usos_pagados: 2,
      created_at: '2031-02-01T00:00:00.000Z',
    });
    expect(cuponAdmin(fila()).activo).toBe(1);
    expect(cuponAdmin(fila()).desde).toBe('2031-03-01');
    expect(cuponAdmin(fila()).hasta).toBe('2031-03-31');
  });
});

describe('rechazoDelTrigger', () => {
  it('tells which limit the trigger refused, from the error or its cause', () => {
    const envuelto = (texto: string) => new Error('D1_ERROR', { cause: new Error(texto) });
    expect(rechazoDelTrigger(envuelto('cupon_agotado'))).toBe('agotado');
    expect(rechazoDelTrigger(new Error('cupon_usado: SQLITE_CONSTRAINT'))).toBe('usado');
    expect(rechazoDelTrigger(envuelto('sin_stock'))).toBeNull();
  });
});
