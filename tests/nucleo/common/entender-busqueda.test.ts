/** What the one search box understands of a query (common/entender-busqueda.ts), over real queries. */
import { describe, expect, it } from 'vitest';
import { CIUDADES } from '../../../common/ciudades';
import { CONDICIONES } from '../../../common/condiciones';
import { type Entendido, entenderBusqueda, entendioAlgo, RELLENO } from '../../../common/entender-busqueda';
import { ESPECIALIDADES_CONOCIDAS } from '../../../common/especialidades';
import { normalizar } from '../../../common/texto';

const NADA = { especialidades: [] };
const RODILLA = ['ortopedia', 'fisiatria', 'reumatologia', 'fisioterapia'];

/** query → what it means (`resto` '' when not said). */
const CONSULTAS: [string, Partial<Entendido>][] = [
  // a name alone, or with the filler words patients add
  ['Laura Restrepo', { ...NADA, resto: 'laura restrepo' }],
  ['dra. Gómez', { ...NADA, resto: 'gomez' }],
  ['la doctora Neira', { ...NADA, resto: 'neira' }],
  // a especialidad: field or practitioner, accents or not, singular or plural, a typo
  ['dermatologo bogota', { especialidades: ['dermatologia'], ciudad: 'bogota' }],
  ['Dermatóloga', { especialidades: ['dermatologia'] }],
  ['dermatología', { especialidades: ['dermatologia'] }],
  ['pediatra medellin', { especialidades: ['pediatria'], ciudad: 'medellin' }],
  ['pediatras en Medellín', { especialidades: ['pediatria'], ciudad: 'medellin' }],
  ['PEDIATRÍA', { especialidades: ['pediatria'] }],
  ['cardiologos', { especialidades: ['cardiologia'] }],
  ['dermatolgo', { especialidades: ['dermatologia'] }],
  ['pediatar en medelin', { especialidades: ['pediatria'], ciudad: 'medellin' }],
  ['ginecóloga santa marta', { especialidades: ['ginecologia'], ciudad: 'santa marta' }],
  ['nutricionista', { especialidades: ['nutricion y dietetica'] }],
  ['médico general en Cali', { especialidades: ['medicina general'], ciudad: 'cali' }],
  ['otorrino', { especialidades: ['otorrinolaringologia'] }],
  // a especialidad and a name
  ['dermatóloga Laura Restrepo', { especialidades: ['dermatologia'], resto: 'laura restrepo' }],
  ['psicologo gomez bucaramanga', { especialidades: ['psicologia'], ciudad: 'bucaramanga', resto: 'gomez' }],
  // symptoms and conditions lead to who treats them
  ['dolor de rodilla', { especialidades: RODILLA, condicion: 'Dolor de rodilla' }],
  ['me duele la rodilla', { especialidades: RODILLA, condicion: 'Dolor de rodilla' }],
  ['dolor de rodila', { especialidades: RODILLA, condicion: 'Dolor de rodilla' }],
  ['dolor de rodilla en Cali', { especialidades: RODILLA, condicion: 'Dolor de rodilla', ciudad: 'cali' }],
  // a plural the short word's no-typo rule would not forgive is a phrase of its own
  ['dolor de oídos', { especialidades: ['otorrinolaringologia'], condicion: 'Dolor de oído' }],
  ['dolor de ojos', { especialidades: ['oftalmologia'], condicion: 'Problemas de visión' }],
  ['acné', { especialidades: ['dermatologia'], condicion: 'Acné' }],
  ['migraña', { especialidades: ['neurologia', 'medicina general'], condicion: 'Dolor de cabeza' }],
  [
    'ansiedad bogota',
    { especialidades: ['psicologia', 'psiquiatria'], condicion: 'Ansiedad o estrés', ciudad: 'bogota' },
  ],
  ['dermatologo acne', { especialidades: ['dermatologia'], condicion: 'Acné' }],
  // a ciudad alone, with a typo, in two words
  ['Bogotá', { ...NADA, ciudad: 'bogota' }],
  ['barranquila', { ...NADA, ciudad: 'barranquilla' }],
  ['Santa Marta', { ...NADA, ciudad: 'santa marta' }],
  // names that hold a ciudad's word, or are a short word away from one: only a whole ciudad counts
  ['Marta Gómez', { ...NADA, resto: 'marta gomez' }],
  ['Ana Neira', { ...NADA, resto: 'ana neira' }],
  ['Carlos Pereira', { ...NADA, ciudad: 'pereira', resto: 'carlos' }],
  // words of a name no typo turns into a especialidad
  ['Pacho Rojas', { ...NADA, resto: 'pacho rojas' }],
];

describe('entenderBusqueda over real queries', () => {
  it.each(CONSULTAS)('%s', (q, esperado) => {
    expect(entenderBusqueda(q)).toStrictEqual({ resto: '', ...esperado });
  });

  it('leaves to the name what a filter of the request already sets', () => {
    expect(entenderBusqueda('pediatra medellin', { especialidad: true })).toEqual({
      especialidades: [],
      ciudad: 'medellin',
      resto: 'pediatra',
    });
    expect(entenderBusqueda('pediatra medellin', { ciudad: true })).toEqual({
      especialidades: ['pediatria'],
      resto: 'medellin',
    });
  });

  it('says whether anything is there to filter by', () => {
    expect(entendioAlgo(entenderBusqueda('laura gomez'))).toBe(false);
    expect(entendioAlgo(entenderBusqueda('gomez cali'))).toBe(true);
    expect(entendioAlgo(entenderBusqueda(''))).toBe(false);
  });
});

describe('the data the search reads', () => {
  const slugs = new Set(ESPECIALIDADES_CONOCIDAS.map((e) => e.slug));
  it('names every especialidad of a condicion by a known slug, as normalizar writes it', () => {
    for (const e of ESPECIALIDADES_CONOCIDAS) expect(normalizar(e.nombre)).toBe(e.slug);
    for (const c of CONDICIONES) for (const s of c.especialidades) expect(slugs.has(s), `${c.nombre}: ${s}`).toBe(true);
  });

  it('writes every phrase normalised and without a filler word, which could never be read', () => {
    const frases = [
      ...ESPECIALIDADES_CONOCIDAS.flatMap((e) => e.palabras.filter((p) => p !== e.slug)),
      ...CONDICIONES.flatMap((c) => c.frases),
    ];
    for (const f of frases) {
      expect(normalizar(f), f).toBe(f);
      expect(
        f.split(' ').filter((p) => RELLENO.has(p)),
        f,
      ).toEqual([]);
    }
    for (const c of CIUDADES) expect(RELLENO.has(normalizar(c))).toBe(false);
  });

  it('holds no phrase twice, so that one phrase never means two things', () => {
    const todas = [...ESPECIALIDADES_CONOCIDAS.flatMap((e) => e.palabras), ...CONDICIONES.flatMap((c) => c.frases)];
    expect(todas.filter((f, i) => todas.indexOf(f) !== i)).toEqual([]);
  });
});
