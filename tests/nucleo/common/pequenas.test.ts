/** The small shared rules of common/: consent, cities, image addresses, first-read names, festivos. */
import { describe, expect, it } from 'vitest';
import { CIUDADES, ciudadCanonica } from '../../../common/ciudades';
import { consentimientoDado } from '../../../common/consentimiento';
import { festivo, festivosDelAnio } from '../../../common/festivos';
import { imagenLista, storageUrl } from '../../../common/imagenes';
import { claveDe } from '../../../common/lectura';

describe('consentimientoDado', () => {
  it('is given by true, 1 and the words a checked box or a person sends', () => {
    for (const si of [true, 1, '1', 'true', 'on', 'si', 'sí', ' SÍ ', 'True'])
      expect(consentimientoDado(si), String(si)).toBe(true);
    for (const no of [false, 0, 2, '', '0', 'no', 'false', 'off', 'yes', null, undefined, {}])
      expect(consentimientoDado(no), String(no)).toBe(false);
  });
});

describe('ciudadCanonica', () => {
  it('answers the listed city for any spelling, or null', () => {
    expect(CIUDADES).toHaveLength(20);
    expect(ciudadCanonica('bogota')).toBe('Bogotá');
    expect(ciudadCanonica('  SANTA marta ')).toBe('Santa Marta');
    expect(ciudadCanonica('Gotham')).toBeNull();
  });
});

describe('storageUrl', () => {
  it('serves a key under /storage, its small WebP copy with a width, nothing without a key', () => {
    expect(storageUrl('perfiles/a.png')).toBe('/storage/perfiles/a.png');
    expect(storageUrl('perfiles/a.png', 320)).toBe('/storage/perfiles/a.png?w=320');
    expect(storageUrl('')).toBe('');
    expect(storageUrl(null)).toBe('');
    expect(storageUrl(undefined, 160)).toBe('');
  });
});

describe('imagenLista', () => {
  it('offers every small copy by its width, the 320 px one as src, and no srcset without a key', () => {
    expect(imagenLista('productos/b.png', '(max-width: 600px) 45vw, 240px')).toEqual({
      src: '/storage/productos/b.png?w=320',
      srcSet:
        '/storage/productos/b.png?w=160 160w, /storage/productos/b.png?w=320 320w, /storage/productos/b.png?w=640 640w',
      sizes: '(max-width: 600px) 45vw, 240px',
    });
    expect(imagenLista(null, '240px')).toEqual({ src: '', srcSet: undefined, sizes: '240px' });
  });
});

describe('claveDe', () => {
  it('names a read by method, path, query and a text body', () => {
    const url = new URL('https://x.co/api/medic/find?id=3');
    expect(claveDe('POST', url, '{"id":"3"}')).toBe('POST /api/medic/find?id=3 {"id":"3"}');
    expect(claveDe('GET', url, undefined)).toBe('GET /api/medic/find?id=3 ');
    expect(claveDe('GET', url, { id: 3 })).toBe('GET /api/medic/find?id=3 ');
  });
});

describe('festivos', () => {
  it('names Colombia’s holidays of a year, Monday moves included, and keeps each year once', () => {
    expect(festivo('2026-01-01')).not.toBeNull();
    expect(festivo('2026-01-12')).not.toBeNull(); // Reyes, moved to Monday
    expect(festivo('2026-01-06')).toBeNull();
    expect(festivosDelAnio(2026)).toBe(festivosDelAnio(2026));
    expect(festivosDelAnio(2026).size).toBe(18);
  });
});
