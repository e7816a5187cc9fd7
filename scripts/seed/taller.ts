/**
 * The shared state of one planning run (planearDemo): the seeded PRNG, the id counters, the
 * contact generators (cédulas, e-mails, phones, addresses), the patients and the plan being
 * filled. One run, one taller: the same context always gives the same rows.
 */
import { addDays } from '../../common/fechas';
import { normalizar } from '../../common/texto';
import * as datos from './datos';
import type { Contexto, Ids, Plan } from './plan';
import { prng } from './prng';

export type Paciente = { nombre: string; email: string; telefono: string };

/** Lowercase ASCII for e-mail local parts: 'Muñoz Saavedra' → 'munoz saavedra'. */
export const ascii = (text: string) => normalizar(text).replace(/ñ/g, 'n');

export function crearTaller(ctx: Contexto) {
  const rand = prng(20_260_311);
  const ids = { ...ctx.ids };
  const cedulas = new Set<string>();
  const correos = new Set<string>();
  const direcciones = new Map<string, number>();
  const digitos = (n: number) => Array.from({ length: n }, () => rand.int(0, 9)).join('');
  const celular = () => rand.pick(datos.PREFIJOS_CELULAR) + digitos(7);
  const taller = {
    ctx,
    rand,
    next: (tabla: keyof Ids) => ++ids[tabla],
    celular,
    fijo: (ciudad: datos.Ciudad) => datos.INDICATIVO[ciudad] + rand.int(2, 7) + digitos(6),
    cedula: () => {
      for (;;) {
        const prefijo = rand.pick(datos.PREFIJOS_CEDULA);
        const v = prefijo + digitos((prefijo.length === 2 ? 8 : 10) - prefijo.length);
        if (!cedulas.has(v)) {
          cedulas.add(v);
          return v;
        }
      }
    },
    /** 'Ricardo', 'De la Hoz Barrios' → ricardo.delahoz@citasalud.co (numbered if taken) */
    correo: (nombre: string, apellido: string) => {
      const partes = ascii(apellido).split(' ');
      const base = `${ascii(nombre).split(' ')[0]}.${partes.length > 1 ? partes.slice(0, -1).join('') : partes[0]}`;
      let email = `${base}@citasalud.co`;
      for (let n = 2; correos.has(email); n++) email = `${base}${n}@citasalud.co`;
      correos.add(email);
      return email;
    },
    /** consulting-room addresses of a city, taken in turn */
    direccion: (ciudad: datos.Ciudad) => {
      const lista = datos.DIRECCIONES[ciudad] ?? ['Calle 10 # 5-20, Consultorio 101'];
      const n = direcciones.get(ciudad) ?? 0;
      direcciones.set(ciudad, n + 1);
      return lista[n % lista.length];
    },
    pacientes: [] as Paciente[],
    especialidadId: new Map(ctx.existentes),
    alta: `${addDays(ctx.today, -rand.int(200, 400))}T15:00:00.000Z`,
    plan: {
      especialidades: [],
      cuentas: [],
      horarios: [],
      motivos: [],
      citas: [],
      comentarios: [],
      marcas: [],
      caracteristicas: [],
      promociones: [],
      productos: [],
      aseguradoras: [],
      tarifasEnvio: [],
      ajustesTienda: [],
      ventas: [],
      ventaProductos: [],
      ventaPasos: [],
      home: [],
    } as Plan,
  };
  const vistos = new Set<string>();
  while (taller.pacientes.length < 60) {
    const nombre = rand.pick(datos.PACIENTES_NOMBRES);
    const [a1, a2] = rand.sample(datos.PACIENTES_APELLIDOS, 2);
    const base = `${ascii(nombre).split(' ')[0]}.${ascii(a1)}`;
    if (vistos.has(base)) continue;
    vistos.add(base);
    taller.pacientes.push({ nombre: `${nombre} ${a1} ${a2}`, email: `${base}@example.com`, telefono: celular() });
  }
  return taller;
}
export type Taller = ReturnType<typeof crearTaller>;
