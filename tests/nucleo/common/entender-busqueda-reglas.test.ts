/**
 * The rules by which the search box reads a query (common/entender-busqueda.ts): the filler words
 * it drops, the typos it forgives, which reading wins when phrases compete, and how what it
 * understood is said on the wire.
 */
import { describe, expect, it } from 'vitest';
import {
  ciudadNombrada,
  comoSeEntendio,
  type Entendido,
  entenderBusqueda,
  entendioAlgo,
  nombreDeEspecialidad,
} from '../../../common/entender-busqueda';

const RODILLA = ['ortopedia', 'fisiatria', 'reumatologia', 'fisioterapia'];
const CABEZA = ['neurologia', 'medicina general'];
const ACNE = { especialidades: ['dermatologia'], condicion: 'Acné' };

/** Queries as patients write them, with the words that say nothing of whom to find. */
const CON_RELLENO: [string, Partial<Entendido>][] = [
  // articles, prepositions and conjunctions
  ['caída del cabello', { especialidades: ['dermatologia'], condicion: 'Caída del cabello' }],
  ['dolor en las rodillas', { especialidades: RODILLA, condicion: 'Dolor de rodilla' }],
  ['dolor en el pecho', { especialidades: ['cardiologia'], condicion: 'Dolor de pecho o palpitaciones' }],
  ['ortopedista para los tobillos', { especialidades: ['ortopedia'], condicion: 'Lesión deportiva' }],
  ['para lo del acné', ACNE],
  ['pediatra y nutricionista', { especialidades: ['pediatria', 'nutricion y dietetica'] }],
  ['fisiatra e internista', { especialidades: ['fisiatria', 'medicina interna'] }],
  ['pediatra o médico general', { especialidades: ['pediatria', 'medicina general'] }],
  ['cita a pediatría', { especialidades: ['pediatria'] }],
  ['cita al pediatra', { especialidades: ['pediatria'] }],
  ['consulta con dermatólogo', { especialidades: ['dermatologia'] }],
  ['pediatra para mi bebé', { especialidades: ['pediatria'], condicion: 'Control del niño' }],
  ['consulta por migraña', { especialidades: CABEZA, condicion: 'Dolor de cabeza' }],
  ['psicólogo sin cita', { especialidades: ['psicologia'] }],
  // pronouns, quantities and how a pain is told
  ['dolor en mis rodillas', { especialidades: RODILLA, condicion: 'Dolor de rodilla' }],
  ['busco un pediatra', { especialidades: ['pediatria'] }],
  ['necesito una dermatóloga', { especialidades: ['dermatologia'] }],
  ['unos dentistas en Cali', { especialidades: ['odontologia'], ciudad: 'cali' }],
  ['dermatólogo que trate el acné', { ...ACNE, resto: 'trate' }],
  ['dolor de cabeza muy fuerte', { especialidades: CABEZA, condicion: 'Dolor de cabeza', resto: 'fuerte' }],
  ['tengo migraña', { especialidades: CABEZA, condicion: 'Dolor de cabeza' }],
  ['me duelen las rodillas', { especialidades: RODILLA, condicion: 'Dolor de rodilla' }],
  ['dolores de cabeza', { especialidades: CABEZA, condicion: 'Dolor de cabeza' }],
  // titles: what is left is the name
  ['dr Gómez', { especialidades: [], resto: 'gomez' }],
  ['doctor Restrepo', { especialidades: [], resto: 'restrepo' }],
  ['doc Pérez', { especialidades: [], resto: 'perez' }],
  ['doctores en Cali', { especialidades: [], ciudad: 'cali' }],
  ['médica general', { especialidades: ['medicina general'] }],
  ['médicos en Cali', { especialidades: [], ciudad: 'cali' }],
  ['médicas en Bogotá', { especialidades: [], ciudad: 'bogota' }],
  // what the patient is after
  ['especialista en rodilla', { especialidades: RODILLA, condicion: 'Dolor de rodilla' }],
  ['especialistas en acné', ACNE],
  ['citas de psicología', { especialidades: ['psicologia'] }],
  ['pediatra cerca', { especialidades: ['pediatria'] }],
  ['busco psicólogo', { especialidades: ['psicologia'] }],
  ['necesito un dentista', { especialidades: ['odontologia'] }],
];

describe('filler words are dropped: never left in resto, never hiding a phrase', () => {
  it.each(CON_RELLENO)('%s', (q, esperado) => {
    expect(entenderBusqueda(q)).toStrictEqual({ resto: '', ...esperado });
  });

  it('reads a especialidad whose name holds a filler word ("nutrición y dietética")', () => {
    expect(entenderBusqueda('nutrición y dietética')).toStrictEqual({
      especialidades: ['nutricion y dietetica'],
      resto: '',
    });
  });
});

describe('what counts as a phrase typed', () => {
  it('reads a known word only whole: Vicencio is a surname, not Villavicencio', () => {
    expect(entenderBusqueda('Ana Vicencio')).toStrictEqual({ especialidades: [], resto: 'ana vicencio' });
  });

  it('reads a ciudad of two words only with both: Santa at the end is a surname', () => {
    expect(entenderBusqueda('Laura Santa')).toStrictEqual({ especialidades: [], resto: 'laura santa' });
    expect(entenderBusqueda('dolor')).toStrictEqual({ especialidades: [], resto: 'dolor' });
  });

  it('reads twelve words at most: what comes after them is not read', () => {
    const doce = 'juan pablo maria jose ana luisa carlos andres laura camila diego sofia';
    expect(entenderBusqueda(`${doce} cali`)).toStrictEqual({ especialidades: [], resto: doce });
    expect(entenderBusqueda(`dr ${doce.split(' ').slice(1).join(' ')} cali`)).toStrictEqual({
      especialidades: [],
      ciudad: 'cali',
      resto: doce.split(' ').slice(1).join(' '),
    });
  });
});

describe('which reading wins when phrases compete for the same words', () => {
  it('reads the longest phrase first: "chequeo de próstata" is the próstata, not a check-up', () => {
    expect(entenderBusqueda('chequeo de próstata')).toStrictEqual({
      especialidades: ['urologia'],
      condicion: 'Próstata',
      resto: '',
    });
  });

  it('reads the longest phrase first wherever it is typed: "dolor de rodilla" over an "acné" before it', () => {
    expect(entenderBusqueda('acné y dolor de rodilla')).toStrictEqual({
      especialidades: RODILLA,
      condicion: 'Dolor de rodilla',
      resto: 'acne',
    });
  });

  it('reads the word nearest to what was typed: neurólogo is not urólogo, glaucoma is not glucosa', () => {
    expect(entenderBusqueda('neurólogo')).toStrictEqual({ especialidades: ['neurologia'], resto: '' });
    expect(entenderBusqueda('glaucoma').condicion).toBe('Problemas de visión');
    expect(entenderBusqueda('gastritis').condicion).toBe('Gastritis o reflujo');
  });

  it('reads a especialidad before a condicion spelled as near: "sicología" is psicología', () => {
    expect(entenderBusqueda('sicología')).toStrictEqual({ especialidades: ['psicologia'], resto: '' });
  });

  it('reads a ciudad before a condicion spelled as near', () => {
    // 'manchales': two typos from Manizales and two from 'manchas' (a condicion of the skin)
    expect(entenderBusqueda('manchales')).toStrictEqual({ especialidades: [], ciudad: 'manizales', resto: '' });
  });

  it('reads each word once: a word two phrases could share goes to the phrase read first', () => {
    // 'ternia' is one typo from 'interna' (medicina interna) and from 'hernia' (hernia discal)
    expect(entenderBusqueda('medicina ternia discal')).toStrictEqual({
      especialidades: ['medicina interna'],
      resto: 'discal',
    });
  });

  it('reads one condicion: of two as long, the first typed; the other stays in resto', () => {
    expect(entenderBusqueda('acné y migraña')).toStrictEqual({ ...ACNE, resto: 'migrana' });
    expect(entenderBusqueda('migraña y acné')).toStrictEqual({
      especialidades: CABEZA,
      condicion: 'Dolor de cabeza',
      resto: 'acne',
    });
  });

  it('reads one ciudad: of two, the first typed; the other stays in resto', () => {
    expect(entenderBusqueda('Cali o Medellín')).toStrictEqual({
      especialidades: [],
      ciudad: 'cali',
      resto: 'medellin',
    });
    expect(entenderBusqueda('Medellín o Cali')).toStrictEqual({
      especialidades: [],
      ciudad: 'medellin',
      resto: 'cali',
    });
  });

  it('reads the same condicion or ciudad named twice, so neither word is left to search in names', () => {
    expect(entenderBusqueda('dolor de cabeza, migraña')).toStrictEqual({
      especialidades: CABEZA,
      condicion: 'Dolor de cabeza',
      resto: '',
    });
    expect(entenderBusqueda('pediatra Bogotá, bogota')).toStrictEqual({
      especialidades: ['pediatria'],
      ciudad: 'bogota',
      resto: '',
    });
  });

  it('lists a especialidad named twice once: an ortopedista traumatólogo is ortopedia', () => {
    expect(entenderBusqueda('ortopedista traumatólogo')).toStrictEqual({ especialidades: ['ortopedia'], resto: '' });
  });
});

describe('what the search says it understood', () => {
  it('filters by a especialidad or a condicion alone, as by a ciudad', () => {
    expect(entendioAlgo(entenderBusqueda('pediatra'))).toBe(true);
    expect(entendioAlgo(entenderBusqueda('acné'))).toBe(true);
    expect(entendioAlgo(entenderBusqueda('Restrepo'))).toBe(false);
  });

  it('names a especialidad by its slug, and an unknown slug as it is', () => {
    expect(nombreDeEspecialidad('pediatria')).toBe('Pediatría');
    expect(nombreDeEspecialidad('nutricion y dietetica')).toBe('Nutrición y Dietética');
    expect(nombreDeEspecialidad('cirugia plastica')).toBe('cirugia plastica');
  });

  it('names a ciudad in any spelling by its canonical name, and an unknown one as typed', () => {
    expect(ciudadNombrada('medellin')).toEqual({ slug: 'medellin', nombre: 'Medellín' });
    expect(ciudadNombrada('SANTA MARTA')).toEqual({ slug: 'santa marta', nombre: 'Santa Marta' });
    expect(ciudadNombrada('Tuluá')).toEqual({ slug: 'tulua', nombre: 'Tuluá' });
  });

  it('says on the wire each especialidad and the ciudad with their names, null for what was not typed', () => {
    expect(comoSeEntendio(entenderBusqueda('pediatra gomez medellin'))).toEqual({
      especialidades: [{ slug: 'pediatria', nombre: 'Pediatría' }],
      ciudad: { slug: 'medellin', nombre: 'Medellín' },
      condicion: null,
      resto: 'gomez',
    });
    expect(comoSeEntendio(entenderBusqueda('acné'))).toEqual({
      especialidades: [{ slug: 'dermatologia', nombre: 'Dermatología' }],
      ciudad: null,
      condicion: 'Acné',
      resto: '',
    });
  });
});
