/** The rules of a venta's delivery steps and its reembolso (worker/ventas/impedimento.ts). */

import { describe, expect, it } from 'vitest';
import type { EstadoEntrega } from '../../../common/wire/ventas';
import { msg } from '../../../worker/textos';
import { DESDE, impedimento, pideReembolso, porCobrar } from '../../../worker/ventas/impedimento';

const ESTADOS: EstadoEntrega[] = ['pendiente', 'preparando', 'enviado', 'entregado', 'cancelado'];
const venta = (status_entrega: string, status_pago = 'aprobado') => ({ status_entrega, status_pago });

describe('impedimento', () => {
  it('lets a paid venta go forward one step at a time, and cancel while pending or preparing', () => {
    const permitidos = ESTADOS.flatMap((desde) =>
      ESTADOS.filter((hacia) => impedimento(venta(desde), hacia) === null).map((hacia) => `${desde}→${hacia}`),
    );
    expect(permitidos).toEqual([
      'pendiente→preparando',
      'pendiente→cancelado',
      'preparando→enviado',
      'preparando→cancelado',
      'enviado→entregado',
    ]);
    expect(DESDE.pendiente).toEqual([]);
  });

  it('refuses to prepare, ship or deliver an unpaid venta with 409, naming its pago', () => {
    const e = impedimento(venta('pendiente', 'rechazado'), 'preparando');
    expect(e?.status).toBe(409);
    expect(e?.message).toBe(
      'El pedido aún no está pagado (Pago rechazado): solo se puede preparar, enviar o entregar un pedido pagado.',
    );
    expect(impedimento(venta('pendiente', 'desconocido'), 'preparando')?.message).toContain('(desconocido)');
  });

  it('cancels an unpaid venta', () => {
    expect(impedimento(venta('pendiente', 'pendiente'), 'cancelado')).toBeNull();
  });

  it('refuses a step out of order with 409, naming both statuses', () => {
    const e = impedimento(venta('pendiente', 'pendiente'), 'enviado');
    expect(e?.status).toBe(409);
    expect(e?.message).toContain('«Pendiente» a «Enviado»');
    expect(impedimento(venta('enviado'), 'cancelado')?.message).toContain('«Enviado» a «Cancelado»');
  });
});

describe('impedimento of a venta contra entrega, still to be paid (decision 0023)', () => {
  it('is prepared and shipped unpaid, cancelled even once shipped, and never delivered by a step', () => {
    const permitidos = ESTADOS.flatMap((desde) =>
      ESTADOS.filter((hacia) => impedimento(venta(desde, 'contra_entrega'), hacia) === null).map(
        (hacia) => `${desde}→${hacia}`,
      ),
    );
    expect(permitidos).toEqual([
      'pendiente→preparando',
      'pendiente→cancelado',
      'preparando→enviado',
      'preparando→cancelado',
      'enviado→cancelado',
    ]);
  });

  it('sends delivering to the cash received: a shipped one answers 409 saying so', () => {
    const e = impedimento(venta('enviado', 'contra_entrega'), 'entregado');
    expect(e?.status).toBe(409);
    expect(e?.message).toBe(msg.entrega.contraEntregaSinEntregar);
    // not yet shipped: the step is out of order, not a matter of the cash
    expect(impedimento(venta('preparando', 'contra_entrega'), 'entregado')?.message).toContain('«Entregado»');
  });

  it('counts as still to be paid only while its pago is contra_entrega', () => {
    expect(porCobrar({ status_pago: 'contra_entrega' })).toBe(true);
    expect(porCobrar({ status_pago: 'aprobado' })).toBe(false);
    expect(porCobrar({ status_pago: 'pendiente' })).toBe(false);
  });
});

describe('pideReembolso', () => {
  it('is owed only when a paid venta is cancelled', () => {
    expect(pideReembolso({ status_pago: 'aprobado' }, 'cancelado')).toBe(true);
    expect(pideReembolso({ status_pago: 'pendiente' }, 'cancelado')).toBe(false);
    expect(pideReembolso({ status_pago: 'rechazado' }, 'cancelado')).toBe(false);
    expect(pideReembolso({ status_pago: 'aprobado' }, 'preparando')).toBe(false);
  });
});
