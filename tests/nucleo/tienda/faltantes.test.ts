/** What a cart cannot take from stock (worker/tienda/faltantes.ts). */
import { describe, expect, it } from 'vitest';
import { faltantesDe } from '../../../worker/tienda/faltantes';

describe('faltantesDe', () => {
  it('refuses each product whose disponible units do not cover the cart, saying how many are left', () => {
    const cantidades = new Map([
      [1, 3],
      [2, 2],
      [3, 1],
      [4, 5],
    ]);
    const filas = [
      { id: 1, nombre: 'Tensiómetro', disponible: 2 },
      { id: 2, nombre: 'Glucómetro', disponible: 2 },
      { id: 3, nombre: 'Termómetro', disponible: 0 },
      { id: 4, nombre: 'Gasas', disponible: 1 },
    ];
    expect(faltantesDe(filas, cantidades)).toEqual([
      'Solo quedan 2 unidades de «Tensiómetro». Ajuste la cantidad en el carrito.',
      '«Termómetro» está agotado. Quítelo del carrito para continuar.',
      'Solo queda 1 unidad de «Gasas». Ajuste la cantidad en el carrito.',
    ]);
  });

  it('never refuses a product without stock control, nor one the cart does not ask for', () => {
    const filas = [
      { id: 1, nombre: 'Sin control', disponible: null },
      { id: 9, nombre: 'Otro', disponible: 0 },
    ];
    expect(faltantesDe(filas, new Map([[1, 100]]))).toEqual([]);
  });
});
