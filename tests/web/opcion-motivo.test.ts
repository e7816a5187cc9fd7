/** The booking sheet lists each motivo with its own length and price (issue 20: price per reason). */
import { describe, expect, it } from 'vitest';
import { opcionMotivo } from '../../web/src/features/directorio/components/agendar/CitaControls';

describe('opcionMotivo', () => {
  it('says the length and the price a motivo has of its own, and only those', () => {
    expect(opcionMotivo({ id: 1, nombre: 'Control', duracion_minutos: null, precio: null })).toBe('Control');
    expect(opcionMotivo({ id: 2, nombre: 'Primera vez', duracion_minutos: 60, precio: 120000 })).toBe(
      'Primera vez · 60 min · $\u00a0120.000',
    );
    expect(opcionMotivo({ id: 3, nombre: 'Certificado', duracion_minutos: null, precio: 0 })).toBe(
      'Certificado · $\u00a00',
    );
  });
});
