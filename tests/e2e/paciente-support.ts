/** Fixtures of the patient journeys: the seeded demo professional and a day with free slots. */
import { spawnSync } from 'node:child_process';
import type { Page } from 'playwright-core';
import { franja12 } from '../../common/hora';
import { apiCall, login } from './support';

export type Franja = { id: number; hora_inicio: string; hora_fin: string };
export type ProfesionalRow = {
  id: number;
  email: string;
  nombre: string;
  apellido: string;
  ciudad: string;
  cargo: string;
};

/** Today (plus n days) in Bogotá, as YYYY-MM-DD. */
export const bogota = (n = 0) => new Date(Date.now() - 5 * 3600_000 + n * 86_400_000).toISOString().slice(0, 10);
/** Whether a cita has started in Bogotá: only then can it be marked attended (issue 22). */
export const empezada = (c: { fecha_cita: string; hora_inicio: string }) =>
  `${c.fecha_cita}T${c.hora_inicio}` <= new Date(Date.now() - 5 * 3600_000).toISOString().slice(0, 16);

let idProfesional: number | undefined;

/**
 * The seeded professional doctora@citasalud.co (Dermatología, Bogotá, featured, Monday to Saturday),
 * as the public list shows her: found by her id (her own account says it), since public answers no
 * longer carry an e-mail (issue 22).
 */
export async function profesional(): Promise<ProfesionalRow> {
  if (idProfesional === undefined) {
    const token = await login('doctora@citasalud.co');
    idProfesional = (await apiCall<{ id: number }>('/api/users', { token })).json.id;
  }
  const { json } = await apiCall<{ succes: ProfesionalRow[] }>('/api/medic/all');
  const row = json.succes.find((m) => m.id === idProfesional);
  if (!row) throw new Error('the seed has no doctora@citasalud.co in the public list');
  // her e-mail, which journeys sign in with and read her mailbox by
  return { ...row, email: 'doctora@citasalud.co' };
}

export async function libres(id: number, fecha: string): Promise<Franja[]> {
  const { status, json } = await apiCall<{ succes: Franja[] }>(`/api/medic/disponibilidad?id=${id}&fecha=${fecha}`);
  return status === 200 ? json.succes : [];
}

/** The first day from tomorrow with free slots (tomorrow on: today's slots may pass during the test). */
export async function diaConCupos(id: number): Promise<{ fecha: string; franjas: Franja[] }> {
  for (let i = 1; i < 21; i++) {
    const fecha = bogota(i);
    const franjas = await libres(id, fecha);
    if (franjas.length > 0) return { fecha, franjas };
  }
  throw new Error('no free slot in the next three weeks');
}

/** Chooses reason and first visit, then the day (moving to the next month when needed). */
export async function elegirDia(page: Page, fecha: string, { motivo = true } = {}) {
  await page.locator('.calendar__day').first().waitFor();
  if (motivo) {
    // one franja long, as the franjas `libres` reads (the first visit takes two)
    await page.getByLabel('Motivo de la consulta').selectOption({ label: 'Control' });
    await page.getByLabel('¿Es su primera vez con el especialista?').selectOption('si');
  }
  const dia = page.locator(`[data-fecha="${fecha}"]`);
  if ((await dia.count()) === 0) await page.getByRole('button', { name: 'Mes siguiente' }).click();
  await dia.click();
}

/** A franja's button as the screens name it: "8:00 – 8:30 a. m." (common/hora.ts). */
export const franja = (s: Franja) => franja12(s.hora_inicio, s.hora_fin);

/** A fresh paciente: a unique name and e-mail, so journeys never see each other's citas. */
export const nuevaPaciente = (u = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`) => ({
  // letters only: e-mails carry a paciente's name in short plain form (worker/mensajes/avisos.ts nombreCorto)
  nombre: `Paciente ${u.replace(/\d/g, (d) => 'abcdefghij'[Number(d)])}`,
  email: `paciente.${u}@example.co`,
});

/**
 * Makes cita `id` one that has started, straight in the e2e server's local D1: today at 00:00–00:01 in
 * Bogotá (date, times and `inicio` together, as the panel reads the first and the server the last; no
 * cita of the working day overlaps it). A cita is marked attended only from its start, bookings refuse
 * started franjas, and no API may move a cita into the past.
 */
export function yaEmpezo(id: number) {
  const hoy = bogota();
  const persist = process.env.E2E_STATE ? ['--persist-to', process.env.E2E_STATE] : [];
  const sql = `UPDATE citas SET fecha_cita = '${hoy}', hora_inicio = '00:00', hora_fin = '00:01', ocupa_hasta = '00:01', inicio = '${hoy}T05:00:00.000Z' WHERE id = ${Number(id)};`;
  const r = spawnSync('node_modules/.bin/wrangler', ['d1', 'execute', 'DB', '--local', ...persist, '--command', sql], {
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(r.stderr || r.stdout);
}
export type Paciente = ReturnType<typeof nuevaPaciente>;

/** Books `f` on `fecha` with the seeded doctora for `paciente`, through the API (`extra`: more fields). */
export async function agendarPorApi(paciente: Paciente, fecha: string, f: Franja, extra: Record<string, string> = {}) {
  const laura = await profesional();
  const { json: perfil } = await apiCall<{ motivos: { id: number; duracion_minutos: number | null }[] }>(
    '/api/medic/find',
    { body: { id: laura.id } },
  );
  // a motivo of one franja's length: the franjas were read without one (a first visit may take two)
  const motivo = perfil.motivos.find((m) => m.duracion_minutos === null) ?? perfil.motivos[0];
  const { status, json } = await apiCall<{ succes: { id: number; gestion: string } }>('/api/cita/create', {
    body: {
      ...paciente,
      telefono: '3104567890',
      fecha_cita: fecha,
      horario: f.id,
      hora_inicio: f.hora_inicio,
      motivo: motivo.id,
      primera_visita: 'no',
      user: laura.id,
      acepta_tratamiento: '1',
      ...extra,
    },
  });
  if (status !== 201) throw new Error(`cita/create answered ${status}`);
  return json.succes;
}
