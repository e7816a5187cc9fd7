/** What makes a password easy to guess (common/claves.ts), as the server refuses and the meter warns. */
import { describe, expect, it } from 'vitest';
import { esComun, esTrivial, fuerzaClave, tieneSecuencia } from '../../../common/claves';

describe('esComun', () => {
  it('knows the list’s passwords and the Colombian ones, in any letter case', () => {
    expect(esComun('password')).toBe(true);
    expect(esComun('PassWord')).toBe(true);
    expect(esComun('contraseña123')).toBe(true);
    expect(esComun('CitaSalud123')).toBe(true);
    expect(esComun('Rana-Azul-Del-Cauca')).toBe(false);
  });
});

describe('esTrivial', () => {
  it('is blank or at most two different characters', () => {
    expect(esTrivial('        ')).toBe(true);
    expect(esTrivial('')).toBe(true);
    expect(esTrivial('aaaaaaaa')).toBe(true);
    expect(esTrivial('12121212')).toBe(true);
    expect(esTrivial('1212121a')).toBe(false);
    expect(esTrivial(' a ')).toBe(true);
  });
});

describe('tieneSecuencia', () => {
  it('finds four or more of a keyboard row or the alphabet, either way', () => {
    expect(tieneSecuencia('x1234y')).toBe(true);
    expect(tieneSecuencia('ABCD')).toBe(true);
    expect(tieneSecuencia('zzqwer')).toBe(true);
    expect(tieneSecuencia('lkjh')).toBe(true);
    expect(tieneSecuencia('mnbv')).toBe(true);
    expect(tieneSecuencia('9876')).toBe(true);
    expect(tieneSecuencia('xyz')).toBe(false);
    expect(tieneSecuencia('123')).toBe(false);
    expect(tieneSecuencia('a1b2c3d4')).toBe(false);
  });
});

describe('fuerzaClave', () => {
  it('is 0 for a common or trivial password, and says which', () => {
    expect(fuerzaClave('colombia123')).toEqual({ nivel: 0, pistas: ['comun'] });
    expect(fuerzaClave('abababab')).toEqual({ nivel: 0, pistas: ['trivial'] });
  });

  it('has no floor of 1 under 8 characters: a short plain one is 0', () => {
    expect(fuerzaClave('rnazu')).toEqual({ nivel: 0, pistas: ['larga', 'variedad'] });
    expect(fuerzaClave('Ab1$xy')).toEqual({ nivel: 2, pistas: ['larga'] });
  });

  it('earns points for length and variety of characters', () => {
    expect(fuerzaClave('rana-azul')).toEqual({ nivel: 2, pistas: ['larga', 'variedad'] });
    expect(fuerzaClave('ranaazulcauca')).toEqual({ nivel: 2, pistas: ['variedad'] });
    expect(fuerzaClave('ranaazulcaucayrio')).toEqual({ nivel: 3, pistas: ['variedad'] });
    expect(fuerzaClave('Rana-Azul-8')).toEqual({ nivel: 3, pistas: ['larga'] });
    expect(fuerzaClave('Rana-Azul-Cauca')).toEqual({ nivel: 4, pistas: [] });
    expect(fuerzaClave('Rana-Azul-Del-Cauca-9')).toEqual({ nivel: 4, pistas: [] });
    expect(fuerzaClave('ranazulx')).toEqual({ nivel: 1, pistas: ['larga', 'variedad'] });
  });

  it('loses a point for a keyboard sequence and one for a character repeated three times', () => {
    expect(fuerzaClave('Rana-Azul-1234')).toEqual({ nivel: 3, pistas: ['secuencia'] });
    expect(fuerzaClave('Rana-Azuuul-C')).toEqual({ nivel: 3, pistas: ['repeticion'] });
    expect(fuerzaClave('Rana-1234-Azuuul')).toEqual({ nivel: 3, pistas: ['secuencia', 'repeticion'] });
  });

  it('never rates 8 characters or more below 1', () => {
    expect(fuerzaClave('qwerxxxz')).toEqual({ nivel: 1, pistas: ['larga', 'variedad', 'secuencia', 'repeticion'] });
  });
});
