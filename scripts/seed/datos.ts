/**
 * The static demo data (local runs only): Colombian professionals, patients, comments and
 * a health store, all in Spanish. The tables live in data/*.json; this module types them,
 * checks that every row names a known city, specialty, brand, characteristic and promotion,
 * and gives them the shapes planearDemo.ts reads. Dates, appointments and ratings are
 * derived there from the seeding day with a seeded PRNG.
 * Names, cédulas, phones and e-mails are invented; e-mails use reserved domains.
 */

import { CIUDADES } from '../../common/ciudades';
import { leerDocumento } from '../../common/envio';
import { DIAS, type Dia } from '../../common/fechas';
import { CLASES_IVA } from '../../common/iva';
import ciudades from './data/ciudades.json';
import especialidades from './data/especialidades.json';
import jornadas from './data/jornadas.json';
import pacientes from './data/pacientes.json';
import perfil from './data/perfil.json';
import productos from './data/productos.json';
import profesionales from './data/profesionales.json';
import tienda from './data/tienda.json';

export type Ciudad = (typeof CIUDADES)[number];

/** The two local demo accounts (README). Every seeded professional shares the password. */
export const DEMO = {
  password: 'CitaSalud2026!',
  admin: { email: 'admin@citasalud.co', nombre: 'Administración', apellido: 'CitaSalud' },
  /**
   * The demo admin's two-step secret (base32, local only: README). Add it to an authenticator app,
   * or print the current code with `npm run demo:codigo`.
   */
  secretoDosPasos: 'CITASALUDDEMOADMINPASOSTOTPLOCAL',
  profesional: { email: 'doctora@citasalud.co' },
} as const;

// ───────────────────────────── Directory ─────────────────────────────

export type Especialidad = string;
export const ESPECIALIDADES: Especialidad[] = especialidades.map((e) => e.nombre);
export const MOTIVOS: Record<Especialidad, string[]> = Object.fromEntries(
  especialidades.map((e) => [e.nombre, e.motivos]),
);
export const PUBLICO: Record<Especialidad, string> = Object.fromEntries(
  especialidades.map((e) => [e.nombre, e.publico]),
);
/**
 * What a consulta of each especialidad costs in the demo (whole pesos, lowest and highest: private
 * rates in Colombian cities) and the kind of her RETHUS number: RM (registro médico) for physicians,
 * TP (tarjeta profesional) for dentists, psychologists and nutritionists.
 */
export const PRECIOS: Record<Especialidad, [number, number]> = Object.fromEntries(
  especialidades.map((e) => [e.nombre, e.precio as [number, number]]),
);
export const REGISTRO: Record<Especialidad, string> = Object.fromEntries(
  especialidades.map((e) => [e.nombre, e.registro]),
);

export const MOTIVOS_GENERALES = perfil.motivosGenerales;
export const PRIMERA_VEZ = MOTIVOS_GENERALES[0];
export const MEDIOS_PAGO = perfil.mediosPago;
export const MEDIOS_PAGO_VIRTUAL = perfil.mediosPagoVirtual;
export const DIRECCION_VIRTUAL = perfil.direccionVirtual;
export const PREFIJOS_CELULAR = perfil.prefijosCelular;
export const PREFIJOS_CEDULA = perfil.prefijosCedula;

/** Landline prefixes (601 Bogotá, 604 Antioquia and Córdoba, …) since the 2022 numbering. */
export const INDICATIVO = Object.fromEntries(ciudades.map((c) => [c.nombre, c.indicativo])) as Record<Ciudad, string>;
/** Consulting-room addresses by city; professionals of a city take them in turn. */
export const DIRECCIONES: Partial<Record<Ciudad, string[]>> = Object.fromEntries(
  ciudades.flatMap((c) => ('direcciones' in c ? [[c.nombre, c.direcciones]] : [])),
);

/** A weekly working pattern: 30-minute slots are cut from each block. Blocks never overlap in time. */
export type Jornada = { texto: string; bloques: { desde: string; hasta: string; dias: Dia[] }[] };
export const JORNADAS = jornadas.lista as Jornada[];
/** The virtual-only professionals work evenings and Saturdays. */
export const JORNADA_VIRTUAL = jornadas.virtual;
/**
 * Monday to Saturday, plus a short Sunday teleconsultation block so that the demo agenda
 * has appointments today and tomorrow whatever day the data is seeded.
 */
export const JORNADA_DEMO = jornadas.demo as Jornada;

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
/** The demo professional account (DEMO.profesional). */
export const PROFESIONAL_DEMO = profesionales.demo as Profesional & { motivos: string[] };
/** Active professionals besides the demo one: nine more are featured (ten in all). */
export const PROFESIONALES = profesionales.activos as Profesional[];
/**
 * Inactive accounts: two fresh registrations waiting for admin activation (the registration
 * form sends virtual 1, presencial 1 and no city) and one professional an admin deactivated.
 */
export const INACTIVOS = profesionales.inactivos as (Pick<Profesional, 'nombre' | 'apellido' | 'genero'> & {
  especialidad?: Especialidad;
  ciudad?: Ciudad;
})[];

/** Patients are drawn from these (e-mails under example.com, a reserved domain). */
export const PACIENTES_NOMBRES = pacientes.nombres;
export const PACIENTES_APELLIDOS = pacientes.apellidos;
export const OBSERVACIONES = pacientes.observaciones;
/** Comment texts by rating; {dr} becomes 'la doctora' or 'el doctor', {Dr} capitalised. */
export const COMENTARIOS: Record<1 | 2 | 3 | 4 | 5, string[]> = pacientes.comentarios;

// ───────────────────────────── Tienda ─────────────────────────────

export type Marca = string;
export const MARCAS: Marca[] = tienda.marcas;
export type Caracteristica = string;
export const CARACTERISTICAS: Caracteristica[] = tienda.caracteristicas.map((c) => c.nombre);
export const CONSERVACION: Record<Caracteristica, string> = Object.fromEntries(
  tienda.caracteristicas.map((c) => [c.nombre, c.conservacion]),
);
export const AVISO_LEGAL: Record<Caracteristica, string> = Object.fromEntries(
  tienda.caracteristicas.map((c) => [c.nombre, c.avisoLegal]),
);
/** 'Día sin IVA' is over (inactive): products still pointing at it sell at full price. */
export const PROMOCIONES = tienda.promociones;
export type Promocion = string;

export type Producto = {
  nombre: string;
  marca: Marca;
  caracteristica: Caracteristica;
  /** integer pesos */
  precio: number;
  /** IVA class (common/iva.ts): medicines excluidos (0), a few hygiene articles at 5, absent 19 */
  iva?: number;
  presentacion: string;
  detalle: string;
  uso: string;
  promocion?: Promocion;
  inactivo?: boolean;
};
export const PRODUCTOS: Producto[] = productos;

/**
 * The store's envío: a rate per departamento (DIVIPOLA's 2 digits: Bogotá cheapest, the islands and
 * the Amazon most expensive), free from 150.000 pesos, 2 to 5 days; the seller is invented, with a
 * NIT whose DIAN check digit is right.
 */
export const ENVIO = {
  tarifas: tienda.envio.tarifas as Record<string, number>,
  gratisDesde: tienda.envio.gratisDesde,
  diasEntrega: tienda.envio.diasEntrega as [number, number],
  vendedor: tienda.envio.vendedor,
  /** pago contra entrega: the largest total per departamento where the demo offers it (decision 0023) */
  contraEntrega: tienda.envio.contraEntrega as Record<string, number>,
};

/**
 * The demo ventas' data (planearVentas.ts): where buyers live (DIVIPOLA code and name as migration
 * 0014 has them; Bogotá twice, as the store's busiest), street kinds, carriers, and the texts of a
 * cancelled and refunded order.
 */
export const VENTAS_DEMO_DATOS = tienda.ventasDemo as {
  ciudades: [string, string][];
  vias: string[];
  apto: string;
  transportadoras: string[];
  motivoCancelacion: string;
  notaReembolso: string;
};

/** The JSON tables name each other by name: a misspelt name fails here, before any row is written. */
function comprobar() {
  const errores: string[] = [];
  const en = (lista: readonly string[], valor: string | undefined, donde: string) => {
    if (valor !== undefined && !lista.includes(valor)) errores.push(`${donde}: «${valor}» no existe`);
  };
  for (const c of ciudades) en(CIUDADES, c.nombre, 'ciudades.json');
  for (const p of [PROFESIONAL_DEMO, ...PROFESIONALES]) {
    en(ESPECIALIDADES, p.especialidad, `profesional ${p.nombre}`);
    en(Object.keys(INDICATIVO), p.ciudad, `profesional ${p.nombre}`);
    en(['presencial', 'virtual', 'ambas'], p.modalidad, `profesional ${p.nombre}`);
    en(['f', 'm'], p.genero, `profesional ${p.nombre}`);
  }
  for (const p of INACTIVOS) {
    en(ESPECIALIDADES, p.especialidad, `inactivo ${p.nombre}`);
    en(Object.keys(INDICATIVO), p.ciudad, `inactivo ${p.nombre}`);
  }
  for (const j of [...JORNADAS, JORNADA_DEMO])
    for (const b of j.bloques) for (const d of b.dias) en(DIAS, d, `jornada «${j.texto}»`);
  if (!JORNADAS[JORNADA_VIRTUAL]) errores.push(`jornadas.json: no hay jornada virtual ${JORNADA_VIRTUAL}`);
  for (const p of PRODUCTOS) {
    if (p.iva !== undefined && !(CLASES_IVA as readonly number[]).includes(p.iva))
      errores.push(`producto ${p.nombre}: IVA ${p.iva}`);
    en(MARCAS, p.marca, `producto ${p.nombre}`);
    en(CARACTERISTICAS, p.caracteristica, `producto ${p.nombre}`);
    en(
      PROMOCIONES.map((x) => x.nombre),
      p.promocion,
      `producto ${p.nombre}`,
    );
  }
  for (const [codigo, envio] of Object.entries(ENVIO.tarifas))
    if (!/^\d{2}$/.test(codigo) || !Number.isInteger(envio) || envio < 0) errores.push(`tarifa ${codigo}: ${envio}`);
  const nit = leerDocumento(ENVIO.vendedor.nit);
  if (!nit.ok || nit.valor !== ENVIO.vendedor.nit) errores.push(`NIT del vendedor ${ENVIO.vendedor.nit}`);
  if (errores.length) throw new Error(`Datos de demostración inválidos:\n${errores.join('\n')}`);
}
comprobar();

/** Slugs of the aseguradoras catalogue (migration 0006) a demo professional may accept, by kind. */
export const ASEGURADORAS_DEMO = {
  eps: ['nueva-eps', 'eps-sura', 'eps-sanitas', 'salud-total', 'compensar-eps', 'famisanar', 'aliansalud'],
  prepagadas: ['colsanitas', 'medisanitas', 'sura-medicina-prepagada', 'colmedica', 'allianz-salud'],
};
