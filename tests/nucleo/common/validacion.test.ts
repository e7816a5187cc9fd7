/** The fields of every request body (common/validacion.ts): what multipart and JSON send, read alike. */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { campos } from '../../../common/textos/campos';
import { envio } from '../../../common/textos/envio';
import {
  celular,
  consentimiento,
  consentimientoOpcional,
  documento,
  email,
  entero,
  fecha,
  flag,
  hora,
  id,
  porDia,
  porId,
  soloEnUso,
  texto,
  textoOpcional,
} from '../../../common/validacion';

/** The value `schema` reads from `valor`, or the message of its first refusal. */
const lee = (schema: z.ZodType, valor: unknown) => {
  const r = schema.safeParse(valor);
  return r.success ? { valor: r.data } : { error: r.error.issues[0]?.message };
};
const vale = (valor: unknown) => ({ valor });
const falla = (error: string) => ({ error });

describe('texto', () => {
  it('stores clean text, trimmed; one line up to 255 characters, lines kept past that', () => {
    expect(lee(texto('nombre'), '  Ana\u200B María  ')).toEqual(vale('Ana María'));
    expect(lee(texto('nombre'), 'Ana\nMaría')).toEqual(vale('Ana María'));
    expect(lee(texto('nota', { max: 1000 }), 'uno\ndos')).toEqual(vale('uno\ndos'));
    expect(lee(texto('nota', { lineas: true }), 'uno\ndos')).toEqual(vale('uno\ndos'));
    expect(lee(texto('edad'), 42)).toEqual(vale('42'));
    expect(lee(texto('activo'), true)).toEqual(vale('true'));
  });

  it('refuses absent, blank or invisible text with the field’s message, or the one given', () => {
    for (const v of [undefined, '', '   ', '\u200B\u3164', null])
      expect(lee(texto('nombre'), v), String(v)).toEqual(falla(campos.obligatorio('nombre')));
    expect(lee(texto('nombre', { vacio: 'Escriba su nombre.' }), '')).toEqual(falla('Escriba su nombre.'));
  });

  it('keeps its length between min and max, each with its message', () => {
    expect(lee(texto('nombre', { max: 5 }), 'abcdef')).toEqual(falla(campos.muyLargo('nombre', 5)));
    expect(lee(texto('nombre', { max: 5 }), 'abcde')).toEqual(vale('abcde'));
    expect(lee(texto('nombre'), 'x'.repeat(256))).toEqual(falla(campos.muyLargo('nombre', 255)));
    expect(lee(texto('clave', { min: 8 }), 'abc')).toEqual(falla(campos.muyCorto('clave', 8)));
    expect(lee(texto('clave', { min: 8 }), 'abcdefgh')).toEqual(vale('abcdefgh'));
  });
});

describe('textoOpcional', () => {
  it('reads absent, null, blank or invisible as empty text, and cleans the rest', () => {
    for (const v of [undefined, null, '', '  ', '\u200B']) expect(lee(textoOpcional('nota'), v)).toEqual(vale(''));
    expect(lee(textoOpcional('nota'), ' hola\r\nmundo ')).toEqual(vale('hola\nmundo'));
    expect(lee(textoOpcional('titulo', { max: 100 }), 'hola\nmundo')).toEqual(vale('hola mundo'));
    expect(lee(textoOpcional('nota'), 7)).toEqual(vale('7'));
  });

  it('refuses what is not text, and text past its max', () => {
    expect(lee(textoOpcional('nota'), { a: 1 })).toEqual(falla(campos.opcion('nota')));
    expect(lee(textoOpcional('nota'), 'x'.repeat(2001))).toEqual(falla(campos.muyLargo('nota', 2000)));
    expect(lee(textoOpcional('nota', { max: 3 }), 'abc')).toEqual(vale('abc'));
  });
});

describe('entero and id', () => {
  it('read whole numbers from text or numbers, within their range', () => {
    expect(lee(entero('cantidad'), ' 12 ')).toEqual(vale(12));
    expect(lee(entero('cantidad'), '-3')).toEqual(vale(-3));
    expect(lee(entero('cantidad'), 7)).toEqual(vale(7));
    expect(lee(entero('cantidad', { min: 1, max: 10 }), '10')).toEqual(vale(10));
    expect(lee(entero('cantidad', { min: 1, max: 10 }), '11')).toEqual(falla(campos.rango('cantidad', 1, 10)));
    expect(lee(entero('cantidad', { min: 1, max: 10 }), '0')).toEqual(falla(campos.rango('cantidad', 1, 10)));
  });

  it('refuse decimals, words and huge numbers as not whole, and absence as obligatory', () => {
    for (const v of ['1.5', 'diez', '1e3', '1234567890123456', 1.5, '--1'])
      expect(lee(entero('cantidad'), v), String(v)).toEqual(falla(campos.entero('cantidad')));
    for (const v of [undefined, '', '  ', null])
      expect(lee(entero('cantidad'), v), String(v)).toEqual(falla(campos.obligatorio('cantidad')));
  });

  it('take an id as a positive whole number, refusing zero, negatives and words', () => {
    expect(lee(id('horario'), '15')).toEqual(vale(15));
    expect(lee(id('horario'), 15)).toEqual(vale(15));
    for (const v of ['0', '-1', 'x', '1.5', 1.5, '1234567890123456'])
      expect(lee(id('horario'), v), String(v)).toEqual(falla(campos.id));
    for (const v of [undefined, '', null]) expect(lee(id('horario'), v)).toEqual(falla(campos.obligatorio('horario')));
    expect(lee(id(), undefined)).toEqual(falla(campos.obligatorio('id')));
    expect(lee(porId, { id: '4' })).toEqual(vale({ id: 4 }));
  });
});

describe('flag', () => {
  it('reads 0 and 1 from numbers, digits and true/false, and nothing else', () => {
    for (const v of [1, '1', 'true', true]) expect(lee(flag('activo'), v), String(v)).toEqual(vale(1));
    for (const v of [0, '0', 'false', false]) expect(lee(flag('activo'), v), String(v)).toEqual(vale(0));
    for (const v of [2, 'si', '', undefined])
      expect(lee(flag('activo'), v), String(v)).toEqual(falla(campos.flag('activo')));
  });

  it('leaves en_uso out when blank', () => {
    expect(lee(soloEnUso, { en_uso: '' })).toEqual(vale({}));
    expect(lee(soloEnUso, { en_uso: '1' })).toEqual(vale({ en_uso: 1 }));
    expect(lee(soloEnUso, {})).toEqual(vale({}));
  });
});

describe('consentimiento', () => {
  it('must be given when required, and reads false when optional and not given', () => {
    expect(lee(consentimiento('Acepte la política.'), 'on')).toEqual(vale(true));
    expect(lee(consentimiento('Acepte la política.'), 'no')).toEqual(falla('Acepte la política.'));
    expect(lee(consentimientoOpcional(), undefined)).toEqual(vale(false));
    expect(lee(consentimientoOpcional(), 'sí')).toEqual(vale(true));
  });
});

describe('email', () => {
  it('is trimmed and lower-cased, and must look like an address', () => {
    expect(lee(email(), ' Ana@Example.COM ')).toEqual(vale('ana@example.com'));
    for (const v of ['ana', 'ana@x', 'a na@x.co', '@x.co', 'ana@.co', `${'a'.repeat(250)}@x.co`])
      expect(lee(email(), v), v).toEqual(falla(campos.email));
    expect(lee(email(), '')).toEqual(falla(campos.obligatorio('email')));
    expect(lee(email(), undefined)).toEqual(falla(campos.obligatorio('email')));
  });
});

describe('celular', () => {
  it('is a Colombian mobile: 10 digits from 3, spaces, dashes, brackets and +57 tolerated', () => {
    expect(lee(celular(), '300 123 4567')).toEqual(vale('3001234567'));
    expect(lee(celular(), '+57 (300) 123-4567')).toEqual(vale('3001234567'));
    expect(lee(celular(), '573001234567')).toEqual(vale('3001234567'));
    expect(lee(celular(), 3001234567)).toEqual(vale('3001234567'));
  });

  it('refuses a fixed line, a short number or a foreign prefix with one message, and blank as obligatory', () => {
    for (const v of ['6011234567', '300123456', '+1 3001234567', '57600123456', '30012345678'])
      expect(lee(celular(), v), v).toEqual(falla(campos.celular));
    expect(lee(celular('teléfono'), '')).toEqual(falla(campos.obligatorio('teléfono')));
    expect(lee(celular(), undefined)).toEqual(falla(campos.obligatorio('celular')));
  });
});

describe('fecha and hora', () => {
  it('read both date forms as YYYY-MM-DD and refuse what is not a date', () => {
    expect(lee(fecha(), '3/9/2027')).toEqual(vale('2027-03-09'));
    expect(lee(fecha(), '2027-03-09')).toEqual(vale('2027-03-09'));
    expect(lee(fecha(), '2027-02-30')).toEqual(falla(campos.fecha));
    expect(lee(fecha(), undefined)).toEqual(falla(campos.obligatorio('fecha')));
  });

  it('read HH:MM, trimmed, ignoring seconds, and refuse other times', () => {
    expect(lee(hora('hora_inicio'), ' 08:30 ')).toEqual(vale('08:30'));
    expect(lee(hora('hora_inicio'), '08:30:00')).toEqual(vale('08:30'));
    for (const v of ['24:00', '8:30', '08:60', 'x']) expect(lee(hora('hora_inicio'), v), v).toEqual(falla(campos.hora));
    expect(lee(hora('hora_inicio'), undefined)).toEqual(falla(campos.obligatorio('hora_inicio')));
  });
});

describe('documento', () => {
  it('keeps a cédula or a NIT with its right digit, and reads absent or blank as none', () => {
    expect(lee(documento(), '1.020.304.050')).toEqual(vale('1020304050'));
    expect(lee(documento(), '900123456-8')).toEqual(vale('900123456-8'));
    expect(lee(documento(), 1020304050)).toEqual(vale('1020304050'));
    for (const v of [undefined, null, '', '  ']) expect(lee(documento(), v)).toEqual(vale(''));
  });

  it('says whether the format or the NIT’s check digit is wrong', () => {
    expect(lee(documento(), '12')).toEqual(falla(envio.documento));
    expect(lee(documento(), '900123456-7')).toEqual(falla(envio.digitoNit));
    expect(lee(documento(), { n: 1 })).toEqual(falla(envio.documento));
  });
});

describe('porDia', () => {
  it('builds a day’s schema once, and anew when the day changes', () => {
    const hechos: string[] = [];
    const esquema = porDia((hoy: string) => {
      hechos.push(hoy);
      return { hoy };
    });
    expect(esquema('2026-11-24')).toBe(esquema('2026-11-24'));
    expect(esquema('2026-11-25').hoy).toBe('2026-11-25');
    expect(esquema('2026-11-24').hoy).toBe('2026-11-24');
    expect(hechos).toEqual(['2026-11-24', '2026-11-25', '2026-11-24']);
  });
});
