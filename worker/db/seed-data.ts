/**
 * The static demo data (local runs only): Colombian professionals, patients, comments and
 * a health store, all in Spanish. `seed.ts` turns it into rows; dates, appointments and
 * ratings are derived there from the seeding day with a seeded PRNG.
 * Names, cédulas, phones and e-mails are invented; e-mails use reserved domains.
 */
import type { Dia } from '../../common/fechas';
import type { CIUDADES } from '../../common/texto';

export type Ciudad = (typeof CIUDADES)[number];

/** The two local demo accounts (README). Every seeded professional shares the password. */
export const DEMO = {
  password: 'CitaSalud2026!',
  admin: { email: 'admin@citasalud.co', nombre: 'Administración', apellido: 'CitaSalud' },
  doctora: { email: 'doctora@citasalud.co' },
} as const;

export const ESPECIALIDADES = [
  'Medicina General',
  'Odontología',
  'Cardiología',
  'Dermatología',
  'Urología',
  'Ortopedia',
  'Ginecología',
  'Pediatría',
  'Psicología',
  'Oftalmología',
  'Neurología',
  'Nutrición y Dietética',
  'Otorrinolaringología',
  'Endocrinología',
] as const;
export type Especialidad = (typeof ESPECIALIDADES)[number];

export const MOTIVOS_GENERALES = ['Consulta de primera vez', 'Control', 'Revisión de exámenes'];
export const PRIMERA_VEZ = MOTIVOS_GENERALES[0];

export const MOTIVOS: Record<Especialidad, string[]> = {
  'Medicina General': ['Chequeo general', 'Certificado médico'],
  Odontología: ['Limpieza dental', 'Valoración de ortodoncia', 'Urgencia por dolor dental'],
  Cardiología: ['Lectura de electrocardiograma', 'Control de presión arterial'],
  Dermatología: ['Valoración de lunares', 'Tratamiento de acné', 'Caída del cabello'],
  Urología: ['Chequeo de próstata', 'Infección urinaria'],
  Ortopedia: ['Dolor articular', 'Lesión deportiva'],
  Ginecología: ['Citología', 'Control prenatal', 'Planificación familiar'],
  Pediatría: ['Control de crecimiento y desarrollo', 'Vacunación'],
  Psicología: ['Terapia individual', 'Terapia de pareja', 'Orientación vocacional'],
  Oftalmología: ['Examen de agudeza visual', 'Fórmula de lentes'],
  Neurología: ['Cefalea o migraña', 'Lectura de electroencefalograma'],
  'Nutrición y Dietética': ['Plan de alimentación', 'Control de peso'],
  Otorrinolaringología: ['Lavado de oídos', 'Sinusitis'],
  Endocrinología: ['Control de diabetes', 'Control de tiroides'],
};

export const PUBLICO: Record<Especialidad, string> = {
  'Medicina General': 'Adultos y niños',
  Odontología: 'Adultos y niños',
  Cardiología: 'Adultos',
  Dermatología: 'Adultos y niños',
  Urología: 'Adultos',
  Ortopedia: 'Adultos y niños',
  Ginecología: 'Mujeres adolescentes y adultas',
  Pediatría: 'Bebés, niños y adolescentes',
  Psicología: 'Adolescentes y adultos',
  Oftalmología: 'Adultos y niños',
  Neurología: 'Adultos',
  'Nutrición y Dietética': 'Adultos y niños',
  Otorrinolaringología: 'Adultos y niños',
  Endocrinología: 'Adultos',
};

export const MEDIOS_PAGO = [
  'Efectivo, tarjeta, Nequi, Daviplata',
  'Efectivo, tarjeta débito y crédito, transferencia bancaria',
  'Tarjeta, Nequi, Daviplata, PSE',
  'Efectivo, tarjeta y medicina prepagada',
];
export const MEDIOS_PAGO_VIRTUAL = 'PSE, tarjeta, Nequi, Daviplata';

/** A weekly working pattern: 30-minute slots are cut from each block. Blocks never overlap in time. */
export type Jornada = { texto: string; bloques: { desde: string; hasta: string; dias: Dia[] }[] };
const LV: Dia[] = ['lunes', 'martes', 'miercoles', 'jueves', 'viernes'];

export const JORNADAS: Jornada[] = [
  {
    texto: 'Lunes a viernes 8:00 a. m. – 12:00 m. y 2:00 p. m. – 5:00 p. m.',
    bloques: [
      { desde: '08:00', hasta: '12:00', dias: LV },
      { desde: '14:00', hasta: '17:00', dias: LV },
    ],
  },
  {
    texto: 'Lunes, miércoles y viernes 7:00 a. m. – 12:00 m.; martes y jueves 2:00 p. m. – 6:00 p. m.',
    bloques: [
      { desde: '07:00', hasta: '12:00', dias: ['lunes', 'miercoles', 'viernes'] },
      { desde: '14:00', hasta: '18:00', dias: ['martes', 'jueves'] },
    ],
  },
  {
    texto: 'Martes a viernes 9:00 a. m. – 1:00 p. m.; martes y jueves 3:00 p. m. – 7:00 p. m.',
    bloques: [
      { desde: '09:00', hasta: '13:00', dias: ['martes', 'miercoles', 'jueves', 'viernes'] },
      { desde: '15:00', hasta: '19:00', dias: ['martes', 'jueves'] },
    ],
  },
  {
    texto: 'Lunes a jueves 1:00 p. m. – 7:00 p. m.; sábados 8:00 a. m. – 12:00 m.',
    bloques: [
      { desde: '13:00', hasta: '19:00', dias: ['lunes', 'martes', 'miercoles', 'jueves'] },
      { desde: '08:00', hasta: '12:00', dias: ['sabado'] },
    ],
  },
  {
    texto: 'Lunes a viernes 6:00 p. m. – 9:00 p. m.; sábados 9:00 a. m. – 1:00 p. m.',
    bloques: [
      { desde: '18:00', hasta: '21:00', dias: LV },
      { desde: '09:00', hasta: '13:00', dias: ['sabado'] },
    ],
  },
];
/** The virtual-only professionals work evenings and Saturdays. */
export const JORNADA_VIRTUAL = 4;

/**
 * Monday to Saturday, plus a short Sunday teleconsultation block so that the demo agenda
 * has appointments today and tomorrow whatever day the data is seeded.
 */
export const JORNADA_DOCTORA: Jornada = {
  texto:
    'Lunes a sábado 8:00 a. m. – 12:00 m.; lunes a viernes 2:00 p. m. – 5:00 p. m.; domingos 9:00 a. m. – 12:00 m. (teleconsulta)',
  bloques: [
    { desde: '08:00', hasta: '09:00', dias: [...LV, 'sabado'] },
    { desde: '09:00', hasta: '12:00', dias: [...LV, 'sabado', 'domingo'] },
    { desde: '14:00', hasta: '17:00', dias: LV },
  ],
};

export type Modalidad = 'presencial' | 'virtual' | 'ambas';
export type Profesional = {
  nombre: string;
  apellido: string;
  /** for the comments' wording ('la doctora' / 'el doctor') */
  genero: 'f' | 'm';
  especialidad: Especialidad;
  ciudad: Ciudad;
  modalidad: Modalidad;
  destacado: boolean;
};

const pro = (
  nombre: string,
  apellido: string,
  genero: 'f' | 'm',
  especialidad: Especialidad,
  ciudad: Ciudad,
  modalidad: Modalidad,
  destacado = false,
): Profesional => ({ nombre, apellido, genero, especialidad, ciudad, modalidad, destacado });

/** The demo professional account (doctora@citasalud.co). */
export const DOCTORA: Profesional & { motivos: string[] } = {
  ...pro('Laura', 'Restrepo Gómez', 'f', 'Dermatología', 'Bogotá', 'ambas', true),
  motivos: ['Consulta de primera vez', 'Control', 'Valoración de lunares', 'Tratamiento de acné'],
};

/** Active professionals besides the doctora: nine more are featured (ten in all). */
// biome-ignore format: one professional per line reads as a table
export const PROFESIONALES: Profesional[] = [
  pro('Andrés Felipe', 'Martínez Rojas', 'm', 'Cardiología', 'Bogotá', 'ambas', true),
  pro('Catalina', 'Vargas Pineda', 'f', 'Ginecología', 'Bogotá', 'presencial'),
  pro('Juan Sebastián', 'Moreno Castillo', 'm', 'Ortopedia', 'Bogotá', 'presencial', true),
  pro('María Fernanda', 'Guerrero Salazar', 'f', 'Psicología', 'Bogotá', 'virtual'),
  pro('Camilo', 'Rodríguez Parra', 'm', 'Odontología', 'Bogotá', 'presencial'),
  pro('Natalia', 'Herrera Cifuentes', 'f', 'Nutrición y Dietética', 'Bogotá', 'virtual'),
  pro('Alejandro', 'Ramírez Duque', 'm', 'Neurología', 'Bogotá', 'ambas'),
  pro('Santiago', 'Arango Velásquez', 'm', 'Urología', 'Medellín', 'presencial', true),
  pro('Daniela', 'Zapata Ochoa', 'f', 'Pediatría', 'Medellín', 'ambas', true),
  pro('Juliana', 'Cardona Montoya', 'f', 'Dermatología', 'Medellín', 'presencial'),
  pro('Mauricio', 'Giraldo Henao', 'm', 'Cardiología', 'Medellín', 'presencial'),
  pro('Valentina', 'Echeverri Londoño', 'f', 'Psicología', 'Medellín', 'virtual'),
  pro('Esteban', 'Mejía Posada', 'm', 'Oftalmología', 'Medellín', 'presencial'),
  pro('Carolina', 'Muñoz Saavedra', 'f', 'Ginecología', 'Cali', 'ambas', true),
  pro('Jorge Iván', 'Cárdenas Lozano', 'm', 'Medicina General', 'Cali', 'ambas'),
  pro('Paola Andrea', 'Ospina Valencia', 'f', 'Odontología', 'Cali', 'presencial'),
  pro('Diego Fernando', 'Caicedo Rengifo', 'm', 'Ortopedia', 'Cali', 'presencial'),
  pro('Luisa Fernanda', 'Quintero Bolaños', 'f', 'Endocrinología', 'Cali', 'virtual'),
  pro('Ricardo', 'De la Hoz Barrios', 'm', 'Cardiología', 'Barranquilla', 'presencial', true),
  pro('Marcela', 'Ruiz Consuegra', 'f', 'Pediatría', 'Barranquilla', 'presencial'),
  pro('Kelly Johana', 'Pérez Polo', 'f', 'Psicología', 'Barranquilla', 'virtual'),
  pro('Óscar', 'Villalba Meza', 'm', 'Urología', 'Barranquilla', 'ambas'),
  pro('Lina María', 'Pombo Navarro', 'f', 'Dermatología', 'Cartagena', 'ambas', true),
  pro('Rafael', 'Ballestas Julio', 'm', 'Odontología', 'Cartagena', 'presencial'),
  pro('Adriana', 'Puello Marrugo', 'f', 'Otorrinolaringología', 'Cartagena', 'presencial'),
  pro('Sergio', 'Díaz Ardila', 'm', 'Oftalmología', 'Bucaramanga', 'presencial'),
  pro('Diana Marcela', 'Rueda Serrano', 'f', 'Nutrición y Dietética', 'Bucaramanga', 'ambas'),
  pro('Hernán', 'Gómez Plata', 'm', 'Neurología', 'Bucaramanga', 'presencial', true),
  pro('Manuela', 'Osorio Trejos', 'f', 'Ginecología', 'Pereira', 'presencial'),
  pro('Felipe', 'Castaño Marín', 'm', 'Medicina General', 'Pereira', 'virtual', true),
  pro('Sofía', 'Ocampo Arias', 'f', 'Pediatría', 'Manizales', 'presencial'),
  pro('Gustavo', 'Salazar Botero', 'm', 'Ortopedia', 'Manizales', 'ambas'),
  pro('Yesenia', 'Dávila Pacheco', 'f', 'Odontología', 'Santa Marta', 'presencial'),
  pro('Eduardo', 'Noguera Vives', 'm', 'Medicina General', 'Santa Marta', 'ambas'),
  pro('Claudia Patricia', 'Peñaranda Jaimes', 'f', 'Endocrinología', 'Cúcuta', 'presencial'),
  pro('Fabián', 'Bonilla Lozano', 'm', 'Otorrinolaringología', 'Ibagué', 'presencial'),
  pro('Angélica', 'Rey Baquero', 'f', 'Psicología', 'Villavicencio', 'virtual'),
  pro('Julián', 'Perdomo Cuéllar', 'm', 'Urología', 'Neiva', 'presencial'),
  pro('Mónica', 'Jaramillo Franco', 'f', 'Oftalmología', 'Armenia', 'ambas'),
  pro('Iván Darío', 'Velasco Chaux', 'm', 'Medicina General', 'Popayán', 'ambas'),
  pro('Carmen Elena', 'Sánchez Camargo', 'f', 'Nutrición y Dietética', 'Tunja', 'virtual'),
  pro('José Luis', 'Lora Doria', 'm', 'Cardiología', 'Montería', 'presencial'),
  pro('Tatiana', 'Araújo Maestre', 'f', 'Dermatología', 'Valledupar', 'presencial'),
];

/**
 * Inactive accounts: two fresh registrations waiting for staff activation (the registration
 * form sends virtual 1, presencial 1 and no city) and one professional staff deactivated.
 */
export const INACTIVOS: (Pick<Profesional, 'nombre' | 'apellido' | 'genero'> & {
  especialidad?: Especialidad;
  ciudad?: Ciudad;
})[] = [
  { nombre: 'Mateo', apellido: 'Suárez Ríos', genero: 'm' },
  { nombre: 'Ximena', apellido: 'Cortés Beltrán', genero: 'f' },
  { nombre: 'Wilson', apellido: 'Garzón Torres', genero: 'm', especialidad: 'Medicina General', ciudad: 'Tunja' },
];

/** Consulting-room addresses by city; professionals of a city take them in turn. */
export const DIRECCIONES: Partial<Record<Ciudad, string[]>> = {
  Bogotá: [
    'Calle 93 # 14-20, Consultorio 402',
    'Carrera 7 # 119-14, Torre Médica, Consultorio 305',
    'Avenida Carrera 45 # 104-76, Consultorio 611',
    'Calle 134 # 7B-83, Consultorio 210',
    'Carrera 16 # 82-57, Consultorio 503',
    'Calle 50 # 13-62, Consultorio 301',
    'Avenida Calle 127 # 20-78, Consultorio 702',
    'Carrera 19 # 100-45, Consultorio 804',
  ],
  Medellín: [
    'Carrera 48 # 19A-40, Torre Médica Ciudad del Río, Consultorio 1102',
    'Calle 7 # 39-197, Consultorio 1405',
    'Carrera 43A # 1-50, Consultorio 815',
    'Calle 30A # 82A-26, Consultorio 210',
    'Carrera 65 # 49A-9, Consultorio 305',
    'Circular 1 # 66B-154, Consultorio 402',
  ],
  Cali: [
    'Carrera 38 Bis # 5B2-04, Consultorio 302',
    'Avenida Roosevelt # 38-50, Consultorio 205',
    'Calle 5 # 38-14, Consultorio 512',
    'Carrera 98 # 18-49, Torre 3, Consultorio 708',
    'Calle 18 Norte # 5N-34, Consultorio 401',
  ],
  Barranquilla: [
    'Carrera 50 # 80-216, Consultorio 605',
    'Calle 84 # 51B-47, Consultorio 302',
    'Carrera 53 # 93-24, Consultorio 1210',
    'Calle 79 # 42F-150, Consultorio 207',
  ],
  Cartagena: [
    'Bocagrande, Carrera 3 # 8-129, Consultorio 501',
    'Avenida Pedro de Heredia # 31-50, Consultorio 204',
    'Manga, Calle 26 # 24-15, Consultorio 308',
  ],
  Bucaramanga: [
    'Carrera 33 # 48-23, Consultorio 401',
    'Calle 52 # 31-32, Consultorio 707',
    'Carrera 27 # 36-14, Consultorio 203',
  ],
  Pereira: ['Avenida Circunvalar # 3-01, Consultorio 502', 'Carrera 7 # 40-34, Consultorio 310'],
  Manizales: ['Carrera 23 # 64B-33, Consultorio 801', 'Calle 48 # 25-71, Consultorio 202'],
  'Santa Marta': ['Carrera 5 # 22-41, Consultorio 305', 'Calle 15 # 2-60, Consultorio 204'],
  Cúcuta: ['Avenida 0 # 11-27, Barrio Blanco, Consultorio 402'],
  Ibagué: ['Carrera 5 # 37-50, Consultorio 301'],
  Villavicencio: ['Calle 15 # 40-01, Consultorio 603'],
  Neiva: ['Calle 11 # 5-36, Consultorio 208'],
  Armenia: ['Avenida Bolívar # 14N-52, Consultorio 410'],
  Popayán: ['Carrera 6 # 10N-14, Consultorio 205'],
  Tunja: ['Calle 20 # 11-46, Consultorio 302'],
  Montería: ['Calle 29 # 5-40, Consultorio 306'],
  Valledupar: ['Calle 16 # 11-31, Consultorio 204'],
};
export const DIRECCION_VIRTUAL = 'Consulta virtual por videollamada';

/** Landline prefixes (601 Bogotá, 604 Antioquia and Córdoba, …) since the 2022 numbering. */
export const INDICATIVO: Record<Ciudad, string> = {
  Bogotá: '601',
  Medellín: '604',
  Cali: '602',
  Barranquilla: '605',
  Cartagena: '605',
  Bucaramanga: '607',
  Manizales: '606',
  Pereira: '606',
  'Santa Marta': '605',
  Cúcuta: '607',
  Ibagué: '608',
  Villavicencio: '608',
  Neiva: '608',
  Armenia: '606',
  Montería: '604',
  Popayán: '602',
  Sincelejo: '605',
  Riohacha: '605',
  Tunja: '608',
  Valledupar: '605',
};
export const PREFIJOS_CELULAR = ['300', '301', '302', '304', '310', '311', '312', '313', '314', '315', '316', '317'];
export const PREFIJOS_CEDULA = ['52', '79', '80', '43', '71', '39', '1020', '1032', '1098', '1017', '1144'];

/** Patients are drawn from these (e-mails under example.com, a reserved domain). */
export const PACIENTES_NOMBRES = [
  'Andrea',
  'Luis Carlos',
  'Paula',
  'Jhon Jairo',
  'Diana',
  'Carlos Andrés',
  'Sandra Milena',
  'Miguel Ángel',
  'Gloria',
  'Julio César',
  'Erika',
  'Nicolás',
  'Yolanda',
  'Brayan',
  'Leidy',
  'Hernando',
  'Mariana',
  'Cristian',
  'Luz Dary',
  'Samuel',
  'Isabella',
  'Fredy',
  'Ángela',
  'Tomás',
];
export const PACIENTES_APELLIDOS = [
  'Moreno',
  'Patiño',
  'Gutiérrez',
  'Ramírez',
  'Castro',
  'Rincón',
  'Acosta',
  'Benítez',
  'Ortiz',
  'Sierra',
  'Hincapié',
  'Mosquera',
  'Tovar',
  'Pardo',
  'Fajardo',
  'Úsuga',
  'Lozano',
  'Arias',
];

export const OBSERVACIONES = [
  '',
  '',
  'Traigo exámenes de sangre recientes.',
  'Vengo remitido por medicina general.',
  'Tengo la fórmula de la consulta anterior.',
  'Prefiero que me contacten por WhatsApp.',
  'Molestia desde hace una semana.',
  'Es mi primera consulta por este tema.',
];

/** Comment texts by rating; {dr} becomes 'la doctora' or 'el doctor', {Dr} capitalised. */
export const COMENTARIOS: Record<1 | 2 | 3 | 4 | 5, string[]> = {
  5: [
    '{Dr} me explicó todo con mucha paciencia. Excelente atención y muy puntual.',
    'Muy buena experiencia: el consultorio es limpio y la atención fue cálida desde la recepción.',
    'Resolvió todas mis dudas y el tratamiento funcionó desde la primera semana.',
    'Llevo a toda mi familia con {dr}. Siempre atentos y muy profesionales.',
    'Atención humana y profesional. Volveré para el control.',
    'Me sentí en confianza desde el primer momento. Totalmente recomendable.',
  ],
  4: [
    'Buena atención, aunque tuve que esperar unos veinte minutos.',
    'Muy profesional. El único detalle es que cuesta conseguir parqueadero cerca.',
    '{Dr} es muy claro en sus indicaciones; la cita empezó un poco tarde.',
    'Buena experiencia en general, me dieron el resumen de la consulta por correo.',
  ],
  3: [
    'La atención fue correcta, pero la consulta se sintió muy corta.',
    'La cita se retrasó casi una hora, aunque el diagnóstico fue acertado.',
  ],
  2: ['Me cambiaron la hora de la cita dos veces y no me avisaron con tiempo.'],
  1: ['No me atendieron a la hora acordada y nadie me dio una explicación.'],
};

// ───────────────────────────── Store ─────────────────────────────

export const MARCAS = [
  'Genfar',
  'Tecnoquímicas',
  'La Santé',
  'Bayer',
  'MK',
  'Procaps',
  'Nutramerican',
  'Eucerin',
  'Colgate',
  'Omron',
  "Johnson's",
] as const;
export type Marca = (typeof MARCAS)[number];

export const CARACTERISTICAS = [
  'Vitaminas y suplementos',
  'Cuidado de la piel',
  'Primeros auxilios',
  'Equipos médicos',
  'Higiene oral',
  'Bebés y maternidad',
  'Medicamentos de venta libre',
] as const;
export type Caracteristica = (typeof CARACTERISTICAS)[number];

/** 'Día sin IVA' is over (inactive): products still pointing at it sell at full price. */
export const PROMOCIONES = [
  { nombre: 'Semana de la salud', porcentaje: 10, activo: 1 },
  { nombre: 'Cuidado en familia', porcentaje: 15, activo: 1 },
  { nombre: 'Temporada solar', porcentaje: 20, activo: 1 },
  { nombre: 'Liquidación de temporada', porcentaje: 30, activo: 1 },
  { nombre: 'Día sin IVA', porcentaje: 25, activo: 0 },
] as const;
export type Promocion = (typeof PROMOCIONES)[number]['nombre'];

export const CONSERVACION: Record<Caracteristica, string> = {
  'Vitaminas y suplementos': 'Consérvese a temperatura inferior a 30 °C, en un lugar seco y protegido de la luz.',
  'Cuidado de la piel': 'Consérvese en un lugar fresco, lejos del sol directo. Cierre bien el envase después de usar.',
  'Primeros auxilios': 'Consérvese en un lugar seco, a temperatura ambiente. No use si el empaque está abierto.',
  'Equipos médicos': 'Guárdese en su estuche, lejos de la humedad y de golpes. Retire las pilas si no lo usa.',
  'Higiene oral': 'Consérvese a temperatura ambiente.',
  'Bebés y maternidad': 'Consérvese en un lugar fresco y seco, fuera del alcance de los niños.',
  'Medicamentos de venta libre': 'Consérvese a temperatura inferior a 30 °C, en su empaque original.',
};

export const AVISO_LEGAL: Record<Caracteristica, string> = {
  'Vitaminas y suplementos':
    '**Este producto es un suplemento dietario, no es un medicamento** y no suple una alimentación equilibrada. Manténgase fuera del alcance de los niños. No consumir si el sello de seguridad está roto.',
  'Cuidado de la piel':
    '**Producto cosmético de uso externo.** Evite el contacto con los ojos. Suspenda su uso si presenta irritación y consulte a su médico. Manténgase fuera del alcance de los niños.',
  'Primeros auxilios':
    '**Para uso externo.** No reemplaza la atención médica: ante heridas profundas, quemaduras extensas o sangrado abundante, acuda a urgencias.',
  'Equipos médicos':
    '**Dispositivo médico de uso doméstico.** Sus lecturas son orientativas y no reemplazan el diagnóstico de un profesional de la salud. Lea el manual antes de usar.',
  'Higiene oral':
    '**Producto de higiene oral.** En menores de 6 años use una cantidad del tamaño de una arveja, bajo la supervisión de un adulto. No se debe tragar.',
  'Bebés y maternidad':
    '**Úsese bajo la supervisión de un adulto.** Revise el producto antes de cada uso y, ante cualquier reacción, suspéndalo y consulte al pediatra.',
  'Medicamentos de venta libre':
    '**Medicamento de venta libre.** Lea las indicaciones y contraindicaciones antes de usar. Si los síntomas persisten, consulte a su médico. No se use en embarazo o lactancia sin indicación médica. Manténgase fuera del alcance de los niños.',
};

export type Producto = {
  nombre: string;
  marca: Marca;
  caracteristica: Caracteristica;
  /** integer pesos */
  precio: number;
  presentacion: string;
  detalle: string;
  uso: string;
  promocion?: Promocion;
  inactivo?: boolean;
};

const prod = (
  nombre: string,
  marca: Marca,
  caracteristica: Caracteristica,
  precio: number,
  presentacion: string,
  detalle: string,
  uso: string,
  extra: { promocion?: Promocion; inactivo?: boolean } = {},
): Producto => ({ nombre, marca, caracteristica, precio, presentacion, detalle, uso, ...extra });

const VS = 'Vitaminas y suplementos';
const PI = 'Cuidado de la piel';
const PA = 'Primeros auxilios';
const EM = 'Equipos médicos';
const HO = 'Higiene oral';
const BB = 'Bebés y maternidad';
const MV = 'Medicamentos de venta libre';

// biome-ignore format: one product per line reads as a table
export const PRODUCTOS: Producto[] = [
  // Vitaminas y suplementos
  prod('Vitamina C 500 mg masticable', 'Genfar', VS, 12_900, 'Frasco x 100 tabletas masticables sabor naranja', '**Composición:** ácido ascórbico 500 mg por tableta.', 'Masticar **una tableta al día**, preferiblemente con el desayuno.', { promocion: 'Semana de la salud' }),
  prod('Complejo B', 'La Santé', VS, 8_500, 'Caja x 30 tabletas recubiertas', '**Composición:** vitaminas B1, B2, B6 y B12.', 'Tomar **una tableta al día** con alimentos.'),
  prod('Omega 3 1000 mg', 'Procaps', VS, 38_900, 'Frasco x 60 cápsulas blandas', '**Composición:** aceite de pescado con EPA y DHA.', 'Tomar **dos cápsulas al día** con las comidas principales.', { promocion: 'Cuidado en familia' }),
  prod('Proteína Whey sabor vainilla', 'Nutramerican', VS, 129_900, 'Tarro x 2 libras (907 g)', '**Aporte:** 24 g de proteína por porción de 32 g.', 'Mezclar **una porción en 250 ml de agua o leche** después del entrenamiento.'),
  prod('Creatina monohidratada', 'Nutramerican', VS, 89_900, 'Tarro x 300 g', '**Composición:** creatina monohidratada micronizada, sin sabor.', 'Disolver **5 g al día** en agua o jugo.', { promocion: 'Liquidación de temporada' }),
  prod('Colágeno hidrolizado con vitamina C', 'La Santé', VS, 54_900, 'Tarro x 300 g sabor frutos rojos', '**Composición:** péptidos de colágeno 10 g y vitamina C por porción.', 'Disolver **una cucharada al día** en un vaso de agua.'),
  prod('Calcio más vitamina D3', 'MK', VS, 19_900, 'Frasco x 60 tabletas', '**Composición:** carbonato de calcio 600 mg y vitamina D3 400 UI.', 'Tomar **una tableta dos veces al día** con alimentos.'),
  prod('Citrato de magnesio', 'La Santé', VS, 27_500, 'Frasco x 60 cápsulas', '**Composición:** citrato de magnesio 400 mg por porción.', 'Tomar **dos cápsulas en la noche**.'),
  prod('Zinc 50 mg', 'Genfar', VS, 9_900, 'Caja x 30 tabletas', '**Composición:** gluconato de zinc equivalente a 50 mg.', 'Tomar **una tableta al día** después del almuerzo.'),
  prod('Vitamina D3 en gotas 2000 UI', 'Procaps', VS, 32_000, 'Frasco gotero x 10 ml', '**Composición:** colecalciferol 2000 UI por cada 5 gotas.', 'Tomar **5 gotas al día** o como indique su médico.', { promocion: 'Semana de la salud' }),
  prod('Hierro aminoquelado', 'MK', VS, 16_500, 'Caja x 30 cápsulas', '**Composición:** hierro aminoquelado 30 mg y ácido fólico.', 'Tomar **una cápsula al día** con jugo de naranja.'),
  prod('Multivitamínico adultos 50+', 'Bayer', VS, 74_900, 'Frasco x 60 tabletas', '**Composición:** 23 vitaminas y minerales.', 'Tomar **una tableta al día** con el desayuno.', { promocion: 'Cuidado en familia' }),
  // Cuidado de la piel
  prod('Protector solar Oil Control FPS 50+', 'Eucerin', PI, 98_900, 'Frasco x 50 ml, toque seco', '**Protección:** UVA y UVB muy alta, **FPS 50+**. Resistente al agua.', 'Aplicar **15 minutos antes de la exposición al sol** y reaplicar cada 2 horas.', { promocion: 'Temporada solar' }),
  prod('Loción corporal UreaRepair Plus 10 %', 'Eucerin', PI, 89_900, 'Frasco x 250 ml', '**Composición:** urea al 10 % y ceramidas para piel muy seca.', 'Aplicar **dos veces al día** sobre la piel limpia.'),
  prod('Crema hidratante corporal con avena', 'La Santé', PI, 24_900, 'Frasco x 400 ml', '**Composición:** avena coloidal y glicerina. Sin perfume.', 'Aplicar **después del baño** en todo el cuerpo.', { promocion: 'Semana de la salud' }),
  prod('Pomada regeneradora con dexpantenol', 'Bayer', PI, 29_900, 'Tubo x 30 g', '**Composición:** dexpantenol al 5 %.', 'Aplicar **una capa delgada** sobre la zona afectada dos veces al día.'),
  prod('Gel antibacterial', 'Tecnoquímicas', PI, 3_900, 'Frasco x 60 ml', '**Composición:** alcohol etílico al 70 % con aloe vera.', 'Aplicar **una pequeña cantidad** y frotar hasta secar.'),
  prod('Crema de noche Hyaluron-Filler', 'Eucerin', PI, 189_900, 'Tarro x 50 ml', '**Composición:** ácido hialurónico de alto y bajo peso molecular.', 'Aplicar **cada noche** sobre rostro y cuello limpios.', { promocion: 'Liquidación de temporada' }),
  prod('Jabón líquido dermatológico pH neutro', 'La Santé', PI, 18_500, 'Frasco con válvula x 300 ml', '**Fórmula:** sin jabón, pH 5,5, apta para piel sensible.', 'Usar **en la ducha** sobre la piel húmeda y enjuagar.'),
  prod('Protector solar niños FPS 50', 'La Santé', PI, 62_000, 'Frasco x 120 ml', '**Protección:** UVA y UVB, **FPS 50**, resistente al agua.', 'Aplicar **generosamente** antes de salir y reaplicar después de nadar.', { promocion: 'Temporada solar' }),
  prod('Crema de manos con urea', 'MK', PI, 15_900, 'Tubo x 75 ml', '**Composición:** urea al 5 % y manteca de karité.', 'Aplicar **varias veces al día** sobre manos secas.'),
  prod('Agua micelar piel sensible', 'Eucerin', PI, 34_900, 'Frasco x 200 ml', '**Fórmula:** sin alcohol ni perfume.', 'Humedecer **un algodón** y retirar el maquillaje sin frotar.', { promocion: 'Día sin IVA' }),
  prod('Desodorante sin aluminio', 'MK', PI, 9_500, 'Roll-on x 50 ml', '**Fórmula:** sin sales de aluminio ni alcohol. Protección de 24 horas.', 'Aplicar **sobre la piel limpia y seca**.', { inactivo: true }),
  // Primeros auxilios
  prod('Curas adhesivas surtidas', 'Tecnoquímicas', PA, 7_900, 'Caja x 100 unidades', '**Material:** tela elástica transpirable con almohadilla no adherente.', 'Limpiar y secar la herida, **aplicar la cura sin tocar la almohadilla**.'),
  prod('Alcohol antiséptico 70 %', 'La Santé', PA, 8_900, 'Frasco x 700 ml', '**Composición:** alcohol etílico al 70 %.', 'Aplicar **sobre la piel sana alrededor de la herida**; no aplicar en heridas abiertas.', { promocion: 'Cuidado en familia' }),
  prod('Gasas estériles 7,5 × 7,5 cm', 'Tecnoquímicas', PA, 5_500, 'Caja x 10 sobres de 2 unidades', '**Material:** algodón 100 %, estéril.', 'Abrir el sobre **solo al momento de usar**.'),
  prod('Esparadrapo de tela', 'Tecnoquímicas', PA, 4_900, 'Rollo de 2,5 cm x 5 m', '**Material:** tela de algodón con adhesivo hipoalergénico.', 'Cortar **la medida necesaria** y fijar sobre piel seca.'),
  prod('Agua oxigenada', 'La Santé', PA, 3_200, 'Frasco x 120 ml', '**Composición:** peróxido de hidrógeno al 3 %.', 'Aplicar **con una gasa** para limpiar heridas superficiales.'),
  prod('Venda elástica de 4 pulgadas', 'Tecnoquímicas', PA, 6_800, 'Rollo de 10 cm x 5 yardas', '**Material:** algodón y elastano.', 'Vendar **desde la parte más lejana del corazón** hacia el centro, sin apretar.'),
  prod('Botiquín de primeros auxilios completo', 'Tecnoquímicas', PA, 79_900, 'Estuche con 42 elementos', '**Contenido:** gasas, vendas, curas, esparadrapo, guantes, tijeras y termómetro.', 'Revisar **cada seis meses** las fechas de vencimiento.', { promocion: 'Liquidación de temporada' }),
  prod('Yodopovidona solución', 'Genfar', PA, 12_500, 'Frasco x 120 ml', '**Composición:** yodopovidona al 10 %.', 'Aplicar **sobre la herida limpia** dos veces al día.'),
  prod('Suero fisiológico', 'Genfar', PA, 6_500, 'Bolsa x 500 ml', '**Composición:** cloruro de sodio al 0,9 %, estéril.', 'Usar **para irrigar y limpiar** heridas y mucosas.'),
  prod('Tapabocas quirúrgico', 'Tecnoquímicas', PA, 14_900, 'Caja x 50 unidades', '**Material:** tres capas con filtro de eficiencia bacteriana ≥ 95 %.', 'Cubrir **nariz y boca** y cambiarlo cada 4 horas.', { inactivo: true }),
  // Equipos médicos
  prod('Tensiómetro digital de brazo', 'Omron', EM, 189_900, 'Caja con brazalete de 22 a 32 cm y 4 pilas AA', '**Memoria:** 60 lecturas. **Garantía:** 2 años.', 'Medir **sentado, con el brazo a la altura del corazón** y tras 5 minutos de reposo.', { promocion: 'Cuidado en familia' }),
  prod('Termómetro digital', 'Omron', EM, 24_900, 'Unidad con estuche', '**Tiempo de lectura:** 60 segundos. Punta flexible.', 'Colocar **bajo la axila** hasta escuchar la señal.'),
  prod('Oxímetro de pulso', 'MK', EM, 69_900, 'Unidad con cordón y 2 pilas AAA', '**Mide:** saturación de oxígeno y frecuencia cardiaca.', 'Colocar en **el dedo índice, en reposo** y sin esmalte.', { promocion: 'Semana de la salud' }),
  prod('Glucómetro con 10 tiras', 'Bayer', EM, 89_900, 'Kit con lancetero y 10 lancetas', '**Resultado:** en 5 segundos con 0,6 µl de sangre.', 'Lavar y secar las manos **antes de cada medición**.'),
  prod('Nebulizador de compresor', 'Omron', EM, 219_900, 'Kit con mascarillas para adulto y niño', '**Tamaño de partícula:** 3 µm. Uso silencioso.', 'Usar **solo con los medicamentos formulados** por su médico.'),
  prod('Tiras reactivas para glucómetro', 'Bayer', EM, 109_900, 'Caja x 50 tiras', '**Compatibles con:** el glucómetro de la misma marca.', 'Usar **cada tira una sola vez** y cerrar el frasco después.', { promocion: 'Día sin IVA' }),
  prod('Tensiómetro de muñeca', 'Omron', EM, 159_900, 'Unidad con estuche y 2 pilas AAA', '**Memoria:** 30 lecturas con indicador de posición.', 'Medir **con la muñeca a la altura del corazón**.', { promocion: 'Liquidación de temporada' }),
  prod('Báscula digital de baño', 'MK', EM, 79_000, 'Unidad con pilas', '**Capacidad:** hasta 180 kg en divisiones de 100 g.', 'Pesarse **a la misma hora** y sobre una superficie plana.'),
  prod('Termómetro infrarrojo sin contacto', 'MK', EM, 119_900, 'Unidad con 2 pilas AAA', '**Lectura:** en 1 segundo a 3 cm de la frente.', 'Apuntar **al centro de la frente** y presionar el botón.', { promocion: 'Temporada solar' }),
  // Higiene oral
  prod('Crema dental triple acción', 'Colgate', HO, 8_900, 'Tubo x 150 ml', '**Composición:** flúor 1450 ppm.', 'Cepillarse **tres veces al día** durante dos minutos.'),
  prod('Cepillo de dientes suave', 'Colgate', HO, 9_900, 'Paquete x 2 unidades', '**Cerdas:** suaves con puntas redondeadas.', 'Cambiar el cepillo **cada tres meses**.', { promocion: 'Cuidado en familia' }),
  prod('Enjuague bucal sin alcohol', 'Colgate', HO, 21_900, 'Frasco x 500 ml', '**Composición:** cloruro de cetilpiridinio y flúor.', 'Enjuagar **con 20 ml durante 30 segundos**, sin tragar.'),
  prod('Seda dental con menta', 'Colgate', HO, 7_500, 'Rollo x 50 m', '**Material:** seda encerada sabor menta.', 'Usar **una vez al día**, antes del cepillado nocturno.'),
  prod('Cepillo eléctrico recargable', 'Colgate', HO, 149_900, 'Unidad con base de carga y 2 cabezales', '**Autonomía:** 2 semanas. Temporizador de 2 minutos.', 'Deslizar **suavemente diente por diente** sin presionar.', { promocion: 'Liquidación de temporada' }),
  prod('Kit de higiene para ortodoncia', 'Colgate', HO, 24_000, 'Estuche con cepillo, cepillo interdental y cera', '**Contenido:** cepillo en V, cepillo interdental y cera de ortodoncia.', 'Limpiar **alrededor de cada bracket** después de cada comida.'),
  prod('Crema dental para sensibilidad', 'Colgate', HO, 17_900, 'Tubo x 100 ml', '**Composición:** nitrato de potasio y flúor.', 'Cepillarse **dos veces al día**; el alivio aparece en dos semanas.', { promocion: 'Semana de la salud' }),
  // Bebés y maternidad
  prod('Pañales etapa 3', 'Tecnoquímicas', BB, 52_900, 'Paquete x 50 unidades', '**Talla:** 3, para bebés de 7 a 11 kg.', 'Cambiar **cada 3 o 4 horas** o cuando esté sucio.', { promocion: 'Cuidado en familia' }),
  prod('Pañitos húmedos', "Johnson's", BB, 11_900, 'Paquete x 100 unidades', '**Fórmula:** sin alcohol ni perfume, con aloe.', 'Limpiar **de adelante hacia atrás** en cada cambio.'),
  prod('Crema antipañalitis', "Johnson's", BB, 15_500, 'Tubo x 60 g', '**Composición:** óxido de zinc al 20 %.', 'Aplicar **en cada cambio de pañal** sobre la piel limpia y seca.'),
  prod('Champú para bebé', "Johnson's", BB, 19_900, 'Frasco x 400 ml', '**Fórmula:** sin lágrimas, pH balanceado.', 'Aplicar **una pequeña cantidad** y enjuagar con abundante agua.', { promocion: 'Semana de la salud' }),
  prod('Extractor de leche manual', 'MK', BB, 89_000, 'Unidad con tetero de 150 ml', '**Material:** libre de BPA, piezas esterilizables.', 'Esterilizar **todas las piezas antes del primer uso**.'),
  prod('Vitaminas prenatales', 'Procaps', BB, 59_900, 'Caja x 30 cápsulas blandas', '**Composición:** ácido fólico, hierro, DHA y yodo.', 'Tomar **una cápsula al día** o como indique su ginecólogo.'),
  prod('Aceite para bebé', "Johnson's", BB, 17_500, 'Frasco x 200 ml', '**Composición:** aceite mineral con vitamina E.', 'Aplicar **con un masaje suave** después del baño.', { inactivo: true }),
  prod('Tetero anticólicos', 'MK', BB, 34_900, 'Unidad de 260 ml con chupo de flujo lento', '**Material:** polipropileno libre de BPA.', 'Lavar y **esterilizar antes de cada uso**.', { promocion: 'Liquidación de temporada' }),
  prod('Extractor de leche eléctrico doble', 'MK', BB, 389_000, 'Kit con 2 copas, tubos y bolso', '**Niveles:** 9 de succión y modo masaje.', 'Usar **en la posición más cómoda** y detener si hay dolor.'),
  // Medicamentos de venta libre
  prod('Acetaminofén 500 mg', 'Genfar', MV, 9_800, 'Caja x 100 tabletas', '**Principio activo:** acetaminofén 500 mg.', 'Adultos: **una o dos tabletas cada 6 horas**; máximo 8 al día.'),
  prod('Ibuprofeno 400 mg', 'Genfar', MV, 8_900, 'Caja x 50 tabletas', '**Principio activo:** ibuprofeno 400 mg.', 'Adultos: **una tableta cada 8 horas** con alimentos.', { promocion: 'Semana de la salud' }),
  prod('Loratadina 10 mg', 'MK', MV, 3_500, 'Caja x 10 tabletas', '**Principio activo:** loratadina 10 mg.', 'Adultos: **una tableta al día**.'),
  prod('Sales de rehidratación oral', 'Tecnoquímicas', MV, 6_900, 'Caja x 4 sobres', '**Composición:** glucosa y electrolitos, sabor naranja.', 'Disolver **un sobre en un litro de agua hervida** y tomar a sorbos.'),
  prod('Antiácido masticable', 'Bayer', MV, 7_200, 'Tira x 12 tabletas', '**Composición:** carbonato de calcio e hidróxido de magnesio.', 'Masticar **una o dos tabletas** cuando haya acidez.'),
  prod('Jarabe para la tos', 'Tecnoquímicas', MV, 16_900, 'Frasco x 120 ml', '**Composición:** extracto de hiedra.', 'Adultos: **5 ml tres veces al día**.', { promocion: 'Cuidado en familia' }),
  prod('Ácido acetilsalicílico 100 mg', 'Bayer', MV, 12_900, 'Caja x 28 tabletas', '**Principio activo:** ácido acetilsalicílico 100 mg.', 'Tomar **solo si su médico lo indica**, después de una comida.'),
  prod('Gel para dolor muscular', 'Genfar', MV, 22_900, 'Tubo x 60 g', '**Principio activo:** diclofenaco al 1 %.', 'Aplicar **con un masaje suave** tres veces al día.', { promocion: 'Liquidación de temporada' }),
  prod('Gotas lubricantes oculares', 'Procaps', MV, 28_900, 'Frasco gotero x 15 ml', '**Composición:** carboximetilcelulosa al 0,5 %.', 'Aplicar **una o dos gotas** en cada ojo cuando lo necesite.'),
  prod('Descongestionante nasal', 'Genfar', MV, 11_500, 'Frasco atomizador x 15 ml', '**Principio activo:** oximetazolina al 0,05 %.', 'Aplicar **una atomización en cada fosa** cada 12 horas; no más de 3 días.'),
];
