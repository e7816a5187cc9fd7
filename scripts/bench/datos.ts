/** What the scenarios rotate over (professionals, filters, pages, free franjas), read through the API. */
import http from 'node:http';
import { horaDe, minutosDe } from '../../common/fechas';
import { festivo } from '../../common/festivos';
import { type DatosTienda, datosTienda } from './escenariosTienda';
import { json } from './pedir';

export type Profesional = { id: number; ciudad: string; cargo: string; presencial: number; virtual: number };
type Perfil = {
  succes: Profesional[];
  motivos: { id: number; duracion_minutos: number | null }[];
  horarios: {
    id: number;
    hora_inicio: string;
    hora_fin: string;
    lunes: number;
    martes: number;
    miercoles: number;
    jueves: number;
    viernes: number;
    sabado: number;
    domingo: number;
  }[];
};
export type Datos = {
  profesionales: Profesional[];
  filtros: string[];
  paginasProfesionales: number;
  paginasProductos: number;
  citas: Record<string, unknown>[];
  /** free franjas left out of `citas`, per profesional: where the reschedule scenario moves them */
  destinos: Map<number, { fecha: string; hora_inicio: string }[]>;
  /** the admin's session and the products with stock of the store's scenarios */
  tienda: DatosTienda;
};

const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9ñ]+/g, ' ')
    .trim();
export const bogota = (dias: number) =>
  new Date(Date.now() - 5 * 3600_000 + dias * 86_400_000).toISOString().slice(0, 10);
const DIAS = ['domingo', 'lunes', 'martes', 'miercoles', 'jueves', 'viernes', 'sabado'] as const;

/** What the scenarios rotate over, read through the API (not timed). */
export async function datos(base: string, maxCitas: number): Promise<Datos> {
  const agent = new http.Agent({ keepAlive: true });
  type Pagina = { succes: Profesional[]; total: number };
  const primera = await json<Pagina>(base, agent, { method: 'GET', path: '/api/medic/all?page=1&limit=48' });
  const profesionales = primera.succes;
  const combos = new Set<string>();
  for (const m of profesionales) {
    const mod = m.virtual ? 2 : 1;
    combos.add(
      `ciudad=${encodeURIComponent(slug(m.ciudad))}&especialidad=${encodeURIComponent(slug(m.cargo))}&modalidad=${mod}`,
    );
    combos.add(`ciudad=${encodeURIComponent(slug(m.ciudad))}`);
    combos.add(`especialidad=${encodeURIComponent(slug(m.cargo))}&modalidad=${mod}`);
  }
  const productos = await json<{ total: number }>(base, agent, {
    method: 'GET',
    path: '/api/producto/index?page=1&limit=24',
  });
  // free franjas 60 to 90 days ahead (the demo and scale data book nothing that far): every
  // 30-minute franja (the demo's and the scale data's length) of each weekly range, festivos left
  // out, spread over the professionals; booked with a motivo of one franja's length
  const citas: Record<string, unknown>[] = [];
  const destinos = new Map<number, { fecha: string; hora_inicio: string }[]>();
  for (const m of profesionales.slice(0, 24)) {
    const p = await json<Perfil>(base, agent, { method: 'POST', path: '/api/medic/find', body: { id: m.id } });
    const motivo = p.motivos.find((x) => x.duracion_minutos === null);
    if (!motivo) continue;
    const franjas = p.horarios.flatMap((h) => {
      const inicios: { h: typeof h; hora_inicio: string }[] = [];
      for (let t = minutosDe(h.hora_inicio); t + 30 <= minutosDe(h.hora_fin); t += 30)
        inicios.push({ h, hora_inicio: horaDe(t) });
      return inicios;
    });
    for (let d = 60; d <= 90; d++) {
      const fecha = bogota(d);
      if (festivo(fecha)) continue;
      const dia = DIAS[new Date(`${fecha}T12:00:00Z`).getUTCDay()];
      for (const { h, hora_inicio } of franjas)
        if (h[dia] === 1 && d % 2 === 1) {
          // odd days stay free: the reschedule scenario moves booked citas there
          destinos.set(m.id, [...(destinos.get(m.id) ?? []), { fecha, hora_inicio }]);
        } else if (h[dia] === 1)
          citas.push({
            nombre: 'Paciente de prueba de carga',
            // one e-mail per cita: a paciente may hold at most 2 upcoming citas with one profesional
            email: `carga${citas.length}@correo.test`,
            telefono: '3001234567',
            fecha_cita: fecha,
            horario: h.id,
            hora_inicio,
            motivo: motivo.id,
            primera_visita: 'no',
            user: m.id,
            acepta_tratamiento: '1',
          });
    }
  }
  // interleave professionals so concurrent requests rarely touch the same rows
  citas.sort((a, b) => String(a.fecha_cita).localeCompare(String(b.fecha_cita)) || Number(a.user) - Number(b.user));
  agent.destroy();
  return {
    profesionales,
    filtros: [...combos].slice(0, 24),
    paginasProfesionales: Math.max(1, Math.min(5, Math.ceil(primera.total / 24))),
    paginasProductos: Math.max(1, Math.min(5, Math.ceil(productos.total / 24))),
    citas: citas.slice(0, maxCitas),
    destinos,
    tienda: await datosTienda(base),
  };
}
