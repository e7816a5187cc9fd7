/**
 * The words a patient types for a especialidad, KEPT AS DATA for the search box (issue 37 item 1,
 * common/entender-busqueda.ts): the field ("dermatología") and the profession's noun in its four
 * forms ("dermatólogo", "dermatóloga", plural), lowercase and accent-free as `normalizar` leaves
 * them. `slug` is the directorio's slug of the especialidad (`especialidades.slug`, the seed's
 * `normalizar(nombre)`: scripts/seed/data/especialidades.json); the entries past the seed's 14 are
 * the ones Colombian directories list that the staff may create, so that a condicion can name them
 * (a slug no especialidad holds finds nobody, harmlessly).
 */

/** A especialidad the search box recognises: its slug, its name as shown, the words that name it. */
export type EspecialidadConocida = { slug: string; nombre: string; palabras: string[] };

/** The field and its practitioner, male and female, singular and plural: `raiz` + ía, o, a, os, as. */
const logia = (raiz: string) => ['ia', 'o', 'a', 'os', 'as'].map((fin) => `${raiz}${fin}`);
/** A practitioner's noun that ends the same for both ('pediatra'), singular and plural. */
const ambos = (...nombres: string[]) => nombres.flatMap((n) => [n, `${n}s`]);

export const ESPECIALIDADES_CONOCIDAS: EspecialidadConocida[] = [
  {
    slug: 'medicina general',
    nombre: 'Medicina General',
    // "médico general": 'médico' is a filler word of the search, 'general' stays
    palabras: ['medicina general', 'general', 'generales'],
  },
  {
    slug: 'odontologia',
    nombre: 'Odontología',
    palabras: [...logia('odontolog'), ...ambos('dentista'), 'odontologico'],
  },
  { slug: 'cardiologia', nombre: 'Cardiología', palabras: logia('cardiolog') },
  { slug: 'dermatologia', nombre: 'Dermatología', palabras: logia('dermatolog') },
  { slug: 'urologia', nombre: 'Urología', palabras: logia('urolog') },
  {
    slug: 'ortopedia',
    nombre: 'Ortopedia',
    palabras: ['ortopedia', ...ambos('ortopedista'), ...logia('traumatolog')],
  },
  {
    slug: 'ginecologia',
    nombre: 'Ginecología',
    palabras: [...logia('ginecolog'), 'gineco', ...ambos('ginecobstetra')],
  },
  { slug: 'pediatria', nombre: 'Pediatría', palabras: ['pediatria', ...ambos('pediatra')] },
  { slug: 'psicologia', nombre: 'Psicología', palabras: logia('psicolog') },
  {
    slug: 'oftalmologia',
    nombre: 'Oftalmología',
    palabras: [...logia('oftalmolog'), ...ambos('oculista', 'optometra'), 'optometria'],
  },
  { slug: 'neurologia', nombre: 'Neurología', palabras: logia('neurolog') },
  {
    slug: 'nutricion y dietetica',
    nombre: 'Nutrición y Dietética',
    palabras: ['nutricion y dietetica', 'nutricion', ...ambos('nutricionista', 'dietista')],
  },
  {
    slug: 'otorrinolaringologia',
    nombre: 'Otorrinolaringología',
    palabras: [...logia('otorrinolaringolog'), 'otorrino', 'otorrinos'],
  },
  { slug: 'endocrinologia', nombre: 'Endocrinología', palabras: [...logia('endocrinolog'), 'endocrino', 'endocrinos'] },
  {
    slug: 'fisiatria',
    nombre: 'Fisiatría',
    palabras: ['fisiatria', ...ambos('fisiatra'), 'medicina fisica rehabilitacion', 'rehabilitacion'],
  },
  {
    slug: 'fisioterapia',
    nombre: 'Fisioterapia',
    palabras: ['fisioterapia', ...ambos('fisioterapeuta'), 'terapia fisica'],
  },
  { slug: 'reumatologia', nombre: 'Reumatología', palabras: logia('reumatolog') },
  { slug: 'psiquiatria', nombre: 'Psiquiatría', palabras: ['psiquiatria', ...ambos('psiquiatra')] },
  { slug: 'gastroenterologia', nombre: 'Gastroenterología', palabras: [...logia('gastroenterolog'), 'gastro'] },
  { slug: 'neumologia', nombre: 'Neumología', palabras: logia('neumolog') },
  {
    slug: 'medicina interna',
    nombre: 'Medicina Interna',
    palabras: ['medicina interna', ...ambos('internista')],
  },
];
