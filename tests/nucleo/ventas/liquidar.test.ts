import { describe, expect, it } from 'vitest';
import { cop } from '../../../common/dinero';
import { ApiError } from '../../../worker/plataforma/errors';
import { msg } from '../../../worker/textos';
import { leerCiudad } from '../../../worker/tienda';
import type { Lectura } from '../../../worker/ventas/lectura-compra';
import { liquidar } from '../../../worker/ventas/liquidar';

const fila = (id: number, precio: number, extra: Partial<Lectura['catalogo'][number]> = {}) => ({
  id,
  nombre: `Producto ${id}`,
  precio,
  iva: 19,
  estado: '1',
  nombre_marca: 'Marca',
  nombre_promocion: '',
  porcentaje: 0,
  ...extra,
});

const lectura = (catalogo: Lectura['catalogo'], envioGratisDesde = 0): Lectura => ({
  version: '1',
  catalogo,
  candidatas: [{ codigo: '05088', nombre: 'Bello', departamento: 'Antioquia', envio: 12000, contra_entrega_hasta: 0 }],
  ajustes: {
    envio_gratis_desde: envioGratisDesde,
    dias_entrega_min: 2,
    dias_entrega_max: 5,
    nit: '900123456-7',
    razon_social: 'CitaSalud SAS',
  },
  filaCupon: undefined,
  leido: true,
});

const compra = (cantidades: [number, number][]) => ({
  cantidades: new Map(cantidades),
  ciudad: 'Bello',
  ciudadLeida: leerCiudad('Bello'),
  cupon: '',
  metodo: 'wompi' as const,
});

describe('liquidar (the compra priced from what was read, no request)', () => {
  it('prices each line from the catalogue with its promotion, and adds the departamento’s envío', () => {
    const l = liquidar(
      compra([
        [1, 2],
        [2, 1],
      ]),
      lectura([fila(1, 10000), fila(2, 50000, { porcentaje: 10, nombre_promocion: 'Diez' })]),
      '2026-11-28',
    );
    expect(l.lineas.map((x) => [x.producto_id, x.cantidad, x.total])).toEqual([
      [1, 2, 20000],
      [2, 1, 45000],
    ]);
    expect(l.destino.nombre).toBe('Bello');
    expect(l.envio).toBe(12000);
    expect(l.descuento).toBe(0);
    expect(l.total).toBe(20000 + 45000 + 12000);
    expect(l.ajustes.nit).toBe('900123456-7');
  });

  it('keeps the IVA inside the prices and answers it apart', () => {
    const l = liquidar(compra([[1, 1]]), lectura([fila(1, 11900)]), '2026-11-28');
    expect(l.iva).toBe(1900);
    expect(l.total).toBe(11900 + 12000);
  });

  it('ships free from the store’s threshold', () => {
    const l = liquidar(compra([[1, 3]]), lectura([fila(1, 40000)], 100000), '2026-11-28');
    expect(l.envio).toBe(0);
    expect(l.total).toBe(120000);
  });

  it('refuses a product not in the catalogue and an inactive one, naming each (422 on productos)', () => {
    let error: unknown;
    try {
      liquidar(
        compra([
          [1, 1],
          [7, 1],
        ]),
        lectura([fila(1, 10000, { estado: '0' })]),
        '2026-11-28',
      );
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ApiError);
    const e = error as ApiError;
    expect(e.status).toBe(422);
    expect(e.errors?.productos).toHaveLength(2);
    expect(e.errors?.productos?.join(' ')).toContain('Producto 1');
  });

  it('takes a cupon’s pesos off the total and lowers the IVA’s base with them', () => {
    const filaCupon = {
      id: 3,
      codigo: 'DIEZ',
      tipo: 'porcentaje' as const,
      valor: 10,
      minimo: 0,
      desde: null,
      hasta: null,
      usos_total: null,
      usos_por_email: null,
      activo: 1,
      created_at: '2026-11-01T00:00:00.000Z',
      updated_at: '2026-11-01T00:00:00.000Z',
      usos: 0,
      usos_pagados: 0,
      usos_email: 0,
    };
    const l = liquidar(
      { ...compra([[1, 1]]), cupon: 'diez' },
      { ...lectura([fila(1, 11900)]), filaCupon },
      '2026-11-28',
    );
    expect(l.aplicado?.cupon.codigo).toBe('DIEZ');
    expect(l.descuento).toBe(1190);
    // 10.710 left at 19 %: IVA 1.710 instead of 1.900
    expect(l.iva).toBe(1710);
    expect(l.total).toBe(11900 + 12000 - 1190);
  });

  it('refuses a cupon that was not found, whatever the cart', () => {
    expect(() => liquidar({ ...compra([[1, 1]]), cupon: 'NOEXISTE' }, lectura([fila(1, 10000)]), '2026-11-28')).toThrow(
      ApiError,
    );
  });

  it('refuses a ciudad the read found no candidate for', () => {
    expect(() => liquidar(compra([[1, 1]]), { ...lectura([fila(1, 10000)]), candidatas: [] }, '2026-11-28')).toThrow(
      ApiError,
    );
  });

  describe('pago contra entrega (decision 0023)', () => {
    /** Bello with cash on delivery up to `hasta` pesos (0: not offered), envío 12.000. */
    const conTope = (hasta: number, catalogo = [fila(1, 100_000)]) => {
      const l = lectura(catalogo);
      return { ...l, candidatas: [{ ...l.candidatas[0], contra_entrega_hasta: hasta }] };
    };
    const enEfectivo = { ...compra([[1, 1]]), metodo: 'contra_entrega' as const };
    const rechazo = (hasta: number) => {
      try {
        liquidar(enEfectivo, conTope(hasta), '2026-11-28');
      } catch (error) {
        return { status: (error as ApiError).status, errores: (error as ApiError & { errors?: unknown }).errors };
      }
      return null;
    };

    it('takes it up to the maximum on the total the courier collects, envío included', () => {
      // 100.000 of product and 12.000 of envío: 112.000 exactly fits
      expect(liquidar(enEfectivo, conTope(112_000), '2026-11-28').total).toBe(112_000);
      expect(rechazo(112_000)).toBeNull();
    });

    it('refuses a total one peso over the maximum, saying both figures (422 on metodo_pago)', () => {
      expect(rechazo(111_999)).toEqual({
        status: 422,
        errores: { metodo_pago: [msg.tienda.contraEntregaExcede('Antioquia', cop(111_999), cop(112_000))] },
      });
    });

    it('refuses it where staff do not offer it, whatever the total', () => {
      expect(rechazo(0)).toEqual({
        status: 422,
        errores: { metodo_pago: [msg.tienda.contraEntregaNoDisponible('Antioquia')] },
      });
    });

    it('never limits an online payment', () => {
      expect(liquidar(compra([[1, 1]]), conTope(0), '2026-11-28').total).toBe(112_000);
    });
  });
});
