/**
 * Common conditions and symptoms as Colombian patients type them, and the especialidades that
 * treat them, KEPT AS DATA for the search box (issue 37 item 1, common/entender-busqueda.ts).
 * Reviewed list: the seed's motivos (scripts/seed/data/especialidades.json) and the usual reasons
 * for a first consulta in Colombia (primary care, musculoskeletal, skin, eyes, ENT, mental health,
 * women's and children's health), each led to the especialidades that see it first, most usual
 * first. Especialidades by their slug (common/especialidades.ts). `frases` are lowercase and
 * accent-free, without the filler words the search drops ("de", "la", "me duele": `RELLENO` in
 * common/entender-busqueda.ts), so "me duele la rodilla" and "dolor de rodilla" both reach
 * "dolor rodilla" or "rodilla".
 */

/** A condicion the search box recognises: its name as shown, how it is typed, who treats it. */
export type CondicionConocida = { nombre: string; frases: string[]; especialidades: string[] };

const ORTOPEDIA = ['ortopedia', 'fisiatria', 'fisioterapia'];

export const CONDICIONES: CondicionConocida[] = [
  {
    nombre: 'Dolor de rodilla',
    frases: ['dolor rodilla', 'dolor rodillas', 'rodilla', 'rodillas', 'menisco', 'ligamento cruzado'],
    especialidades: ['ortopedia', 'fisiatria', 'reumatologia', 'fisioterapia'],
  },
  {
    nombre: 'Dolor de espalda',
    frases: ['dolor espalda', 'espalda', 'lumbago', 'lumbalgia', 'ciatica', 'hernia discal', 'columna'],
    especialidades: [...ORTOPEDIA, 'neurologia'],
  },
  {
    nombre: 'Dolor de cuello u hombro',
    frases: ['dolor cuello', 'cuello', 'cervicalgia', 'torticolis', 'dolor hombro', 'hombro', 'manguito rotador'],
    especialidades: ORTOPEDIA,
  },
  {
    nombre: 'Dolor en las articulaciones',
    frases: ['dolor articular', 'articulaciones', 'artritis', 'artrosis', 'gota', 'lupus'],
    especialidades: ['reumatologia', 'ortopedia', 'fisiatria'],
  },
  {
    nombre: 'Lesión deportiva',
    frases: ['lesion deportiva', 'esguince', 'fractura', 'tendinitis', 'tobillo', 'dolor tobillo'],
    especialidades: ORTOPEDIA,
  },
  {
    nombre: 'Dolor de cabeza',
    frases: ['dolor cabeza', 'cabeza', 'cefalea', 'migrana', 'jaqueca'],
    especialidades: ['neurologia', 'medicina general'],
  },
  {
    nombre: 'Convulsiones',
    frases: ['convulsiones', 'convulsion', 'epilepsia', 'temblor', 'parkinson'],
    especialidades: ['neurologia'],
  },
  {
    nombre: 'Mareo o vértigo',
    frases: ['mareo', 'mareos', 'vertigo'],
    especialidades: ['otorrinolaringologia', 'neurologia'],
  },
  { nombre: 'Acné', frases: ['acne', 'espinillas', 'barros'], especialidades: ['dermatologia'] },
  {
    nombre: 'Manchas o lunares en la piel',
    frases: ['manchas piel', 'manchas', 'lunares', 'lunar', 'piel'],
    especialidades: ['dermatologia'],
  },
  {
    nombre: 'Psoriasis o dermatitis',
    frases: ['psoriasis', 'dermatitis', 'eccema', 'rosacea'],
    especialidades: ['dermatologia'],
  },
  {
    nombre: 'Caída del cabello',
    frases: ['caida cabello', 'caida pelo', 'alopecia', 'calvicie', 'cabello'],
    especialidades: ['dermatologia'],
  },
  {
    nombre: 'Dolor de pecho o palpitaciones',
    frases: ['dolor pecho', 'pecho', 'palpitaciones', 'taquicardia', 'arritmia', 'soplo', 'corazon'],
    especialidades: ['cardiologia'],
  },
  {
    nombre: 'Presión alta',
    frases: ['presion alta', 'tension alta', 'hipertension', 'presion arterial'],
    especialidades: ['cardiologia', 'medicina interna', 'medicina general'],
  },
  {
    nombre: 'Colesterol alto',
    frases: ['colesterol', 'colesterol alto', 'trigliceridos'],
    especialidades: ['medicina interna', 'cardiologia', 'endocrinologia'],
  },
  {
    nombre: 'Diabetes',
    frases: ['diabetes', 'diabetico', 'diabetica', 'azucar alta', 'glucosa'],
    especialidades: ['endocrinologia', 'medicina interna'],
  },
  {
    nombre: 'Tiroides',
    frases: ['tiroides', 'hipotiroidismo', 'hipertiroidismo'],
    especialidades: ['endocrinologia'],
  },
  {
    nombre: 'Sobrepeso',
    frases: ['sobrepeso', 'obesidad', 'bajar peso', 'control peso', 'dieta'],
    especialidades: ['nutricion y dietetica', 'endocrinologia'],
  },
  {
    nombre: 'Dolor de muela',
    frases: ['dolor muela', 'muela', 'muelas', 'caries', 'diente', 'dientes', 'encias', 'ortodoncia', 'brackets'],
    especialidades: ['odontologia'],
  },
  {
    nombre: 'Dolor de oído',
    frases: ['dolor oido', 'dolor oidos', 'oido', 'oidos', 'otitis', 'sordera', 'zumbido'],
    especialidades: ['otorrinolaringologia'],
  },
  {
    nombre: 'Sinusitis o dolor de garganta',
    frases: ['sinusitis', 'rinitis', 'dolor garganta', 'garganta', 'amigdalas', 'amigdalitis', 'ronquido', 'ronquidos'],
    especialidades: ['otorrinolaringologia'],
  },
  {
    nombre: 'Problemas de visión',
    frases: [
      'vision borrosa',
      'dolor ojo',
      'dolor ojos',
      'vista',
      'ojos',
      'ojo',
      'miopia',
      'astigmatismo',
      'cataratas',
      'glaucoma',
      'conjuntivitis',
    ],
    especialidades: ['oftalmologia'],
  },
  {
    nombre: 'Infección urinaria',
    frases: ['infeccion urinaria', 'cistitis', 'ardor orinar', 'calculos renales', 'calculo renal'],
    especialidades: ['urologia', 'medicina general'],
  },
  { nombre: 'Próstata', frases: ['prostata', 'chequeo prostata'], especialidades: ['urologia'] },
  {
    nombre: 'Ansiedad o estrés',
    frases: ['ansiedad', 'estres', 'panico', 'ataques panico', 'ataque panico'],
    especialidades: ['psicologia', 'psiquiatria'],
  },
  { nombre: 'Depresión', frases: ['depresion', 'tristeza'], especialidades: ['psicologia', 'psiquiatria'] },
  { nombre: 'Insomnio', frases: ['insomnio', 'dormir'], especialidades: ['psiquiatria', 'psicologia', 'neurologia'] },
  {
    nombre: 'Embarazo',
    frases: ['embarazo', 'embarazada', 'control prenatal', 'prenatal'],
    especialidades: ['ginecologia'],
  },
  {
    nombre: 'Salud de la mujer',
    frases: [
      'citologia',
      'menstruacion',
      'colicos menstruales',
      'planificacion familiar',
      'anticonceptivos',
      'menopausia',
    ],
    especialidades: ['ginecologia'],
  },
  {
    nombre: 'Control del niño',
    frases: ['control crecimiento', 'crecimiento desarrollo', 'vacunacion', 'vacunas', 'bebe', 'recien nacido'],
    especialidades: ['pediatria'],
  },
  {
    nombre: 'Gastritis o reflujo',
    frases: [
      'gastritis',
      'reflujo',
      'acidez',
      'colon irritable',
      'colon',
      'estrenimiento',
      'diarrea',
      'dolor estomago',
      'estomago',
    ],
    especialidades: ['gastroenterologia', 'medicina general'],
  },
  {
    nombre: 'Asma o tos',
    frases: ['asma', 'tos', 'bronquitis', 'dificultad respirar', 'ahogo', 'epoc'],
    especialidades: ['neumologia', 'medicina general'],
  },
  {
    nombre: 'Gripa o fiebre',
    frases: ['gripa', 'gripe', 'resfriado', 'fiebre', 'chequeo', 'chequeo general', 'certificado'],
    especialidades: ['medicina general'],
  },
];
