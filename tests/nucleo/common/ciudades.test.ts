/** The 20 ciudades, any spelling, and the nearest one to propose when a search finds nobody (common/ciudades.ts). */
import { describe, expect, it } from 'vitest';
import { CIUDADES, ciudadCanonica, ciudadMasCercana } from '../../../common/ciudades';

describe('ciudadCanonica', () => {
  it('answers the canonical name for any spelling, and null for a place it does not list', () => {
    expect(ciudadCanonica('bogota')).toBe('Bogotá');
    expect(ciudadCanonica('  MEDELLIN ')).toBe('Medellín');
    expect(ciudadCanonica('Cúcuta')).toBe('Cúcuta');
    expect(ciudadCanonica('Bello')).toBeNull();
  });
});

describe('ciudadMasCercana', () => {
  // each ciudad's nearest neighbour in a straight line, as on the map: every coordinate takes part
  // (a ciudad moved to the wrong hemisphere or left without a place changes at least two rows)
  const vecinas: Record<(typeof CIUDADES)[number], string> = {
    Bogotá: 'Villavicencio',
    Medellín: 'Manizales',
    Cali: 'Popayán',
    Barranquilla: 'Santa Marta',
    Cartagena: 'Barranquilla',
    Bucaramanga: 'Cúcuta',
    Manizales: 'Pereira',
    Pereira: 'Armenia',
    'Santa Marta': 'Barranquilla',
    Cúcuta: 'Bucaramanga',
    Ibagué: 'Armenia',
    Villavicencio: 'Bogotá',
    Neiva: 'Cali',
    Armenia: 'Pereira',
    Montería: 'Sincelejo',
    Popayán: 'Cali',
    Sincelejo: 'Montería',
    Riohacha: 'Valledupar',
    Tunja: 'Bogotá',
    Valledupar: 'Riohacha',
  };

  it.each(CIUDADES.map((c) => [c, vecinas[c]]))('from %s the nearest of all the others is %s', (desde, vecina) => {
    expect(ciudadMasCercana(desde, [...CIUDADES])).toBe(vecina);
  });

  it('orders the candidates by distance, whatever their order or spelling, and never answers the origin', () => {
    expect(ciudadMasCercana('medellin', ['cali', 'MONTERIA', 'Medellín', 'bogota'])).toBe('Bogotá');
    expect(ciudadMasCercana('medellin', ['cali', 'Medellín', 'MONTERIA'])).toBe('Montería');
    expect(ciudadMasCercana('Medellín', ['Cali', 'Bogotá'])).toBe('Bogotá');
    expect(ciudadMasCercana('Medellín', ['Bogotá', 'Cali'])).toBe('Bogotá');
    expect(ciudadMasCercana('Medellín', ['Medellín'])).toBeNull();
  });

  it('leaves out candidates it does not list, and answers null when none is left', () => {
    expect(ciudadMasCercana('Cali', ['Bello', 'Soacha', 'Pasto'])).toBeNull();
    expect(ciudadMasCercana('Cali', ['Bello', 'Riohacha'])).toBe('Riohacha');
    expect(ciudadMasCercana('Cali', [])).toBeNull();
  });

  it('with no origin, or one it does not know, answers the first candidate it knows', () => {
    expect(ciudadMasCercana(undefined, ['Bello', 'tunja', 'Cali'])).toBe('Tunja');
    expect(ciudadMasCercana('Bello', ['Riohacha', 'Cali'])).toBe('Riohacha');
    expect(ciudadMasCercana(undefined, ['Bello'])).toBeNull();
  });

  it('breaks a tie in distance by name', () => {
    // the same ciudad twice is the only exact tie there is: it stays one answer
    expect(ciudadMasCercana('Cali', ['Popayán', 'popayan'])).toBe('Popayán');
  });
});
