/**
 * What a patient meant by what she typed in the one search box (issue 37 item 1): any mix of a
 * professional's name, a especialidad ("dermatóloga", "pediatras", "dermatología"), a ciudad
 * ("medellin", "santa marta") and a condicion ("dolor de rodilla" → ortopedia, fisiatría…), each
 * recognised from data (common/especialidades.ts, common/condiciones.ts, common/ciudades.ts) with
 * the typos common/busqueda.ts forgives. What is left is `resto`: the name or free text, which the
 * directorio's forgiving search looks for (worker/directorio/busqueda.ts). Pure: the Worker applies
 * it to `GET /api/medic/all` and the suggestions; the web may show it before asking.
 */
import { distanciaEnTexto, tolerancia } from './busqueda';
import { CIUDADES, ciudadCanonica } from './ciudades';
import { CONDICIONES } from './condiciones';
import { ESPECIALIDADES_CONOCIDAS } from './especialidades';
import { normalizar } from './texto';
import type { BusquedaEntendida, Nombrado } from './wire/profesionales';

/** What the search understood: especialidad slugs, the ciudad's slug, the condicion's name, the rest. */
export type Entendido = {
  /** one for a especialidad typed, several for a condicion (those that treat it); [] none */
  especialidades: string[];
  /** `users.ciudad_slug` of the ciudad typed ('santa marta') */
  ciudad?: string;
  /** the name of the condicion typed ('Dolor de rodilla') */
  condicion?: string;
  /** the words left: a name or free text ('' none) */
  resto: string;
};

/**
 * Words that say nothing of whom to find ("me duele la rodilla", "la dra. Gómez en Cali",
 * "médico en Bogotá"): dropped before reading, never left in `resto`.
 */
export const RELLENO = new Set([
  ...['de', 'del', 'la', 'las', 'el', 'los', 'lo', 'en', 'y', 'e', 'o', 'a', 'al', 'con', 'para', 'por', 'sin'],
  ...['mi', 'me', 'mis', 'un', 'una', 'unos', 'que', 'muy', 'tengo', 'duele', 'duelen', 'dolores'],
  ...['dr', 'dra', 'doctor', 'doctora', 'doctores', 'doc', 'medico', 'medica', 'medicos', 'medicas'],
  ...['especialista', 'especialistas', 'cita', 'citas', 'consulta', 'cerca', 'busco', 'necesito'],
]);

/** The most words read: a box of 100 characters holds no more that mean something. */
const MAX_PALABRAS = 12;

/**
 * A typo is forgiven (as common/busqueda.ts does) only in a word of 6 letters or more: shorter ones
 * are names' ("Neira" is not Neiva, "Pacho" is not "pecho"), and a name is looked for as typed.
 */
const MIN_CON_TYPO = 6;

/** The typos `tecleada` needs to be `conocida` (a whole word), or null beyond those forgiven. */
function typos(tecleada: string, conocida: string): number | null {
  if (tecleada === conocida) return 0;
  const k = tecleada.length < MIN_CON_TYPO ? 0 : tolerancia(tecleada);
  if (k === 0 || Math.abs(tecleada.length - conocida.length) > k) return null;
  const d = distanciaEnTexto(tecleada, conocida);
  return d <= k ? d : null;
}

type Tipo = 'especialidad' | 'condicion' | 'ciudad';
type Frase = { tipo: Tipo; palabras: string[]; indice: number };
type Hallazgo = Frase & { desde: number; typos: number };

/** Every phrase the search recognises, as words (built once: about 450 phrases). */
const FRASES: Frase[] = [
  ...ESPECIALIDADES_CONOCIDAS.flatMap((e, indice) =>
    e.palabras.map((p) => ({ tipo: 'especialidad' as const, palabras: deFrase(p), indice })),
  ),
  ...CONDICIONES.flatMap((c, indice) =>
    c.frases.map((p) => ({ tipo: 'condicion' as const, palabras: deFrase(p), indice })),
  ),
  ...CIUDADES.map((c, indice) => ({ tipo: 'ciudad' as const, palabras: deFrase(c), indice })),
];

function deFrase(frase: string) {
  return normalizar(frase)
    .split(' ')
    .filter((p) => !RELLENO.has(p));
}

/** The phrase at `desde` of `palabras`, with the typos it needed, or null. */
function en(frase: Frase, palabras: string[], desde: number): Hallazgo | null {
  if (desde + frase.palabras.length > palabras.length) return null;
  let total = 0;
  for (let i = 0; i < frase.palabras.length; i++) {
    const d = typos(palabras[desde + i], frase.palabras[i]);
    if (d === null) return null;
    total += d;
  }
  return { ...frase, desde, typos: total };
}

const PRIORIDAD: Record<Tipo, number> = { especialidad: 0, ciudad: 1, condicion: 2 };

/**
 * What `q` asks for. The longest phrases are read first (then the fewest typos, then a especialidad
 * before a ciudad before a condicion), each word once; one ciudad and one condicion at most. A
 * especialidad typed wins over a condicion's ("dermatólogo acné" is dermatología); the condicion is
 * still said. `sin`: the dimensions a filter of the request already sets, left to `resto`.
 */
export function entenderBusqueda(q: string, sin: { especialidad?: boolean; ciudad?: boolean } = {}): Entendido {
  const palabras = normalizar(q)
    .split(' ')
    .filter((p) => p !== '' && !RELLENO.has(p))
    .slice(0, MAX_PALABRAS);
  const hallazgos: Hallazgo[] = [];
  for (const frase of FRASES) {
    if ((frase.tipo === 'ciudad' && sin.ciudad) || (frase.tipo !== 'ciudad' && sin.especialidad)) continue;
    for (let desde = 0; desde < palabras.length; desde++) {
      const h = en(frase, palabras, desde);
      if (h) hallazgos.push(h);
    }
  }
  hallazgos.sort(
    (a, b) =>
      b.palabras.length - a.palabras.length ||
      a.typos - b.typos ||
      PRIORIDAD[a.tipo] - PRIORIDAD[b.tipo] ||
      a.desde - b.desde,
  );
  const usadas = new Set<number>();
  const especialidades: string[] = [];
  let ciudad: string | undefined;
  let condicion: (typeof CONDICIONES)[number] | undefined;
  for (const h of hallazgos) {
    const propias = h.palabras.map((_, i) => h.desde + i);
    if (propias.some((i) => usadas.has(i))) continue;
    // a second ciudad or condicion is left to `resto`; the same one named again is read, not searched
    const otraVez =
      (h.tipo === 'ciudad' && ciudad === normalizar(CIUDADES[h.indice])) ||
      (h.tipo === 'condicion' && condicion === CONDICIONES[h.indice]);
    if (!otraVez && h.tipo === 'ciudad' && ciudad !== undefined) continue;
    if (!otraVez && h.tipo === 'condicion' && condicion !== undefined) continue;
    for (const i of propias) usadas.add(i);
    if (h.tipo === 'ciudad') ciudad = normalizar(CIUDADES[h.indice]);
    else if (h.tipo === 'condicion') condicion = CONDICIONES[h.indice];
    else {
      const slug = ESPECIALIDADES_CONOCIDAS[h.indice].slug;
      if (!especialidades.includes(slug)) especialidades.push(slug);
    }
  }
  return {
    especialidades: especialidades.length > 0 ? especialidades : (condicion?.especialidades ?? []),
    ...(ciudad !== undefined && { ciudad }),
    ...(condicion && { condicion: condicion.nombre }),
    resto: palabras.filter((_, i) => !usadas.has(i)).join(' '),
  };
}

/** Whether the search understood anything to filter by (else it searches `q` as it always did). */
export const entendioAlgo = (e: Entendido) => e.especialidades.length > 0 || e.ciudad !== undefined;

/** The name to show of a especialidad slug the search knows ('pediatria' → 'Pediatría'), else the slug. */
export const nombreDeEspecialidad = (slug: string) =>
  ESPECIALIDADES_CONOCIDAS.find((e) => e.slug === slug)?.nombre ?? slug;

/** A ciudad (any spelling) as the wire names it: its slug and its canonical name. */
export function ciudadNombrada(ciudad: string): Nombrado {
  const nombre = ciudadCanonica(ciudad) ?? ciudad;
  return { slug: normalizar(nombre), nombre };
}

/** What was understood, as `GET /api/medic/all` says it ("Pediatría en Medellín"). */
export const comoSeEntendio = (e: Entendido): BusquedaEntendida => ({
  especialidades: e.especialidades.map((slug) => ({ slug, nombre: nombreDeEspecialidad(slug) })),
  ciudad: e.ciudad === undefined ? null : ciudadNombrada(e.ciudad),
  condicion: e.condicion ?? null,
  resto: e.resto,
});
